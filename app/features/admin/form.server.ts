import { badRequest } from '../../lib/http.ts';
import { cleanText } from './ui/list-query.ts';

// How a back-office action reads its post: a body that is not a form (JSON, a broken
// multipart) is a 400, not a 500, and every text field loses its control characters
// (cleanText: a NUL would make PostgreSQL refuse the write). Files are kept as they came.

/** The posted form, cleaned; throws 400 when the body is not a form. */
export async function readAdminForm(request: Request): Promise<FormData> {
  const form = await request.formData().catch(() => null);
  if (!form) throw badRequest();
  const clean = new FormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') clean.append(cleanText(name), cleanText(value));
    else clean.append(cleanText(name), value);
  }
  return clean;
}
