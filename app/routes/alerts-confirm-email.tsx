import { data, Link } from 'react-router';
import { PageSection } from '../components/ui/section-heading.tsx';
import { confirmAlertEmail } from '../features/saved-searches/alert-email.server.ts';
import { SAVED_SEARCHES_PATH } from '../features/saved-searches/saved-search-fields.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/alerts-confirm-email';

// The link in the mail that confirms an address for saved-search alerts (alert-email.server.ts).
// It works once, within 24 hours, signed in or not: the token is the proof.

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const confirmed = token.length <= 120 && (await confirmAlertEmail(token));
  return data({ confirmed }, { status: confirmed ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    { title: 'alerts.confirm.metaTitle', description: 'alerts.confirm.metaTitle' },
    [{ name: 'robots', content: 'noindex' }],
  );

export default function AlertsConfirmEmail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <PageSection id="confirm-email-title" title={t('alerts.confirm.heading')} narrow>
      <div className="rounded-lg border border-slate-200 bg-white p-5 text-slate-800">
        <p role="status" className="font-semibold">
          {t(loaderData.confirmed ? 'alerts.confirm.done' : 'alerts.confirm.broken')}
        </p>
        <p className="mt-3">
          <Link to={SAVED_SEARCHES_PATH} className="font-semibold text-brand-700 underline">
            {t('savedSearches.heading')}
          </Link>
        </p>
      </div>
    </PageSection>
  );
}
