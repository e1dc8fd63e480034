import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { verifyPassword } from '../app/features/accounts/password.server.ts';
import { variantKey } from '../app/features/media/images.ts';
import type { StoredImage } from '../app/features/media/image-processing.server.ts';
import { createLocalStorage, type MediaStorage } from '../app/features/media/storage.server.ts';
import { openDatabase, type DatabaseHandle } from '../app/db/client.server.ts';
import { runMigrations } from '../app/db/migrate.server.ts';
import {
  PROPERTY_TYPES,
  agents,
  areas,
  blogs,
  cityPages,
  faqs,
  services,
  cities,
  properties,
  propertyImages,
  users,
  type Property,
  type PropertyImage,
} from '../app/db/schema/index.ts';
import { generateListings } from './listings.ts';
import { renderScene, type SceneDescriptor, type SceneKind } from './scenes.ts';
import { seedDatabase, storeListingPicture, type SeedResult } from './seed.ts';
import { SQFT_PER_UNIT } from '../app/features/listings/units.ts';

// The database is seeded once for the file, and the tests read what it holds. Drawing and
// encoding all 295 listing pictures took most of three minutes, so each kind of scene is drawn
// and stored for real once, and the other pictures of that kind are stored as copies of its
// files under keys of their own: the rows, positions and files on disk are what these tests
// check. That every picture the catalogue asks for draws is checked below, scene by scene.
let handle: DatabaseHandle;
let mediaDir: string;
let first: SeedResult;
const messages: string[] = [];

const drawn = new Map<SceneKind, Promise<StoredImage>>();
let copies = 0;
async function storeQuickly(storage: MediaStorage, scene: SceneDescriptor): Promise<StoredImage> {
  const original = drawn.get(scene.kind);
  if (!original) {
    const stored = storeListingPicture(storage, scene);
    drawn.set(scene.kind, stored);
    return stored;
  }
  const { storageKey, ...image } = await original;
  const copyKey = `${storageKey}c${++copies}`;
  for (const width of image.widths) {
    const body = await storage.get(variantKey(storageKey, width));
    if (!body) throw new Error(`${storageKey} has no ${width} px variant`);
    await storage.put(variantKey(copyKey, width), body, 'image/webp');
  }
  return { storageKey: copyKey, ...image };
}

beforeAll(async () => {
  vi.stubEnv('SEED_ADMIN_PHONE', '');
  vi.stubEnv('SEED_ADMIN_PASSWORD', '');
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-seed-'));
  handle = await openDatabase({ inMemory: true });
  await runMigrations(handle);
  first = await seedDatabase(handle.db, createLocalStorage(mediaDir), (msg) => messages.push(msg), {
    storePicture: storeQuickly,
  });
}, 120_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await handle?.close();
  if (mediaDir) await fs.rm(mediaDir, { recursive: true, force: true });
});

async function allListings(): Promise<Property[]> {
  return handle.db.select().from(properties);
}

