import { useLocation } from 'react-router';
import { useT } from '../../../i18n/i18n-context.tsx';
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
  const t = useT();
  const location = useLocation();
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        {t('admin.ui.pagination.results', { count: total })}
        {pageCount > 1 ? ` · ${t('admin.ui.pagination.pageOf', { page, pageCount })}` : ''}
      </p>
      {pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          href={(n) => listHref(location.pathname, location.search, { page: n })}
          texts={{
            label,
            previous: t('admin.ui.pagination.previous'),
            next: t('admin.ui.pagination.next'),
            page: (n) => t('admin.ui.pagination.page', { page: n }),
          }}
        />
      ) : null}
    </div>
  );
}
