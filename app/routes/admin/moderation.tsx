import { requireAdmin } from '../../features/admin/access.server.ts';
import { parseListQuery } from '../../features/admin/ui/list-query.ts';
import { ModerationQueue } from '../../features/admin/moderation/moderation-page.tsx';
import { listModerationQueue } from '../../features/admin/moderation/moderation.server.ts';
import { translator } from '../../i18n/translate.ts';
import { getRootData } from '../../lib/meta.ts';
import type { Route } from './+types/moderation';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdmin(context, request);
  const { page } = parseListQuery(new URL(request.url), ['submitted'] as const, {
    sort: 'submitted',
    dir: 'asc',
  });
  return listModerationQueue(user, page);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: translator(getRootData(matches)?.locale ?? 'en')('admin.moderation.meta.queue') },
  { name: 'robots', content: 'noindex' },
];

export default function Moderation({ loaderData }: Route.ComponentProps) {
  return <ModerationQueue {...loaderData} />;
}
