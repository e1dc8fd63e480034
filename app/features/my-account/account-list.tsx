import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { AccountPagination } from './account-pagination.tsx';
import { ConfirmDelete } from './confirm-delete.tsx';
import { tabPageHref } from './my-account-fields.ts';

/**
 * A My Account list tab (My Properties, Favourite Properties): its heading and count, the
 * delete confirmation when one is open, then the table and its pages, or the empty state.
 */
export function AccountList({
  id,
  heading,
  count,
  confirm,
  empty,
  path,
  page,
  pageCount,
  children,
}: {
  id: string;
  heading: string;
  /** 'N properties', shown when there is at least one. */
  count: string | null;
  /** The delete confirmation, when `?delete={id}` names one of the user's rows. */
  confirm: { id: number; text: string; subject: string; idField?: string } | null;
  /** Shown instead of the table when the list is empty. */
  empty: { text: string; to: string; linkText: string } | null;
  path: string;
  page: number;
  pageCount: number;
  /** The table. */
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <h2 id={id} className="text-2xl font-bold text-slate-900">
          {heading}
        </h2>
        {count ? <p className="text-sm text-slate-600">{count}</p> : null}
      </div>
      {confirm ? (
        <ConfirmDelete
          key={confirm.id}
          propertyId={confirm.id}
          text={confirm.text}
          subject={confirm.subject}
          cancelTo={tabPageHref(path, page)}
          page={page}
          {...(confirm.idField ? { idField: confirm.idField } : {})}
        />
      ) : null}
      {empty ? (
        <EmptyState {...empty} />
      ) : (
        <>
          {children}
          <AccountPagination path={path} page={page} pageCount={pageCount} />
        </>
      )}
    </section>
  );
}

/** The address that opens a row's delete confirmation, keeping the page. */
export function deleteHrefFor(path: string, page: number) {
  return (id: number) => `${path}?${page > 1 ? `page=${page}&` : ''}delete=${id}`;
}

const DELETE_LINK =
  'inline-flex min-h-10 items-center rounded-md border border-red-700 px-3 text-sm font-semibold text-red-800 hover:bg-red-50';

/** A row's Delete: a link to its confirmation (`deleteHref`), named for the row it deletes. */
export function RowDeleteLink({ to, subject }: { to: string; subject: string }) {
  const t = useT();
  return (
    <Link to={to} preventScrollReset className={DELETE_LINK}>
      {t('myAccount.favourites.delete')}
      <span className="sr-only"> {subject}</span>
    </Link>
  );
}
