import type { Locale } from '../../../i18n/locales.ts';
import { Link } from 'react-router';
import { useI18n, useT } from '../../../i18n/i18n-context.tsx';
import type { MessageKey, Translate } from '../../../i18n/translate.ts';
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

type DeliveryStatus = MailRow['status'] | SmsRow['status'];

/** A status's words (the value stored stays as it is). */
const STATUS_LABEL: Record<DeliveryStatus, MessageKey> = {
  stored: 'admin.records.outbox.status.stored',
  queued: 'admin.records.outbox.status.queued',
  sent: 'admin.records.outbox.status.sent',
  failed: 'admin.records.outbox.status.failed',
};

function Status({ status }: { status: DeliveryStatus }) {
  const t = useT();
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status] ?? ''}`}
    >
      {t(STATUS_LABEL[status])}
    </span>
  );
}

const when = (row: { createdAt: Date }, locale: Locale) =>
  formatAdminDateTime(row.createdAt, locale);

const mailColumns = (t: Translate, locale: Locale): Column<MailRow>[] => [
  {
    header: t('admin.records.outbox.column.time'),
    cell: (row) => when(row, locale),
    className: 'whitespace-nowrap',
  },
  {
    header: t('admin.records.outbox.column.to'),
    cell: (m) => m.to.join(', '),
    className: 'whitespace-nowrap',
  },
  {
    header: t('admin.records.outbox.column.subject'),
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
  { header: t('admin.records.outbox.column.adapter'), cell: (m) => m.adapter },
  { header: t('admin.records.outbox.column.status'), cell: (m) => <Status status={m.status} /> },
  {
    header: t('admin.records.outbox.column.error'),
    cell: (m) => m.error ?? '',
    className: 'max-w-xs break-words',
  },
];

const smsColumns = (t: Translate, locale: Locale): Column<SmsRow>[] => [
  {
    header: t('admin.records.outbox.column.time'),
    cell: (row) => when(row, locale),
    className: 'whitespace-nowrap',
  },
  {
    header: t('admin.records.outbox.column.to'),
    cell: (s) => s.phone,
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    header: t('admin.records.outbox.column.text'),
    rowHeader: true,
    cell: (s) => <span className="font-normal whitespace-pre-wrap">{s.maskedBody}</span>,
  },
  { header: t('admin.records.outbox.column.adapter'), cell: (s) => s.adapter },
  {
    header: t('admin.records.outbox.column.status'),
    cell: (s) => (
      <>
        <Status status={s.status} />
        {s.error ? <span className="mt-1 block text-xs text-red-800">{s.error}</span> : null}
      </>
    ),
  },
];

function Tabs({ channel }: { channel: OutboxChannel }) {
  const t = useT();
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
    <nav aria-label={t('admin.records.outbox.channels')} className="mb-4 flex gap-2">
      {tab('mail', t('admin.records.outbox.channel.mail'))}
      {tab('sms', t('admin.records.outbox.channel.sms'))}
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
  const { t, locale } = useI18n();
  const description =
    channel === 'mail'
      ? adapters.mail === 'outbox'
        ? t('admin.records.outbox.intro.mailStored')
        : t('admin.records.outbox.intro.mailSent')
      : adapters.sms === 'outbox'
        ? t('admin.records.outbox.intro.smsStored')
        : t('admin.records.outbox.intro.smsSent');
  return (
    <AdminPage title={t('admin.records.outbox.heading')} description={description}>
      <Tabs channel={channel} />
      {channel === 'mail' ? (
        <PagedTable
          caption={t('admin.records.outbox.mail.caption')}
          columns={mailColumns(t, locale)}
          list={{ ...pages, rows: mail }}
          empty={t('admin.records.outbox.mail.empty')}
          pagesLabel={t('admin.records.outbox.pages')}
        />
      ) : (
        <PagedTable
          caption={t('admin.records.outbox.sms.caption')}
          columns={smsColumns(t, locale)}
          list={{ ...pages, rows: sms }}
          empty={t('admin.records.outbox.sms.empty')}
          pagesLabel={t('admin.records.outbox.pages')}
        />
      )}
    </AdminPage>
  );
}
