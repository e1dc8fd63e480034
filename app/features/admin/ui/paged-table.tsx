import type { ComponentProps } from 'react';
import { AdminPagination } from './admin-pagination.tsx';
import { DataTable } from './data-table.tsx';

/** One page of a back-office list, as its server module answers it (lib/pagination.ts). */
export type ListPage<Row> = { rows: Row[]; total: number; page: number; pageCount: number };

/** A list's page of rows in a DataTable (keyed by id), then its page links. */
export function PagedTable<Row extends { id: number }>({
  list,
  pagesLabel,
  ...table
}: Omit<ComponentProps<typeof DataTable<Row>>, 'rows' | 'rowKey'> & {
  list: ListPage<Row>;
  /** The page links' name ('People pages'). */
  pagesLabel: string;
}) {
  return (
    <>
      <DataTable {...table} rows={list.rows} rowKey={(row) => row.id} />
      <AdminPagination
        page={list.page}
        pageCount={list.pageCount}
        total={list.total}
        label={pagesLabel}
      />
    </>
  );
}
