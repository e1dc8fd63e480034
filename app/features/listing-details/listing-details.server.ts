import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getReadDb } from '../../db/db.server.ts';
import { areas, cities, properties, propertyImages, users } from '../../db/schema/index.ts';
import type { ListingType, PropertyType } from '../../db/schema/enums.ts';
import type { ListingCardData } from '../listings/listing-card-data.ts';
import type { Locale } from '../../i18n/locales.ts';
import {
  listingCardColumns,
  listingTextColumn,
  PHOTO_FILE_COLUMNS,
  placeColumns,
  withCovers,
} from '../listings/listings.server.ts';
import { canViewListing, isAgencyStaff, isPreview, type Viewer } from '../listings/permissions.ts';
import { BUILT_TYPES, isBuiltType, isLandType, LAND_TYPES } from '../listings/property-groups.ts';
import type { ListingDetails, ListingPhoto } from './listing-details-data.ts';
import { listingMapView, type ListingMapView } from '../listings/map-source.ts';
import { getPriceHistory } from '../listings/price-history.server.ts';
import { listingDisplay, type ListingDisplay } from './listing-display.ts';

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
  entranceSteps: properties.entranceSteps,
  hasLift: properties.hasLift,
  doorWidthCm: properties.doorWidthCm,
  entranceLevelBedroom: properties.entranceLevelBedroom,
  entranceLevelBathroom: properties.entranceLevelBathroom,
  amenities: properties.amenities,
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

/** The words of a listing's facts that change with the page's language: title, description, places. */
export function localisedFactColumns(locale: Locale) {
  return {
    title: listingTextColumn(locale, 'title'),
    description: listingTextColumn(locale, 'description'),
    ...placeColumns(locale),
  };
}

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
  locale: Locale = 'en',
): Promise<ListingDetailsResult | null> {
  const [row] = await getReadDb()
    .select({ ...detailColumns, ...localisedFactColumns(locale) })
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
  return getReadDb()
    .select({
      id: propertyImages.id,
      ...PHOTO_FILE_COLUMNS,
      altText: propertyImages.altText,
    })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(asc(propertyImages.position), asc(propertyImages.id));
}

/** Active listing cards matching `where`, in random order. */
async function activeCards(where: SQL | undefined, limit: number, locale: Locale) {
  return getReadDb()
    .select(listingCardColumns(locale))
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .where(and(eq(properties.status, 'active'), where))
    .orderBy(sql`random()`)
    .limit(limit);
}

/** How many active listings, from a random moment back, are looked through for related ones. */
const RELATED_WINDOW = 2000;

/** A condition on a listing's id, city and listing type, written for any table reference. */
type Match = (columns: { id: SQL; cityId: SQL; listingType: SQL }) => SQL;

const BARE = { id: sql`id`, cityId: sql`city_id`, listingType: sql`listing_type` };
const QUALIFIED = {
  id: sql`${properties.id}`,
  cityId: sql`${properties.cityId}`,
  listingType: sql`${properties.listingType}`,
};

/**
 * Up to `limit` ids of active listings matching `matches`, found among the RELATED_WINDOW
 * active listings created just before a random moment between the oldest active listing and
 * now; then among the newest window; empty when neither has enough (the matches are rare: the
 * caller sorts them all at random).
 */
