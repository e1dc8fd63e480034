import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Photos uploaded with the listing form before the listing is saved. They belong to the
// uploader, so a form that comes back with an error keeps its photos; saving the listing
// moves them into `property_images`, and drafts left behind are pruned (rows and files)
// after a day by the listing expiry timer.
export const draftImages = pgTable(
  'draft_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Storage key prefix; variants are stored as `${storageKey}-${width}.webp`.
    storageKey: text('storage_key').notNull(),
    widths: integer('widths').array().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('draft_images_owner_idx').on(t.ownerId, t.createdAt)],
);

export type DraftImageRow = typeof draftImages.$inferSelect;
