import { Link, useFetcher } from 'react-router';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useI18n, useT } from '../../i18n/i18n-context.tsx';
import type { Translate } from '../../i18n/translate.ts';
import { CoverImage } from '../listings/cover-image.tsx';
import { ListingPrice } from '../listings/listing-price.tsx';
import { formatRupees } from '../listings/format.ts';
import { listingPath } from '../listing-details/listing-id.ts';
import type { Locale } from '../../i18n/locales.ts';
import { listingAreaText } from '../listings/area.ts';
import { pricePerSqft, type VisitListProperty } from './compare.ts';
import { COMPARE_MAX, comparePath } from '../compare/compare-list.ts';

// /cart, the visit list: the properties side by side. A table with one column per property
// from the md breakpoint; stacked cards on a phone. Every Remove is a form (works without
// JavaScript; with it, a fetcher).

function Photo({ item, sizes }: { item: VisitListProperty; sizes: string }) {
  return (
    <CoverImage
      cover={item.cover}
      width={400}
      sizes={sizes}
      className="aspect-[3/2] w-full rounded-md object-cover"
    />
  );
}

function NotApplicable({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{text}</span>
    </>
  );
}

/** Each compared value of a property, in row order. */
function values(item: VisitListProperty, t: Translate, locale: Locale) {
  const rate = pricePerSqft(item);
  const area = listingAreaText(item, locale);
  return {
    price: <ListingPrice price={item.price} rent={item.listingType === 'rent'} />,
    area: area && area !== 'N/A' ? area : <NotApplicable text={t('visits.notGiven')} />,
    bhk: item.bhk ? t(`bhk.${item.bhk}`) : <NotApplicable text={t('visits.notApplicable')} />,
    facing: item.facing ? (
      t(`facing.${item.facing}`)
    ) : (
      <NotApplicable text={t('visits.notGiven')} />
    ),
    pricePerSqft:
      rate !== null ? (
        t('visits.pricePerSqft', { amount: formatRupees(rate) })
      ) : (
        <NotApplicable text={t('visits.notApplicable')} />
      ),
  };
}

const ROWS = [
  ['price', 'visits.row.price'],
  ['area', 'visits.row.area'],
  ['bhk', 'visits.row.bhk'],
  ['facing', 'visits.row.facing'],
  ['pricePerSqft', 'visits.row.pricePerSqft'],
] as const;

function RemoveButton({ item, block = false }: { item: VisitListProperty; block?: boolean }) {
  const t = useT();
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action="/cart">
      <input type="hidden" name="propertyId" value={item.id} />
      <input type="hidden" name="redirectTo" value="/cart" />
      <button
        type="submit"
        name="intent"
        value="remove"
        disabled={fetcher.state !== 'idle'}
        className={buttonClass({ variant: 'secondary', block })}
      >
        {t('visits.removeButton')}
        <span className="sr-only"> {item.title}</span>
      </button>
    </fetcher.Form>
  );
}

function Unavailable() {
  const t = useT();
  return (
    <span className="inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
      {t('visits.unavailable')}
    </span>
  );
}

