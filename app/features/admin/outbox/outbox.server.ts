import { desc } from 'drizzle-orm';
import { getDb } from '../../../db/db.server.ts';
import { mailMessages, smsMessages } from '../../../db/schema/index.ts';
import { recordAudit } from '../../audit/record-audit.server.ts';
import { getMailSender } from '../../mail/mail.server.ts';
import { getSmsSender } from '../../sms/sms.server.ts';
import { assertAdmin, type StaffUser } from '../access.server.ts';
import { readListPage } from '../ui/list-page.server.ts';
import type { ListPage } from '../ui/paged-table.tsx';
import { maskEmail, maskPhone } from '../../../lib/mask.ts';
import { type MailRow, type SmsRow } from './outbox-format.ts';

// The Outbox: every mail and SMS the site sent or stored, newest first, with each one's
// delivery status. An SMS shows the text `sms_messages` keeps, with any code masked: the page
// shows that a reset code was sent, never the code, whoever reads it (issue 24). Every view is
// in the audit log, as it shows people's messages.

/** Records that `actor` read a page of the Outbox. */
function auditView(actor: StaffUser, channel: 'mail' | 'sms', page: number) {
  return recordAudit(getDb(), actor, {
    action: 'outbox.view',
    entityType: 'outbox',
    after: { channel, page },
  });
}

export async function listMail(actor: StaffUser, page: number): Promise<ListPage<MailRow>> {
  assertAdmin(actor);
  await auditView(actor, 'mail', page);
  const db = getDb();
  const list = await readListPage(
    page,
    () => db.$count(mailMessages),
    ({ limit, offset }) =>
      db
        .select({
          id: mailMessages.id,
          createdAt: mailMessages.createdAt,
          to: mailMessages.to,
          subject: mailMessages.subject,
          body: mailMessages.body,
          adapter: mailMessages.adapter,
          status: mailMessages.status,
          error: mailMessages.error,
        })
        .from(mailMessages)
        .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
        .limit(limit)
        .offset(offset),
  );
  return {
    ...list,
    rows: list.rows.map((row) => ({ ...row, to: row.to.map((to) => maskEmail(to)) })),
  };
}

export async function listSms(actor: StaffUser, page: number): Promise<ListPage<SmsRow>> {
  assertAdmin(actor);
  await auditView(actor, 'sms', page);
  const db = getDb();
  const list = await readListPage(
    page,
    () => db.$count(smsMessages),
    ({ limit, offset }) =>
      db
        .select({
          id: smsMessages.id,
          createdAt: smsMessages.createdAt,
          phone: smsMessages.phone,
          maskedBody: smsMessages.maskedBody,
          adapter: smsMessages.adapter,
          status: smsMessages.status,
          error: smsMessages.error,
          attempts: smsMessages.attempts,
          sentAt: smsMessages.sentAt,
        })
        .from(smsMessages)
        .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
        .limit(limit)
        .offset(offset),
  );
  return {
    ...list,
    rows: list.rows.map(({ phone, ...row }) => ({ ...row, phone: maskPhone(phone, 2, 2) })),
  };
}

/** Which adapters are active, for the page's heading. */
export function outboxAdapters() {
  return { mail: getMailSender().adapter, sms: getSmsSender().adapter };
}
