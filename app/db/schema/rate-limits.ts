import { integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

// Fixed-window counters shared by every app process (sign-in, reset, enquiry forms…).
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    count: integer('count').notNull().default(0),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);
