import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { getConfig } from '../../app/config.server.ts';
import { getDb } from '../../app/db/db.server.ts';
import { propertyImages } from '../../app/db/schema/index.ts';
import type { ListingFormActionData } from '../../app/features/listing-form/listing-form-result.ts';
import {
  deleteImageVariants,
  storeImageVariants,
} from '../../app/features/media/image-processing.server.ts';
import { IMAGE_WIDTHS, variantKey } from '../../app/features/media/images.ts';
import {
  createMediaStorage,
  getMediaStorage,
  mediaStorageKind,
} from '../../app/features/media/media-storage.server.ts';
import {
  MEDIA_CACHE_CONTROL,
  S3StorageError,
  createS3Storage,
  s3ObjectUrl,
} from '../../app/features/media/s3-storage.server.ts';
import { mediaResponse } from '../../app/features/media/serve-media.server.ts';
import { action as addListingAction } from '../../app/routes/add-listing.tsx';
import { createCity, createUser } from '../factories/index.ts';
import { FLAT_FOR_SALE_FIELDS } from '../factories/listing-form-fields.ts';
import { answerOf, callRoute, form } from '../support/call-route.ts';
import { startS3Peer } from '../support/s3-peer.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// The S3 media adapter against a real S3 protocol peer (s3rver on loopback, path style): the
// bytes, types and cache headers of objects, missing keys, refused credentials, and a listing
// photo posted through the listing form landing in the bucket with its variants.
//
// s3rver does not verify Signature Version 4 signatures (see tests/support/s3-peer.ts): what
// it refuses is an access key id it does not know, which is what is proved here. A wrong
// secret is proved refused by the signature-checking fake S3 of the unit tests.

const peer = await startS3Peer({ bucket: 'nivasa-test-media' });
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-s3-storage-'));
// The app's configuration (read on first use): media in the peer's bucket.
vi.stubEnv('DATA_DIR', dataDir);
vi.stubEnv('S3_ENDPOINT', peer.endpoint);
vi.stubEnv('S3_REGION', peer.region);
vi.stubEnv('S3_BUCKET', peer.bucket);
vi.stubEnv('S3_ACCESS_KEY_ID', peer.accessKeyId);
vi.stubEnv('S3_SECRET_ACCESS_KEY', peer.secretAccessKey);
vi.stubEnv('S3_FORCE_PATH_STYLE', 'true');

