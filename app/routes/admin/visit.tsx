import { requireStaff } from '../../features/admin/access.server.ts';
import type { Route } from './+types/visit';

// Placeholder while the page is built in this change; replaced before it lands.
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request);
  return null;
}

export default function Visit() {
  return null;
}
