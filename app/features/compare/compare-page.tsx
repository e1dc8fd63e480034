import { Form, Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useI18n, useT } from '../../i18n/i18n-context.tsx';
import { textLang } from '../../i18n/text-lang.ts';
import { CoverImage } from '../listings/cover-image.tsx';
import { comparePath } from './compare-list.ts';
import type { ComparePage as ComparePageData } from './compare.server.ts';
import type { CompareColumn } from './comparison.ts';

// /compare (issue 28): up to four listings side by side, a row per fact, the rows whose values
// differ marked (or alone). On a phone the facts column stays put and the listings' columns
// swipe sideways, one snapping into place at a time. Links and forms only: it works without
// JavaScript.

export type ComparePageProps = ComparePageData & {
  differencesOnly: boolean;
  /** Shown from a shared address (?ids=) rather than the visitor's own comparison. */
  shared: boolean;
  /** How many listings the visitor's own comparison holds. */
  ownCount: number;
  /** More listings were asked for than fit side by side. */
  tooMany: boolean;
  /** The comparison's address on the site, to share. */
  shareUrl: string;
};

function RemoveButton({
  column,
  ids,
  shared,
}: {
  column: CompareColumn;
  ids: readonly number[];
  shared: boolean;
}) {
  const t = useT();
  return (
    <Form method="post" action="/compare" className="mt-3">
      <input type="hidden" name="propertyId" value={column.id} />
      <input
        type="hidden"
        name="redirectTo"
        // The visitor's own comparison stays at /compare; a shared one loses the column.
        value={shared ? comparePath(ids.filter((id) => id !== column.id)) : '/compare'}
      />
      <button
        type="submit"
        name="intent"
        value="remove"
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
      >
        <span aria-hidden="true">{t('compare.remove')}</span>
        <span className="sr-only">{t('compare.removeNamed', { title: column.title })}</span>
      </button>
    </Form>
  );
}

function NotGiven() {
  const t = useT();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('compare.notGiven')}</span>
    </>
  );
}

