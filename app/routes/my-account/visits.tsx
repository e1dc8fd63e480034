import { Link } from 'react-router';
import { CARD_CLASS } from '../../components/ui/section-heading.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { requireUser } from '../../features/accounts/auth.server.ts';
import { AccountPagination } from '../../features/my-account/account-pagination.tsx';
import { pageFromUrl } from '../../features/my-account/my-account-schema.server.ts';
import { listMyVisits } from '../../features/visits/my-visits.server.ts';
import { MY_VISITS_PATH, trackingPath } from '../../features/visits/visit-fields.ts';
import { VisitFacts } from '../../features/visits/visit-summary.tsx';
import { formatDate } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/visits';

// My visits: the site visits a signed-in buyer booked, with where each one stands.

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = requireUser(context, url);
  return listMyVisits(user.id, pageFromUrl(url));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    { title: 'myAccount.visits.metaTitle', description: 'myAccount.metaDescription' },
    [{ name: 'robots', content: 'noindex' }],
  );

export default function MyVisits({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { items, total, page, pageCount } = loaderData;
  return (
    <section aria-labelledby="visits-title" className="min-w-0">
      <h2 id="visits-title" className="text-2xl font-bold text-slate-900">
        {t('myAccount.visits.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('myAccount.visits.intro')}</p>
      {total > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {t('myAccount.visits.count', { count: total })}
        </p>
      ) : null}
      {items.length === 0 ? (
        <div className="mt-6">
          <EmptyState
            text={t('myAccount.visits.empty')}
            to="/shop"
            linkText={t('myAccount.visits.browse')}
          />
        </div>
      ) : (
        <ol className="mt-4 flex flex-col gap-4">
          {items.map((visit) => (
            <li key={visit.reference}>
              <article aria-labelledby={`visit-${visit.reference}`} className={CARD_CLASS}>
                <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h3
                    id={`visit-${visit.reference}`}
                    className="font-mono text-lg font-bold tracking-wider text-brand-800"
                  >
                    {visit.reference}
                  </h3>
                  <p className="text-sm text-slate-600">
                    <time dateTime={new Date(visit.requestedAt).toISOString()}>
                      {t('myAccount.visits.requested', {
                        // The day in India, written as the visit's own date is.
                        date: formatDate(visit.requestedAt, locale, 'dayFirst'),
                      })}
                    </time>
                  </p>
                </div>
                <VisitFacts visit={visit} />
                <p className="mt-4">
                  <Link
                    to={trackingPath(visit.reference)}
                    className="font-semibold text-brand-700 underline"
                  >
                    {t('myAccount.visits.track')}
                  </Link>
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 ? (
        <div className="mt-6">
          <AccountPagination path={MY_VISITS_PATH} page={page} pageCount={pageCount} />
        </div>
      ) : null}
    </section>
  );
}
