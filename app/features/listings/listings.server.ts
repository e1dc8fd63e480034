import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { areas, cities, properties, propertyImages } from '../../db/schema/index.ts';
import type { ListingCardData } from './listing-card-data.ts';

/** Where a listing photo's files are and how big: for every query that shows or moves one. */
export const PHOTO_FILE_COLUMNS = {
  storageKey: propertyImages.storageKey,
  widths: propertyImages.widths,
  width: propertyImages.width,
  height: propertyImages.height,
} as const;

/** The columns a listing card shows; join cities and areas to use them. */
export const listingCardColumns = {
  id: properties.id,
  title: properties.title,
  description: sql<string>`left(${properties.description}, 240)`,
  listingType: properties.listingType,
  propertyType: properties.propertyType,
  price: properties.price,
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
  cityName: cities.name,
  areaName: areas.name,
};

/** The newest active listings, as cards. */
export async function getLatestListings(limit: number): Promise<ListingCardData[]> {
  const db = getDb();
  const rows = await db
    .select(listingCardColumns)
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .where(eq(properties.status, 'active'))
    // NOTE: DESC NULLS LAST matches the index's order (see bench/README.md); plain DESC does not.
    .orderBy(sql`${properties.createdAt} DESC NULLS LAST`, sql`${properties.id} DESC NULLS LAST`)
    .limit(limit);
  return withCovers(rows);
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
