import { Pagination } from '../../components/ui/pagination.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { tabPageHref } from './my-account-fields.ts';

/** Pages of a My Account table as links (?page=N on the same tab). */
export function AccountPagination({
  path,
  page,
  pageCount,
}: {
  path: string;
  page: number;
  pageCount: number;
}) {
  const t = useT();
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      href={(n) => tabPageHref(path, n)}
      preventScrollReset
      texts={{
        label: t('myAccount.pagination.label'),
        previous: t('myAccount.pagination.previous'),
        next: t('myAccount.pagination.next'),
        page: (n) => t('myAccount.pagination.page', { page: n }),
      }}
    />
  );
}
