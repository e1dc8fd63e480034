import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agents, blogs } from './content.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';
import { INQUIRY_KINDS } from './values.ts';

export const INQUIRY_STATUSES = ['new', 'read', 'archived'] as const;

export const inquiryKindEnum = pgEnum('inquiry_kind', INQUIRY_KINDS);
export const inquiryStatusEnum = pgEnum('inquiry_status', INQUIRY_STATUSES);

/**
 * Every message a visitor sends through a form: the agency's inbox, and the lister's for
 * messages about their property. Stored as typed, shown escaped; never an open mail relay.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: inquiryKindEnum('kind').notNull(),
    status: inquiryStatusEnum('status').notNull().default('new'),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    // Who the message is for besides the agency: the property's lister, or an agent.
    recipientUserId: integer('recipient_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    service: text('service'),
    message: text('message').notNull(),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    blogId: integer('blog_id').references(() => blogs.id, { onDelete: 'set null' }),
    /** The visitor ticked 'save my details' / 'I agree' (the form's consent box). */
    consent: boolean('consent').notNull().default(false),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The agent the agency gave the inbox item to (back office); they see it in their inbox. */
    assignedUserId: integer('assigned_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The agency's own notes on the inbox item; never shown to the sender. */
    staffNotes: text('staff_notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_created_idx').on(t.createdAt.desc()),
    index('inquiries_recipient_idx').on(t.recipientUserId, t.createdAt.desc()),
    index('inquiries_property_idx').on(t.propertyId),
    index('inquiries_assigned_idx').on(t.assignedUserId, t.createdAt.desc()),
    // The back office's open inbox items: 'new inquiries' on the dashboard and the inbox filter.
    index('inquiries_open_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.handledAt} IS NULL`),
  ],
);

export type Inquiry = typeof inquiries.$inferSelect;
