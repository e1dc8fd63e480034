import sharp from 'sharp';
import { getLogger } from '../../lib/logger.server.ts';
import { variantKey } from './images.ts';
import type { MediaStorage } from './storage.server.ts';

// A perceptual hash of a photo, to flag a listing that re-uses another listing's photos even
// when they were re-encoded, resized or lightly cropped. dHash (difference hash): the picture
// in grey at 9×8 pixels, one bit per pair of neighbours in a row (is the left one brighter?),
// 64 bits written as 16 hex digits. Two photos whose hashes differ in at most
// SAME_PHOTO_DISTANCE bits are taken to be the same photo.

/** Hashes at most this many bits apart count as the same photo. */
export const SAME_PHOTO_DISTANCE = 6;

const HASH_PATTERN = /^[0-9a-f]{16}$/;

export function isPerceptualHash(value: unknown): value is string {
  return typeof value === 'string' && HASH_PATTERN.test(value);
}

/** The 64-bit difference hash of an image, as 16 lowercase hex digits. */
export async function differenceHash(input: Buffer): Promise<string> {
  const { data, info } = await sharp(input, { limitInputPixels: 50_000_000 })
    // Transparent pixels count as white, so a PNG's alpha does not change the picture.
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const stride = info.channels;
  let bits = 0n;
  for (let y = 0; y < 8; y += 1) {
    for (let x = 0; x < 8; x += 1) {
      const left = data[(y * 9 + x) * stride]!;
      const right = data[(y * 9 + x + 1) * stride]!;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}

/** How many of the 64 bits differ between two hashes. */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff > 0n) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}

export function isSamePhoto(a: string, b: string): boolean {
  return hammingDistance(a, b) <= SAME_PHOTO_DISTANCE;
}

/**
 * The hash of a stored listing photo, read from its smallest variant (enough for a 9×8
 * thumbnail, and the cheapest to fetch); null when the file is gone or unreadable (logged).
 */
export async function hashStoredImage(
  storage: MediaStorage,
  image: { storageKey: string; widths: readonly number[] },
): Promise<string | null> {
  const width = Math.min(...image.widths);
  if (!Number.isFinite(width)) return null;
  try {
    const bytes = await storage.get(variantKey(image.storageKey, width));
    return bytes ? await differenceHash(bytes) : null;
  } catch (error) {
    getLogger().warn(
      { err: error, storageKey: image.storageKey },
      'could not compute the perceptual hash of a photo',
    );
    return null;
  }
}
