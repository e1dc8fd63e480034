import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { searchHref, type SearchCriteria } from './search-params.ts';
import { pageItems } from '../../lib/pagination.ts';

/** The id of the results section, which page links jump to. */
export const RESULTS_ID = 'results';

export { pageItems, type PageItem } from '../../lib/pagination.ts';

const linkBase =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-semibold';

export function SearchPagination({
  criteria,
  path,
  page,
  pageCount,
  pageSize,
  total,
}: {
  criteria: SearchCriteria;
  path: string;
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  // Straight to the results, past the header and (on phones) the filters.
  const href = (n: number) => `${searchHref({ ...criteria, page: n }, path)}#${RESULTS_ID}`;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  const format = (n: number) => n.toLocaleString('en-IN');
  return (
    <nav
      aria-label={t('search.pagination.label')}
      className="mt-10 flex flex-col items-center gap-3"
    >
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link
              to={href(page - 1)}
              rel="prev"
              className={`${linkBase} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
            >
              <span aria-hidden="true">‹</span>
              <span className="sr-only sm:not-sr-only sm:ml-1">
                {t('search.pagination.previous')}
              </span>
            </Link>
          ) : (
            <span
              aria-disabled="true"
              className={`${linkBase} border-slate-200 bg-slate-50 text-slate-600`}
            >
              <span aria-hidden="true">‹</span>
              <span className="sr-only sm:not-sr-only sm:ml-1">
                {t('search.pagination.previous')}
              </span>
            </span>
          )}
        </li>
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={href(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={
                  item === 1
                    ? t('search.pagination.firstPage')
                    : item === pageCount
                      ? t('search.pagination.lastPage', { page: item })
                      : t('search.pagination.page', { page: item })
                }
                className={`${linkBase} ${
                  item === page
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
                }`}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} className="px-1 text-slate-700">
              <span aria-hidden="true">…</span>
              <span className="sr-only">{t('search.pagination.more')}</span>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link
              to={href(page + 1)}
              rel="next"
              className={`${linkBase} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
            >
              <span className="sr-only sm:not-sr-only sm:mr-1">{t('search.pagination.next')}</span>
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span
              aria-disabled="true"
              className={`${linkBase} border-slate-200 bg-slate-50 text-slate-600`}
            >
              <span className="sr-only sm:not-sr-only sm:mr-1">{t('search.pagination.next')}</span>
              <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
      <p className="text-sm text-slate-700">
        {t('search.showing', { from: format(from), to: format(to), total: format(total) })}
      </p>
    </nav>
  );
}
