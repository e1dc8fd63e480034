import { Pagination } from '../../components/ui/pagination.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatResultCount } from './results-toolbar.tsx';
import { searchHref, type SearchCriteria } from './search-params.ts';

/** The id of the results section, which page links jump to. */
export const RESULTS_ID = 'results';

export function SearchPagination({
  criteria,
  path,
  page,
  pageCount,
  pageSize,
  total,
  capped,
}: {
  criteria: SearchCriteria;
  path: string;
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  /** More match than `total`; the pages stop there. */
  capped: boolean;
}) {
  const { t, locale } = useI18n();
  if (pageCount <= 1) return null;
  // Straight to the results, past the header and (on phones) the filters.
  const href = (n: number) => `${searchHref({ ...criteria, page: n }, path)}#${RESULTS_ID}`;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      href={href}
      arrows
      className="mt-10 flex flex-col items-center gap-3"
      texts={{
        label: t('search.pagination.label'),
        previous: t('search.pagination.previous'),
        next: t('search.pagination.next'),
        page: (n) =>
          n === 1
            ? t('search.pagination.firstPage')
            : n === pageCount
              ? t('search.pagination.lastPage', { page: n })
              : t('search.pagination.page', { page: n }),
        more: t('search.pagination.more'),
      }}
    >
      <p className="text-sm text-slate-700">
        {t('search.showing', {
          from: formatNumber(from, locale),
          to: formatNumber(to, locale),
          total: formatResultCount(total, capped, locale),
        })}
      </p>
    </Pagination>
  );
}
