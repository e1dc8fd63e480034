import crypto from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_WIDTHS, variantKey } from './images.ts';
import type { MediaStorage } from './storage.server.ts';

export type StoredImage = {
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
};

// NOTE: decompression bombs: sharp refuses inputs above this many pixels before decoding.
export const MAX_INPUT_PIXELS = 50_000_000;

export function newStorageKey(prefix: string): string {
  const id = crypto.randomBytes(12).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, '');
  return `${prefix}/${id.slice(0, 2)}/${id}`;
}

/**
 * Re-encodes an image to WebP at the standard widths (never upscaling), dropping all metadata
 * (EXIF, GPS), and stores the variants. The original bytes are never stored.
 */
export async function storeImageVariants(
  storage: MediaStorage,
  input: Buffer,
  prefix: string,
): Promise<StoredImage> {
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const meta = await base.metadata();
  const sourceWidth = meta.autoOrient?.width ?? meta.width;
  const sourceHeight = meta.autoOrient?.height ?? meta.height;
  if (!sourceWidth || !sourceHeight) throw new Error('Image has no dimensions');

  const storageKey = newStorageKey(prefix);
  const widths = IMAGE_WIDTHS.filter((w) => w <= sourceWidth);
  if (widths.length === 0) widths.push(IMAGE_WIDTHS[0]);
  const written: string[] = [];
  try {
    for (const width of widths) {
      const body = await base
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      const key = variantKey(storageKey, width);
      await storage.put(key, body, 'image/webp');
      written.push(key);
    }
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
    throw error;
  }
  const largest = Math.min(sourceWidth, widths[widths.length - 1] ?? sourceWidth);
  return {
    storageKey,
    widths,
    width: largest,
    height: Math.round((sourceHeight * largest) / sourceWidth),
  };
}
