import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { storeImageVariants } from './image-processing.server.ts';
import {
  differenceHash,
  hammingDistance,
  hashStoredImage,
  isPerceptualHash,
  isSamePhoto,
  SAME_PHOTO_DISTANCE,
} from './perceptual-hash.server.ts';
import { createLocalStorage, type MediaStorage } from './storage.server.ts';

let root: string;
let storage: MediaStorage;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-phash-'));
  storage = createLocalStorage(root);
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

/** A picture with structure (a dHash of a flat colour says nothing): pixels from `shade`. */
function picture(
  width: number,
  height: number,
  shade: (x: number, y: number) => [number, number, number],
) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const rgb = shade(x / width, y / height).map((v) =>
        Math.max(0, Math.min(255, Math.round(v))),
      );
      pixels.set(rgb, (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

// A house in daylight: flat colours under uneven light, as in a photo.
const house = (x: number, y: number): [number, number, number] => {
  const light = 0.55 + 0.45 * Math.sin(x * 5.3 + y * 2.1);
  const sky = y < 0.4;
  const wall = !sky && x > 0.2 && x < 0.8;
  const window = wall && y > 0.5 && y < 0.7 && ((x > 0.3 && x < 0.42) || (x > 0.58 && x < 0.7));
  const [r, g, b]: [number, number, number] = window
    ? [30, 40, 60]
    : wall
      ? [200, 170, 120]
      : sky
        ? [120 + 100 * x, 170, 230]
        : [60, 140, 50];
  return [r * light, g * light, b * light];
};

const waves = (x: number, y: number): [number, number, number] => {
  const v = 128 + 120 * Math.sin(x * 19 + y * 7) * Math.cos(y * 11);
  return [v, 255 - v, (v * 3) % 255];
};

test('a hash is 16 hex digits and a photo is the same as itself', async () => {
  const hash = await differenceHash(await picture(320, 240, house).jpeg().toBuffer());
  expect(isPerceptualHash(hash)).toBe(true);
  expect(hammingDistance(hash, hash)).toBe(0);
});

test('a resized, re-encoded copy hashes within the distance; a different photo does not', async () => {
  const original = await picture(1200, 900, house).jpeg({ quality: 90 }).toBuffer();
  const copy = await sharp(original).resize(400).webp({ quality: 60 }).toBuffer();
  const other = await picture(1200, 900, waves).jpeg({ quality: 90 }).toBuffer();

  const [a, b, c] = await Promise.all([original, copy, other].map((img) => differenceHash(img)));
  expect(hammingDistance(a!, b!)).toBeLessThanOrEqual(SAME_PHOTO_DISTANCE);
  expect(isSamePhoto(a!, b!)).toBe(true);
  expect(hammingDistance(a!, c!)).toBeGreaterThan(SAME_PHOTO_DISTANCE);
  expect(isSamePhoto(a!, c!)).toBe(false);
});

test('hamming distance counts differing bits', () => {
  expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
  expect(hammingDistance('0000000000000000', '0000000000000003')).toBe(2);
  expect(hammingDistance('8000000000000000', '0000000000000000')).toBe(1);
});

test('a stored photo is hashed from its smallest variant; a missing file gives null', async () => {
  const bytes = await picture(1000, 750, house).jpeg().toBuffer();
  const stored = await storeImageVariants(storage, bytes, 'listings');
  const hash = await hashStoredImage(storage, stored);
  expect(hash).not.toBeNull();
  expect(isSamePhoto(hash!, await differenceHash(bytes))).toBe(true);
  expect(await hashStoredImage(storage, { storageKey: 'listings/zz/missing', widths: [400] })).toBe(
    null,
  );
});
