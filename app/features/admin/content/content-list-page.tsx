import { formatAdminDate } from '../ui/format.ts';
import { Link } from 'react-router';
import { KIND_DEFS } from './content-kinds.ts';
import {
  CONTENT_KINDS,
  type ContentKind,
  type KindDef,
  type ListColumnDef,
} from './kinds/define-kind.ts';
import type { ListQuery } from '../ui/list-query.ts';
import { AdminPagination } from '../ui/admin-pagination.tsx';
import { DataTable, type Column } from '../ui/data-table.tsx';
import { FilterBar } from '../ui/filter-bar.tsx';
import { SearchFilter } from '../ui/filter-fields.tsx';
import { linkStyle, primaryButton } from '../ui/buttons.ts';

// The content index (each kind with its count) and one kind's list.

export const contentPath = (kind: ContentKind, id?: number | 'new') =>
  id === undefined ? `/admin/content/${kind}` : `/admin/content/${kind}/${id}`;

export function ContentIndex({ counts }: { counts: Record<ContentKind, number> }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {CONTENT_KINDS.map((kind) => {
        const def = KIND_DEFS[kind];
        const n = counts[kind];
        return (
          <li
            key={kind}
            className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 className="text-lg font-semibold text-slate-900">
              <Link to={contentPath(kind)} className={linkStyle}>
                {def.title}
              </Link>
            </h2>
            <p className="mt-1 grow text-sm text-slate-700">{def.description}</p>
            <p className="mt-3 text-sm font-medium text-slate-900">
              {n === 1 ? '1 entry' : `${n.toLocaleString('en-IN')} entries`}
            </p>
            {def.canCreate ? (
              <Link to={contentPath(kind, 'new')} className={`${linkStyle} mt-2 text-sm`}>
                Add {def.singular}
              </Link>
            ) : null}
          </li>
        );
      })}
      <li className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">
          <Link to="/admin/places" className={linkStyle}>
            Cities and areas
          </Link>
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Add, rename and merge the places listings are filed under.
        </p>
      </li>
    </ul>
  );
}

type Row = { id: number } & Record<string, unknown>;

function formatCell(column: ListColumnDef, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (column.format) {
    case 'yes-no':
      return value ? 'Yes' : 'No';
    case 'date':
      return formatAdminDate(String(value)) || String(value);
    default: {
      const text = String(value);
      return text.length > 90 ? `${text.slice(0, 89)}…` : text;
    }
  }
}

/** One page of a kind's list as the loader answers it, with the query that chose it. */
type ContentListPage = ListQuery<string> & { rows: Row[]; total: number; pageCount: number };

export function ContentListView({ def, list }: { def: KindDef; list: ContentListPage }) {
  const { rows, total, page, pageCount, sort, dir, q } = list;
  const columns: Column<Row>[] = def.list.columns.map((column) => ({
    header: column.header,
    sort: column.sort,
    rowHeader: column.key === def.list.titleKey,
    cell: (row) =>
      column.key === def.list.titleKey ? (
        <Link to={contentPath(def.kind, row.id)} className={linkStyle}>
          {formatCell(column, row[column.key])}
        </Link>
      ) : (
        formatCell(column, row[column.key])
      ),
  }));
  if (def.translated.length > 0) {
    columns.push({
      header: 'Translations',
      cell: (row) => {
        const missing = [row.hasTe ? null : 'Telugu', row.hasHi ? null : 'Hindi'].filter(Boolean);
        return missing.length === 0 ? (
          'Telugu, Hindi'
        ) : (
          <span className="font-medium text-amber-800">Missing {missing.join(' and ')}</span>
        );
      },
    });
  }
  columns.push({
    header: 'Actions',
    action: true,
    cell: (row) => {
      const name = formatCell({ key: '', header: '' }, row[def.list.titleKey]);
      return (
        <div className="flex flex-wrap gap-3 whitespace-nowrap">
          <Link
            to={contentPath(def.kind, row.id)}
            className={linkStyle}
            aria-label={`Edit ${name}`}
          >
            Edit
          </Link>
          {def.canDelete ? (
            <Link
              to={`${contentPath(def.kind)}?delete=${row.id}`}
              className={`${linkStyle} text-red-800`}
              aria-label={`Delete ${name}`}
            >
              Delete
            </Link>
          ) : null}
        </div>
      );
    },
  });
  return (
    <>
      {def.list.search ? (
        <FilterBar label={`Search ${def.title.toLowerCase()}`}>
          <SearchFilter label="Title contains" value={q} />
        </FilterBar>
      ) : null}
      <DataTable
        caption={def.title}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        sort={sort}
        dir={dir}
        empty={
          q ? `No ${def.title.toLowerCase()} match “${q}”.` : `No ${def.title.toLowerCase()} yet.`
        }
      />
      <AdminPagination
        page={page}
        pageCount={pageCount}
        total={total}
        label={`${def.title} pages`}
      />
    </>
  );
}

export function AddContentLink({ def }: { def: KindDef }) {
  if (!def.canCreate) return null;
  return (
    <Link to={contentPath(def.kind, 'new')} className={primaryButton}>
      Add {def.singular}
    </Link>
  );
}
