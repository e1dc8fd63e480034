import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  type PgColumn,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  approvalAuthorityEnum,
  areaUnitEnum,
  bathroomsEnum,
  bhkEnum,
  categoryEnum,
  facingEnum,
  furnishingEnum,
  lengthUnitEnum,
  listingStatusEnum,
  listingTypeEnum,
  possessionStatusEnum,
  propertyTypeEnum,
} from './enums.ts';
import { areas, cities } from './places.ts';
import { users } from './users.ts';
import { AMENITIES, type Amenity } from './values.ts';

/**
 * A home one can get into without a step: a level or ramped entrance, on the ground floor or
 * with a lift (a house's floor is not given: its entrance is the ground). The search's filter
 * and the index of such listings use this same expression, so the index serves the search.
 */
export function stepFree(t: { entranceSteps: PgColumn; hasLift: PgColumn; floor: PgColumn }) {
  return sql`(${t.entranceSteps} = 0 AND (${t.hasLift} OR coalesce(${t.floor}, 0) = 0))`;
}

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/**
 * A listing. Money is whole rupees; every area is stored as the value and unit the lister
 * typed plus, where it matters for filters and price per square foot, normalised square feet.
 */
export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    // The owner's Telugu title and description, optional (issue 26): Telugu pages show them
    // when given, else the English above. Not in search_vector: the search matches the
    // English words only (and Telugu words typed in the search box are read as English ones,
    // features/search/local-words.ts), so a Telugu title's words are not searchable.
    titleTe: text('title_te'),
    descriptionTe: text('description_te'),
    propertyType: propertyTypeEnum('property_type').notNull(),
    listingType: listingTypeEnum('listing_type').notNull(),
    category: categoryEnum('category').notNull().default('residential'),
    status: listingStatusEnum('status').notNull().default('pending'),
    statusReason: text('status_reason'),
    /** The agent who looks after the listing (back office); null: nobody yet. */
    assignedAgentUserId: integer('assigned_agent_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Marked by an admin: shown first on the home page with a 'Featured' label. */
    featured: boolean('featured').notNull().default(false),

    // Money, whole rupees. Rent is per month.
    price: bigint('price', { mode: 'number' }).notNull(),
    maintenanceCharge: bigint('maintenance_charge', { mode: 'number' }),
    pricePerUnit: bigint('price_per_unit', { mode: 'number' }),
    pricePerUnitArea: areaUnitEnum('price_per_unit_area'),

    // Built types
    bhk: bhkEnum('bhk'),
    bathrooms: bathroomsEnum('bathrooms'),
    furnishing: furnishingEnum('furnishing'),
    builtUpArea: doublePrecision('built_up_area'),
    builtUpAreaUnit: areaUnitEnum('built_up_area_unit'),
    carpetArea: doublePrecision('carpet_area'),
    carpetAreaUnit: areaUnitEnum('carpet_area_unit'),
    coveredTwoWheelerParking: smallint('covered_two_wheeler_parking'),
    coveredFourWheelerParking: smallint('covered_four_wheeler_parking'),
    openTwoWheelerParking: smallint('open_two_wheeler_parking'),
    openFourWheelerParking: smallint('open_four_wheeler_parking'),
    yearBuilt: smallint('year_built'),
    // A flat's floor (0 = ground) and the building's floors, when the lister gives them.
    floor: smallint('floor'),
    totalFloors: smallint('total_floors'),
    // Getting in without steps (issue 28), when the lister says: steps up to the home's
    // entrance (0: level or ramped), a lift, the narrowest door in centimetres, a bedroom and
    // a bathroom on the entrance level. Null: not said. 'Step-free' is stepFree() above.
    entranceSteps: smallint('entrance_steps'),
    hasLift: boolean('has_lift'),
    doorWidthCm: smallint('door_width_cm'),
    entranceLevelBedroom: boolean('entrance_level_bedroom'),
    entranceLevelBathroom: boolean('entrance_level_bathroom'),
    // What the property offers (AMENITIES), as the lister ticked them; empty: none said.
    amenities: text('amenities')
      .array()
      .$type<Amenity[]>()
      .notNull()
      .default(sql`'{}'::text[]`),

    // Plots and land
    plotWidth: doublePrecision('plot_width'),
    plotLength: doublePrecision('plot_length'),
    plotDimensionUnit: areaUnitEnum('plot_dimension_unit'),
    totalArea: doublePrecision('total_area'),
    totalAreaUnit: areaUnitEnum('total_area_unit'),
    roadWidth: doublePrecision('road_width'),
    roadWidthUnit: lengthUnitEnum('road_width_unit'),

    // The listing's size in square feet (built-up for built types, total for land): filters
    // and price per square foot use it.
    areaSqft: doublePrecision('area_sqft'),

    facing: facingEnum('facing'),
    possessionStatus: possessionStatusEnum('possession_status'),

    // Trust
    reraNumber: text('rera_number'),
    approvalAuthority: approvalAuthorityEnum('approval_authority'),
    layoutPermitNumber: text('layout_permit_number'),
    surveyNumber: text('survey_number'),

    // Location
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'restrict' }),
    state: text('state').notNull().default('Andhra Pradesh'),
    address: text('address').notNull(),
    landmark: text('landmark'),
    pincode: text('pincode').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    mapUrl: text('map_url'),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // Availability heartbeat: when the owner last confirmed the listing is still available.
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),

    // The listing's words for full-text search, and a 504-bit signature of them in eight
    // bigints (three of 63 bits a word, word_bits_0 … _7). Both are written by the trigger
    // properties_search_fields (drizzle/0020_search_word_bits.sql) whenever the title,
    // description, landmark or address change: the sort indexes below carry the signature,
    // so a search for a common word walks the chosen order and tests the words in the index
    // (features/search/word-bits.server.ts; docs/decisions/006-search-in-postgresql.md).
    searchVector: tsvector('search_vector'),
    wordBits0: bigint('word_bits_0', { mode: 'number' }).notNull().default(0),
    wordBits1: bigint('word_bits_1', { mode: 'number' }).notNull().default(0),
    wordBits2: bigint('word_bits_2', { mode: 'number' }).notNull().default(0),
    wordBits3: bigint('word_bits_3', { mode: 'number' }).notNull().default(0),
    wordBits4: bigint('word_bits_4', { mode: 'number' }).notNull().default(0),
    wordBits5: bigint('word_bits_5', { mode: 'number' }).notNull().default(0),
    wordBits6: bigint('word_bits_6', { mode: 'number' }).notNull().default(0),
    wordBits7: bigint('word_bits_7', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // Only the known amenities: the form and the details page word each one.
    check(
      'properties_amenities_check',
      sql`${t.amenities} <@ ARRAY[${sql.raw(AMENITIES.map((a) => `'${a}'`).join(', '))}]::text[]`,
    ),
    // Public search always filters status = 'active'; partial indexes keep them small.
    // The search indexes end with every column a results-page filter reads (after the
    // columns that order them, so the order is unchanged): PostgreSQL then filters, counts
    // and pages along the index alone (an index-only scan) and reads the table only for the
    // page's rows. bench/README.md has the plans at a million listings.
    index('properties_active_created_idx')
      .on(
        t.createdAt.desc(),
        t.id.desc(),
        ...wordBitsOf(t),
        t.listingType,
        t.price,
        ...searchFilterColumns(t),
      )
      .where(sql`${t.status} = 'active'`),
    index('properties_active_price_idx')
      .on(t.price, t.id, ...wordBitsOf(t), t.listingType, ...searchFilterColumns(t))
      .where(sql`${t.status} = 'active'`),
    index('properties_active_place_idx')
      .on(
        t.cityId,
        t.areaId,
        t.listingType,
        t.propertyType,
        t.createdAt.desc(),
        t.price,
        t.bhk,
        t.furnishing,
        t.possessionStatus,
        ...wordBitsOf(t),
      )
      .where(sql`${t.status} = 'active'`),
    index('properties_active_kind_idx')
      .on(t.listingType, t.propertyType, t.price)
      .where(sql`${t.status} = 'active'`),
    // Price sorts within Buy or Rent: rents (thousands) sort below every sale (lakhs), so
    // without the listing type first a sale sorted by price scans past every rental.
    index('properties_active_listing_price_idx')
      .on(t.listingType, t.price, t.id, ...wordBitsOf(t), ...searchFilterColumns(t))
      .where(sql`${t.status} = 'active'`),
    // One type in one city sorted by price (the home search's Buy + city + type) reads its
    // page straight off this index; without it, the plots cheaper than the cheapest flat
    // and the other cities' listings were read and thrown away first.
    index('properties_active_city_type_price_idx')
      .on(t.cityId, t.listingType, t.propertyType, t.price, t.id, t.areaId, t.bhk)
      .where(sql`${t.status} = 'active'`),
    // The availability sweep: active listings not confirmed for LISTING_CONFIRM_DAYS.
    index('properties_active_confirmed_idx')
      .on(t.confirmedAt)
      .where(sql`${t.status} = 'active'`),
    // 'Step-free' searches (issue 28): few listings say so, so a small index of only those
    // finds them at once whatever else is asked; its predicate is the query's (stepFree).
    index('properties_active_step_free_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'active' AND ${stepFree(t)}`),
    // The portfolio: sold and rented listings, most recently closed first.
    index('properties_closed_updated_idx')
      .on(t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.status} IN ('sold', 'rented')`),
    index('properties_owner_idx').on(t.ownerId, t.createdAt.desc()),
    index('properties_status_idx').on(t.status, t.updatedAt.desc()),
    index('properties_assigned_agent_idx')
      .on(t.assignedAgentUserId, t.updatedAt.desc())
      .where(sql`${t.assignedAgentUserId} IS NOT NULL`),
    index('properties_featured_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.status} = 'active' AND ${t.featured}`),
    index('properties_search_idx').using('gin', t.searchVector),
    // The map (issue 28): a box or drawn area that holds few listings is read from here, by
    // latitude range, then longitude, with the filters' columns after them (index-only); one
    // that holds many walks a sort index instead (search.server.ts, decision 024).
    index('properties_active_point_idx')
      .on(
        t.latitude,
        t.longitude,
        t.listingType,
        t.propertyType,
        t.price,
        t.createdAt,
        t.id,
        t.cityId,
        t.areaId,
        t.bhk,
        t.furnishing,
        t.possessionStatus,
      )
      .where(sql`${t.status} = 'active'`),
  ],
);

