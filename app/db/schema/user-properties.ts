import { integer, timestamp } from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';
import { users } from './users.ts';

/**
 * The columns of a user's own list of properties (the liked ones, the ones to visit): a user,
 * a property and when it joined the list. A row goes with either of them.
 */
export function userPropertyColumns() {
  return {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  };
}
