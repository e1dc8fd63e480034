import { and, asc, eq, ne, not, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { areas, cities, properties, propertyImages, users } from '../../db/schema/index.ts';
import type { ListingType } from '../../db/schema/enums.ts';
import type { ListingCardData } from '../listings/listing-card-data.ts';
import { listingCardColumns, PHOTO_FILE_COLUMNS, withCovers } from '../listings/listings.server.ts';
import { canViewListing, isAgencyStaff, isPreview, type Viewer } from '../listings/permissions.ts';
import type { ListingDetails, ListingPhoto } from './listing-details-data.ts';

const RELATED_LISTINGS = 2;

/** Every fact a listing's page shows (the details page and the portfolio), with its places. */
export const listingFactColumns = {
  id: properties.id,
  title: properties.title,
  description: properties.description,
  propertyType: properties.propertyType,
  listingType: properties.listingType,
  category: properties.category,
  status: properties.status,
  price: properties.price,
  maintenanceCharge: properties.maintenanceCharge,
  pricePerUnit: properties.pricePerUnit,
  pricePerUnitArea: properties.pricePerUnitArea,
  bhk: properties.bhk,
  bathrooms: properties.bathrooms,
  furnishing: properties.furnishing,
  builtUpArea: properties.builtUpArea,
  builtUpAreaUnit: properties.builtUpAreaUnit,
  carpetArea: properties.carpetArea,
  carpetAreaUnit: properties.carpetAreaUnit,
  coveredTwoWheelerParking: properties.coveredTwoWheelerParking,
  coveredFourWheelerParking: properties.coveredFourWheelerParking,
  openTwoWheelerParking: properties.openTwoWheelerParking,
  openFourWheelerParking: properties.openFourWheelerParking,
  yearBuilt: properties.yearBuilt,
  floor: properties.floor,
  totalFloors: properties.totalFloors,
  plotWidth: properties.plotWidth,
  plotLength: properties.plotLength,
  plotDimensionUnit: properties.plotDimensionUnit,
  totalArea: properties.totalArea,
  totalAreaUnit: properties.totalAreaUnit,
  roadWidth: properties.roadWidth,
  roadWidthUnit: properties.roadWidthUnit,
  facing: properties.facing,
  possessionStatus: properties.possessionStatus,
  reraNumber: properties.reraNumber,
  approvalAuthority: properties.approvalAuthority,
  layoutPermitNumber: properties.layoutPermitNumber,
  surveyNumber: properties.surveyNumber,
  state: properties.state,
  address: properties.address,
  landmark: properties.landmark,
  pincode: properties.pincode,
  latitude: properties.latitude,
  longitude: properties.longitude,
  mapUrl: properties.mapUrl,
  createdAt: properties.createdAt,
  publishedAt: properties.publishedAt,
  cityName: cities.name,
  areaName: areas.name,
};

const detailColumns = {
  ...listingFactColumns,
  ownerId: properties.ownerId,
  cityId: properties.cityId,
  // The lister's display name and role only: never their phone, password hash or status.
  listerFirstName: users.firstName,
  listerLastName: users.lastName,
  listerRole: users.role,
};

export type ListingDetailsResult = {
  listing: ListingDetails;
  /** Seen by its owner or an admin while it is not public (status banner, not indexed). */
  preview: boolean;
  /** For related listings; not sent to the page. */
  cityId: number;
};

/** One listing with its place and lister, or null when it does not exist or `viewer` may not see it. */
export async function getListingDetails(
  id: number,
  viewer: Viewer = null,
): Promise<ListingDetailsResult | null> {
  const [row] = await getDb()
    .select(detailColumns)
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, id))
    .limit(1);
  if (!row || !canViewListing(row, viewer)) return null;
  const { ownerId, cityId, listerFirstName, listerLastName, listerRole, ...listing } = row;
  return {
    listing: {
      ...listing,
      lister: {
        name: `${listerFirstName} ${listerLastName}`.trim(),
        isAgent: isAgencyStaff({ id: ownerId, role: listerRole }),
      },
    },
    preview: isPreview({ status: row.status, ownerId }, viewer),
    cityId,
  };
}

/** A listing's photos in display order. */
export async function getListingPhotos(propertyId: number): Promise<ListingPhoto[]> {
  return getDb()
    .select({
      id: propertyImages.id,
      ...PHOTO_FILE_COLUMNS,
      altText: propertyImages.altText,
    })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(asc(propertyImages.position), asc(propertyImages.id));
}

async function randomActiveCards(where: SQL | undefined, limit: number) {
  return getDb()
    .select(listingCardColumns)
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .where(and(eq(properties.status, 'active'), where))
    .orderBy(sql`random()`)
    .limit(limit);
}

/**
 * Up to `limit` other active listings, picked at random: first among those in the same city
 * with the same listing type, then among all other active listings.
 *
 * NOTE: cost. `ORDER BY random() LIMIT n` reads every candidate row and keeps the best n (a
 * top-N sort, O(candidates), no full sort). The first query reads only the city's active
 * listings through the partial index properties_active_place_idx (city_id leads); the second
 * runs only when the city has fewer than `limit` matches and reads all active listings. Fine
 * into the tens of thousands; beyond that, pick random ids from the same index (e.g. a random
 * `created_at` cursor, or TABLESAMPLE SYSTEM) instead of sorting the candidates.
 */
export async function getRelatedListings(
  listing: { id: number; cityId: number; listingType: ListingType },
  limit = RELATED_LISTINGS,
): Promise<ListingCardData[]> {
  const sameKind = and(
    eq(properties.cityId, listing.cityId),
    eq(properties.listingType, listing.listingType),
  );
  const notItself = ne(properties.id, listing.id);
  const preferred = await randomActiveCards(and(notItself, sameKind), limit);
  const others =
    preferred.length < limit
      ? await randomActiveCards(and(notItself, not(sameKind!)), limit - preferred.length)
      : [];
  return withCovers([...preferred, ...others]);
}

export type ListingPage = {
  listing: ListingDetails;
  photos: ListingPhoto[];
  related: ListingCardData[];
  preview: boolean;
};

/** Everything the details page needs, or null for the 404 page. */
export async function getListingPage(
  id: number,
  viewer: Viewer = null,
): Promise<ListingPage | null> {
  const details = await getListingDetails(id, viewer);
  if (!details) return null;
  const { listing, preview, cityId } = details;
  const [photos, related] = await Promise.all([
    getListingPhotos(listing.id),
    getRelatedListings({ id: listing.id, cityId, listingType: listing.listingType }),
  ]);
  return { listing, photos, related, preview };
}
