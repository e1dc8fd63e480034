import {
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// One-time codes for resetting a password. Only a hash of the code is stored.
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt.desc())],
);

export const SMS_STATUSES = ['queued', 'sent', 'failed'] as const;
export const smsStatusEnum = pgEnum('sms_status', SMS_STATUSES);

// Every SMS the site sends, whichever adapter delivers it. The body is stored with any code
// masked; `idempotency_key` makes a retry of the same message a no-op.
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull(),
    phone: text('phone').notNull(),
    maskedBody: text('masked_body').notNull(),
    adapter: text('adapter').notNull(),
    status: smsStatusEnum('status').notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sms_messages_idempotency_key').on(t.idempotencyKey),
    index('sms_messages_created_idx').on(t.createdAt.desc()),
  ],
);

// Notices held back from a lister who had their hour's SMS (LISTER_SMS_PER_HOUR): how many,
// and when the hour ends; one digest SMS then tells them, and the row goes. No text is kept:
// the messages themselves are in the inbox.
export const smsDigests = pgTable(
  'sms_digests',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pending: integer('pending').notNull(),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_digests_send_after_idx').on(t.sendAfter)],
);