test('seeding adds Guntur, Amaravati and Vijayawada with at least ten localities each', async () => {
  const cityRows = await handle.db.select().from(cities);
  expect(cityRows.map((c) => c.slug).sort()).toEqual(['amaravati', 'guntur', 'vijayawada']);
  for (const city of cityRows) {
    const cityAreas = await handle.db.select().from(areas).where(eq(areas.cityId, city.id));
    expect(cityAreas.length, city.slug).toBeGreaterThanOrEqual(10);
    for (const area of cityAreas) {
      expect(area.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(area.pincode).toMatch(/^5[0-9]{5}$/);
      expect(Math.abs((area.latitude ?? 0) - (city.latitude ?? 0))).toBeLessThan(0.15);
      expect(Math.abs((area.longitude ?? 0) - (city.longitude ?? 0))).toBeLessThan(0.15);
    }
  }
  const guntur = cityRows.find((c) => c.slug === 'guntur');
  const gunturAreas = await handle.db
    .select({ name: areas.name })
    .from(areas)
    .where(eq(areas.cityId, guntur?.id ?? -1));
  expect(gunturAreas.map((a) => a.name)).toEqual(
    expect.arrayContaining(['Brodipet', 'Arundelpet', 'Lakshmipuram']),
  );
});

test('seeding adds at least 60 listings covering every property type and both listing types', async () => {
  const listings = await allListings();
  expect(listings.length).toBeGreaterThanOrEqual(60);
  expect(new Set(listings.map((l) => l.propertyType))).toEqual(new Set(PROPERTY_TYPES));
  expect(new Set(listings.map((l) => l.listingType))).toEqual(new Set(['sell', 'rent']));
  for (const type of ['apartment', 'flat', 'independent-house', 'villa'] as const) {
    expect(
      listings.some((l) => l.propertyType === type && l.listingType === 'rent'),
      type,
    ).toBe(true);
  }
});

test('rent listings are only for built property types', async () => {
  const rented = (await allListings()).filter((l) => l.listingType === 'rent');
  expect(rented.length).toBeGreaterThan(0);
  for (const listing of rented)
    expect(['plot', 'agricultural-land']).not.toContain(listing.propertyType);
});

test('listings are mostly active and published, with two sold, one rented and a few pending', async () => {
  const listings = await allListings();
  const byStatus = (s: string) => listings.filter((l) => l.status === s);
  expect(byStatus('active').length).toBeGreaterThan(listings.length * 0.8);
  expect(byStatus('sold')).toHaveLength(2);
  expect(byStatus('rented')).toHaveLength(1);
  expect(byStatus('pending').length).toBeGreaterThanOrEqual(1);
  for (const listing of byStatus('active')) expect(listing.publishedAt).not.toBeNull();
  for (const listing of byStatus('pending')) expect(listing.publishedAt).toBeNull();
  const oldest = Math.min(...listings.map((l) => l.createdAt.getTime()));
  expect(Date.now() - oldest).toBeLessThanOrEqual(121 * 86_400_000);
});

test('listing details fit their property type', async () => {
  for (const l of await allListings()) {
    expect(l.price).toBeGreaterThan(0);
    expect(Number.isInteger(l.price)).toBe(true);
    expect(l.pincode).toMatch(/^\d{6}$/);
    const land = l.propertyType === 'plot' || l.propertyType === 'agricultural-land';
    if (land) {
      expect(['immediate', 'in-future']).toContain(l.possessionStatus);
      expect(l.bhk).toBeNull();
      expect(l.totalArea).not.toBeNull();
      expect(l.areaSqft).toBeCloseTo(
        (l.totalArea ?? 0) * SQFT_PER_UNIT[l.totalAreaUnit ?? 'sqft'],
        0,
      );
    } else {
      expect(['ready-to-move', 'under-construction']).toContain(l.possessionStatus);
      expect(l.bhk).not.toBeNull();
      expect(l.areaSqft).toBe(l.builtUpArea);
    }
    if (l.propertyType === 'apartment' || l.propertyType === 'flat')
      expect(l.maintenanceCharge).toBeGreaterThan(0);
    if (l.reraNumber) expect(l.reraNumber).toMatch(/^P\d{11}$/);
  }
});

test('every listing has two to six images whose variant files exist on disk', async () => {
  const listings = await allListings();
  const images = await handle.db.select().from(propertyImages);
  const byListing = new Map<number, PropertyImage[]>();
  for (const image of images)
    byListing.set(image.propertyId, [...(byListing.get(image.propertyId) ?? []), image]);
  for (const listing of listings) {
    const own = (byListing.get(listing.id) ?? []).sort((a, b) => a.position - b.position);
    expect(own.length, listing.title).toBeGreaterThanOrEqual(2);
    expect(own.length, listing.title).toBeLessThanOrEqual(6);
    expect(own.map((i) => i.position)).toEqual(own.map((_, i) => i));
    for (const image of own) {
      expect(image.altText).toBeTruthy();
      expect(image.width).toBe(1280);
      expect(image.height).toBe(853);
      for (const width of image.widths) {
        const stat = await fs.stat(path.join(mediaDir, variantKey(image.storageKey, width)));
        expect(stat.size).toBeGreaterThan(1000);
      }
    }
  }
});

test('the first run creates an admin with the admin role and returns its password', async () => {
  expect(first.seeded).toBe(true);
  expect(first.admin?.phone).toBe('9000000001');
  expect(first.admin?.password).toMatch(/^[A-Za-z0-9]{16}$/);
  const [admin] = await handle.db.select().from(users).where(eq(users.phone, '9000000001'));
  expect(admin?.role).toBe('admin');
  expect(await verifyPassword(admin?.passwordHash ?? '', first.admin?.password ?? '')).toBe(true);
  // Generated and printed: it must be changed at the first sign-in.
  expect(admin?.mustChangePassword).toBe(true);
  const owners = await handle.db.select().from(users);
  expect(owners.filter((u) => u.role === 'agent').length).toBeGreaterThanOrEqual(1);
});

test('a second run inserts nothing and returns no admin', async () => {
  const counts = async () => ({
    cities: (await handle.db.select({ n: count() }).from(cities))[0]?.n,
    areas: (await handle.db.select({ n: count() }).from(areas))[0]?.n,
    users: (await handle.db.select({ n: count() }).from(users))[0]?.n,
    properties: (await handle.db.select({ n: count() }).from(properties))[0]?.n,
    images: (await handle.db.select({ n: count() }).from(propertyImages))[0]?.n,
  });
  const before = await counts();
  const files = (await fs.readdir(mediaDir, { recursive: true })).length;
  const second = await seedDatabase(handle.db, createLocalStorage(mediaDir), () => {});
  expect(second).toEqual({ seeded: false });
  expect(await counts()).toEqual(before);
  expect((await fs.readdir(mediaDir, { recursive: true })).length).toBe(files);
});

test('the listing generator gives the same catalogue for the same moment', () => {
  const now = new Date('2026-03-01T06:30:00Z');
  expect(generateListings({ now })).toEqual(generateListings({ now }));
});

test('every picture the catalogue asks for draws a well-formed 1280 by 853 scene', async () => {
  const scenes = generateListings({ now: new Date() }).flatMap((listing) =>
    listing.images.map((image) => image.scene),
  );
  // The same catalogue as the seed's (its pictures do not depend on the moment).
  expect(scenes).toHaveLength((await handle.db.select({ n: count() }).from(propertyImages))[0]!.n);
  for (const scene of scenes) {
    // sharp parses the SVG (a broken document is refused) without drawing it.
    const { width, height } = await sharp(Buffer.from(renderScene(scene))).metadata();
    expect([width, height], JSON.stringify(scene)).toEqual([1280, 853]);
  }
  // Every kind of scene was also drawn and encoded for real by the seed above.
  expect([...drawn.keys()].sort()).toEqual([...new Set(scenes.map((scene) => scene.kind))].sort());
});

test('a scene renders the same 1280 by 853 picture for the same descriptor', () => {
  const svg = renderScene({ kind: 'villa', seed: 42 });
  expect(svg).toBe(renderScene({ kind: 'villa', seed: 42 }));
  expect(svg).toContain('width="1280" height="853"');
  expect(svg).not.toBe(renderScene({ kind: 'villa', seed: 43 }));
  expect(svg).not.toContain('<text');
});

test('the agency’s content is seeded once: people with accounts, blogs with pictures, eight distinct city pages', async () => {
  const db = handle.db;
  const agentRows = await db.select().from(agents);
  expect(agentRows).toHaveLength(6);
  for (const agent of agentRows) {
    const [account] = await db
      .select()
      .from(users)
      .where(eq(users.id, agent.userId ?? -1));
    expect(account?.role, agent.name).toBe('agent');
    expect(account?.phone).toBe(agent.phone);
    expect(agent.photoKey).toBeTruthy();
  }
  const blogRows = await db.select().from(blogs);
  expect(blogRows).toHaveLength(6);
  for (const blog of blogRows) {
    expect(blog.bodyHtml).not.toMatch(/<script|on\w+=|javascript:/i);
    await expect(
      fs.access(path.join(mediaDir, variantKey(blog.featuredImageKey ?? '', 400))),
    ).resolves.toBeUndefined();
  }
  expect(await db.select({ n: count() }).from(faqs)).toEqual([{ n: 7 }]);
  expect(await db.select({ n: count() }).from(services)).toEqual([{ n: 6 }]);
  const pages = await db.select().from(cityPages).orderBy(cityPages.sortOrder);
  expect(pages.map((page) => page.slug)).toEqual([
    'amaravati-real-estate',
    'vijayawada-real-estate',
    'real-estate-properties-in-Guntur',
    'real-estate-agents-in-Guntur',
    'real-estate-company-in-Guntur',
    'real-estate-agents-in-vijayawada',
    'property-for-sale-in-amaravati',
    'properties-in-vijayawada',
  ]);
  // No copy pasted between city pages: every paragraph is its page's own.
  const paragraphs = pages.flatMap((page) => [
    ...page.intro,
    ...page.sections.flatMap((section) => section.paragraphs),
  ]);
  expect(new Set(paragraphs).size).toBe(paragraphs.length);
  expect(paragraphs.join(' ')).not.toMatch(/lorem|ipsum/i);

  // A second start adds nothing.
  await seedDatabase(db, createLocalStorage(mediaDir), () => {});
  expect(await db.select({ n: count() }).from(agents)).toEqual([{ n: 6 }]);
  expect(await db.select({ n: count() }).from(blogs)).toEqual([{ n: 6 }]);
});
