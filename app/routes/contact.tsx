import { ContactPage } from '../features/team/contact-page.tsx';
import { answerQuoteForm } from '../features/team/team-actions.server.ts';
import { listOffices } from '../features/team/team.server.ts';
import { getLocale } from '../lib/locale.server.ts';
import { getLogger } from '../lib/logger.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { getRequestInfo } from '../lib/request-context.ts';
import { useRootData } from '../lib/root-data.ts';
import type { Route } from './+types/contact';
import { answerForm } from '../lib/http.ts';
import { INQUIRY_STATUS } from './inquiry-status.ts';

export async function loader({ request }: Route.LoaderArgs) {
  return { offices: await listOffices(getLocale(request)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return answerForm(
    await answerQuoteForm(form, getRequestInfo(context, getLogger())),
    INQUIRY_STATUS,
  );
}

// A refused inquiry's Retry-After reaches the browser also when the form posted without JavaScript.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'contact.metaTitle', description: 'contact.metaDescription' });

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <ContactPage
      settings={root?.settings}
      offices={loaderData.offices}
      quoteResult={actionData ?? undefined}
    />
  );
}
