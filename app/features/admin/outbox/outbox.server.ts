import fs from 'node:fs/promises';
import { desc } from 'drizzle-orm';
import { getConfig } from '../../../config.server.ts';
import { getDb } from '../../../db/db.server.ts';
import { mailMessages, smsMessages } from '../../../db/schema/index.ts';
import { getLogger } from '../../../lib/logger.server.ts';
import { getMailSender } from '../../mail/mail.server.ts';
import { getSmsSender, outboxFile } from '../../sms/sms.server.ts';
import { assertAdmin, type StaffUser } from '../access.server.ts';
import { readListPage } from '../ui/list-page.server.ts';
import type { ListPage } from '../ui/paged-table.tsx';
import { maskEmail, maskPhone } from '../../../lib/mask.ts';
import { type MailRow, type SmsRow } from './outbox-format.ts';

// The Outbox: every mail and SMS the site sent or stored, newest first. With the outbox
// adapters (no provider configured) it is how a small agency reads an inbox item or hands someone
// their reset code: `sms_messages` keeps only a masked text, so the full text is read from the
// outbox file the SMS outbox adapter writes (sms.server.ts), its tail only. With a provider
// set, the rows show each message's delivery status instead.

/** How much of the SMS outbox file's end is read: enough for the newest few thousand SMS. */
const SMS_FILE_TAIL_BYTES = 512 * 1024;

export async function listMail(actor: StaffUser, page: number): Promise<ListPage<MailRow>> {
  assertAdmin(actor);
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

type OutboxLine = { id: number; to: string; text: string; idempotencyKey: string };

/** The full texts of the given SMS from the end of the outbox file, by row id. */
async function readOutboxTexts(
  wanted: { id: number; phone: string; idempotencyKey: string }[],
): Promise<Map<number, string>> {
  const texts = new Map<number, string>();
  if (wanted.length === 0) return texts;
  const file = outboxFile(getConfig());
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(file, 'r');
    const { size } = await handle.stat();
    const length = Math.min(size, SMS_FILE_TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    const lines = buffer.toString('utf8').split('\n');
    // A read that starts mid-file starts mid-line: drop that partial line.
    if (length < size) lines.shift();
    const byId = new Map(wanted.map((row) => [row.id, row]));
    for (const line of lines) {
      if (!line.trim()) continue;
      let entry: Partial<OutboxLine>;
      try {
        entry = JSON.parse(line) as Partial<OutboxLine>;
      } catch {
        continue;
      }
      const row = typeof entry.id === 'number' ? byId.get(entry.id) : undefined;
      // The key and phone must match too: a reset database reuses ids, the file keeps old lines.
      if (
        row &&
        entry.idempotencyKey === row.idempotencyKey &&
        entry.to === row.phone &&
        typeof entry.text === 'string'
      ) {
        texts.set(row.id, entry.text.slice(0, 2000));
      }
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      getLogger().warn({ err: error }, 'could not read the SMS outbox file');
    }
  } finally {
    await handle?.close();
  }
  return texts;
}

export async function listSms(actor: StaffUser, page: number): Promise<ListPage<SmsRow>> {
  assertAdmin(actor);
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
          idempotencyKey: smsMessages.idempotencyKey,
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
  const rows = list.rows;
  // Only while the outbox is the SMS adapter: with a provider, the phone got the text.
  const texts =
    getSmsSender().adapter === 'outbox'
      ? await readOutboxTexts(rows.filter((row) => row.adapter === 'outbox'))
      : new Map<number, string>();
  return {
    ...list,
    rows: rows.map(({ idempotencyKey: _key, phone, ...row }) => ({
      ...row,
      phone: maskPhone(phone, 2, 2),
      fullText: texts.get(row.id) ?? null,
    })),
  };
}

/** Which adapters are active, for the page's heading. */
export function outboxAdapters() {
  return { mail: getMailSender().adapter, sms: getSmsSender().adapter };
}
