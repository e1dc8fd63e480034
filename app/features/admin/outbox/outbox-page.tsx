import { Link } from 'react-router';
import { formatAdminDateTime } from '../ui/format.ts';
import type { MailRow, OutboxChannel, SmsRow } from './outbox-format.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import type { Column } from '../ui/data-table.tsx';
import { PagedTable, type ListPage } from '../ui/paged-table.tsx';

const STATUS_STYLE: Record<string, string> = {
  stored: 'bg-slate-100 text-slate-900',
  queued: 'bg-amber-50 text-amber-900',
  sent: 'bg-brand-50 text-brand-900',
  failed: 'bg-red-50 text-red-900',
};

function Status({ status }: { status: string }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status] ?? ''}`}
    >
      {status}
    </span>
  );
}

const when = (row: { createdAt: Date }) => formatAdminDateTime(row.createdAt);

const MAIL_COLUMNS: Column<MailRow>[] = [
  { header: 'Time', cell: when, className: 'whitespace-nowrap' },
  { header: 'To', cell: (m) => m.to.join(', '), className: 'whitespace-nowrap' },
  {
    header: 'Subject',
    rowHeader: true,
    cell: (m) => (
      <details>
        <summary className="cursor-pointer">{m.subject}</summary>
        <pre className="mt-2 max-h-80 max-w-xl overflow-auto rounded bg-slate-50 p-3 font-sans text-sm font-normal whitespace-pre-wrap">
          {m.body}
        </pre>
      </details>
    ),
  },
  { header: 'Adapter', cell: (m) => m.adapter },
  { header: 'Status', cell: (m) => <Status status={m.status} /> },
  { header: 'Error', cell: (m) => m.error ?? '', className: 'max-w-xs break-words' },
];

const SMS_COLUMNS: Column<SmsRow>[] = [
  { header: 'Time', cell: when, className: 'whitespace-nowrap' },
  { header: 'To', cell: (s) => s.phone, className: 'whitespace-nowrap tabular-nums' },
  {
    header: 'Text',
    rowHeader: true,
    cell: (s) => <span className="font-normal whitespace-pre-wrap">{s.maskedBody}</span>,
  },
  { header: 'Adapter', cell: (s) => s.adapter },
  {
    header: 'Status',
    cell: (s) => (
      <>
        <Status status={s.status} />
        {s.error ? <span className="mt-1 block text-xs text-red-800">{s.error}</span> : null}
      </>
    ),
  },
];

function Tabs({ channel }: { channel: OutboxChannel }) {
  const tab = (value: OutboxChannel, label: string) => (
    <Link
      to={value === 'mail' ? '/admin/outbox' : '/admin/outbox?channel=sms'}
      aria-current={channel === value ? 'page' : undefined}
      className={`inline-flex min-h-10 items-center rounded-md px-4 py-2 text-sm font-semibold ${
        channel === value
          ? 'bg-brand-700 text-white'
          : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
      }`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Outbox channels" className="mb-4 flex gap-2">
      {tab('mail', 'Mail')}
      {tab('sms', 'SMS')}
    </nav>
  );
}

export function OutboxPage({
  channel,
  adapters,
  mail,
  sms,
  ...pages
}: Omit<ListPage<never>, 'rows'> & {
  channel: OutboxChannel;
  adapters: { mail: 'outbox' | 'smtp'; sms: 'outbox' | 'http' };
  mail: MailRow[];
  sms: SmsRow[];
}) {
  const description =
    channel === 'mail'
      ? adapters.mail === 'outbox'
        ? 'No SMTP server is set: every mail the site would send is stored here, not delivered. Open a subject to read it.'
        : 'Mail is delivered by SMTP; each message and whether it was sent.'
      : adapters.sms === 'outbox'
        ? 'No SMS provider is set: every SMS the site would send is listed here (codes masked), not delivered.'
        : 'SMS are delivered by the HTTP provider; each message (codes masked) and its delivery status.';
  return (
    <AdminPage title="Outbox" description={description}>
      <Tabs channel={channel} />
      {channel === 'mail' ? (
        <PagedTable
          caption="Mail, newest first"
          columns={MAIL_COLUMNS}
          list={{ ...pages, rows: mail }}
          empty="No mail yet."
          pagesLabel="Outbox pages"
        />
      ) : (
        <PagedTable
          caption="SMS, newest first"
          columns={SMS_COLUMNS}
          list={{ ...pages, rows: sms }}
          empty="No SMS yet."
          pagesLabel="Outbox pages"
        />
      )}
    </AdminPage>
  );
}
