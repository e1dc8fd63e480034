import type { Locale } from '../../../i18n/locales.ts';
import { formatAdminDate } from '../ui/format.ts';
import { Link } from 'react-router';
import { useI18n, useT } from '../../../i18n/i18n-context.tsx';
import type { Translate } from '../../../i18n/translate.ts';
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

// The content index (each kind with its count) and one kind's list. A kind's words are
// catalogue keys (kinds/*.ts), translated here in the page's language.

export const contentPath = (kind: ContentKind, id?: number | 'new') =>
  id === undefined ? `/admin/content/${kind}` : `/admin/content/${kind}/${id}`;

export function ContentIndex({ counts }: { counts: Record<ContentKind, number> }) {
  const t = useT();
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
                {t(def.title)}
              </Link>
            </h2>
            <p className="mt-1 grow text-sm text-slate-700">{t(def.description)}</p>
            <p className="mt-3 text-sm font-medium text-slate-900">
              {t('admin.content.index.entries', { count: n })}
            </p>
            {def.canCreate ? (
              <Link to={contentPath(kind, 'new')} className={`${linkStyle} mt-2 text-sm`}>
                {t('admin.content.add', { singular: t(def.singular) })}
              </Link>
            ) : null}
          </li>
        );
      })}
      <li className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">
          <Link to="/admin/places" className={linkStyle}>
            {t('admin.content.index.placesHeading')}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('admin.content.index.placesText')}</p>
      </li>
    </ul>
  );
}

type Row = { id: number } & Record<string, unknown>;

function formatCell(
  t: Translate,
  format: ListColumnDef['format'],
  value: unknown,
  locale: Locale = 'en',
): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (format) {
    case 'yes-no':
      return t(value ? 'admin.content.list.yes' : 'admin.content.list.no');
    case 'date':
      return formatAdminDate(String(value), locale) || String(value);
    default: {
      const text = String(value);
      return text.length > 90 ? `${text.slice(0, 89)}…` : text;
    }
  }
}

/** One page of a kind's list as the loader answers it, with the query that chose it. */
type ContentListPage = ListQuery<string> & { rows: Row[]; total: number; pageCount: number };

/** Which of a row's languages are missing (a language is saved whole or not at all). */
function translationsCell(t: Translate, row: Row) {
  if (row.hasTe && row.hasHi) return t('admin.content.list.translated');
  const missing = row.hasTe
    ? 'admin.content.list.missingHi'
    : row.hasHi
      ? 'admin.content.list.missingTe'
      : 'admin.content.list.missingBoth';
  return <span className="font-medium text-amber-800">{t(missing)}</span>;
}

export function ContentListView({ def, list }: { def: KindDef; list: ContentListPage }) {
  const { t, locale } = useI18n();
  const { rows, total, page, pageCount, sort, dir, q } = list;
  const title = t(def.title);
  // The kind's name inside a sentence: 'No blog posts yet.'
  const kinds = title.toLowerCase();
  const columns: Column<Row>[] = def.list.columns.map((column) => ({
    header: t(column.header),
    sort: column.sort,
    rowHeader: column.key === def.list.titleKey,
    cell: (row) =>
      column.key === def.list.titleKey ? (
        <Link to={contentPath(def.kind, row.id)} className={linkStyle}>
          {formatCell(t, column.format, row[column.key], locale)}
        </Link>
      ) : (
        formatCell(t, column.format, row[column.key], locale)
      ),
  }));
  if (def.translated.length > 0) {
    columns.push({
      header: t('admin.content.list.translations'),
      cell: (row) => translationsCell(t, row),
    });
  }
  columns.push({
    header: t('admin.content.list.actions'),
    action: true,
    cell: (row) => {
      const name = formatCell(t, undefined, row[def.list.titleKey]);
      return (
        <div className="flex flex-wrap gap-3 whitespace-nowrap">
          <Link
            to={contentPath(def.kind, row.id)}
            className={linkStyle}
            aria-label={t('admin.content.list.editName', { name })}
          >
            {t('admin.content.list.edit')}
          </Link>
          {def.canDelete ? (
            <Link
              to={`${contentPath(def.kind)}?delete=${row.id}`}
              className={`${linkStyle} text-red-800`}
              aria-label={t('admin.content.list.deleteName', { name })}
            >
              {t('admin.content.list.delete')}
            </Link>
          ) : null}
        </div>
      );
    },
  });
  return (
    <>
      {def.list.search ? (
        <FilterBar label={t('admin.content.list.search', { kinds })}>
          <SearchFilter label={t('admin.content.list.titleContains')} value={q} />
        </FilterBar>
      ) : null}
      <DataTable
        caption={title}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        sort={sort}
        dir={dir}
        empty={
          q
            ? t('admin.content.list.noMatch', { kinds, q })
            : t('admin.content.list.empty', { kinds })
        }
      />
      <AdminPagination
        page={page}
        pageCount={pageCount}
        total={total}
        label={t('admin.content.list.pages', { title })}
      />
    </>
  );
}

export function AddContentLink({ def }: { def: KindDef }) {
  const t = useT();
  if (!def.canCreate) return null;
  return (
    <Link to={contentPath(def.kind, 'new')} className={primaryButton}>
      {t('admin.content.add', { singular: t(def.singular) })}
    </Link>
  );
}
