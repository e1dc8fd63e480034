import { Link } from 'react-router';
import { formatDate } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { listingPath } from '../listing-details/listing-id.ts';
import type { VisitSummary } from './visit-result.ts';

/** A visit request's status, date, slot and properties (confirmation and tracking). */
export function VisitFacts({ visit }: { visit: VisitSummary }) {
  const { t, locale } = useI18n();
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      <dt className="text-sm text-slate-600">{t('tracking.status')}</dt>
      <dd>
        <span className="inline-block rounded bg-brand-100 px-2 py-0.5 font-bold text-brand-900">
          {t(`tracking.status.${visit.status}`)}
        </span>
        <span className="mt-1 block text-sm text-slate-700">
          {t(`tracking.status.${visit.status}.text`)}
        </span>
      </dd>
      <dt className="text-sm text-slate-600">{t('tracking.date')}</dt>
      <dd className="font-medium text-slate-900">
        {formatDate(visit.preferredDate, locale, 'dayFirst')}
      </dd>
      <dt className="text-sm text-slate-600">{t('tracking.slot')}</dt>
      <dd className="font-medium text-slate-900">{t(`checkout.slot.${visit.timeSlot}`)}</dd>
      <dt className="text-sm text-slate-600">{t('tracking.properties')}</dt>
      <dd>
        <ul className="list-disc space-y-1 pl-5 text-slate-900">
          {visit.properties.map((property) => (
            <li key={property.id}>
              {property.available ? (
                <Link
                  to={listingPath(property.id)}
                  className="font-medium text-brand-700 underline"
                >
                  {property.title}
                </Link>
              ) : (
                <>
                  {property.title}{' '}
                  <span className="text-sm text-slate-600">
                    {t('tracking.propertyUnavailable')}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      </dd>
    </dl>
  );
}
