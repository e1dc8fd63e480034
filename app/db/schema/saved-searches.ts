import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A signed-in user's saved searches (issue 28): the results page's query string in its
 * canonical form (search-params.ts `toSearchParams`, first page, no layout), once per user.
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
  },
  (t) => [
    unique('saved_searches_user_query_key').on(t.userId, t.query),
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
