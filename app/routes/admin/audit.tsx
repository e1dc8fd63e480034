import { requireAdmin } from '../../features/admin/access.server.ts';
import { parseAuditFilters } from '../../features/admin/audit/audit-filters.ts';
import { auditFilterChoices, listAudit } from '../../features/admin/audit/audit.server.ts';
import { AuditPage } from '../../features/admin/audit/audit-page.tsx';
import { redirectPastLastPage } from '../../features/admin/ui/list-query.ts';
import type { Route } from './+types/audit';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdmin(context, request);
  const url = new URL(request.url);
  const filters = parseAuditFilters(url);
  const [list, choices] = await Promise.all([listAudit(user, filters), auditFilterChoices(user)]);
  redirectPastLastPage(url, filters.page, list.total);
  return { ...list, filters, choices };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  return <AuditPage {...loaderData} />;
}