async function idsNearRandomMoment(matches: Match, limit: number): Promise<number[]> {
  const db = getReadDb();
  const [range] = await db
    .select({ oldest: sql<string | null>`min(${properties.createdAt})` })
    .from(properties)
    .where(eq(properties.status, 'active'));
  if (!range?.oldest) return [];
  const oldest = new Date(range.oldest).getTime();
  const now = Date.now();
  for (const moment of [new Date(oldest + Math.random() * Math.max(0, now - oldest)), null]) {
    // Walks properties_active_created_idx from the moment back, reading the index only (its
    // order, NULLS LAST included, or PostgreSQL sorts the whole range first).
    const rows = await db.execute<{ id: number }>(sql`
      SELECT id FROM (
        SELECT id, city_id, listing_type FROM properties
        WHERE status = 'active' ${moment ? sql`AND created_at <= ${moment.toISOString()}` : sql``}
        ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST
        LIMIT ${RELATED_WINDOW}
      ) recent
      WHERE ${matches(BARE)}
      LIMIT ${limit}`);
    const ids = (rows as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
    if (ids.length >= limit) return ids;
  }
  return [];
}

/**
 * Up to `limit` active listings matching `matches`, at random.
 *
 * NOTE: cost. `ORDER BY random() LIMIT n` reads every candidate (a city's 300,000 active
 * listings at a million took ~700 ms a page). So the candidates come from a window of the
 * created-at index first (index-only, a few thousand entries whatever the size); only when
 * that window holds too few matches, i.e. the matches are rare, are they all sorted at random.
 */
async function randomActiveCards(matches: Match, limit: number, locale: Locale) {
  const ids = await idsNearRandomMoment(matches, limit);
  if (ids.length > 0) return activeCards(inArray(properties.id, ids), limit, locale);
  return activeCards(matches(QUALIFIED), limit, locale);
}

/** What related listings are chosen by: the listing's place, kind and price. */
export type RelatedTo = {
  id: number;
  cityId: number;
  listingType: ListingType;
  propertyType: PropertyType;
  price: number;
};

/** The property types a buyer of this one compares it with: its field group's (built or land). */
function comparableTypes(listing: RelatedTo): readonly PropertyType[] {
  if (isBuiltType(listing.propertyType)) return BUILT_TYPES;
  if (isLandType(listing.propertyType)) return LAND_TYPES;
  return [listing.propertyType];
}

/**
 * Up to `limit` ids of active listings of the same listing type and comparable property types,
 * in the same city (or, with `otherCities`, elsewhere), nearest in price first. Two short index
 * walks per type (properties_active_city_type_price_idx: the cheaper side down, the dearer side
 * up), so the cost does not grow with the number of listings.
 */
async function idsNearestInPrice(
  listing: RelatedTo,
  limit: number,
  otherCities: boolean,
): Promise<number[]> {
  const place = otherCities ? sql`city_id <> ${listing.cityId}` : sql`city_id = ${listing.cityId}`;
  const arms = comparableTypes(listing).flatMap((type) => {
    const same = sql`status = 'active' AND ${place} AND listing_type = ${listing.listingType}
      AND property_type = ${type} AND id <> ${listing.id}`;
    return [
      sql`(SELECT id, price FROM properties WHERE ${same} AND price >= ${listing.price}
        ORDER BY price, id LIMIT ${limit})`,
      sql`(SELECT id, price FROM properties WHERE ${same} AND price < ${listing.price}
        ORDER BY price DESC, id DESC LIMIT ${limit})`,
    ];
  });
  const rows = await getReadDb().execute<{ id: number }>(sql`
    SELECT id FROM (${sql.join(arms, sql` UNION ALL `)}) near
    ORDER BY abs(price - ${listing.price}), id
    LIMIT ${limit}`);
  return (rows as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/**
 * Up to `limit` other active listings a buyer of this one looks at next (issue 25): the same
 * listing type and property group (a flat's: flats, apartments, houses and villas; a plot's:
 * land) in the same city, nearest in price; then the same elsewhere; only when the region has
 * too few of those, others at random (same city and listing type first).
 */
export async function getRelatedListings(
  listing: RelatedTo,
  limit = RELATED_LISTINGS,
  locale: Locale = 'en',
): Promise<ListingCardData[]> {
  const ids = await idsNearestInPrice(listing, limit, false);
  if (ids.length < limit) ids.push(...(await idsNearestInPrice(listing, limit - ids.length, true)));
  const cards = ids.length > 0 ? await activeCards(inArray(properties.id, ids), limit, locale) : [];
  const nearest = ids.flatMap((id) => cards.filter((card) => card.id === id));
  const chosen = new Set([listing.id, ...ids]);
  const notChosen: Match = (c) =>
    sql`${c.id} NOT IN (${sql.join(
      [...chosen].map((id) => sql`${id}`),
      sql`, `,
    )})`;
  const sameKind: Match = (c) =>
    sql`(${c.cityId} = ${listing.cityId} AND ${c.listingType} = ${listing.listingType})`;
  const fillers: Awaited<ReturnType<typeof activeCards>> = [];
  for (const match of [sameKind, (c: Parameters<Match>[0]) => sql`NOT ${sameKind(c)}`]) {
    const wanted = limit - nearest.length - fillers.length;
    if (wanted <= 0) break;
    fillers.push(
      ...(await randomActiveCards((c) => sql`${notChosen(c)} AND ${match(c)}`, wanted, locale)),
    );
  }
  return withCovers([...nearest, ...fillers]);
}

export type ListingPage = {
  listing: ListingDetails;
  photos: ListingPhoto[];
  related: ListingCardData[];
  preview: boolean;
  /** The map and its links, the facts and the address line, made here: the page's script
   * needs none of map-source.ts and listing-display.ts (issue 27). */
  map: ListingMapView;
  display: ListingDisplay;
};

/** Everything the details page needs, or null for the 404 page. */
export async function getListingPage(
  id: number,
  viewer: Viewer = null,
  locale: Locale = 'en',
): Promise<ListingPage | null> {
  const details = await getListingDetails(id, viewer, locale);
  if (!details) return null;
  const { listing, preview, cityId } = details;
  const [photos, related, priceChanges] = await Promise.all([
    getListingPhotos(listing.id),
    getRelatedListings(
      {
        id: listing.id,
        cityId,
        listingType: listing.listingType,
        propertyType: listing.propertyType,
        price: listing.price,
      },
      RELATED_LISTINGS,
      locale,
    ),
    getPriceHistory(listing.id),
  ]);
  return {
    listing,
    photos,
    related,
    preview,
    map: listingMapView(listing),
    display: listingDisplay(listing, locale, priceChanges),
  };
}
