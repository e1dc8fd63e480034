import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../i18n/i18n-context.tsx';
import { listHref, type SortDir } from './list-query.ts';

export type Column<Row> = {
  /** The column's header text. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The ?sort= value that orders by this column; none: not sortable. */
  sort?: string;
  /** The row's header cell (its name or title), for screen readers. */
  rowHeader?: boolean;
  /**
   * The column holding the row's action (Review, Edit, or the link that opens the row): it
   * stays in view while a wide table scrolls sideways, pinned at the right edge when it is the
   * last column and at the left otherwise.
   */
  action?: boolean;
  className?: string;
};

// NOTE: the table is drawn two ways by CSS alone, so that every list fits its screen. From
// `sm` up it is a table that scrolls sideways when wider than its box, with the action column
// pinned; below `sm` (phones) each row is a card: the row's header first, then every other
// cell under its column's name (data-label), the action last. The markup, and so what screen
// readers and tests find (table, rows, column headers, cells and their names), is the same at
// every width: the card's labels are CSS content with empty alternative text (`/ ""`), which
// names nothing, and the column headers stay in the table for screen readers.

/** A pinned cell: opaque, with a soft edge over the cells scrolling beneath it. */
const PINNED = 'sm:sticky sm:z-10 sm:[background-color:inherit]';
const PINNED_RIGHT = `${PINNED} sm:right-0 sm:shadow-[-10px_0_10px_-10px_rgba(15,23,42,0.35)]`;
const PINNED_LEFT = `${PINNED} sm:left-0 sm:shadow-[10px_0_10px_-10px_rgba(15,23,42,0.35)]`;

/** On a phone, a cell with its column's name before it, the two side by side. */
const LABELLED =
  'max-sm:grid max-sm:grid-cols-[minmax(6rem,38%)_minmax(0,1fr)] max-sm:gap-x-3 max-sm:p-0 max-sm:text-left max-sm:whitespace-normal max-sm:wrap-anywhere max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)_/_""]';

/**
 * On a phone, the sortable headers are a line of links: 'Sort by' (the row's data-sort-by, in
 * the page's language) says what they do.
 */
const SORT_BY = 'max-sm:before:text-slate-600 max-sm:before:content-[attr(data-sort-by)_/_""]';

function pinOf(column: { action?: boolean }, last: boolean): string {
  if (!column.action) return '';
  return last ? PINNED_RIGHT : PINNED_LEFT;
}

/**
 * A back-office table. Sortable headers are links (?sort=&dir=), so sorting works without
 * JavaScript and the URL keeps it; aria-sort says which column orders the rows. When the table
 * is wider than its screen it scrolls sideways inside a focusable region (keyboard users scroll
 * it with arrows) while the action column stays pinned; on a phone the rows are cards (see the
 * NOTE above), with the sortable headers as a line of links above them.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  dir,
  empty,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  sort?: string;
  dir?: SortDir;
  empty: string;
}) {
  const t = useT();
  const location = useLocation();
  if (rows.length === 0) {
    return <p className="rounded-md bg-slate-50 px-4 py-6 text-center text-slate-700">{empty}</p>;
  }
  const lastIndex = columns.length - 1;
  const sortable = columns.some((column) => column.sort);
  return (
    // A scrollable region must take focus so keyboard users can scroll it (WCAG 2.1.1).
    <div
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white"
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="w-full text-left text-sm max-sm:block sm:min-w-[40rem]">
        <caption className="sr-only">{caption}</caption>
        <thead
          className={`bg-slate-50 text-slate-700 max-sm:block max-sm:border-b max-sm:border-slate-200 ${sortable ? '' : 'max-sm:sr-only'}`}
        >
          <tr
            data-sort-by={t('admin.ui.table.sortBy')}
            className={`bg-slate-50 max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-4 max-sm:px-3 max-sm:py-2 ${SORT_BY}`}
          >
            {columns.map((column, index) => {
              const active = column.sort !== undefined && column.sort === sort;
              const nextDir: SortDir = active && dir === 'asc' ? 'desc' : 'asc';
              return (
                <th
                  key={column.header}
                  scope="col"
                  aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={`px-3 py-3 font-semibold whitespace-nowrap ${column.sort ? 'max-sm:px-0 max-sm:py-1' : 'max-sm:sr-only'} ${pinOf(column, index === lastIndex)}`}
                >
                  {column.sort ? (
                    <Link
                      to={listHref(location.pathname, location.search, {
                        sort: column.sort,
                        dir: nextDir,
                      })}
                      className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
                    >
                      {column.header}
                      <span aria-hidden="true">{active ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                      <span className="sr-only">
                        {`, ${t(
                          active
                            ? dir === 'asc'
                              ? 'admin.ui.table.sortedAscending'
                              : 'admin.ui.table.sortedDescending'
                            : 'admin.ui.table.sort',
                        )}`}
                      </span>
                    </Link>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 max-sm:block">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="bg-white align-top max-sm:flex max-sm:flex-col max-sm:gap-2 max-sm:p-3"
            >
              {columns.map((column, index) => {
                const pin = pinOf(column, index === lastIndex);
                if (column.rowHeader) {
                  return (
                    <th
                      key={column.header}
                      scope="row"
                      className={`px-3 py-3 font-medium text-slate-900 max-sm:order-first max-sm:p-0 max-sm:text-base ${pin} ${column.className ?? ''}`}
                    >
                      {column.cell(row)}
                    </th>
                  );
                }
                if (column.action) {
                  return (
                    <td
                      key={column.header}
                      className={`px-3 py-3 max-sm:order-last max-sm:p-0 ${pin} ${column.className ?? ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  );
                }
                // The wrapper is the label's neighbour on a phone and no box at all from sm up.
                return (
                  <td
                    key={column.header}
                    data-label={column.header}
                    className={`px-3 py-3 ${LABELLED} ${column.className ?? ''}`}
                  >
                    <div className="min-w-0 sm:contents">{column.cell(row)}</div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
