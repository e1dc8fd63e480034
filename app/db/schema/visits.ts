import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';
import { users } from './users.ts';
import { userPropertyColumns } from './user-properties.ts';
import { VISIT_STATUSES } from './values.ts';

// The visit list (/cart) and site-visit requests (/checkout, /order-tracking).

export const visitStatusEnum = pgEnum('visit_status', VISIT_STATUSES);

/** A signed-in user's visit list (signed-out visitors keep theirs in a cookie). */
export const visitListItems = pgTable('visit_list_items', userPropertyColumns(), (t) => [
  primaryKey({ columns: [t.userId, t.propertyId] }),
]);

export const visitRequests = pgTable(
  'visit_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The short reference the visitor tracks it by, e.g. 'NV-7K3Q9P'. */
    reference: text('reference').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),
    notes: text('notes').notNull().default(''),
    status: visitStatusEnum('status').notNull().default('requested'),
    /** The agent who takes the visitor round (back office). */
    assignedUserId: integer('assigned_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The agency's own notes; never shown to the visitor. */
    staffNotes: text('staff_notes').notNull().default(''),
    /** SHA-256 of the booking form's start token: the same form sent twice books once. */
    formKey: text('form_key'),
    /** The language of the page the visit was booked from: the visitor's SMS and mail use it. */
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visit_requests_reference_key').on(t.reference),
    uniqueIndex('visit_requests_form_key').on(t.formKey),
    index('visit_requests_created_idx').on(t.createdAt.desc()),
    index('visit_requests_status_idx').on(t.status, t.createdAt.desc()),
    index('visit_requests_assigned_idx').on(t.assignedUserId, t.createdAt.desc()),
    // My visits: a signed-in buyer's requests, newest first.
    index('visit_requests_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const visitRequestItems = pgTable(
  'visit_request_items',
  {
    visitRequestId: integer('visit_request_id')
      .notNull()
      .references(() => visitRequests.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.visitRequestId, t.propertyId] }),
    index('visit_request_items_property_idx').on(t.propertyId),
  ],
);

export type VisitRequest = typeof visitRequests.$inferSelect;
