import { isAdmin, requireStaff } from '../../features/admin/access.server.ts';
import { InboxPage } from '../../features/admin/inbox/inbox-page.tsx';
import { parseInboxQuery } from '../../features/admin/inbox/inbox-filters.ts';
import { listAgents, listInbox } from '../../features/admin/inbox/inbox.server.ts';
import { getRootData } from '../../lib/meta.ts';
import { translator } from '../../i18n/translate.ts';
import type { Route } from './+types/inbox';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(context, request);
  const admin = isAdmin(user);
  const { filter, sort, dir, page } = parseInboxQuery(new URL(request.url), admin);
  const [list, agents] = await Promise.all([
    listInbox(user, filter, { sort, dir, page }),
    admin ? listAgents() : Promise.resolve([]),
  ]);
  return { ...list, sort, dir, filter, agents, isAdmin: admin };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: translator(getRootData(matches)?.locale ?? 'en')('admin.inbox.list.metaTitle') },
  { name: 'robots', content: 'noindex' },
];

export default function Inbox({ loaderData }: Route.ComponentProps) {
  return <InboxPage data={loaderData} />;
}
