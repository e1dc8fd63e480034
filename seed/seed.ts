// Fills an empty database with the region's places, an admin, a few demo owners and a
// catalogue of demo listings with pictures. Safe to run again: places are upserted by slug,
// people are created only when their phone number is new, and listings are inserted only while
// there are no properties at all, so a second run changes nothing.

import crypto from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { hashPassword } from '../app/features/accounts/password.server.ts';
import {
  storeImageVariants,
  type StoredImage,
} from '../app/features/media/image-processing.server.ts';
import { variantKey } from '../app/features/media/images.ts';
import type { MediaStorage } from '../app/features/media/storage.server.ts';
import type { Db } from '../app/db/client.server.ts';
import {
  areas,
  cities,
  listingPriceEvents,
  properties,
  propertyImages,
  users,
} from '../app/db/schema/index.ts';
import { DEMO_OWNERS, generateListings, type SeedListing } from './listings.ts';
import { REGION } from './region.ts';
import type { Config } from '../app/config.server.ts';
import { cachedPictures, type StorePicture } from './picture-cache.ts';
import { renderScene, type SceneDescriptor } from './scenes.ts';
import { seedContent } from './seed-content.ts';

/**
 * The demo admin the seed made: its phone and, only when the seed generated it, its password
 * (to print once; it must be changed at the first sign-in). A password given in
 * SEED_ADMIN_PASSWORD is never handed back, so it is never printed.
 */
export type SeededAdmin = { phone: string; password?: string };

export type SeedResult = {
  seeded: boolean;
  admin?: SeededAdmin;
};

export type SeedOptions = {
  /**
   * How each listing picture is made (default: drawn and encoded, about a second each). The
   * seed's test, which checks rows and files rather than pixels, passes a quicker one.
   */
  storePicture?: StorePicture;
};

/** The options a real start or script seeds with: pictures kept in SEED_PICTURE_CACHE. */
export function seedOptions(config: Pick<Config, 'seedPictureCache'>): SeedOptions {
  return { storePicture: cachedPictures(config.seedPictureCache, storeListingPicture) };
}

const DEFAULT_ADMIN_PHONE = '9000000001';
const RENDER_CONCURRENCY = 2;
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function randomPassword(length = 16): string {
  let out = '';
  for (let i = 0; i < length; i++)
    out += PASSWORD_ALPHABET[crypto.randomInt(PASSWORD_ALPHABET.length)];
  return out;
}