afterAll(async () => {
  vi.unstubAllEnvs();
  await peer.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const storage = createS3Storage({
  endpoint: peer.endpoint,
  region: peer.region,
  bucket: peer.bucket,
  accessKeyId: peer.accessKeyId,
  secretAccessKey: peer.secretAccessKey,
  forcePathStyle: true,
});

/** The object as the bucket itself serves it (what a CDN in front of S3_PUBLIC_URL gets). */
async function rawObject(key: string): Promise<Response> {
  const client = new AwsClient({
    accessKeyId: peer.accessKeyId,
    secretAccessKey: peer.secretAccessKey,
    service: 's3',
    region: peer.region,
    retries: 0,
  });
  return client.fetch(s3ObjectUrl({ ...peer, forcePathStyle: true }, key));
}

/** Every byte value, then random bytes: nothing may be changed on the way in or out. */
function binaryBytes(size: number): Buffer {
  const every = Buffer.from(Array.from({ length: 256 }, (_, n) => n));
  return Buffer.concat([every, crypto.randomBytes(size - every.length)]);
}

test('an object is put, read back byte for byte, told by HEAD, and deleted', async () => {
  const key = 'listings/ab/abroundtrip-800.webp';
  const bytes = binaryBytes(300_000);
  await storage.put(key, bytes, 'image/webp');

  const read = await storage.get(key);
  expect(read?.equals(bytes)).toBe(true);
  expect(await storage.head(key)).toEqual({ size: bytes.length, contentType: 'image/webp' });

  await storage.delete(key);
  expect(await storage.get(key)).toBeNull();
  expect(await storage.head(key)).toBeNull();
  // Deleting what is not there is not an error.
  await storage.delete(key);
});

test('objects are stored with their type and the one-year immutable cache', async () => {
  const cases = [
    ['avatars/cd/cdtypes-400.webp', 'image/webp'],
    ['content/ef/eftypes.jpg', 'image/jpeg'],
    ['content/ef/eftypes.png', 'image/png'],
  ] as const;
  for (const [key, type] of cases) {
    const bytes = binaryBytes(1000);
    await storage.put(key, bytes, type);

    const stored = await rawObject(key);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe(type);
    expect(stored.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(Buffer.from(await stored.arrayBuffer()).equals(bytes)).toBe(true);

    // Through the app's /media/ answer (S3 without a public URL).
    const served = await mediaResponse(storage, key);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-length')).toBe(String(bytes.length));
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  }
});

test("an image's variants, stored and deleted together, all go", async () => {
  const jpeg = await sharp({
    create: { width: 1300, height: 700, channels: 3, background: '#963' },
  })
    .jpeg()
    .toBuffer();
  for (let round = 0; round < 5; round++) {
    const stored = await storeImageVariants(storage, jpeg, 'listings');
    const keys = stored.widths.map((width) => variantKey(stored.storageKey, width));
    expect(stored.widths).toEqual([...IMAGE_WIDTHS]);
    for (const key of keys) expect((await storage.head(key))?.contentType).toBe('image/webp');
    // All at once, as when a listing's photo is removed.
    await deleteImageVariants(storage, stored.storageKey, stored.widths);
    for (const key of keys) expect(await storage.head(key)).toBeNull();
  }
});

test('a missing key is a 404, read as null by the adapter', async () => {
  const key = 'listings/zz/zzmissing-400.webp';
  expect(await storage.get(key)).toBeNull();
  expect(await storage.head(key)).toBeNull();
  expect((await rawObject(key)).status).toBe(404);

  const served = await mediaResponse(storage, key);
  expect(served.status).toBe(404);
  expect(served.headers.get('cache-control')).toBe('no-store');
  // An unsafe key never reaches the store.
  expect((await mediaResponse(storage, '../secrets.webp')).status).toBe(404);
});

test('credentials the store does not know are refused, and nothing is stored', async () => {
  const stranger = createS3Storage({
    endpoint: peer.endpoint,
    region: peer.region,
    bucket: peer.bucket,
    accessKeyId: 'AKIDNOTKNOWNHERE',
    secretAccessKey: 'not-the-secret',
    forcePathStyle: true,
  });
  const key = 'listings/gh/ghstranger-400.webp';
  for (const attempt of [
    () => stranger.put(key, Buffer.from('x'), 'image/webp'),
    () => stranger.get(key),
    () => stranger.delete(key),
  ]) {
    const error = await attempt().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3StorageError);
    expect(error).toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
  }
  await expect(stranger.head(key)).rejects.toMatchObject({ status: 403 });
  expect(await storage.head(key)).toBeNull();
});

test('with S3_BUCKET set, the app keeps its media in the bucket', async () => {
  const config = getConfig();
  expect(mediaStorageKind(config)).toBe('s3');
  const key = 'listings/ij/ijconfigured-400.webp';
  await createMediaStorage(config).put(key, Buffer.from('from the config'), 'image/webp');
  expect((await storage.get(key))?.toString()).toBe('from the config');
  await expect(fs.stat(path.join(config.mediaDir, key))).rejects.toMatchObject({
    code: 'ENOENT',
  });
});

describeEachDatabase('a listing photo posted through the listing form', () => {
  let fields: Record<string, string>;
  let jpeg: Buffer;
  beforeAll(async () => {
    const { city, areas } = await createCity();
    fields = {
      ...FLAT_FOR_SALE_FIELDS,
      bhk: '2bhk',
      cityId: String(city.id),
      areaId: String(areas[0]!.id),
    };
    // Wider than the largest variant, so all three are made.
    jpeg = await sharp({
      create: { width: 1500, height: 1000, channels: 3, background: { r: 40, g: 120, b: 90 } },
    })
      .jpeg()
      .toBuffer();
  });

  test('lands in the bucket as its WebP variants, and none in the local folder', async () => {
    const owner = await createUser({ createdAt: new Date(Date.now() - 365 * 86_400_000) });
    const body = form(fields);
    body.append('photos', new File([new Uint8Array(jpeg)], 'flat.jpg', { type: 'image/jpeg' }));
    const answer = answerOf<ListingFormActionData>(
      await callRoute(addListingAction, '/add-listing', { user: owner, body }),
    );
    expect(answer.data).toMatchObject({ ok: true });

    const id = (answer.data as { id: number }).id;
    const images = await getDb()
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, id));
    expect(images).toHaveLength(1);
    const image = images[0]!;
    expect(image.widths).toEqual([...IMAGE_WIDTHS]);

    for (const width of image.widths) {
      const key = variantKey(image.storageKey, width);
      const info = await storage.head(key);
      expect(info?.contentType).toBe('image/webp');

      const served = await mediaResponse(getMediaStorage(), key);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.length).toBe(info?.size);
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
    const localFiles = await fs
      .readdir(path.join(dataDir, 'media'), { recursive: true })
      .catch(() => []);
    expect(localFiles).toEqual([]);
  });
});
