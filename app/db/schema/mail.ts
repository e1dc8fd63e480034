import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { inquiries } from './inquiries.ts';

// Every mail the site sends, whichever adapter carries it: the outbox (the embedded default,
// where the row is the delivery) or SMTP (the row records the delivery status).

export const MAIL_STATUSES = ['stored', 'sent', 'failed'] as const;
export const mailStatusEnum = pgEnum('mail_status', MAIL_STATUSES);

export const mailMessages = pgTable(
  'mail_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    adapter: text('adapter').notNull(),
    to: text('to').array().notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    /** Plain text: the message is never HTML built from what a visitor typed. */
    body: text('body').notNull(),
    /** Headers beyond the usual ones (an alert's List-Unsubscribe), as sent. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: mailStatusEnum('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_messages_created_idx').on(t.createdAt.desc())],
);

export type MailMessage = typeof mailMessages.$inferSelect;