export function ComparePage({ data }: { data: ComparePageProps }) {
  const { t, locale } = useI18n();
  const { columns, ids } = data;
  const rows = data.differencesOnly
    ? data.rows.filter((row) => row.differs || row.id === 'price')
    : data.rows;
  const differing = data.rows.filter((row) => row.differs).length;
  return (
    <>
      <PageHeader title={t('compare.heading')} crumbs={[{ label: t('compare.heading') }]} />
      <div className="container-page py-8 lg:py-10">
        {data.missing > 0 ? (
          <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
            {t('compare.missing', { count: data.missing })}
          </p>
        ) : null}
        {data.tooMany ? (
          <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
            {t('compare.tooMany')}
          </p>
        ) : null}
        {columns.length === 0 ? (
          <EmptyState text={t('compare.empty')} to="/shop" linkText={t('compare.browse')} />
        ) : (
          <>
            <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
              <div>
                <p className="text-slate-700">
                  {columns.length === 1
                    ? t('compare.addMore')
                    : t('compare.intro', { count: columns.length, differing })}
                </p>
                {data.shared && data.ownCount > 0 ? (
                  <p className="mt-1">
                    <Link to="/compare" className="font-semibold text-brand-700 underline">
                      {t('compare.yours', { count: data.ownCount })}
                    </Link>
                  </p>
                ) : null}
              </div>
              {columns.length > 1 ? (
                <Link
                  // The visitor's own comparison stays their own (/compare); a shared one its
                  // address.
                  to={
                    data.shared
                      ? comparePath(ids, { differencesOnly: !data.differencesOnly })
                      : data.differencesOnly
                        ? '/compare'
                        : '/compare?only=differences'
                  }
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                  replace
                >
                  {data.differencesOnly ? t('compare.showAll') : t('compare.showDifferences')}
                </Link>
              ) : null}
            </div>

            <div
              role="region"
              aria-labelledby="compare-caption"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region takes focus (WCAG 2.1.1): the arrow keys then scroll the columns
              tabIndex={0}
              className="relative snap-x snap-mandatory scroll-pl-28 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:scroll-pl-44"
            >
              <table className="w-max min-w-full border-separate border-spacing-0 text-left">
                <caption id="compare-caption" className="sr-only">
                  {t('compare.caption', { count: columns.length })}
                </caption>
                <thead>
                  <tr className="align-top">
                    <td className="sticky left-0 z-10 w-28 border-b border-r border-slate-200 bg-white p-3 sm:w-44 sm:p-4">
                      <span className="sr-only">{t('compare.property')}</span>
                    </td>
                    {columns.map((column) => (
                      <th
                        key={column.id}
                        scope="col"
                        className="w-52 min-w-52 max-w-52 snap-start border-b border-r border-slate-200 p-3 font-normal last:border-r-0 sm:w-64 sm:min-w-64 sm:max-w-64 sm:p-4"
                      >
                        <Link to={column.path} tabIndex={-1} aria-hidden="true">
                          <CoverImage
                            cover={column.cover}
                            width={400}
                            sizes="256px"
                            className="aspect-[3/2] w-full rounded-md object-cover"
                          />
                        </Link>
                        <span className="mt-3 block font-semibold leading-snug text-slate-900">
                          <Link
                            to={column.path}
                            lang={textLang(column.title, locale)}
                            className="hover:text-brand-700 hover:underline"
                          >
                            {column.title}
                          </Link>
                        </span>
                        <span className="mt-1 block text-sm text-slate-600">{column.place}</span>
                        <RemoveButton column={column} ids={ids} shared={data.shared} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id} data-row={row.id}>
                      <th
                        scope="row"
                        className="sticky left-0 z-10 border-b border-r border-slate-200 bg-white p-3 align-top text-sm font-semibold text-slate-700 sm:p-4"
                      >
                        {row.label}
                        {row.differs ? (
                          <span className="mt-1 block w-fit rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">
                            {t('compare.differs')}
                          </span>
                        ) : null}
                      </th>
                      {row.cells.map((cell, i) => (
                        <td
                          key={columns[i]!.id}
                          className={`border-b border-r border-slate-200 p-3 align-top last:border-r-0 sm:p-4 ${
                            row.differs ? 'bg-amber-50' : ''
                          } ${row.id === 'price' ? 'text-lg font-bold text-brand-800' : 'text-slate-900'}`}
                        >
                          {cell ?? <NotGiven />}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            {columns.length > 1 ? (
              <section aria-labelledby="compare-distances" className="mt-8 max-w-3xl">
                <h2 id="compare-distances" className="text-xl font-bold text-slate-900">
                  {t('compare.distancesHeading')}
                </h2>
                {data.distances.length > 0 ? (
                  <ul className="mt-3 flex flex-col gap-2 text-slate-800">
                    {data.distances.map((distance) => (
                      <li key={`${distance.from}-${distance.to}`}>
                        {t('compare.between', {
                          first: columns[distance.from]!.title,
                          second: columns[distance.to]!.title,
                        })}{' '}
                        <strong>{distance.text}</strong>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {data.unplaced.length > 0 ? (
                  <ul className="mt-3 flex flex-col gap-2 text-slate-700">
                    {data.unplaced.map((index) => (
                      <li key={columns[index]!.id}>
                        {t('compare.notOnMap', { title: columns[index]!.title })}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p className="mt-3 text-sm text-slate-600">{t('compare.crowFlies')}</p>
              </section>
            ) : null}

            <div className="mt-8 max-w-3xl">
              <label htmlFor="compare-link" className="block font-semibold text-slate-900">
                {t('compare.shareLabel')}
              </label>
              <input
                id="compare-link"
                type="url"
                readOnly
                value={data.shareUrl}
                className="mt-2 w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-slate-900"
              />
              <p className="mt-8">
                <Link to="/shop" className="font-semibold text-brand-700 underline">
                  {t('compare.browse')}
                </Link>
              </p>
            </div>
          </>
        )}
      </div>
    </>
  );
}
