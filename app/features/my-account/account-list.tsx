import type { ReactNode } from 'react';
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
  confirm: { id: number; text: string; subject: string } | null;
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
