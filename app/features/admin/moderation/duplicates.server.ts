import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { getDb } from '../../../db/db.server.ts';
import {
  properties,
  propertyImages,
  type ListingStatus,
  type ListingType,
} from '../../../db/schema/index.ts';
import type { ListingCardData } from '../../listings/listing-card-data.ts';
import { placeColumns, withCovers } from '../../listings/listings.server.ts';
import { getMediaStorage } from '../../media/media-storage.server.ts';
import {
  hashStoredImage,
  isPerceptualHash,
  SAME_PHOTO_DISTANCE,
} from '../../media/perceptual-hash.server.ts';
import type { MediaStorage } from '../../media/storage.server.ts';
import { selectAdminListings, withNames } from '../listings/listings.server.ts';

// Possible duplicates of a listing under review: other listings (any status) that show the
// same photo, or that give the same address and price. The reviewer sees them side by side
// and decides; nothing is refused automatically.
//
// NOTE: how far the photo search looks. A hash that matches exactly is found anywhere,
// through property_images_phash_idx. A near match (at most SAME_PHOTO_DISTANCE bits apart: a
// re-encoded, resized or lightly edited copy) cannot use a B-tree index, so it is computed in
// SQL (bit_count of the XOR) only over the photos of listings in the same city: a reused
// photo nearly always advertises the same place, and the city bounds the rows read. A copy
// re-used in another city AND re-encoded is missed. Beyond some hundred thousand photos per
// city, a BK-tree or multi-index hashing (split the 64 bits into 7 blocks: two hashes within
// 6 bits agree exactly on at least one block, so 7 indexed columns find every candidate)
// would replace the city scan.

/** How many duplicates the review page shows. */
const MAX_DUPLICATES = 12;
/**
 * Photos of other listings in the city hashed per review when they have no hash yet (photos
 * saved before hashing existed). Bounded so a review page never waits on hundreds of files;
 * each review fills in more, and new photos are hashed when their listing is saved.
 */
const BACKFILL_PER_REVIEW = 24;

export type DuplicateReason = 'photo' | 'address';

export type DuplicateListing = {
  id: number;
  title: string;
  status: ListingStatus;
  listingType: ListingType;
  price: number;
  address: string;
  cityName: string;
  areaName: string;
  ownerName: string;
  ownerPhone: string;
  cover: ListingCardData['cover'];
  reasons: DuplicateReason[];
};

type ReviewedPhoto = {
  id: number;
  storageKey: string;
  widths: number[];
  perceptualHash: string | null;
};

/** An address compared without case or spaces: '12-3-45, Main Road' = '12-3-45,main road'. */
function addressKey(address: string): string {
  return address.toLowerCase().replace(/\s+/g, '');
}

/** Hashes the photos that have none and stores the hashes; returns every photo's hash. */
async function ensurePhotoHashes(
  photos: readonly ReviewedPhoto[],
  storage: MediaStorage = getMediaStorage(),
): Promise<Map<number, string>> {
  const hashes = new Map<number, string>();
  const missing = photos.filter((photo) => {
    if (isPerceptualHash(photo.perceptualHash)) hashes.set(photo.id, photo.perceptualHash);
    return !isPerceptualHash(photo.perceptualHash);
  });
  const computed = await Promise.all(missing.map((photo) => hashStoredImage(storage, photo)));
  const db = getDb();
  for (const [i, photo] of missing.entries()) {
    const hash = computed[i];
    if (!hash) continue;
    hashes.set(photo.id, hash);
    await db
      .update(propertyImages)
      .set({ perceptualHash: hash })
      .where(and(eq(propertyImages.id, photo.id), isNull(propertyImages.perceptualHash)));
  }
  return hashes;
}

/** The other listings of `listing`'s city (a condition on a query joined to properties). */
function otherListingsInCity(listing: { id: number; cityId: number }) {
  return and(eq(properties.cityId, listing.cityId), ne(properties.id, listing.id));
}

/** Hashes a few photos of the city's other listings that have none yet (see BACKFILL_PER_REVIEW). */
async function backfillCityHashes(
  listing: { id: number; cityId: number },
  storage: MediaStorage,
): Promise<void> {
  const unhashed = await getDb()
    .select({
      id: propertyImages.id,
      storageKey: propertyImages.storageKey,
      widths: propertyImages.widths,
      perceptualHash: propertyImages.perceptualHash,
    })
    .from(propertyImages)
    .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
    .where(and(otherListingsInCity(listing), isNull(propertyImages.perceptualHash)))
    .limit(BACKFILL_PER_REVIEW);
  await ensurePhotoHashes(unhashed, storage);
}

