// The back office, in English. Records: the audit log and the outbox of mail and SMS (features/admin/audit, outbox).
// Keys start with 'admin.'; Telugu and Hindi have the same keys (../te/records.ts, ../hi/records.ts).
// Not here, as they are data: the log's action codes and record types, the actors' names, the
// fields and values it recorded; the mails' and SMS's own contents, recipients and adapters.
export const records = {
  // The audit log (audit/audit-page.tsx).
  'admin.records.audit.heading': 'Audit log',
  'admin.records.audit.intro':
    'Every back-office action: who, what, on which record, and what changed.',
  'admin.records.audit.filters': 'Filter the audit log',
  'admin.records.audit.filter.type': 'Record type',
  'admin.records.audit.filter.anyType': 'Any type',
  'admin.records.audit.filter.actor': 'Who',
  'admin.records.audit.filter.anyone': 'Anyone',
  'admin.records.audit.filter.id': 'Record id',
  'admin.records.audit.caption': 'Audit log, newest first',
  'admin.records.audit.empty': 'No entries match these filters.',
  'admin.records.audit.pages': 'Audit log pages',
  'admin.records.audit.column.when': 'When',
  'admin.records.audit.column.who': 'Who',
  'admin.records.audit.column.action': 'Action',
  'admin.records.audit.column.record': 'Record',
  'admin.records.audit.column.changes': 'Changes',
  /** Read between a field's value before and after (shown as an arrow). */
  'admin.records.audit.changedTo': 'changed to',

  // The outbox of mail and SMS (outbox/outbox-page.tsx).
  'admin.records.outbox.heading': 'Outbox',
  'admin.records.outbox.intro.mailStored':
    'No SMTP server is set: every mail the site would send is stored here, not delivered. Open a subject to read it.',
  'admin.records.outbox.intro.mailSent':
    'Mail is delivered by SMTP; each message and whether it was sent.',
  'admin.records.outbox.intro.smsStored':
    'No SMS provider is set: every SMS the site would send is listed here (codes masked), not delivered.',
  'admin.records.outbox.intro.smsSent':
    'SMS are delivered by the HTTP provider; each message (codes masked) and its delivery status.',
  'admin.records.outbox.channels': 'Outbox channels',
  'admin.records.outbox.channel.mail': 'Mail',
  'admin.records.outbox.channel.sms': 'SMS',
  'admin.records.outbox.mail.caption': 'Mail, newest first',
  'admin.records.outbox.mail.empty': 'No mail yet.',
  'admin.records.outbox.sms.caption': 'SMS, newest first',
  'admin.records.outbox.sms.empty': 'No SMS yet.',
  'admin.records.outbox.pages': 'Outbox pages',
  'admin.records.outbox.column.time': 'Time',
  'admin.records.outbox.column.to': 'To',
  'admin.records.outbox.column.subject': 'Subject',
  'admin.records.outbox.column.text': 'Text',
  'admin.records.outbox.column.adapter': 'Adapter',
  'admin.records.outbox.column.status': 'Status',
  'admin.records.outbox.column.error': 'Error',
  // A message's delivery status (the value mail_messages and sms_messages keep stays English).
  'admin.records.outbox.status.stored': 'stored',
  'admin.records.outbox.status.queued': 'queued',
  'admin.records.outbox.status.sent': 'sent',
  'admin.records.outbox.status.failed': 'failed',
} as const;
