import { data, Form, Link } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { PageSection } from '../components/ui/section-heading.tsx';
import { searchSummary } from '../features/saved-searches/alert-delivery.server.ts';
import { SAVED_SEARCHES_PATH } from '../features/saved-searches/saved-search-fields.ts';
import {
  searchForUnsubscribe,
  unsubscribe,
} from '../features/saved-searches/saved-searches.server.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { getLocale } from '../lib/locale.server.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/alerts-unsubscribe';

// The link at the foot of every alert mail, and its List-Unsubscribe header's address: it
// stops one saved search's alerts without signing in (the search's random key is in the
// link). Opening it asks first, so a mail scanner that follows links stops nothing; the mail
// program's one-click POST (RFC 8058, `List-Unsubscribe=One-Click`) stops them at once.

function linkOf(request: Request) {
  const url = new URL(request.url);
  const id = Number(url.searchParams.get('search'));
  const key = url.searchParams.get('key') ?? '';
  return Number.isSafeInteger(id) && id > 0 && key.length <= 64 ? { id, key } : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const link = linkOf(request);
  const search = link ? await searchForUnsubscribe(link.id, link.key) : null;
  if (!search) return data({ state: 'broken' as const, summary: null }, { status: 404 });
  const summary = await searchSummary(search.query, getLocale(request));
  return { state: search.paused ? ('stopped' as const) : ('ask' as const), summary };
}

export async function action({ request }: Route.ActionArgs) {
  const link = linkOf(request);
  const search = link ? await unsubscribe(link.id, link.key) : null;
  if (!search) return data({ state: 'broken' as const, summary: null }, { status: 404 });
  const summary = await searchSummary(search.query, getLocale(request));
  return { state: 'stopped' as const, summary };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    { title: 'alerts.unsubscribe.metaTitle', description: 'alerts.unsubscribe.metaTitle' },
    [{ name: 'robots', content: 'noindex' }],
  );

export default function AlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { state, summary } = actionData ?? loaderData;
  return (
    <PageSection id="unsubscribe-title" title={t('alerts.unsubscribe.heading')} narrow>
      <div className="rounded-lg border border-slate-200 bg-white p-5 text-slate-800">
        {state === 'broken' ? (
          <p>{t('alerts.unsubscribe.broken')}</p>
        ) : state === 'stopped' ? (
          <>
            <p role="status" className="font-semibold">
              {t('alerts.unsubscribe.done')}
            </p>
            <p className="mt-2">{summary}</p>
            <p className="mt-3">
              {t('alerts.unsubscribe.again')}{' '}
              <Link to={SAVED_SEARCHES_PATH} className="font-semibold text-brand-700 underline">
                {t('savedSearches.heading')}
              </Link>
            </p>
          </>
        ) : (
          <Form method="post" className="space-y-4">
            <p>{t('alerts.unsubscribe.ask')}</p>
            <p className="font-semibold">{summary}</p>
            <Button>{t('alerts.unsubscribe.button')}</Button>
          </Form>
        )}
      </div>
    </PageSection>
  );
}
