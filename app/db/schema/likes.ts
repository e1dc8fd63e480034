import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { userPropertyColumns } from './user-properties.ts';

// A user's liked properties (the wishlist); one row per user and property.
export const likes = pgTable('likes', userPropertyColumns(), (t) => [
  primaryKey({ columns: [t.userId, t.propertyId] }),
  index('likes_user_created_idx').on(t.userId, t.createdAt.desc()),
  index('likes_property_idx').on(t.propertyId),
]);
