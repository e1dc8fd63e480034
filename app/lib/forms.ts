import type { z } from 'zod';
import type { MessageKey, Translate } from '../i18n/translate.ts';
import { badRequest } from './http.ts';

// The one convention for forms (docs/architecture.md): a post is read with `readForm` (a body
// that is not a form is a 400; text loses the control characters no one types), then checked
// with a zod schema by `parseForm`, which answers the parsed value, or the first message per
// field together with the text typed so far, to show again. Public forms' messages are
// catalogue keys; the back office (English only, decision 011) writes its messages as text.

/** The message shown next to each field, by field name; `form` is for the form as a whole. */
export type FieldErrors<Message extends string = MessageKey> = Partial<Record<string, Message>>;

/** The text fields of a post as typed, to fill the form again after a refusal. */
export type FormValues = Record<string, string>;

export type Parsed<T, Message extends string = MessageKey> =
  | { value: T; values: FormValues; fieldErrors?: undefined }
  | { value?: undefined; values: FormValues; fieldErrors: FieldErrors<Message> };

/** The text to show next to a field, or undefined when it has no error. */
export function errorTextFor(
  t: Translate,
  errors: FieldErrors,
): (name: string) => string | undefined {
  return (name) => {
    const key = errors[name];
    return key ? t(key) : undefined;
  };
}

/** The first message per field, for showing next to each input. */
export function firstIssuePerField<Message extends string = MessageKey>(
  error: z.ZodError,
): FieldErrors<Message> {
  const out: FieldErrors<Message> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message as Message;
  }
  return out;
}

/**
 * Control characters no one types (all but tab, line feed and carriage return). NUL in
 * particular: PostgreSQL refuses it in text and JSON, so one reaching a query would be a 500
 * rather than a refusal.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** `text` without control characters (tab, line feed and carriage return stay). */
export function cleanText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

/** A text field of a submitted form, cleaned: '' when missing or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? cleanText(value) : '';
}

/**
 * The posted form with every text field (and field name) cleaned; files are kept as they came.
 * A body that is not a form (JSON, a broken multipart) is a 400, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  const form = await request.formData().catch(() => null);
  if (!form) throw badRequest();
  const clean = new FormData();
  for (const [name, value] of form.entries()) {
    clean.append(cleanText(name), typeof value === 'string' ? cleanText(value) : value);
  }
  return clean;
}

/**
 * Fields never shown again, whatever form they are in: a password or a one-time code typed
 * once stays with the post that carried it.
 */
const SECRET_FIELD = /password|token|^code$|^otp$/i;

/**
 * Parses submitted form data (or a plain object) with `schema`. Text fields arrive as strings;
 * a field sent more than once keeps its last value unless the schema reads it itself. Either
 * way the answer carries `values`, the text fields as typed, to show again.
 */
export function parseForm<S extends z.ZodType, Message extends string = MessageKey>(
  schema: S,
  input: FormData | Record<string, unknown>,
): Parsed<z.output<S>, Message> {
  const data = input instanceof FormData ? formObject(input) : input;
  const values = textValues(data);
  const result = schema.safeParse(data);
  return result.success
    ? { value: result.data, values }
    : { values, fieldErrors: firstIssuePerField<Message>(result.error) };
}

function formObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) out[key] = value;
  return out;
}

function textValues(input: Record<string, unknown>): FormValues {
  const out: FormValues = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' && !SECRET_FIELD.test(key)) out[key] = cleanText(value);
  }
  return out;
}
