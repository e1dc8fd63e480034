import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userRoleEnum, userStatusEnum } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // The spec's `email` field holds the 10-digit phone number; we call it what it is.
    phone: text('phone').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRoleEnum('role').notNull().default('user'),
    status: userStatusEnum('status').notNull().default('active'),
    imageKey: text('image_key'),
    /**
     * The password was generated and printed by the seed: the back office stays shut until the
     * person chooses their own (issue 24). Cleared by any password change.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * The language of the SMS and mail the account gets (en, te, hi; app/i18n/locales.ts): the
     * page's at registration, then the one last chosen in the language list or the profile.
     */
    locale: text('locale').notNull().default('en'),
    // Informed consent (DPDP Act 2023): when the Terms were agreed to at registration, and
    // when marketing messages were agreed to (null: not agreed).
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    index('users_role_idx').on(t.role),
    // The back office's people list (newest first) and 'new users this week'.
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

// Server-side sessions. `id` is the SHA-256 of the random token in the cookie, so a leaked
// table does not hand out live sessions.
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
