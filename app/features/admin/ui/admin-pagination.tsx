import { useLocation } from 'react-router';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { listHref } from './list-query.ts';

/** Page links of a back-office list, keeping its filters and sort. */
export function AdminPagination({
  page,
  pageCount,
  total,
  label,
}: {
  page: number;
  pageCount: number;
  total: number;
  label: string;
}) {
  const location = useLocation();
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        {total === 1 ? '1 result' : `${total.toLocaleString('en-IN')} results`}
        {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ''}
      </p>
      {pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          href={(n) => listHref(location.pathname, location.search, { page: n })}
          texts={{
            label,
            previous: 'Previous',
            next: 'Next',
            page: (n) => `Page ${n}`,
          }}
        />
      ) : null}
    </div>
  );
}
