import type { Locale } from '../../../i18n/locales.ts';
import { Link } from 'react-router';
import { TextField } from '../../../components/ui/field.tsx';
import { useI18n, useT } from '../../../i18n/i18n-context.tsx';
import type { Translate } from '../../../i18n/translate.ts';
import { formatAdminDateTime } from '../ui/format.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { linkStyle } from '../ui/buttons.ts';
import type { Column } from '../ui/data-table.tsx';
import { FilterBar } from '../ui/filter-bar.tsx';
import { ChoiceFilter } from '../ui/filter-fields.tsx';
import { PagedTable, type ListPage } from '../ui/paged-table.tsx';
import type { AuditFilters } from './audit-filters.ts';
import type { AuditChange, AuditRow } from './audit.server.ts';

// The audit log as the back office shows it (rows from audit.server.ts), escaped by React.
// The page's words are the catalogue's (admin.records.audit.*); what the log holds (action
// codes, record types, names, fields and values) is shown as it was recorded.

const CONTENT_PAGES: Record<string, string> = {
  blog: 'blogs',
  testimonial: 'testimonials',
  agent: 'agents',
  faq: 'faqs',
  history: 'history',
};

/** The back-office page of a record, where there is one. */
function recordHref(type: string, id: string | null): string | null {
  if (type === 'settings') return '/admin/settings';
  if (!id || !/^\d{1,9}$/.test(id)) return null;
  if (type === 'listing') return `/admin/listings/${id}`;
  if (type === 'user') return `/admin/people/${id}`;
  if (type === 'inquiry') return `/admin/inbox/inquiries/${id}`;
  if (type === 'visit_request') return `/admin/inbox/visits/${id}`;
  const kind = CONTENT_PAGES[type];
  return kind ? `/admin/content/${kind}/${id}` : null;
}

function RecordCell({ row }: { row: AuditRow }) {
  const text = row.entityId ? `${row.entityType} #${row.entityId}` : row.entityType;
  const href = recordHref(row.entityType, row.entityId);
  return href ? (
    <Link to={href} className={linkStyle}>
      {text}
    </Link>
  ) : (
    <>{text}</>
  );
}

function Changes({ changes }: { changes: AuditChange[] }) {
  const t = useT();
  if (changes.length === 0) return <span className="text-slate-600">—</span>;
  return (
    <ul className="grid max-w-md gap-1">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="font-semibold text-slate-800">{change.field}:</span>{' '}
          <span className="text-slate-700">{change.before}</span>{' '}
          <span aria-label={t('admin.records.audit.changedTo')}>→</span>{' '}
          <span className="text-slate-900">{change.after}</span>
        </li>
      ))}
    </ul>
  );
}

const columns = (t: Translate, locale: Locale): Column<AuditRow>[] => [
  {
    header: t('admin.records.audit.column.when'),
    cell: (row) => formatAdminDateTime(row.createdAt, locale),
    className: 'whitespace-nowrap',
  },
  {
    header: t('admin.records.audit.column.who'),
    cell: (row) =>
      row.actorUserId ? (
        <Link to={`/admin/audit?actor=${row.actorUserId}`} className={linkStyle}>
          {row.actorLabel}
        </Link>
      ) : (
        row.actorLabel
      ),
  },
  {
    header: t('admin.records.audit.column.action'),
    rowHeader: true,
    cell: (row) => <code className="text-sm">{row.action}</code>,
  },
  {
    header: t('admin.records.audit.column.record'),
    cell: (row) => <RecordCell row={row} />,
    className: 'whitespace-nowrap',
  },
  {
    header: t('admin.records.audit.column.changes'),
    cell: (row) => <Changes changes={row.changes} />,
  },
];

export function AuditPage({
  filters,
  choices,
  ...list
}: ListPage<AuditRow> & {
  filters: AuditFilters;
  choices: { entityTypes: string[]; actors: { id: number; label: string }[] };
}) {
  const { t, locale } = useI18n();
  return (
    <AdminPage
      title={t('admin.records.audit.heading')}
      description={t('admin.records.audit.intro')}
    >
      <FilterBar label={t('admin.records.audit.filters')}>
        <ChoiceFilter
          label={t('admin.records.audit.filter.type')}
          name="type"
          value={filters.type}
          any={t('admin.records.audit.filter.anyType')}
          options={choices.entityTypes.map((type) => ({ value: type, label: type }))}
        />
        <ChoiceFilter
          label={t('admin.records.audit.filter.actor')}
          name="actor"
          value={filters.actor ? String(filters.actor) : ''}
          any={t('admin.records.audit.filter.anyone')}
          options={choices.actors.map((actor) => ({ value: String(actor.id), label: actor.label }))}
        />
        <TextField
          label={t('admin.records.audit.filter.id')}
          name="id"
          inputMode="numeric"
          defaultValue={filters.id}
          maxLength={40}
        />
      </FilterBar>
      <PagedTable
        caption={t('admin.records.audit.caption')}
        columns={columns(t, locale)}
        list={list}
        empty={t('admin.records.audit.empty')}
        pagesLabel={t('admin.records.audit.pages')}
      />
    </AdminPage>
  );
}
