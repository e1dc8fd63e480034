import { Link } from 'react-router';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { AuditEntry } from '../../../db/schema/admin.ts';
import { formatAdminDateTime } from '../ui/format.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { AdminPagination } from '../ui/admin-pagination.tsx';
import { linkStyle } from '../ui/buttons.ts';
import { DataTable, type Column } from '../ui/data-table.tsx';
import { SelectField } from '../ui/fields.tsx';
import { FilterBar } from '../ui/filter-bar.tsx';

// The audit log as the back office shows it: who did what to which record, and each changed
// field before → after, compact (long values cut) and escaped by React.

const VALUE_MAX = 120;
const FIELDS_MAX = 12;

type AuditChange = { field: string; before: string; after: string };

export type AuditRow = {
  id: number;
  createdAt: Date;
  actorUserId: number | null;
  actorLabel: string;
  action: string;
  entityType: string;
  entityId: string | null;
  changes: AuditChange[];
};

/** A stored value as one short line: '—' for none, JSON for the rest, cut at VALUE_MAX. */
function shortValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const line = text.replace(/\s+/g, ' ');
  return line.length > VALUE_MAX ? `${line.slice(0, VALUE_MAX - 1)}…` : line;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** What the page sends the browser for an entry: its changes already cut short. */
export function toAuditRow(entry: AuditEntry): AuditRow {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return {
    id: entry.id,
    createdAt: entry.createdAt,
    actorUserId: entry.actorUserId,
    actorLabel: entry.actorLabel,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    changes: fields.slice(0, FIELDS_MAX).map((field) => ({
      field,
      before: shortValue(before[field]),
      after: shortValue(after[field]),
    })),
  };
}

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
  if (changes.length === 0) return <span className="text-slate-600">—</span>;
  return (
    <ul className="grid max-w-md gap-1">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="font-semibold text-slate-800">{change.field}:</span>{' '}
          <span className="text-slate-700">{change.before}</span>{' '}
          <span aria-label="changed to">→</span>{' '}
          <span className="text-slate-900">{change.after}</span>
        </li>
      ))}
    </ul>
  );
}

const COLUMNS: Column<AuditRow>[] = [
  {
    header: 'When',
    cell: (row) => formatAdminDateTime(row.createdAt),
    className: 'whitespace-nowrap',
  },
  {
    header: 'Who',
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
    header: 'Action',
    rowHeader: true,
    cell: (row) => <code className="text-sm">{row.action}</code>,
  },
  { header: 'Record', cell: (row) => <RecordCell row={row} />, className: 'whitespace-nowrap' },
  { header: 'Changes', cell: (row) => <Changes changes={row.changes} /> },
];

export function AuditPage({
  rows,
  total,
  page,
  pageCount,
  filter,
  choices,
}: {
  rows: AuditRow[];
  total: number;
  page: number;
  pageCount: number;
  filter: { type: string; actor: string; id: string };
  choices: { entityTypes: string[]; actors: { id: number; label: string }[] };
}) {
  return (
    <AdminPage
      title="Audit log"
      description="Every back-office action: who, what, on which record, and what changed."
    >
      <FilterBar label="Filter the audit log">
        <SelectField
          label="Record type"
          name="type"
          defaultValue={filter.type}
          options={[
            { value: '', label: 'Any type' },
            ...choices.entityTypes.map((type) => ({ value: type, label: type })),
          ]}
        />
        <SelectField
          label="Who"
          name="actor"
          defaultValue={filter.actor}
          options={[
            { value: '', label: 'Anyone' },
            ...choices.actors.map((actor) => ({ value: String(actor.id), label: actor.label })),
          ]}
        />
        <TextField
          label="Record id"
          name="id"
          inputMode="numeric"
          defaultValue={filter.id}
          maxLength={40}
        />
      </FilterBar>
      <DataTable
        caption="Audit log, newest first"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.id}
        empty="No entries match these filters."
      />
      <AdminPagination page={page} pageCount={pageCount} total={total} label="Audit log pages" />
    </AdminPage>
  );
}