const hashList = (hashes: readonly string[]) =>
  sql`ARRAY[${sql.join(
    hashes.map((hash) => sql`${hash}`),
    sql`, `,
  )}]::text[]`;

/** Listings other than `listing` with a photo whose hash equals one of `hashes`, anywhere. */
async function exactPhotoMatches(listingId: number, hashes: readonly string[]): Promise<number[]> {
  const rows = await getDb()
    .selectDistinct({ id: propertyImages.propertyId })
    .from(propertyImages)
    .where(
      and(
        inArray(propertyImages.perceptualHash, [...hashes]),
        ne(propertyImages.propertyId, listingId),
      ),
    )
    .limit(MAX_DUPLICATES);
  return rows.map((row) => row.id);
}

/** Listings in the same city with a photo at most SAME_PHOTO_DISTANCE bits from one of `hashes`. */
async function nearPhotoMatches(
  listing: { id: number; cityId: number },
  hashes: readonly string[],
): Promise<number[]> {
  const rows = await getDb()
    .selectDistinct({ id: propertyImages.propertyId })
    .from(propertyImages)
    .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
    .where(
      and(
        otherListingsInCity(listing),
        sql`${propertyImages.perceptualHash} ~ '^[0-9a-f]{16}$'`,
        sql`EXISTS (SELECT 1 FROM unnest(${hashList(hashes)}) AS h(hash)
          WHERE bit_count(('x' || ${propertyImages.perceptualHash})::bit(64) # ('x' || h.hash)::bit(64)) <= ${SAME_PHOTO_DISTANCE})`,
      ),
    )
    .limit(MAX_DUPLICATES);
  return rows.map((row) => row.id);
}

/**
 * Listings in the same city with the same price and the same address (case and spaces aside).
 * NOTE: no index covers the normalised address; the price equality and the city bound the
 * rows compared (active ones through properties_active_price_idx).
 */
async function sameAddressAndPrice(listing: {
  id: number;
  cityId: number;
  address: string;
  price: number;
}): Promise<number[]> {
  const rows = await getDb()
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.price, listing.price),
        eq(properties.cityId, listing.cityId),
        ne(properties.id, listing.id),
        sql`lower(regexp_replace(${properties.address}, '\\s+', '', 'g')) = ${addressKey(listing.address)}`,
      ),
    )
    .limit(MAX_DUPLICATES);
  return rows.map((row) => row.id);
}

/** What the review page shows of each duplicate, in the order of `ids`. */
async function duplicateCards(
  ids: number[],
  reasons: Map<number, DuplicateReason[]>,
): Promise<DuplicateListing[]> {
  if (ids.length === 0) return [];
  const rows = await selectAdminListings({
    id: properties.id,
    title: properties.title,
    status: properties.status,
    listingType: properties.listingType,
    price: properties.price,
    address: properties.address,
    ...placeColumns('en'),
  }).where(inArray(properties.id, ids));
  const byId = new Map(rows.map((row) => [row.id, withNames(row)]));
  const ordered = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const withCover = await withCovers(ordered);
  return withCover.map(({ agentName: _agent, ...row }) => ({
    ...row,
    reasons: reasons.get(row.id) ?? [],
  }));
}

/**
 * Other listings that may be the same property as `listing`: a shared photo (by perceptual
 * hash) or the same address and price. Hashes the listing's photos that have none first.
 */
export async function findPossibleDuplicates(
  listing: { id: number; cityId: number; address: string; price: number },
  photos: readonly ReviewedPhoto[],
  storage: MediaStorage = getMediaStorage(),
): Promise<DuplicateListing[]> {
  const [hashes] = await Promise.all([
    ensurePhotoHashes(photos, storage),
    backfillCityHashes(listing, storage),
  ]);
  const unique = [...new Set(hashes.values())];
  const [exact, near, address] = await Promise.all([
    unique.length > 0 ? exactPhotoMatches(listing.id, unique) : [],
    unique.length > 0 ? nearPhotoMatches(listing, unique) : [],
    sameAddressAndPrice(listing),
  ]);
  const reasons = new Map<number, DuplicateReason[]>();
  const add = (id: number, reason: DuplicateReason) => {
    const list = reasons.get(id) ?? [];
    if (!list.includes(reason)) list.push(reason);
    reasons.set(id, list);
  };
  for (const id of [...exact, ...near]) add(id, 'photo');
  for (const id of address) add(id, 'address');
  return duplicateCards([...reasons.keys()].slice(0, MAX_DUPLICATES), reasons);
}