export async function seedDatabase(
  db: Db,
  storage: MediaStorage,
  log: (msg: string) => void,
  { storePicture = storeListingPicture }: SeedOptions = {},
): Promise<SeedResult> {
  const started = performance.now();
  let seeded = false;

  // 1. Places
  const placeCount = await seedPlaces(db);
  if (placeCount.cities + placeCount.areas > 0) {
    seeded = true;
    log(`Seed: added ${placeCount.cities} cities and ${placeCount.areas} areas`);
  }

  // 2. The admin
  const admin = await seedAdmin(db);
  if (admin) {
    seeded = true;
    log(`Seed: created the admin account ${admin.phone}`);
  }

  // 3. The agency's content: people, blogs, FAQs, history, offices, services, city pages
  if ((await seedContent(db, storage, log)) > 0) seeded = true;

  // 4. Demo owners and their listings
  const existing = await db.select({ id: properties.id }).from(properties).limit(1);
  if (existing.length > 0) {
    log('Seed: properties already exist, no demo listings added');
  } else {
    const ownerIds = await seedOwners(db);
    const count = await seedListings(db, storage, ownerIds, log, storePicture);
    if (count > 0) seeded = true;
  }

  log(
    `Seed: ${seeded ? 'done' : 'nothing to do'} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return admin ? { seeded, admin } : { seeded };
}

/** The Telugu and Hindi names of an upsert: only where the row has none (staff may have edited them). */
function missingNames(
  table: typeof cities | typeof areas,
  place: { nameTe: string; nameHi: string },
) {
  return {
    nameTe: sql`coalesce(nullif(${table.nameTe}, ''), ${place.nameTe})`,
    nameHi: sql`coalesce(nullif(${table.nameHi}, ''), ${place.nameHi})`,
  };
}

/** Upserts the region's cities and areas (also used by the search bench). */
export async function seedPlaces(db: Db): Promise<{ cities: number; areas: number }> {
  let newCities = 0;
  let newAreas = 0;
  const knownCities = new Set(
    (await db.select({ slug: cities.slug }).from(cities)).map((c) => c.slug),
  );
  for (const city of REGION) {
    const [row] = await db
      .insert(cities)
      .values({
        name: city.name,
        nameTe: city.nameTe,
        nameHi: city.nameHi,
        slug: city.slug,
        latitude: city.latitude,
        longitude: city.longitude,
        sortOrder: city.sortOrder,
      })
      .onConflictDoUpdate({
        target: cities.slug,
        set: {
          name: city.name,
          ...missingNames(cities, city),
          latitude: city.latitude,
          longitude: city.longitude,
          sortOrder: city.sortOrder,
        },
      })
      .returning({ id: cities.id });
    if (!row) throw new Error(`Could not upsert city ${city.slug}`);
    if (!knownCities.has(city.slug)) newCities += 1;
    const knownAreas = new Set(
      (
        await db
          .select({ slug: areas.slug })
          .from(areas)
          .where(sql`${areas.cityId} = ${row.id}`)
      ).map((a) => a.slug),
    );
    for (const area of city.areas) {
      await db
        .insert(areas)
        .values({
          cityId: row.id,
          name: area.name,
          nameTe: area.nameTe,
          nameHi: area.nameHi,
          slug: area.slug,
          pincode: area.pincode,
          latitude: area.latitude,
          longitude: area.longitude,
        })
        .onConflictDoUpdate({
          target: [areas.cityId, areas.slug],
          set: {
            name: area.name,
            ...missingNames(areas, area),
            pincode: area.pincode,
            latitude: area.latitude,
            longitude: area.longitude,
          },
        });
      if (!knownAreas.has(area.slug)) newAreas += 1;
    }
  }
  return { cities: newCities, areas: newAreas };
}

async function seedAdmin(db: Db): Promise<SeededAdmin | undefined> {
  const phone = process.env.SEED_ADMIN_PHONE?.trim() || DEFAULT_ADMIN_PHONE;
  if (!/^\d{10}$/.test(phone)) throw new Error('SEED_ADMIN_PHONE must be a 10-digit phone number');
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.phone} = ${phone}`);
  if (found.length > 0) return undefined;
  const given = process.env.SEED_ADMIN_PASSWORD;
  const password = given || randomPassword();
  const inserted = await db
    .insert(users)
    .values({
      phone,
      firstName: 'Site',
      lastName: 'Admin',
      passwordHash: await hashPassword(password),
      role: 'admin',
      // A generated password is printed (to the terminal, and so to wherever logs go): the back
      // office stays shut until the admin chooses their own.
      mustChangePassword: !given,
    })
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id });
  if (inserted.length === 0) return undefined;
  return given ? { phone } : { phone, password };
}

/** The demo owners' user ids, in DEMO_OWNERS order, creating the ones that do not exist. */
async function seedOwners(db: Db): Promise<number[]> {
  const phones = DEMO_OWNERS.map((o) => o.phone);
  const existing = await db
    .select({ phone: users.phone })
    .from(users)
    .where(inArray(users.phone, phones));
  const known = new Set(existing.map((u) => u.phone));
  for (const owner of DEMO_OWNERS) {
    if (known.has(owner.phone)) continue;
    // Nobody knows this password: demo owners cannot sign in until an admin resets it.
    const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
    await db
      .insert(users)
      .values({ ...owner, passwordHash })
      .onConflictDoNothing({ target: users.phone });
  }
  const rows = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.phone, phones));
  const byPhone = new Map(rows.map((u) => [u.phone, u.id]));
  return phones.map((p) => {
    const id = byPhone.get(p);
    if (id === undefined) throw new Error(`Demo owner ${p} is missing`);
    return id;
  });
}

