import { requireAdmin } from '../../features/admin/access.server.ts';
import { parseOutboxFilters } from '../../features/admin/outbox/outbox-filters.ts';
import { OutboxPage } from '../../features/admin/outbox/outbox-page.tsx';
import { listMail, listSms, outboxAdapters } from '../../features/admin/outbox/outbox.server.ts';
import type { Route } from './+types/outbox';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdmin(context, request);
  const { channel, ...filters } = parseOutboxFilters(new URL(request.url));
  const none = { rows: [], total: 0, page: 1, pageCount: 1 };
  const mail = channel === 'mail' ? await listMail(user, filters.page) : none;
  const sms = channel === 'sms' ? await listSms(user, filters.page) : none;
  const { total, page, pageCount } = channel === 'mail' ? mail : sms;
  return {
    channel,
    adapters: outboxAdapters(),
    mail: mail.rows,
    sms: sms.rows,
    total,
    page,
    pageCount,
  };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return <OutboxPage {...loaderData} />;
}
