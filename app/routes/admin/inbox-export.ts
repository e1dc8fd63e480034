import { requireStaff } from '../../features/admin/access.server.ts';
import type { Route } from './+types/inbox-export';

// Placeholder while the export is built in this change; replaced before it lands.
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request);
  return new Response('', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
}
