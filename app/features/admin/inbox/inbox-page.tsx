import { Link, useLocation } from 'react-router';
import {
  AboutItem,
  agentOptions,
  InboxStatusBadge,
  MessagePreview,
  Received,
  type Agent,
} from './inbox-parts.tsx';
import { INBOX_STATUS_FILTERS, type InboxFilter, type InboxSort } from './inbox-filters.ts';
import { INBOX_TYPES, itemHref, senderName, type InboxRow } from './inbox-rows.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import type { Translate } from '../../../i18n/translate.ts';
import { listHref, type SortDir } from '../ui/list-query.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { AdminPagination } from '../ui/admin-pagination.tsx';
import { secondaryButton } from '../ui/buttons.ts';
import { DataTable, type Column } from '../ui/data-table.tsx';
import { SelectField } from '../../../components/ui/field-controls.tsx';
import { FilterBar } from '../ui/filter-bar.tsx';
import { SearchFilter } from '../ui/filter-fields.tsx';

export type InboxListData = {
  rows: InboxRow[];
  total: number;
  page: number;
  pageCount: number;
  sort: InboxSort;
  dir: SortDir;
  filter: InboxFilter;
  agents: Agent[];
  isAdmin: boolean;
};

/** The table's columns, their headers in the page's language. */
const columnsIn = (t: Translate): Column<InboxRow>[] => [
  {
    header: t('admin.inbox.list.received'),
    sort: 'received',
    className: 'whitespace-nowrap text-slate-800',
    cell: (row) => <Received at={row.createdAt} />,
  },
  {
    header: t('admin.inbox.field.type'),
    sort: 'type',
    cell: (row) => (
      <>
        <span className="block whitespace-nowrap">{t(`admin.inbox.type.${row.type}`)}</span>
        {row.reference ? (
          <span className="block font-mono text-xs text-slate-700">{row.reference}</span>
        ) : null}
      </>
    ),
  },
  {
    header: t('admin.inbox.list.from'),
    sort: 'name',
    rowHeader: true,
    action: true,
    className: 'min-w-52',
    cell: (row) => (
      <>
        <Link
          to={itemHref(row.source, row.id)}
          className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {senderName(row.name, t)}
        </Link>
        <span className="block font-normal break-words text-slate-700">{row.email}</span>
        {row.phone ? <span className="block font-normal text-slate-700">{row.phone}</span> : null}
      </>
    ),
  },
  {
    header: t('admin.inbox.list.about'),
    className: 'min-w-48',
    cell: (row) => (
      <>
        {row.preview ? <MessagePreview text={row.preview} /> : null}
        <AboutItem about={row.about} compact />
      </>
    ),
  },
  {
    header: t('admin.inbox.field.status'),
    sort: 'status',
    cell: (row) => <InboxStatusBadge status={row.status} />,
  },
  {
    header: t('admin.inbox.field.assignedTo'),
    cell: (row) =>
      row.assignee ? (
        row.assignee.name
      ) : (
        <span className="text-slate-700">{t('admin.inbox.nobody')}</span>
      ),
  },
];

/** /admin/inbox: every inquiry and visit request this person may see, filtered and sorted. */
export function InboxPage({ data }: { data: InboxListData }) {
  const t = useT();
  const location = useLocation();
  const exportHref = listHref('/admin/inbox/export.csv', location.search, {
    page: null,
    sort: null,
    dir: null,
  });
  const { filter } = data;
  return (
    <AdminPage
      title={t('admin.inbox.list.heading')}
      description={t(data.isAdmin ? 'admin.inbox.list.introAdmin' : 'admin.inbox.list.introAgent')}
      actions={
        // A file download, not a page: a plain link (no client-side navigation).
        <a href={exportHref} className={secondaryButton} download>
          {t('admin.inbox.list.export')}
        </a>
      }
    >
      <FilterBar label={t('admin.inbox.list.filters')}>
        <SearchFilter label={t('admin.inbox.list.search')} value={filter.q} />
        <SelectField
          label={t('admin.inbox.field.type')}
          name="type"
          defaultValue={filter.type ?? ''}
          options={[
            { value: '', label: t('admin.inbox.list.anyType') },
            ...INBOX_TYPES.map((value) => ({ value, label: t(`admin.inbox.type.${value}`) })),
          ]}
        />
        <SelectField
          label={t('admin.inbox.field.status')}
          name="status"
          defaultValue={filter.status ?? ''}
          options={[
            { value: '', label: t('admin.inbox.list.anyStatus') },
            ...INBOX_STATUS_FILTERS.map((value) => ({
              value,
              label: t(`admin.inbox.list.status.${value}`),
            })),
          ]}
        />
        {data.isAdmin ? (
          <SelectField
            label={t('admin.inbox.field.assignedTo')}
            name="agent"
            defaultValue={filter.agent === undefined ? '' : String(filter.agent)}
            options={[
              { value: '', label: t('admin.inbox.list.anyone') },
              { value: 'none', label: t('admin.inbox.nobody') },
              ...agentOptions(data.agents, t),
            ]}
          />
        ) : null}
      </FilterBar>
      <DataTable
        caption={t('admin.inbox.list.caption')}
        columns={columnsIn(t)}
        rows={data.rows}
        rowKey={(row) => `${row.source}-${row.id}`}
        sort={data.sort}
        dir={data.dir}
        empty={
          filter.q || filter.type || filter.status || filter.agent !== undefined
            ? t('admin.inbox.list.emptyFiltered')
            : t('admin.inbox.list.empty')
        }
      />
      <AdminPagination
        page={data.page}
        pageCount={data.pageCount}
        total={data.total}
        label={t('admin.inbox.list.pages')}
      />
    </AdminPage>
  );
}
