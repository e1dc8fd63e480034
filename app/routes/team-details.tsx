import { AgentProfilePage } from '../features/team/agent-profile.tsx';
import { mediaUrl } from '../features/media/images.ts';
import { answerAgentForm } from '../features/team/team-actions.server.ts';
import { readSavedContact } from '../features/inquiries/saved-contact.server.ts';
import { getAgent } from '../features/team/team.server.ts';
import { notFound, answerForm } from '../lib/http.ts';
import { getLocale } from '../lib/locale.server.ts';
import { getLogger } from '../lib/logger.server.ts';
import { getRootData, pageMeta } from '../lib/meta.ts';
import { getRequestInfo } from '../lib/request-context.ts';
import type { Route } from './+types/team-details';
import { INQUIRY_STATUS } from './inquiry-status.ts';

export async function loader({ params, request }: Route.LoaderArgs) {
  const agent = await getAgent(params.slug, getLocale(request));
  if (!agent) throw notFound();
  return { agent, savedContact: readSavedContact(request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const outcome = await answerAgentForm(form, params.slug, getRequestInfo(context, getLogger()));
  return answerForm(outcome, INQUIRY_STATUS);
}

// A refused message's Retry-After reaches the browser also when the form posted without JavaScript.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { agent } = loaderData;
  const siteUrl = getRootData(matches)?.settings.siteUrl ?? '';
  return pageMeta(
    matches,
    {
      title: 'agent.metaTitle',
      description: 'agent.metaDescription',
      params: { name: agent.name, designation: agent.designation },
    },
    [
      { property: 'og:type', content: 'profile' },
      ...(agent.photoKey
        ? [{ property: 'og:image', content: `${siteUrl}${mediaUrl(agent.photoKey, 400)}` }]
        : []),
    ],
  );
};

export default function TeamDetails({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AgentProfilePage
      // Another agent is another page: the form starts afresh.
      key={loaderData.agent.slug}
      agent={loaderData.agent}
      formResult={actionData ?? undefined}
      savedContact={loaderData.savedContact}
    />
  );
}