/** Draws the scene, rasterises it and stores its variants under a new listings/ key. */
export async function storeListingPicture(
  storage: MediaStorage,
  scene: SceneDescriptor,
): Promise<StoredImage> {
  const raster = await sharp(Buffer.from(renderScene(scene)))
    .jpeg({ quality: 90 })
    .toBuffer();
  return storeImageVariants(storage, raster, 'listings');
}

/** Runs `fn` over `items` with at most `limit` at a time, keeping the results in order. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function seedListings(
  db: Db,
  storage: MediaStorage,
  ownerIds: number[],
  log: (msg: string) => void,
  storePicture: StorePicture,
): Promise<number> {
  const listings = generateListings({ now: new Date() });

  const placeRows = await db
    .select({
      citySlug: cities.slug,
      cityId: cities.id,
      areaSlug: areas.slug,
      areaId: areas.id,
    })
    .from(areas)
    .innerJoin(cities, sql`${areas.cityId} = ${cities.id}`);
  const placeIds = new Map(placeRows.map((p) => [`${p.citySlug}/${p.areaSlug}`, p]));

  // Render every picture first; the rows go in afterwards in one transaction.
  const tasks = listings.flatMap((listing, li) =>
    listing.images.map((image, position) => ({ li, position, image })),
  );
  const renderStarted = performance.now();
  let done = 0;
  const stored: StoredImage[] = [];
  let images: StoredImage[];
  try {
    images = await mapLimited(tasks, RENDER_CONCURRENCY, async (task) => {
      const image = await storePicture(storage, task.image.scene);
      stored.push(image);
      done += 1;
      if (done % 50 === 0 || done === tasks.length)
        log(`Seed: rendered ${done}/${tasks.length} listing images`);
      return image;
    });
  } catch (error) {
    await removeImages(storage, stored);
    throw error;
  }
  log(
    `Seed: rendered ${tasks.length} images in ${((performance.now() - renderStarted) / 1000).toFixed(1)} s`,
  );

  try {
    await db.transaction(async (tx) => {
      const propertyIds: number[] = [];
      for (const listing of listings) {
        const place = placeIds.get(`${listing.citySlug}/${listing.areaSlug}`);
        const ownerId = ownerIds[listing.ownerIndex];
        if (!place || ownerId === undefined)
          throw new Error(`No place or owner for "${listing.title}"`);
        const [row] = await tx
          .insert(properties)
          .values({
            ...propertyValues(listing),
            ownerId,
            cityId: place.cityId,
            areaId: place.areaId,
          })
          .returning({ id: properties.id });
        if (!row) throw new Error(`Could not insert "${listing.title}"`);
        propertyIds.push(row.id);
      }
      await tx.insert(propertyImages).values(
        tasks.map((task, i) => {
          const image = images[i] as StoredImage;
          const listing = listings[task.li] as SeedListing;
          return {
            propertyId: propertyIds[task.li] as number,
            storageKey: image.storageKey,
            widths: image.widths,
            width: image.width,
            height: image.height,
            position: task.position,
            altText: task.image.altText,
            createdAt: listing.createdAt,
          };
        }),
      );
      const priceChanges = listings.flatMap((listing, li) =>
        (listing.priceChanges ?? []).map((change) => ({
          propertyId: propertyIds[li] as number,
          fromPrice: change.fromPrice,
          toPrice: change.toPrice,
          createdAt: change.at,
        })),
      );
      if (priceChanges.length > 0) await tx.insert(listingPriceEvents).values(priceChanges);
    });
  } catch (error) {
    await removeImages(storage, stored);
    throw error;
  }
  log(`Seed: added ${listings.length} demo listings with ${tasks.length} images`);
  return listings.length;
}

function propertyValues(listing: SeedListing) {
  const {
    citySlug: _city,
    areaSlug: _area,
    ownerIndex: _owner,
    images: _images,
    priceChanges: _priceChanges,
    ...values
  } = listing;
  return values;
}

async function removeImages(storage: MediaStorage, images: readonly StoredImage[]): Promise<void> {
  await Promise.all(
    images.flatMap((image) =>
      image.widths.map((w) => storage.delete(variantKey(image.storageKey, w)).catch(() => {})),
    ),
  );
}
