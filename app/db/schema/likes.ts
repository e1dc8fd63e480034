import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';
import { users } from './users.ts';

// A user's liked properties (the wishlist); one row per user and property.
export const likes = pgTable(
  'likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('likes_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('likes_property_idx').on(t.propertyId),
  ],
);
