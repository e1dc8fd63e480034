import { Link, useLocation } from 'react-router';
import {
  AboutItem,
  agentOptions,
  InboxStatusBadge,
  MessagePreview,
  Received,
  type Agent,
} from './inbox-parts.tsx';
import {
  INBOX_STATUS_FILTER_LABELS,
  INBOX_STATUS_FILTERS,
  type InboxFilter,
  type InboxSort,
} from './inbox-filters.ts';
import {
  INBOX_TYPE_LABELS,
  INBOX_TYPES,
  itemHref,
  senderName,
  type InboxRow,
} from './inbox-rows.ts';
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

/** A select's options from a list of values and their labels. */
function labelled<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

const columns: Column<InboxRow>[] = [
  {
    header: 'Received',
    sort: 'received',
    className: 'whitespace-nowrap text-slate-800',
    cell: (row) => <Received at={row.createdAt} />,
  },
  {
    header: 'Type',
    sort: 'type',
    cell: (row) => (
      <>
        <span className="block whitespace-nowrap">{INBOX_TYPE_LABELS[row.type]}</span>
        {row.reference ? (
          <span className="block font-mono text-xs text-slate-700">{row.reference}</span>
        ) : null}
      </>
    ),
  },
  {
    header: 'From',
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
          {senderName(row.name)}
        </Link>
        <span className="block font-normal break-words text-slate-700">{row.email}</span>
        {row.phone ? <span className="block font-normal text-slate-700">{row.phone}</span> : null}
      </>
    ),
  },
  {
    header: 'About',
    className: 'min-w-48',
    cell: (row) => (
      <>
        {row.preview ? <MessagePreview text={row.preview} /> : null}
        <AboutItem about={row.about} compact />
      </>
    ),
  },
  { header: 'Status', sort: 'status', cell: (row) => <InboxStatusBadge status={row.status} /> },
  {
    header: 'Assigned to',
    cell: (row) =>
      row.assignee ? row.assignee.name : <span className="text-slate-700">Nobody</span>,
  },
];

/** /admin/inbox: every inquiry and visit request this person may see, filtered and sorted. */
export function InboxPage({ data }: { data: InboxListData }) {
  const location = useLocation();
  const exportHref = listHref('/admin/inbox/export.csv', location.search, {
    page: null,
    sort: null,
    dir: null,
  });
  const { filter } = data;
  return (
    <AdminPage
      title="Inbox"
      description={
        data.isAdmin
          ? 'Every enquiry and visit request, newest first.'
          : 'The enquiries and visit requests given to you or addressed to you.'
      }
      actions={
        // A file download, not a page: a plain link (no client-side navigation).
        <a href={exportHref} className={secondaryButton} download>
          Export CSV
        </a>
      }
    >
      <FilterBar label="Filter the inbox">
        <SearchFilter label="Search name, email, phone or reference" value={filter.q} />
        <SelectField
          label="Type"
          name="type"
          defaultValue={filter.type ?? ''}
          options={[{ value: '', label: 'Any type' }, ...labelled(INBOX_TYPES, INBOX_TYPE_LABELS)]}
        />
        <SelectField
          label="Status"
          name="status"
          defaultValue={filter.status ?? ''}
          options={[
            { value: '', label: 'Any status' },
            ...labelled(INBOX_STATUS_FILTERS, INBOX_STATUS_FILTER_LABELS),
          ]}
        />
        {data.isAdmin ? (
          <SelectField
            label="Assigned to"
            name="agent"
            defaultValue={filter.agent === undefined ? '' : String(filter.agent)}
            options={[
              { value: '', label: 'Anyone or nobody' },
              { value: 'none', label: 'Nobody' },
              ...agentOptions(data.agents),
            ]}
          />
        ) : null}
      </FilterBar>
      <DataTable
        caption="Enquiries and visit requests"
        columns={columns}
        rows={data.rows}
        rowKey={(row) => `${row.source}-${row.id}`}
        sort={data.sort}
        dir={data.dir}
        empty={
          filter.q || filter.type || filter.status || filter.agent !== undefined
            ? 'No enquiries or visit requests match these filters.'
            : 'No enquiries or visit requests yet.'
        }
      />
      <AdminPagination
        page={data.page}
        pageCount={data.pageCount}
        total={data.total}
        label="Inbox pages"
      />
    </AdminPage>
  );
}
