import { requireAdmin } from '../../features/admin/access.server.ts';
import type { Route } from './+types/people';

// Placeholder while the page is built in this change; replaced before it lands.
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return null;
}

export default function People() {
  return null;
}
