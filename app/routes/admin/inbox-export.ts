import { isAdmin, requireStaff } from '../../features/admin/access.server.ts';
import { exportInbox } from '../../features/admin/inbox/inbox-export.server.ts';
import { parseInboxQuery } from '../../features/admin/inbox/inbox-filters.ts';
import type { Route } from './+types/inbox-export';

// /admin/inbox/export.csv: the inbox's current filters as a CSV download (an agent: only
// their own inbox items).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(context, request);
  const { filter } = parseInboxQuery(new URL(request.url), isAdmin(user));
  const csv = await exportInbox(user, filter);
  const headers = new Headers({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${csv.filename}"`,
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex',
  });
  if (csv.truncated) headers.set('X-Export-Truncated', `${csv.total}`);
  return new Response(csv.body, { headers });
}
