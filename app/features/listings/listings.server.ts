import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { getDb } from '../../db/db.server.ts';
import { areas, cities, properties, propertyImages } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { placeNameColumn } from '../places/places.server.ts';
import type { ListingCardData } from './listing-card-data.ts';

/** Where a listing photo's files are and how big: for every query that shows or moves one. */
export const PHOTO_FILE_COLUMNS = {
  storageKey: propertyImages.storageKey,
  widths: propertyImages.widths,
  width: propertyImages.width,
  height: propertyImages.height,
} as const;

/**
 * A listing's city and area names in `locale` (English where a place has no name in it), for a
 * query that joins them with `joinPlaces`.
 */
export function placeColumns(locale: Locale) {
  return { cityName: placeNameColumn(locale, cities), areaName: placeNameColumn(locale, areas) };
}

/**
 * A listing's title or description as `locale`'s pages show it: on Telugu pages the owner's
 * Telugu words when given (title_te, description_te), else the English; elsewhere the plain
 * column, so English and Hindi queries stay as they were (as placeNameColumn does for places).
 */
export function listingTextColumn(locale: Locale, field: 'title' | 'description'): SQL<string> {
  const english = properties[field];
  if (locale !== 'te') return sql<string>`${english}`;
  const telugu = field === 'title' ? properties.titleTe : properties.descriptionTe;
  return sql<string>`coalesce(nullif(${telugu}, ''), ${english})`;
}

const cardColumns = {
  id: properties.id,
  listingType: properties.listingType,
  propertyType: properties.propertyType,
  price: properties.price,
  pricePerUnit: properties.pricePerUnit,
  pricePerUnitArea: properties.pricePerUnitArea,
  facing: properties.facing,
  bhk: properties.bhk,
  bathrooms: properties.bathrooms,
  builtUpArea: properties.builtUpArea,
  builtUpAreaUnit: properties.builtUpAreaUnit,
  plotWidth: properties.plotWidth,
  plotLength: properties.plotLength,
  plotDimensionUnit: properties.plotDimensionUnit,
  totalArea: properties.totalArea,
  totalAreaUnit: properties.totalAreaUnit,
  reraNumber: properties.reraNumber,
  approvalAuthority: properties.approvalAuthority,
  createdAt: properties.createdAt,
  // Whether the listing has a place on the map (the results map says when it has not).
  mapped: sql<boolean>`(${properties.latitude} IS NOT NULL AND ${properties.longitude} IS NOT NULL)`,
};

/** The columns a listing card shows; join cities and areas to use them (`joinPlaces`). */
export function listingCardColumns(locale: Locale) {
  return {
    ...cardColumns,
    title: listingTextColumn(locale, 'title'),
    description: sql<string>`left(${listingTextColumn(locale, 'description')}, 240)`,
    ...placeColumns(locale),
  };
}

/**
 * The newest active listings, as cards, featured ones first (an admin marks them in the back
 * office), each with its cover photo. Two small reads, each along its own partial index
 * (properties_featured_idx, then properties_active_created_idx), rather than one ORDER BY
 * featured that no index serves.
 */
export async function getLatestListings(limit: number, locale: Locale): Promise<ListingCardData[]> {
  const db = getDb();
  const cover = coverPhoto();
  const newest = (featuredOnly: boolean, count: number) =>
    db
      .select({ ...listingCardColumns(locale), ...coverColumns(cover) })
      .from(properties)
      .innerJoin(cities, eq(cities.id, properties.cityId))
      .innerJoin(areas, eq(areas.id, properties.areaId))
      .leftJoinLateral(cover, sql`true`)
      .where(
        featuredOnly
          ? and(eq(properties.status, 'active'), eq(properties.featured, true))
          : eq(properties.status, 'active'),
      )
      // NOTE: DESC NULLS LAST matches the index's order (see bench/README.md); plain DESC does not.
      .orderBy(sql`${properties.createdAt} DESC NULLS LAST`, sql`${properties.id} DESC NULLS LAST`)
      .limit(count);
  const featured = await newest(true, limit);
  const seen = new Set(featured.map((row) => row.id));
  // The rest as before; asking for `limit` more leaves enough once the featured are skipped.
  const rest =
    featured.length < limit ? (await newest(false, limit)).filter((row) => !seen.has(row.id)) : [];
  return [...featured, ...rest].slice(0, limit).map(withCoverFrom);
}

