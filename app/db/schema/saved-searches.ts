import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import type { AlertFrequency } from './values.ts';

/**
 * A signed-in user's saved searches (issue 28): the results page's query string in its
 * canonical form (search-params.ts `toSearchParams`, first page, no layout), once per user,
 * and how its alerts go (docs/decisions/023-buyer-tools.md, Alerts).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    frequency: text('frequency').$type<AlertFrequency>().notNull().default('daily'),
    /** Set while the user (or the mail's unsubscribe link) has stopped its alerts. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /**
     * The next alert covers what happened after this moment: the end of the last one's window.
     * In milliseconds, as JavaScript reads it, so the job's claim (`alerts_from` still the
     * value it read) compares equal values.
     */
    alertsFrom: timestamp('alerts_from', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    /** When the alert job looks at it next (instant: at its next run). */
    nextAlertAt: timestamp('next_alert_at', { withTimezone: true }).notNull().defaultNow(),
    /** The random key of its unsubscribe link, so the link works without signing in. */
    unsubscribeKey: text('unsubscribe_key')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  },
  (t) => [
    unique('saved_searches_user_query_key').on(t.userId, t.query),
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The alert job's queue: the searches that are due, oldest first.
    index('saved_searches_due_idx')
      .on(t.nextAlertAt, t.id)
      .where(sql`paused_at IS NULL`),
    check('saved_searches_frequency_check', sql`${t.frequency} IN ('instant', 'daily', 'weekly')`),
  ],
);

export const ALERT_CHANNELS = ['email', 'sms'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
export const ALERT_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** One change an alert reports (what the mail says, item by item). */
export type AlertItem = {
  propertyId: number;
  kind: 'new' | 'price' | 'back' | 'reopened' | 'sold' | 'rented';
  /** A price change: the price before the window, and after. */
  fromPrice?: number;
  toPrice?: number;
};

/**
 * The alerts' sent-log: one row per saved search and window, unique on (search, the window's
 * start), written in the same transaction that moves the search's window on. A second
 * process, or a rerun after a crash, cannot write the same alert twice; delivery then claims
 * a row before sending it (at least once at the SMTP or SMS step).
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    windowFrom: timestamp('window_from', { withTimezone: true, precision: 3 }).notNull(),
    windowTo: timestamp('window_to', { withTimezone: true, precision: 3 }).notNull(),
    channel: text('channel').$type<AlertChannel>().notNull(),
    items: jsonb('items').$type<AlertItem[]>().notNull(),
    itemCount: integer('item_count').notNull(),
    status: text('status').$type<AlertStatus>().notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('saved_search_alerts_window_key').on(t.savedSearchId, t.windowFrom),
    // Delivery's queue: the alerts not yet sent.
    index('saved_search_alerts_unsent_idx')
      .on(t.id)
      .where(sql`status IN ('pending', 'sending')`),
  ],
);

/**
 * Where a user's alerts go by mail: an address they gave and confirmed from a link mailed to
 * it (accounts are made with a phone number; until an address is confirmed, alerts go by SMS).
 */
export const alertEmails = pgTable('alert_emails', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** SHA-256 of the confirmation link's token; the token itself is only in the mail. */
  tokenHash: text('token_hash'),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