function CompareTable({ items }: { items: VisitListProperty[] }) {
  const { t, locale } = useI18n();
  return (
    // Scrolls sideways when many properties are compared; the links and buttons inside are
    // what keyboard users move through, and the browser scrolls each into view.
    <div
      role="region"
      aria-label={t('visits.compareRegion')}
      className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm md:block"
    >
      <table className="w-full min-w-max border-collapse text-left">
        <caption className="sr-only">{t('visits.compareCaption')}</caption>
        <thead>
          <tr className="align-top">
            <td className="w-36 border-b border-slate-200 p-4">
              <span className="sr-only">{t('visits.row.property')}</span>
            </td>
            {items.map((item) => (
              <th
                key={item.id}
                scope="col"
                className={`w-64 max-w-64 border-b border-l border-slate-200 p-4 font-normal ${item.available ? '' : 'bg-slate-50'}`}
              >
                <Photo item={item} sizes="256px" />
                <span className="mt-3 block font-semibold leading-snug text-slate-900">
                  <Link to={listingPath(item.id)} className="hover:text-brand-700 hover:underline">
                    {item.title}
                  </Link>
                </span>
                <span className="mt-1 block text-sm text-slate-600">
                  {item.areaName}, {item.cityName}
                </span>
                {item.available ? null : (
                  <span className="mt-2 block">
                    <Unavailable />
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([key, label]) => (
            <tr key={key} className="odd:bg-slate-50/60">
              <th
                scope="row"
                className="border-b border-slate-200 p-4 text-sm font-semibold text-slate-700"
              >
                {t(label)}
              </th>
              {items.map((item) => (
                <td
                  key={item.id}
                  className={`border-b border-l border-slate-200 p-4 ${key === 'price' ? 'text-lg font-bold text-brand-800' : 'text-slate-900'}`}
                >
                  {values(item, t, locale)[key]}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className="p-4 text-sm font-semibold text-slate-700">
              <span className="sr-only">{t('visits.row.remove')}</span>
            </th>
            {items.map((item) => (
              <td key={item.id} className="border-l border-slate-200 p-4">
                <RemoveButton item={item} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function CompareCards({ items }: { items: VisitListProperty[] }) {
  const { t, locale } = useI18n();
  return (
    <ul className="grid gap-4 md:hidden">
      {items.map((item) => {
        const shown = values(item, t, locale);
        const titleId = `visit-card-${item.id}`;
        return (
          <li key={item.id}>
            <article
              aria-labelledby={titleId}
              className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            >
              <Photo item={item} sizes="100vw" />
              <h2 id={titleId} className="mt-3 text-lg font-semibold leading-snug text-slate-900">
                <Link to={listingPath(item.id)} className="hover:text-brand-700 hover:underline">
                  {item.title}
                </Link>
              </h2>
              <p className="text-sm text-slate-600">
                {item.areaName}, {item.cityName}
              </p>
              {item.available ? null : (
                <p className="mt-2">
                  <Unavailable />
                </p>
              )}
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                {ROWS.map(([key, label]) => (
                  <div key={key} className={key === 'price' ? 'col-span-2' : ''}>
                    <dt className="text-slate-600">{t(label)}</dt>
                    <dd
                      className={
                        key === 'price'
                          ? 'text-xl font-bold text-brand-800'
                          : 'font-medium text-slate-900'
                      }
                    >
                      {shown[key]}
                    </dd>
                  </div>
                ))}
              </dl>
              <div className="mt-4">
                <RemoveButton item={item} block />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

export function VisitListPage({ items }: { items: VisitListProperty[] }) {
  const t = useT();
  const bookable = items.filter((item) => item.available).length;
  return (
    <>
      <PageHeader title={t('visits.heading')} crumbs={[{ label: t('visits.heading') }]} />
      <div className="container-page py-10">
        {items.length === 0 ? (
          <EmptyState text={t('visits.empty')} to="/shop" linkText={t('visits.browse')} />
        ) : (
          <>
            <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <p className="text-slate-700">{t('visits.intro')}</p>
                <p className="mt-1 font-semibold text-slate-900">
                  {t('visits.count', { count: items.length })}
                </p>
              </div>
              {bookable > 0 ? (
                <Link to="/checkout" className={buttonClass({ size: 'lg' })}>
                  {t('visits.book')}
                </Link>
              ) : null}
            </div>
            {bookable < items.length ? (
              <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
                {bookable === 0 ? t('visits.noneAvailable') : t('visits.unavailableNote')}
              </p>
            ) : null}
            <CompareTable items={items} />
            <CompareCards items={items} />
            {bookable > 1 ? (
              <p className="mt-6">
                <Link
                  to={comparePath(
                    items
                      .filter((item) => item.available)
                      .slice(0, COMPARE_MAX)
                      .map((item) => item.id),
                  )}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                >
                  {bookable > COMPARE_MAX
                    ? t('compare.fromVisitListFirst')
                    : t('compare.fromVisitList')}
                </Link>
              </p>
            ) : null}
            <p className="mt-8">
              <Link to="/shop" className="font-semibold text-brand-700 underline">
                {t('visits.browse')}
              </Link>
            </p>
          </>
        )}
      </div>
    </>
  );
}
