import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import {
  draftImages,
  likes,
  listingStatusEvents,
  properties,
  propertyImages,
  type ListingStatus,
  type ListingType,
  type User,
} from '../../app/db/schema/index.ts';
import {
  propertyToFormValues,
  toPropertyValues,
} from '../../app/features/listing-form/to-property-values.ts';
import {
  expireStaleListings,
  startListingExpiryTimer,
} from '../../app/features/listings/expire-listings.server.ts';
import * as listings from '../../app/features/listings/manage-listings.server.ts';
import { type ListingResult } from '../../app/features/listings/manage-listings.server.ts';
import {
  getDraftImages,
  pruneDraftImages,
  saveDraftImages,
  type DraftImage,
} from '../../app/features/listings/draft-images.server.ts';
import { getPriceHistory } from '../../app/features/listings/price-history.server.ts';
import { getListingPage } from '../../app/features/listing-details/listing-details.server.ts';
import { variantKey } from '../../app/features/media/images.ts';
import { createLocalStorage, type MediaStorage } from '../../app/features/media/storage.server.ts';
import { UploadError } from '../../app/features/media/upload-error.ts';
import { createCity, createProperty, createPropertyImage, createUser } from '../factories/index.ts';
import { describeEachDatabase } from '../support/test-database.ts';
import { type Actor } from '../../app/features/listings/permissions.ts';
import type { ListingValues } from '../../app/features/listings/listing-values.ts';
import { type ListingFormValue } from '../../app/features/listing-form/listing-form-value.ts';
import { parseListingForm } from '../../app/features/listing-form/parse-listing-form.ts';
import { FLAT_FOR_SALE_FIELDS } from '../factories/listing-form-fields.ts';

