import { isAdmin, requireStaff } from '../../features/admin/access.server.ts';
import { readForm } from '../../lib/forms.ts';
import { handleInquiryPost } from '../../features/admin/inbox/inbox-forms.server.ts';
import { getInquiryDetail } from '../../features/admin/inbox/inbox-item.server.ts';
import { InquiryPage } from '../../features/admin/inbox/inbox-item-page.tsx';
import { listAgents } from '../../features/admin/inbox/inbox.server.ts';
import { parseListingId } from '../../features/listing-details/listing-id.ts';
import { notFound } from '../../lib/http.ts';
import { getLocale } from '../../lib/locale.server.ts';
import { getRootData } from '../../lib/meta.ts';
import { translator } from '../../i18n/translate.ts';
import { itemHref } from '../../features/admin/inbox/inbox-rows.ts';
import { answerItemForm } from './inbox-answer.server.ts';
import type { Route } from './+types/inquiry';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireStaff(context, request);
  const id = parseListingId(params.id);
  // Someone else's inbox item (for an agent) looks exactly like one that does not exist.
  const inquiry = id === null ? null : await getInquiryDetail(user, id);
  if (!inquiry) throw notFound();
  const admin = isAdmin(user);
  return { inquiry, agents: admin ? await listAgents() : [], isAdmin: admin };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireStaff(context, request);
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  const locale = getLocale(request);
  const result = await handleInquiryPost(user, id, await readForm(request), locale);
  return answerItemForm(result, itemHref('inquiry', id), locale);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: translator(getRootData(matches)?.locale ?? 'en')('admin.inbox.inquiry.metaTitle') },
  { name: 'robots', content: 'noindex' },
];

export default function Inquiry({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <InquiryPage
      inquiry={loaderData.inquiry}
      agents={loaderData.agents}
      isAdmin={loaderData.isAdmin}
      actionData={actionData}
    />
  );
}