type WordBitName = `wordBits${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7}`;
const WORD_BIT_NAMES: WordBitName[] = [0, 1, 2, 3, 4, 5, 6, 7].map(
  (i) => `wordBits${i}` as WordBitName,
);

/** The signature's columns, in order: after the sort columns of an index, before its filters. */
export function wordBitsOf(t: Record<WordBitName, PgColumn>): PgColumn[] {
  return WORD_BIT_NAMES.map((name) => t[name]);
}

/**
 * The columns the results page filters on, besides listing type and price (see above): the
 * point too, so a map's box or drawn area is tested along a sort index (search.server.ts).
 */
type SearchFilterColumn =
  | 'propertyType'
  | 'cityId'
  | 'areaId'
  | 'bhk'
  | 'furnishing'
  | 'possessionStatus'
  | 'latitude'
  | 'longitude';

function searchFilterColumns(t: Record<SearchFilterColumn, PgColumn>) {
  return [
    t.propertyType,
    t.cityId,
    t.areaId,
    t.bhk,
    t.furnishing,
    t.possessionStatus,
    t.latitude,
    t.longitude,
  ] as const;
}

/** A listing's place as a PostgreSQL point (x longitude, y latitude), for a drawn area's test. */
export function listingPoint(t: { latitude: PgColumn; longitude: PgColumn }) {
  return sql`point(${t.longitude}, ${t.latitude})`;
}

export const propertyImages = pgTable(
  'property_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    // Storage key prefix; variants are stored as `${storageKey}-${width}.webp`.
    storageKey: text('storage_key').notNull(),
    widths: integer('widths').array().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: smallint('position').notNull().default(0),
    altText: text('alt_text'),
    /** 64-bit difference hash of the picture (16 hex digits), to flag re-used photos. */
    perceptualHash: text('perceptual_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('property_images_property_idx').on(t.propertyId, t.position),
    index('property_images_phash_idx').on(t.perceptualHash),
  ],
);

export type Property = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
export type PropertyImage = typeof propertyImages.$inferSelect;
