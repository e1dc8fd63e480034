import { requireAdmin } from '../../features/admin/access.server.ts';
import { pageCountOf, parseListQuery, pickParam } from '../../features/admin/ui/list-query.ts';
import { OUTBOX_CHANNELS } from '../../features/admin/outbox/outbox-format.ts';
import { OutboxPage } from '../../features/admin/outbox/outbox-page.tsx';
import { listMail, listSms, outboxAdapters } from '../../features/admin/outbox/outbox.server.ts';
import type { Route } from './+types/outbox';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdmin(context, request);
  const url = new URL(request.url);
  const channel = pickParam(url, 'channel', OUTBOX_CHANNELS) ?? 'mail';
  const { page } = parseListQuery(url, ['created'], { sort: 'created', dir: 'desc' });
  const mail = channel === 'mail' ? await listMail(user, page) : { rows: [], total: 0 };
  const sms = channel === 'sms' ? await listSms(user, page) : { rows: [], total: 0 };
  const total = channel === 'mail' ? mail.total : sms.total;
  return {
    channel,
    adapters: outboxAdapters(),
    mail: mail.rows,
    sms: sms.rows,
    page,
    pageCount: pageCountOf(total),
    total,
  };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return <OutboxPage {...loaderData} />;
}
