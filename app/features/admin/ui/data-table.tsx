import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
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
   * The column holding the row's action (Review, Open…): it stays pinned at the right edge
   * while the rest of a wide table scrolls, so the action is always in view.
   */
  action?: boolean;
  className?: string;
};

/** A pinned action cell: opaque, with a soft edge over the cells scrolling beneath it. */
const PINNED =
  'sticky right-0 z-10 shadow-[-10px_0_10px_-10px_rgba(15,23,42,0.35)] [background-color:inherit]';

/**
 * A back-office table. Sortable headers are links (?sort=&dir=), so sorting works without
 * JavaScript and the URL keeps it; aria-sort says which column orders the rows. When the table
 * is wider than its screen it scrolls sideways inside a focusable region (keyboard users scroll
 * it with arrows) while the action column stays pinned at the right.
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
  const location = useLocation();
  if (rows.length === 0) {
    return <p className="rounded-md bg-slate-50 px-4 py-6 text-center text-slate-700">{empty}</p>;
  }
  return (
    // A scrollable region must take focus so keyboard users can scroll it (WCAG 2.1.1).
    <div
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white"
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr className="bg-slate-50">
            {columns.map((column) => {
              const active = column.sort !== undefined && column.sort === sort;
              const nextDir: SortDir = active && dir === 'asc' ? 'desc' : 'asc';
              return (
                <th
                  key={column.header}
                  scope="col"
                  aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={`px-3 py-3 font-semibold whitespace-nowrap ${column.action ? PINNED : ''}`}
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
                        {active
                          ? `, sorted ${dir === 'asc' ? 'ascending' : 'descending'}`
                          : ', sort'}
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
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="bg-white align-top">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.header}
                    scope="row"
                    className={`px-3 py-3 font-medium text-slate-900 ${column.className ?? ''}`}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.header}
                    className={`px-3 py-3 ${column.action ? PINNED : ''} ${column.className ?? ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
