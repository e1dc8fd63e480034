import { pgTable, text, timestamp, integer, uniqueIndex } from 'drizzle-orm/pg-core';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Stored lower-cased, so one address subscribes once.
    email: text('email').notNull(),
    locale: text('locale').notNull().default('en'),
    source: text('source').notNull().default('footer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(t.email)],
);