/**
 * A listing's cover photo (the image at the lowest position) as a lateral subquery, for a page
 * of cards read in one statement: `.leftJoinLateral(cover, sql\`true\`)` after `properties`,
 * with `coverColumns(cover)` in the select and `withCoverFrom` on each row.
 */
export function coverPhoto() {
  return getDb()
    .select({
      coverKey: sql<string>`${propertyImages.storageKey}`.as('cover_key'),
      coverWidths: sql<number[]>`${propertyImages.widths}`.as('cover_widths'),
      coverWidth: sql<number>`${propertyImages.width}`.as('cover_width'),
      coverHeight: sql<number>`${propertyImages.height}`.as('cover_height'),
      coverAlt: sql<string>`${propertyImages.altText}`.as('cover_alt'),
    })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, properties.id))
    .orderBy(asc(propertyImages.position), asc(propertyImages.id))
    .limit(1)
    .as('cover');
}

type CoverSubquery = ReturnType<typeof coverPhoto>;
type CoverColumns = {
  coverKey: string | null;
  coverWidths: number[] | null;
  coverWidth: number | null;
  coverHeight: number | null;
  coverAlt: string | null;
};

/** The cover's columns, to spread into a select that joins `coverPhoto()`. */
export function coverColumns(cover: CoverSubquery) {
  return {
    coverKey: cover.coverKey,
    coverWidths: cover.coverWidths,
    coverWidth: cover.coverWidth,
    coverHeight: cover.coverHeight,
    coverAlt: cover.coverAlt,
  };
}

/** A row read with `coverColumns`, as a card's data: the cover's columns become `cover`. */
export function withCoverFrom<T extends CoverColumns>(
  row: T,
): Omit<T, keyof CoverColumns> & { cover: ListingCardData['cover'] } {
  const { coverKey, coverWidths, coverWidth, coverHeight, coverAlt, ...rest } = row;
  return {
    ...rest,
    cover:
      coverKey === null
        ? null
        : {
            storageKey: coverKey,
            widths: coverWidths ?? [],
            width: coverWidth ?? 0,
            height: coverHeight ?? 0,
            altText: coverAlt,
          },
  };
}

/** Adds each listing's cover photo (the image at the lowest position) in one query. */
export async function withCovers<T extends { id: number }>(
  rows: T[],
): Promise<(T & { cover: ListingCardData['cover'] })[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const covers = await getDb()
    .selectDistinctOn([propertyImages.propertyId], {
      propertyId: propertyImages.propertyId,
      ...PHOTO_FILE_COLUMNS,
      altText: propertyImages.altText,
    })
    .from(propertyImages)
    .where(and(inArray(propertyImages.propertyId, ids)))
    .orderBy(asc(propertyImages.propertyId), asc(propertyImages.position), asc(propertyImages.id));
  const byProperty = new Map(covers.map((c) => [c.propertyId, c]));
  return rows.map((row) => {
    const cover = byProperty.get(row.id);
    return {
      ...row,
      cover: cover
        ? {
            storageKey: cover.storageKey,
            widths: cover.widths,
            width: cover.width,
            height: cover.height,
            altText: cover.altText,
          }
        : null,
    };
  });
}

/**
 * A public sale listing (active, for sale) with its title, price and place in `locale`, and
 * `extra` columns beside them; null for any other listing. The pages of a sale listing's
 * buyer tools start from it (issue 28: the EMI, the checks).
 */
export async function getPublicSaleListing<Extra extends Record<string, PgColumn>>(
  id: number,
  locale: Locale,
  extra: Extra,
) {
  const [row] = await joinPlaces(
    getDb()
      .select({
        id: properties.id,
        title: listingTextColumn(locale, 'title'),
        price: properties.price,
        ...placeColumns(locale),
        ...extra,
      })
      .from(properties)
      .$dynamic(),
  )
    .where(
      and(
        eq(properties.id, id),
        eq(properties.status, 'active'),
        eq(properties.listingType, 'sell'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Joins a listing query (`.from(properties)…$dynamic()`) to its city and area. */
export function joinPlaces<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(areas, eq(areas.id, properties.areaId));
}

/** One page of a query (`$dynamic()`), as `pageBounds` (lib/pagination.ts) placed it. */
export function onPage<Query extends PgSelect>(
  query: Query,
  bounds: { offset: number },
  pageSize: number,
) {
  return query.limit(pageSize).offset(bounds.offset);
}
