import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import {
  deleteImageVariants,
  inspectImage,
  storeImageVariants,
  storeImages,
} from './image-processing.server.ts';
import { variantKey } from './images.ts';
import { createLocalStorage, type MediaStorage } from './storage.server.ts';
import { UploadError } from './upload-error.ts';

let root: string;
let storage: MediaStorage;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-media-'));
  storage = createLocalStorage(root);
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

function photo(width: number, height: number, background = '#4a8'): Sharp {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** The tags of a TIFF/EXIF block's first IFD (the block as sharp's metadata gives it). */
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(0, 4).toString('latin1') === 'Exif' ? exif.subarray(6) : exif;
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}

/** The chunk names of a WebP file (RIFF): VP8, VP8L, VP8X, ALPH, and EXIF/XMP/ICCP if any. */
function webpChunks(webp: Buffer): string[] {
  const names: string[] = [];
  for (let at = 12; at + 8 <= webp.length;) {
    names.push(webp.subarray(at, at + 4).toString('latin1'));
    const size = webp.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return names;
}

const GPS_IFD_POINTER = 0x8825;

let pixelBomb: Buffer;

beforeAll(async () => {
  pixelBomb = await photo(10_000, 10_000, '#000')
    .greyscale()
    .png({ compressionLevel: 9 })
    .toBuffer();
});

test('a JPEG with GPS EXIF is stored with no EXIF, GPS or other metadata in any variant', async () => {
  const input = await photo(1600, 1200)
    .jpeg()
    .withExif({
      IFD0: { Make: 'NivasaCam', Model: 'Field 1', Copyright: 'Owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '16/1 18/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '80/1 27/1 0/1',
      },
    })
    .toBuffer();
  const original = await sharp(input).metadata();
  expect(ifd0Tags(original.exif!)).toContain(GPS_IFD_POINTER);

  const stored = await storeImageVariants(storage, input, 'listings');
  expect(stored.widths).toEqual([400, 800, 1280]);
  for (const width of stored.widths) {
    const variant = (await storage.get(variantKey(stored.storageKey, width)))!;
    const meta = await sharp(variant).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(width);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(
      webpChunks(variant).filter((c) => !['VP8 ', 'VP8L', 'VP8X', 'ALPH'].includes(c)),
    ).toEqual([]);
    expect(variant.includes('NivasaCam')).toBe(false);
  }
  // Only the variants are kept: the original bytes are not stored anywhere.
  expect(await filesUnder(root)).toHaveLength(3);
});

test('an orientation-6 JPEG is stored turned upright', async () => {
  // Stored 1000×500 (landscape) with "rotate 90° clockwise to view": the photo is portrait.
  const input = await photo(1000, 500).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  expect((await sharp(input).metadata()).orientation).toBe(6);

  const stored = await storeImageVariants(storage, input, 'listings');
  expect(stored).toMatchObject({ widths: [400], width: 400, height: 800 });
  const variant = await sharp((await storage.get(variantKey(stored.storageKey, 400)))!).metadata();
  expect([variant.width, variant.height]).toEqual([400, 800]);
  expect(variant.orientation).toBeUndefined();
});

test('images are never upscaled: a 900 px wide photo gets the 400 and 800 widths only', async () => {
  const stored = await storeImageVariants(
    storage,
    await photo(900, 600).png().toBuffer(),
    'listings',
  );
  expect(stored).toMatchObject({ widths: [400, 800], width: 800, height: 533 });

  const small = await storeImageVariants(
    storage,
    await photo(300, 200).png().toBuffer(),
    'listings',
  );
  expect(small.widths).toEqual([400]);
  const meta = await sharp((await storage.get(variantKey(small.storageKey, 400)))!).metadata();
  expect([meta.width, meta.height]).toEqual([300, 200]);
});

test('a pixel bomb is refused as too many pixels before it is decoded, and nothing is stored', async () => {
  const started = Date.now();
  const error = await storeImageVariants(storage, pixelBomb, 'listings').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UploadError);
  expect((error as UploadError).code).toBe('too-many-pixels');
  expect(Date.now() - started).toBeLessThan(2000);
  expect(await filesUnder(root)).toEqual([]);

  await expect(inspectImage(pixelBomb)).rejects.toMatchObject({ code: 'too-many-pixels' });
});

test('a failure on the third of three images leaves no files in the storage folder', async () => {
  const good = await photo(1400, 900).jpeg().toBuffer();
  const broken = Buffer.concat([
    (await photo(800, 600).png().toBuffer()).subarray(0, 40),
    Buffer.alloc(500),
  ]);

  const error = await storeImages(storage, [good, good, broken], 'listings').catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadError);
  expect(error).toMatchObject({ code: 'not-an-image', index: 2 });
  expect(await filesUnder(root)).toEqual([]);
});

test('a storage failure half way through removes every variant the call wrote', async () => {
  const good = await photo(1400, 900).jpeg().toBuffer();
  let puts = 0;
  const failing: MediaStorage = {
    ...storage,
    async put(key, body, contentType) {
      puts += 1;
      // The third image's second variant (each image has three).
      if (puts === 8) throw new Error('disk full');
      await storage.put(key, body, contentType);
    },
  };
  await expect(storeImages(failing, [good, good, good], 'listings')).rejects.toThrow('disk full');
  expect(puts).toBe(8);
  expect(await filesUnder(root)).toEqual([]);
});

test('storeImages keeps the order of its inputs and stores every variant of each', async () => {
  const inputs = [
    await photo(1300, 800, '#a00').jpeg().toBuffer(),
    await photo(850, 850, '#0a0').png().toBuffer(),
    await photo(500, 900, '#00a').webp().toBuffer(),
  ];
  const stored = await storeImages(storage, inputs, 'listings');
  expect(stored.map((s) => s.widths)).toEqual([[400, 800, 1280], [400, 800], [400]]);
  expect(stored.map((s) => [s.width, s.height])).toEqual([
    [1280, 788],
    [800, 800],
    [400, 720],
  ]);
  expect(new Set(stored.map((s) => s.storageKey)).size).toBe(3);
  expect(await filesUnder(root)).toHaveLength(6);
});

test('deleteImageVariants removes every width of an image and leaves the others', async () => {
  const [first, second] = await storeImages(
    storage,
    [await photo(1300, 800).jpeg().toBuffer(), await photo(1300, 800).jpeg().toBuffer()],
    'listings',
  );
  await deleteImageVariants(storage, first!.storageKey, first!.widths);
  const left = await filesUnder(root);
  expect(left).toHaveLength(3);
  expect(left.every((f) => f.startsWith(second!.storageKey))).toBe(true);
  // Deleting again is not an error: the files are simply gone.
  await deleteImageVariants(storage, first!.storageKey, first!.widths);
});
