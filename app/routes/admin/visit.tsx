import { isAdmin, requireStaff } from '../../features/admin/access.server.ts';
import { readForm } from '../../lib/forms.ts';
import { handleVisitPost } from '../../features/admin/inbox/inbox-forms.server.ts';
import { getVisitDetail } from '../../features/admin/inbox/inbox-item.server.ts';
import { VisitPage } from '../../features/admin/inbox/inbox-item-page.tsx';
import { listAgents } from '../../features/admin/inbox/inbox.server.ts';
import { parseListingId } from '../../features/listing-details/listing-id.ts';
import { notFound } from '../../lib/http.ts';
import { getLocale } from '../../lib/locale.server.ts';
import { getRootData } from '../../lib/meta.ts';
import { translator } from '../../i18n/translate.ts';
import { itemHref } from '../../features/admin/inbox/inbox-rows.ts';
import { answerItemForm } from './inbox-answer.server.ts';
import type { Route } from './+types/visit';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireStaff(context, request);
  const id = parseListingId(params.id);
  // Someone else's visit (for an agent) looks exactly like one that does not exist.
  const visit = id === null ? null : await getVisitDetail(user, id);
  if (!visit) throw notFound();
  const admin = isAdmin(user);
  return { visit, agents: admin ? await listAgents() : [], isAdmin: admin };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireStaff(context, request);
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  const locale = getLocale(request);
  const result = await handleVisitPost(user, id, await readForm(request), locale);
  return answerItemForm(result, itemHref('visit', id), locale);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: translator(getRootData(matches)?.locale ?? 'en')('admin.inbox.visit.metaTitle', {
      reference: loaderData?.visit.reference ?? '',
    }),
  },
  { name: 'robots', content: 'noindex' },
];

export default function Visit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <VisitPage
      visit={loaderData.visit}
      agents={loaderData.agents}
      isAdmin={loaderData.isAdmin}
      actionData={actionData}
    />
  );
}
