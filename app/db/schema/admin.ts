import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { listingStatusEnum } from './enums.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';

// The back office's own records: who changed a listing's status, every admin action, and the
// site settings an admin edits (over the configuration's defaults).

/** A listing's status history: every change, by whom (null: the owner's own action or a sweep). */
export const listingStatusEvents = pgTable(
  'listing_status_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    fromStatus: listingStatusEnum('from_status'),
    toStatus: listingStatusEnum('to_status').notNull(),
    reason: text('reason'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_status_events_property_idx').on(t.propertyId, t.createdAt.desc()),
    // The saved-search alerts read what happened in a window of time, across listings.
    index('listing_status_events_created_idx').on(t.createdAt),
  ],
);

/**
 * A listing's asking price, each time it changed after the listing first went public (issue
 * 28): the details page shows them, and an alert says what changed ('₹68 L → ₹62 L').
 */
export const listingPriceEvents = pgTable(
  'listing_price_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    fromPrice: bigint('from_price', { mode: 'number' }).notNull(),
    toPrice: bigint('to_price', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_price_events_property_idx').on(t.propertyId, t.createdAt.desc()),
    index('listing_price_events_created_idx').on(t.createdAt),
  ],
);

/** Every admin action: who, what, on which record, the values before and after, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name and role at the time, kept when the account is gone. */
    actorLabel: text('actor_label').notNull(),
    /** A dotted verb: 'listing.approve', 'user.disable', 'blog.update'… */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt.desc()),
  ],
);

/** Settings an admin changed; a key not here takes the configuration's value. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AuditEntry = typeof auditLog.$inferSelect;
