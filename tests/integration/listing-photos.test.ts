import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { draftImages, propertyImages, type User } from '../../app/db/schema/index.ts';
import type { ListingFormActionData } from '../../app/features/listing-form/listing-form-result.ts';
import { action as addListingAction } from '../../app/routes/add-listing.tsx';
import { createCity, createUser } from '../factories/index.ts';
import { FLAT_FOR_SALE_FIELDS } from '../factories/listing-form-fields.ts';
import { answerOf, callRoute, form } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Photos of the listing form (issue 14's upload findings): a refused post stores nothing, an
// account adds at most UPLOAD_PHOTOS_PER_DAY photos a day, and a saved listing keeps its own.

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-listing-photos-'));
process.env.DATA_DIR = root;
process.env.UPLOAD_PHOTOS_PER_DAY = '5';
const listingPhotos = path.join(root, 'media', 'listings');

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

let png: Buffer;
beforeAll(async () => {
  png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
});

/** Every file under the listing photos' folder (the stored variants). */
async function storedFiles(): Promise<string[]> {
  const files = await fs.readdir(listingPhotos, { recursive: true }).catch(() => []);
  const found: string[] = [];
  for (const file of files) {
    if ((await fs.stat(path.join(listingPhotos, file))).isFile()) found.push(file);
  }
  return found;
}

async function post(user: User, fields: Record<string, string>, photos: number) {
  const body = form(fields);
  for (let n = 0; n < photos; n++) {
    body.append('photos', new File([new Uint8Array(png)], `photo-${n}.png`, { type: 'image/png' }));
  }
  return answerOf<ListingFormActionData>(
    await callRoute(addListingAction, '/add-listing', { user, body }),
  );
}

describeEachDatabase('listing form photos', () => {
  let fields: Record<string, string>;
  beforeAll(async () => {
    const { city, areas } = await createCity();
    fields = {
      ...FLAT_FOR_SALE_FIELDS,
      bhk: '2bhk',
      cityId: String(city.id),
      areaId: String(areas[0]!.id),
    };
  });

  test('a post refused by a field check stores none of its photos, and says how many were not kept', async () => {
    const owner = await createUser({ createdAt: new Date(Date.now() - 365 * 86_400_000) });
    const before = await storedFiles();
    const answer = await post(owner, { ...fields, title: '' }, 3);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      errors: { title: 'listingForm.error.titleRequired' },
      images: [],
      newPhotosNotKept: 3,
    });
    expect(
      await getDb().select().from(draftImages).where(eq(draftImages.ownerId, owner.id)),
    ).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  test('a valid post stores each photo in three sizes and leaves no drafts behind', async () => {
    const owner = await createUser({ createdAt: new Date(Date.now() - 365 * 86_400_000) });
    const before = (await storedFiles()).length;
    const answer = await post(owner, fields, 2);
    expect(answer.data).toMatchObject({ ok: true });
    const id = (answer.data as { id: number }).id;
    const images = await getDb()
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, id));
    expect(images).toHaveLength(2);
    // 64 px wide: only the smallest width is made.
    expect((await storedFiles()).length - before).toBe(
      images.reduce((n, image) => n + image.widths.length, 0),
    );
    expect(
      await getDb().select().from(draftImages).where(eq(draftImages.ownerId, owner.id)),
    ).toEqual([]);
  });

  test('a listing refused by the daily limit of a new account stores none of its photos', async () => {
    const owner = await createUser({ createdAt: new Date() });
    for (let n = 0; n < 3; n++) {
      expect(
        (await post(owner, { ...fields, title: `New account flat ${n}` }, 1)).data,
      ).toMatchObject({ ok: true });
    }
    const before = await storedFiles();
    const answer = await post(owner, { ...fields, title: 'One listing too many' }, 1);
    expect(answer.status).toBe(429);
    expect(answer.data).toMatchObject({
      ok: false,
      failure: { reason: 'listingForm.reason.dailyLimit', params: { count: 3 } },
      newPhotosNotKept: 1,
    });
    expect(await storedFiles()).toEqual(before);
    expect(
      await getDb().select().from(draftImages).where(eq(draftImages.ownerId, owner.id)),
    ).toEqual([]);
  });

  test('an account adds at most UPLOAD_PHOTOS_PER_DAY photos a day; the agency is not limited', async () => {
    const owner = await createUser({ createdAt: new Date(Date.now() - 365 * 86_400_000) });
    expect((await post(owner, { ...fields, title: 'Four photos' }, 4)).data).toMatchObject({
      ok: true,
    });
    const before = await storedFiles();
    const answer = await post(owner, { ...fields, title: 'Two more photos' }, 2);
    expect(answer.status).toBe(429);
    expect(answer.data).toMatchObject({
      ok: false,
      failure: { reason: 'listingForm.reason.photosPerDay', params: { count: 5 } },
      values: { title: 'Two more photos' },
      newPhotosNotKept: 2,
    });
    expect(await storedFiles()).toEqual(before);

    const admin = await createUser({ role: 'admin' });
    for (let n = 0; n < 2; n++) {
      expect((await post(admin, { ...fields, title: `Agency flat ${n}` }, 3)).data).toMatchObject({
        ok: true,
      });
    }
  });

  test('parallel photo posts of one account are taken one at a time, and all are saved', async () => {
    const owner = await createUser({ createdAt: new Date(Date.now() - 365 * 86_400_000) });
    const answers = await Promise.all(
      [0, 1, 2].map((n) => post(owner, { ...fields, title: `Parallel flat ${n}` }, 1)),
    );
    expect(answers.map((answer) => answer.data.ok)).toEqual([true, true, true]);
  });
});
