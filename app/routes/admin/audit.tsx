import { requireAdmin } from '../../features/admin/access.server.ts';
import { auditFilterChoices, listAudit } from '../../features/admin/audit/audit.server.ts';
import { AuditPage, toAuditRow } from '../../features/admin/audit/audit-page.tsx';
import {
  ADMIN_PAGE_SIZE,
  idParam,
  pageCountOf,
  redirectPastLastPage,
  parseListQuery,
} from '../../features/admin/ui/list-query.ts';
import { cleanText } from '../../lib/forms.ts';
import type { Route } from './+types/audit';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdmin(context, request);
  const url = new URL(request.url);
  const { page } = parseListQuery(url, ['created'], { sort: 'created', dir: 'desc' });
  const type = cleanText(url.searchParams.get('type') ?? '')
    .trim()
    .slice(0, 40);
  const id = cleanText(url.searchParams.get('id') ?? '')
    .trim()
    .slice(0, 40);
  const actorUserId = idParam(url, 'actor');
  const [{ rows, total }, choices] = await Promise.all([
    listAudit(
      user,
      {
        ...(type ? { entityType: type } : {}),
        ...(id ? { entityId: id } : {}),
        ...(actorUserId ? { actorUserId } : {}),
      },
      page,
      ADMIN_PAGE_SIZE,
    ),
    auditFilterChoices(user),
  ]);
  redirectPastLastPage(url, page, total);
  return {
    rows: rows.map(toAuditRow),
    total,
    page,
    pageCount: pageCountOf(total),
    filter: { type, actor: actorUserId ? String(actorUserId) : '', id },
    choices,
  };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  return <AuditPage {...loaderData} />;
}
