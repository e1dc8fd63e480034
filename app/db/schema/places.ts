import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** The name in Telugu and in Hindi (Devanagari); '' when not given (English shows). */
    nameTe: text('name_te').notNull().default(''),
    nameHi: text('name_hi').notNull().default(''),
    slug: text('slug').notNull(),
    state: text('state').notNull().default('Andhra Pradesh'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('cities_slug_key').on(t.slug),
    index('cities_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

// Sub-locations ("areas" / localities) of a city.
export const areas = pgTable(
  'areas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    nameTe: text('name_te').notNull().default(''),
    nameHi: text('name_hi').notNull().default(''),
    slug: text('slug').notNull(),
    pincode: text('pincode'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    uniqueIndex('areas_city_slug_key').on(t.cityId, t.slug),
    index('areas_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export type City = typeof cities.$inferSelect;
export type Area = typeof areas.$inferSelect;