// The commands return a Result; these unwrap it, so a refusal fails the call with
// `refused: <reason>`, which the tests below assert where a refusal is what they expect.
async function unwrap<T>(result: Promise<ListingResult<T>>): Promise<T> {
  const outcome = await result;
  if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`);
  return outcome.value;
}
const createListing = (...args: Parameters<typeof listings.createListing>) =>
  unwrap(listings.createListing(...args));
const getListingForEdit = (...args: Parameters<typeof listings.getListingForEdit>) =>
  unwrap(listings.getListingForEdit(...args));
const updateListing = (...args: Parameters<typeof listings.updateListing>) =>
  unwrap(listings.updateListing(...args));
const deleteListing = (...args: Parameters<typeof listings.deleteListing>) =>
  unwrap(listings.deleteListing(...args));
const changeListingStatus = (...args: Parameters<typeof listings.changeListingStatus>) =>
  unwrap(listings.changeListingStatus(...args));

// Anything that falls back to the configured media folder writes to a scratch folder.
const root = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-manage-listings-'));
process.env.DATA_DIR = root;

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

const DAY = 86_400_000;

/** A media folder of its own, so a test can count the files it left. */
async function newStorage(): Promise<{ dir: string; storage: MediaStorage }> {
  const dir = await fs.mkdtemp(path.join(root, 'media-'));
  return { dir, storage: createLocalStorage(dir) };
}

async function filesIn(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function hasFiles(storage: MediaStorage, image: { storageKey: string; widths: number[] }) {
  const found = await Promise.all(
    image.widths.map((w) => storage.get(variantKey(image.storageKey, w))),
  );
  return found.every((bytes) => bytes !== null);
}

async function hasNoFiles(storage: MediaStorage, image: { storageKey: string; widths: number[] }) {
  const found = await Promise.all(
    image.widths.map((w) => storage.get(variantKey(image.storageKey, w))),
  );
  return found.every((bytes) => bytes === null);
}

let pngs: Buffer[] = [];
beforeAll(async () => {
  pngs = await Promise.all(
    Array.from({ length: 21 }, (_, i) =>
      sharp({
        create: { width: 48, height: 32, channels: 3, background: { r: i * 10, g: 90, b: 60 } },
      })
        .png()
        .toBuffer(),
    ),
  );
});

const actorOf = (user: User): Actor => ({ id: user.id, role: user.role });

const flatFields = { ...FLAT_FOR_SALE_FIELDS, bhk: '2bhk' };

function formValue(
  place: { cityId: number; areaId: number },
  overrides: Record<string, unknown> = {},
): ListingFormValue {
  const result = parseListingForm({
    ...flatFields,
    cityId: String(place.cityId),
    areaId: String(place.areaId),
    ...overrides,
  });
  if (!result.ok) throw new Error(`expected a valid form, got ${JSON.stringify(result.errors)}`);
  return result.value;
}

/** The same listing as the values the commands save. */
function listingValues(
  place: { cityId: number; areaId: number },
  overrides: Record<string, unknown> = {},
): ListingValues {
  return toPropertyValues(formValue(place, overrides));
}

async function newPlace() {
  const { city, areas } = await createCity();
  return { cityId: city.id, areaId: areas[0]!.id, otherAreaId: areas[1]!.id };
}

/** An owner (an old account, so the daily limit stays out of the way) and a place. */
async function setup(overrides: Partial<User> = {}) {
  const owner = await createUser({ createdAt: new Date(Date.now() - 365 * DAY), ...overrides });
  return { owner, actor: actorOf(owner), place: await newPlace() };
}

async function imagesOf(propertyId: number) {
  return getDb()
    .select()
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(asc(propertyImages.position));
}

async function rowOf(propertyId: number) {
  const [row] = await getDb().select().from(properties).where(eq(properties.id, propertyId));
  return row;
}

async function draftsOf(ownerId: number) {
  return getDb().select().from(draftImages).where(eq(draftImages.ownerId, ownerId));
}

const ids = (images: readonly DraftImage[]) => images.map((image) => image.id);

describeEachDatabase('managing listings', () => {
  // ——— Create ———

  test('a new listing is pending under moderation, owned by the actor, with its photos in order', async () => {
    const { owner, actor, place } = await setup();
    const { storage } = await newStorage();
    const drafts = await saveDraftImages(owner.id, pngs.slice(0, 3), storage);
    const order = [drafts[2]!.id, drafts[0]!.id, drafts[1]!.id];

    const before = Date.now();
    const created = await createListing(actor, listingValues(place), order, { moderation: true });

    expect(created.status).toBe('pending');
    const row = await rowOf(created.id);
    expect(row).toMatchObject({
      ownerId: owner.id,
      status: 'pending',
      publishedAt: null,
      title: flatFields.title,
    });
    expect(row!.confirmedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const images = await imagesOf(created.id);
    expect(images.map((i) => [i.position, i.storageKey])).toEqual(
      order.map((id, position) => [position, drafts.find((d) => d.id === id)!.storageKey]),
    );
    expect(await draftsOf(owner.id)).toEqual([]);
    for (const image of images) expect(await hasFiles(storage, image)).toBe(true);
  });

  test('a new listing is active and published at once when moderation is off', async () => {
    const { owner, actor, place } = await setup();
    const { storage } = await newStorage();
    const drafts = await saveDraftImages(owner.id, pngs.slice(0, 1), storage);
    const created = await createListing(actor, listingValues(place), ids(drafts), {
      moderation: false,
    });
    expect(created.status).toBe('active');
    expect((await rowOf(created.id))!.publishedAt).toBeInstanceOf(Date);
  });

  test('moderation follows the setting, on by default', async () => {
    const { owner, actor, place } = await setup();
    const { storage } = await newStorage();
    const drafts = await saveDraftImages(owner.id, pngs.slice(0, 1), storage);
    expect((await createListing(actor, listingValues(place), ids(drafts))).status).toBe('pending');
  });

  test('a crafted post naming another owner, a status and an id cannot choose them', async () => {
    const { owner, actor, place } = await setup();
    const other = await createUser();
    const { storage } = await newStorage();
    const drafts = await saveDraftImages(owner.id, pngs.slice(0, 1), storage);
    const crafted = listingValues(place, {
      ownerId: String(other.id),
      userId: String(other.id),
      status: 'active',
      publishedAt: '2020-01-01',
      id: '1',
    });
    const created = await createListing(actor, crafted, ids(drafts));
    expect(await rowOf(created.id)).toMatchObject({
      ownerId: owner.id,
      status: 'pending',
      publishedAt: null,
    });
  });

  test('a place whose area is not in its city, or an unknown city, is refused', async () => {
    const { owner, actor, place } = await setup();
    const elsewhere = await newPlace();
    const { storage } = await newStorage();
    const drafts = await saveDraftImages(owner.id, pngs.slice(0, 1), storage);
    await expect(
      createListing(
        actor,
        listingValues({ cityId: place.cityId, areaId: elsewhere.areaId }),
        ids(drafts),
      ),
    ).rejects.toThrow('refused: invalid-place');
    await expect(
      createListing(actor, { ...listingValues(place), cityId: 2_000_000_000 }, ids(drafts)),
    ).rejects.toThrow('refused: invalid-place');
    // The refused posts kept their photos as drafts.
    expect(await getDraftImages(owner.id, ids(drafts))).toEqual(drafts);
  });

  // ——— Photos ———

  test('a listing needs 1 to 20 photos', async () => {
    const { owner, actor, place } = await setup();
    const { storage } = await newStorage();
    await expect(createListing(actor, listingValues(place), [])).rejects.toThrow(
      'refused: image-count',
    );
    const drafts = await saveDraftImages(owner.id, pngs.slice(0, 21), storage);
    expect(drafts).toHaveLength(21);
    await expect(createListing(actor, listingValues(place), ids(drafts))).rejects.toThrow(
      'refused: image-count',
    );
    expect(await draftsOf(owner.id)).toHaveLength(21);

    const created = await createListing(actor, listingValues(place), ids(drafts.slice(0, 20)));
    expect(await imagesOf(created.id)).toHaveLength(20);
    const saved = (await getListingForEdit(actor, created.id)).images;
    await expect(
      updateListing(
        actor,
        created.id,
        listingValues(place),
        [
          ...saved.map((i) => ({ kind: 'saved' as const, id: i.id })),
          { kind: 'draft', id: drafts[20]!.id },
        ],
        storage,
      ),
    ).rejects.toThrow('refused: image-count');
    await expect(
      updateListing(actor, created.id, listingValues(place), [], storage),
    ).rejects.toThrow('refused: image-count');
    expect(await imagesOf(created.id)).toHaveLength(20);
    expect(await getDraftImages(owner.id, [drafts[20]!.id])).toHaveLength(1);
  });

  test('another user’s draft photos are ignored: not shown, not used, not taken', async () => {
    const { owner, actor, place } = await setup();
    const other = await createUser();
    const { storage } = await newStorage();
    const mine = await saveDraftImages(owner.id, pngs.slice(0, 2), storage);
    const theirs = await saveDraftImages(other.id, pngs.slice(2, 3), storage);

    expect(
      await getDraftImages(owner.id, [theirs[0]!.id, mine[1]!.id, mine[0]!.id, mine[1]!.id]),
    ).toEqual([mine[1], mine[0]]);
    await expect(createListing(actor, listingValues(place), ids(theirs))).rejects.toThrow(
      'refused: image-count',
    );
    const created = await createListing(actor, listingValues(place), [theirs[0]!.id, mine[0]!.id]);
    expect((await imagesOf(created.id)).map((i) => i.storageKey)).toEqual([mine[0]!.storageKey]);
    expect(await draftsOf(other.id)).toHaveLength(1);
    expect(await hasFiles(storage, theirs[0]!)).toBe(true);
  });

  test('an upload that fails part way stores nothing: no draft rows, no files', async () => {
    const { owner } = await setup();
    const { dir, storage } = await newStorage();
    const notAnImage = Buffer.from('this is a text file, not a photo');
    await expect(
      saveDraftImages(owner.id, [pngs[0]!, pngs[1]!, notAnImage], storage),
    ).rejects.toThrow(UploadError);
    expect(await draftsOf(owner.id)).toEqual([]);
    expect(await filesIn(dir)).toEqual([]);

    // The storage fails on the third write.
    let puts = 0;
    const failing: MediaStorage = {
      ...storage,
      async put(key, body, type) {
        if (++puts === 3) throw new Error('disk full');
        await storage.put(key, body, type);
      },
    };
    await expect(saveDraftImages(owner.id, pngs.slice(0, 4), failing)).rejects.toThrow('disk full');
    expect(await filesIn(dir)).toEqual([]);
  });

  test('draft rows that cannot be written take their files with them', async () => {
    const { dir, storage } = await newStorage();
    await expect(saveDraftImages(2_000_000_000, pngs.slice(0, 2), storage)).rejects.toThrow();
    expect(await filesIn(dir)).toEqual([]);
  });

  test('a failing photo insert leaves no listing, keeps the photos as drafts, and no file outlives its draft', async () => {
    const { owner, actor, place } = await setup();
    const { dir, storage } = await newStorage();
    const drafts = await saveDraftImages(owner.id, pngs.slice(0, 2), storage);
    const db = getDb();
    await db.execute(sql`CREATE FUNCTION refuse_listing_photo() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'photo insert refused for the test'; END $$`);
    await db.execute(sql`CREATE TRIGGER refuse_listing_photo BEFORE INSERT ON property_images
      FOR EACH ROW EXECUTE FUNCTION refuse_listing_photo()`);
    try {
      await expect(createListing(actor, listingValues(place), ids(drafts))).rejects.toThrow(
        'Failed query: insert into "property_images"',
      );
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_listing_photo ON property_images`);
      await db.execute(sql`DROP FUNCTION refuse_listing_photo()`);
    }
    expect(await db.select().from(properties).where(eq(properties.ownerId, owner.id))).toEqual([]);
    expect(await getDraftImages(owner.id, ids(drafts))).toEqual(drafts);
    expect(await filesIn(dir)).toHaveLength(2);

    // Drafts nobody used are removed after a day, files and all.
    expect(await pruneDraftImages(new Date(Date.now() + 2 * DAY), storage)).toBeGreaterThanOrEqual(
      2,
    );
    expect(await draftsOf(owner.id)).toEqual([]);
    expect(await filesIn(dir)).toEqual([]);
  });

  test('drafts younger than a day are kept by the prune', async () => {
    const { owner } = await setup();
    const { storage } = await newStorage();
    const drafts = await saveDraftImages(owner.id, pngs.slice(0, 1), storage);
    await pruneDraftImages(new Date(Date.now() + DAY / 2), storage);
    expect(await getDraftImages(owner.id, ids(drafts))).toEqual(drafts);
    expect(await hasFiles(storage, drafts[0]!)).toBe(true);
  });

  // ——— Edit ———

  test('the edit form gets the saved values, the status, the last confirmation and the photos in order', async () => {
    const { owner, actor, place } = await setup();
    const { storage } = await newStorage();
    const drafts = await saveDraftImages(owner.id, pngs.slice(0, 2), storage);
    const created = await createListing(actor, listingValues(place), ids(drafts));
    const edit = await getListingForEdit(actor, created.id);
    expect(edit).toMatchObject({ id: created.id, status: 'pending' });
    expect(edit.confirmedAt).toBeInstanceOf(Date);
    expect(edit.images.map((i) => [i.kind, i.storageKey])).toEqual(
      drafts.map((d) => ['saved', d.storageKey]),
    );
    // The form starts from what was saved: posting it untouched saves the same row.
    const reparsed = parseListingForm(propertyToFormValues(edit.values));
    if (!reparsed.ok) throw new Error(JSON.stringify(reparsed.errors));
    expect(toPropertyValues(reparsed.value)).toEqual(toPropertyValues(formValue(place)));
  });

  test('an edit reorders, adds and removes photos, deleting only the removed photos’ files', async () => {
    const { owner, actor, place } = await setup();
    const { storage } = await newStorage();
    const drafts = await saveDraftImages(owner.id, pngs.slice(0, 3), storage);
    const created = await createListing(actor, listingValues(place), ids(drafts));
    const [a, b, c] = (await getListingForEdit(actor, created.id)).images;
    const [added] = await saveDraftImages(owner.id, pngs.slice(5, 6), storage);

    await updateListing(
      actor,
      created.id,
      listingValues(place, { title: 'Renovated 2BHK flat' }),
      [
        { kind: 'saved', id: c!.id },
        { kind: 'draft', id: added!.id },
        { kind: 'saved', id: a!.id },
        { kind: 'saved', id: c!.id },
      ],
      storage,
    );

    expect((await imagesOf(created.id)).map((i) => [i.position, i.storageKey])).toEqual([
      [0, c!.storageKey],
      [1, added!.storageKey],
      [2, a!.storageKey],
    ]);
    expect((await rowOf(created.id))!.title).toBe('Renovated 2BHK flat');
    expect(await hasNoFiles(storage, b!)).toBe(true);
    for (const kept of [a!, c!, added!]) expect(await hasFiles(storage, kept)).toBe(true);
    expect(await getDraftImages(owner.id, [added!.id])).toEqual([]);
  });

  test('photos of another listing cannot be moved into this one', async () => {
    const { owner, actor, place } = await setup();
    const { storage } = await newStorage();
    const mine = await createProperty({ ownerId: owner.id, ...place });
    const myImage = await createPropertyImage(mine.id);
    const theirs = await createProperty({ ...place });
    const theirImage = await createPropertyImage(theirs.id);
    await updateListing(
      actor,
      mine.id,
      listingValues(place),
      [
        { kind: 'saved', id: theirImage.id },
        { kind: 'saved', id: myImage.id },
      ],
      storage,
    );
    expect((await imagesOf(mine.id)).map((i) => i.id)).toEqual([myImage.id]);
    expect((await imagesOf(theirs.id)).map((i) => i.id)).toEqual([theirImage.id]);
  });

  test('editing an active listing under moderation sends it back to review', async () => {
    const { owner, actor, place } = await setup();
    const { storage } = await newStorage();
    const listing = await createProperty({ ownerId: owner.id, ...place, status: 'active' });
    const image = await createPropertyImage(listing.id);
    const order = [{ kind: 'saved' as const, id: image.id }];

    expect(
      await updateListing(actor, listing.id, listingValues(place), order, storage, {
        moderation: false,
      }),
    ).toEqual({
      status: 'active',
    });
    expect(
      await updateListing(actor, listing.id, listingValues(place), order, storage, {
        moderation: true,
      }),
    ).toEqual({
      status: 'pending',
    });
    expect((await rowOf(listing.id))!.status).toBe('pending');
  });

  test('a price change after the listing went live joins its price history, shown on the details page', async () => {
    const { owner, actor, place } = await setup();
    const { storage } = await newStorage();
    const listing = await createProperty({
      ownerId: owner.id,
      ...place,
      status: 'active',
      price: 4_500_000,
    });
    const order = [{ kind: 'saved' as const, id: (await createPropertyImage(listing.id)).id }];
    const edit = (overrides: Record<string, unknown>, at: string) =>
      updateListing(actor, listing.id, listingValues(place, overrides), order, storage, {
        moderation: false,
        now: new Date(at),
      });

    await edit({ priceAmount: '45', title: 'Same price, new title' }, '2026-11-02T10:00:00Z');
    expect(await getPriceHistory(listing.id)).toEqual([]);
    await edit({ priceAmount: '42' }, '2026-11-10T10:00:00Z');
    await edit({ priceAmount: '43.5' }, '2026-11-20T10:00:00Z');
    expect(await getPriceHistory(listing.id)).toEqual([
      { fromPrice: 4_200_000, toPrice: 4_350_000, at: new Date('2026-11-20T10:00:00Z') },
      { fromPrice: 4_500_000, toPrice: 4_200_000, at: new Date('2026-11-10T10:00:00Z') },
    ]);

    const page = await getListingPage(listing.id);
    expect(page!.display.priceHistory).toEqual([
      {
        id: 'price-0',
        label: { text: 'Nov\u00a020,\u00a02026' },
        value: {
          key: 'details.priceHistory.up',
          params: {
            from: '₹\u00a042\u00a0L',
            to: '₹\u00a043.5\u00a0L',
            amount: '₹\u00a01.5\u00a0L',
            percent: '3.6',
          },
        },
      },
      {
        id: 'price-1',
        label: { text: 'Nov\u00a010,\u00a02026' },
        value: {
          key: 'details.priceHistory.down',
          params: {
            from: '₹\u00a045\u00a0L',
            to: '₹\u00a042\u00a0L',
            amount: '₹\u00a03\u00a0L',
            percent: '6.7',
          },
        },
      },
    ]);
  });

  test('a price set before the listing first went live, or across a change from sale to rent, is no history', async () => {
    const { owner, actor, place } = await setup();
    const { storage } = await newStorage();
    const draft = await createProperty({
      ownerId: owner.id,
      ...place,
      status: 'pending',
      publishedAt: null,
    });
    const order = async (id: number) => [
      { kind: 'saved' as const, id: (await createPropertyImage(id)).id },
    ];
    await updateListing(
      actor,
      draft.id,
      listingValues(place, { priceAmount: '40' }),
      await order(draft.id),
      storage,
    );
    expect(await getPriceHistory(draft.id)).toEqual([]);

    const live = await createProperty({ ownerId: owner.id, ...place, status: 'active' });
    await updateListing(
      actor,
      live.id,
      listingValues(place, { listingType: 'rent', priceAmount: '18', priceUnit: 'K' }),
      await order(live.id),
      storage,
      { moderation: false },
    );
    expect((await rowOf(live.id))!.price).toBe(18_000);
    expect(await getPriceHistory(live.id)).toEqual([]);
    expect((await getListingPage(live.id))!.display.priceHistory).toEqual([]);
  });

  test('an edit that turns a flat into a plot clears the flat’s fields', async () => {
    const { owner, actor, place } = await setup();
    const { storage } = await newStorage();
    const listing = await createProperty({
      ownerId: owner.id,
      ...place,
      coveredFourWheelerParking: 1,
    });
    const image = await createPropertyImage(listing.id);
    await updateListing(
      actor,
      listing.id,
      listingValues(place, {
        propertyType: 'plot',
        possessionStatus: 'immediate',
        totalArea: '200',
        totalAreaUnit: 'sqyd',
      }),
      [{ kind: 'saved', id: image.id }],
      storage,
    );
    expect(await rowOf(listing.id)).toMatchObject({
      propertyType: 'plot',
      bhk: null,
      bathrooms: null,
      furnishing: null,
      builtUpArea: null,
      coveredFourWheelerParking: null,
      totalArea: 200,
      totalAreaUnit: 'sqyd',
      areaSqft: 1800,
    });
  });

  // ——— Who may ———

  type Case = {
    name: string;
    status?: ListingStatus;
    listingType?: ListingType;
    run: (
      actor: Actor,
      listing: { id: number; imageId: number; place: { cityId: number; areaId: number } },
      storage: MediaStorage,
    ) => Promise<unknown>;
  };
  const cases: Case[] = [
    { name: 'getListingForEdit', run: (actor, l) => getListingForEdit(actor, l.id) },
    {
      name: 'updateListing',
      run: (actor, l, storage) =>
        updateListing(
          actor,
          l.id,
          listingValues(l.place),
          [{ kind: 'saved', id: l.imageId }],
          storage,
        ),
    },
    { name: 'deleteListing', run: (actor, l, storage) => deleteListing(actor, l.id, storage) },
    { name: 'withdraw', run: (actor, l) => changeListingStatus(actor, l.id, 'withdraw') },
    {
      name: 'relist',
      status: 'withdrawn',
      run: (actor, l) => changeListingStatus(actor, l.id, 'relist'),
    },
    { name: 'mark-sold', run: (actor, l) => changeListingStatus(actor, l.id, 'mark-sold') },
    {
      name: 'mark-rented',
      listingType: 'rent',
      run: (actor, l) => changeListingStatus(actor, l.id, 'mark-rented'),
    },
    {
      name: 'confirm-available',
      status: 'expired',
      run: (actor, l) => changeListingStatus(actor, l.id, 'confirm-available'),
    },
  ];

  test.each(cases)(
    '$name: only the owner or an admin may',
    async ({ status = 'active', listingType = 'sell', run }) => {
      const { owner, actor, place } = await setup();
      const { storage } = await newStorage();
      const stranger = await createUser();
      const agent = await createUser({ role: 'agent' });
      const admin = await createUser({ role: 'admin' });

      const makeListing = async () => {
        const listing = await createProperty({ ownerId: owner.id, ...place, status, listingType });
        const image = await createPropertyImage(listing.id);
        return { id: listing.id, imageId: image.id, place };
      };

      const listing = await makeListing();
      const before = { row: await rowOf(listing.id), images: await imagesOf(listing.id) };
      for (const outsider of [stranger, agent]) {
        await expect(run(actorOf(outsider), listing, storage)).rejects.toThrow(
          'refused: not-found',
        );
      }
      expect({ row: await rowOf(listing.id), images: await imagesOf(listing.id) }).toEqual(before);
      // A listing that does not exist looks the same as one that is not yours.
      await expect(run(actor, { ...listing, id: 2_000_000_000 }, storage)).rejects.toThrow(
        'refused: not-found',
      );
      await expect(run(actor, { ...listing, id: Number.NaN }, storage)).rejects.toThrow(
        'refused: not-found',
      );

      await expect(run(actorOf(admin), listing, storage)).resolves.not.toThrow();
      await expect(run(actor, await makeListing(), storage)).resolves.not.toThrow();
    },
  );

  // ——— Status ———

  test('owners withdraw, relist and mark listings sold or rented', async () => {
    const { owner, actor, place } = await setup();
    const sale = await createProperty({ ownerId: owner.id, ...place, status: 'active' });
    const rental = await createProperty({
      ownerId: owner.id,
      ...place,
      status: 'active',
      listingType: 'rent',
    });

    expect((await changeListingStatus(actor, sale.id, 'withdraw')).status).toBe('withdrawn');
    expect((await changeListingStatus(actor, sale.id, 'relist', { moderation: true })).status).toBe(
      'pending',
    );
    await expect(changeListingStatus(actor, sale.id, 'relist')).rejects.toThrow(
      'refused: transition',
    );
    await expect(changeListingStatus(actor, sale.id, 'mark-sold')).rejects.toThrow(
      'refused: transition',
    );
    expect((await changeListingStatus(actor, sale.id, 'withdraw')).status).toBe('withdrawn');
    expect((await changeListingStatus(actor, sale.id, 'mark-sold')).status).toBe('sold');
    expect(
      (await changeListingStatus(actor, sale.id, 'relist', { moderation: false })).status,
    ).toBe('active');

    await expect(changeListingStatus(actor, rental.id, 'mark-sold')).rejects.toThrow(
      'refused: transition',
    );
    expect((await changeListingStatus(actor, rental.id, 'mark-rented')).status).toBe('rented');
    expect((await rowOf(rental.id))!.status).toBe('rented');
  });

  test('a listing not confirmed for 30 days expires, and one click brings it back', async () => {
    const { owner, actor, place } = await setup();
    const now = new Date();
    const stale = await createProperty({
      ownerId: owner.id,
      ...place,
      confirmedAt: new Date(now.getTime() - 31 * DAY),
    });
    const fresh = await createProperty({
      ownerId: owner.id,
      ...place,
      confirmedAt: new Date(now.getTime() - 29 * DAY),
    });
    const withdrawn = await createProperty({
      ownerId: owner.id,
      ...place,
      status: 'withdrawn',
      confirmedAt: new Date(now.getTime() - 90 * DAY),
    });

    expect(await expireStaleListings(now)).toBe(1);
    expect((await rowOf(stale.id))!.status).toBe('expired');
    expect((await rowOf(fresh.id))!.status).toBe('active');
    expect((await rowOf(withdrawn.id))!.status).toBe('withdrawn');
    expect(await expireStaleListings(now)).toBe(0);

    const confirmed = await changeListingStatus(actor, stale.id, 'confirm-available', {
      moderation: true,
    });
    expect(confirmed.status).toBe('active');
    expect(confirmed.confirmedAt.getTime()).toBeGreaterThan(now.getTime() - 1000);
    expect((await getListingForEdit(actor, stale.id)).confirmedAt).toEqual(confirmed.confirmedAt);
    expect(await expireStaleListings(now)).toBe(0);

    // Confirming an active listing only renews the confirmation.
    const renewed = await changeListingStatus(actor, fresh.id, 'confirm-available');
    expect(renewed.status).toBe('active');
    expect((await rowOf(fresh.id))!.confirmedAt).toEqual(renewed.confirmedAt);
    await expect(changeListingStatus(actor, withdrawn.id, 'confirm-available')).rejects.toThrow(
      'refused: transition',
    );
  });

  test('every status change leaves a row in the listing’s history, with who did it', async () => {
    const { owner, actor, place } = await setup();
    const history = async (id: number) =>
      (
        await getDb()
          .select()
          .from(listingStatusEvents)
          .where(eq(listingStatusEvents.propertyId, id))
          .orderBy(asc(listingStatusEvents.id))
      ).map((e) => [e.fromStatus, e.toStatus, e.actorUserId]);
    const listing = await createProperty({
      ownerId: owner.id,
      ...place,
      confirmedAt: new Date(Date.now() - 400 * DAY),
    });
    // The sweep expires it (no actor: the system), the owner confirms, then withdraws.
    expect(await expireStaleListings(new Date(), 30)).toBeGreaterThanOrEqual(1);
    await changeListingStatus(actor, listing.id, 'confirm-available');
    await changeListingStatus(actor, listing.id, 'confirm-available');
    await changeListingStatus(actor, listing.id, 'withdraw');
    expect(await history(listing.id)).toEqual([
      ['active', 'expired', null],
      ['expired', 'active', owner.id],
      // Confirming an active listing changes no status: no row.
      ['active', 'withdrawn', owner.id],
    ]);
  });

  test('a relisted listing counts as just confirmed, so the next sweep leaves it alone', async () => {
    const { owner, actor, place } = await setup();
    const listing = await createProperty({
      ownerId: owner.id,
      ...place,
      status: 'withdrawn',
      confirmedAt: new Date(Date.now() - 90 * DAY),
    });
    await changeListingStatus(actor, listing.id, 'relist', { moderation: false });
    await expireStaleListings();
    expect((await rowOf(listing.id))!.status).toBe('active');
  });

  test('the expiry timer sweeps at once and logs what it did', async () => {
    const { owner, place } = await setup();
    const stale = await createProperty({
      ownerId: owner.id,
      ...place,
      confirmedAt: new Date(Date.now() - 60 * DAY),
    });
    const logger = { info: vi.fn(), warn: vi.fn() };
    const stop = startListingExpiryTimer(logger);
    try {
      await vi.waitFor(() => expect(logger.info).toHaveBeenCalled(), { timeout: 10_000 });
    } finally {
      stop();
    }
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.info.mock.calls[0]![0]).toMatchObject({ expired: 1 });
    expect((await rowOf(stale.id))!.status).toBe('expired');
  });

  // ——— Delete ———

  test('deleting a listing removes its rows, likes and photo files', async () => {
    const { owner, actor, place } = await setup();
    const { dir, storage } = await newStorage();
    const drafts = await saveDraftImages(owner.id, pngs.slice(0, 3), storage);
    const created = await createListing(actor, listingValues(place), ids(drafts));
    const fan = await createUser();
    await getDb().insert(likes).values({ userId: fan.id, propertyId: created.id });
    expect(await filesIn(dir)).toHaveLength(3);

    await deleteListing(actor, created.id, storage);

    expect(await rowOf(created.id)).toBeUndefined();
    expect(await imagesOf(created.id)).toEqual([]);
    expect(
      await getDb()
        .select()
        .from(likes)
        .where(and(eq(likes.propertyId, created.id))),
    ).toEqual([]);
    expect(await filesIn(dir)).toEqual([]);
    await expect(deleteListing(actor, created.id, storage)).rejects.toThrow('refused: not-found');
  });

  // ——— Spam limit ———

  test('a new account may create 3 listings a day; older accounts and staff are not limited', async () => {
    const place = await newPlace();
    const { storage } = await newStorage();
    const newcomer = await createUser();
    const create = async (user: User, now?: Date) => {
      const drafts = await saveDraftImages(user.id, pngs.slice(0, 1), storage);
      return createListing(actorOf(user), listingValues(place), ids(drafts), now ? { now } : {});
    };

    // Listings from more than a day ago do not count.
    await create(newcomer, new Date(Date.now() - 25 * 3_600_000));
    for (let i = 0; i < 3; i++) await create(newcomer);
    await expect(create(newcomer)).rejects.toThrow('refused: daily-limit');
    expect(await draftsOf(newcomer.id)).toHaveLength(1);
    // Tomorrow it may again.
    await expect(create(newcomer, new Date(Date.now() + DAY + 60_000))).resolves.toMatchObject({
      status: 'pending',
    });

    const veteran = await createUser({ createdAt: new Date(Date.now() - 31 * DAY) });
    for (let i = 0; i < 4; i++) await create(veteran);
    const agent = await createUser({ role: 'agent' });
    for (let i = 0; i < 4; i++) await create(agent);
  });

  test('simultaneous posts cannot slip past the daily limit', async () => {
    const place = await newPlace();
    const { storage } = await newStorage();
    const newcomer = await createUser();
    const drafts = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        saveDraftImages(newcomer.id, pngs.slice(i, i + 1), storage),
      ),
    );
    const results = await Promise.all(
      drafts.map((draft) =>
        listings.createListing(actorOf(newcomer), listingValues(place), ids(draft)),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    for (const r of results.filter((r) => !r.ok)) {
      expect(r).toMatchObject({ ok: false, reason: 'daily-limit', limit: 3 });
    }
  });
});
