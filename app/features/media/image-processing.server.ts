import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { getLogger } from '../../lib/logger.server.ts';
import { detectImageType, IMAGE_SNIFF_BYTES, type ImageType } from './image-type.ts';
import { IMAGE_WIDTHS, variantKey } from './images.ts';
import type { MediaStorage } from './storage.server.ts';
import { asStorageFull, UploadError } from './upload-error.ts';

export type StoredImage = {
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
};

// NOTE: decompression bombs: sharp refuses inputs above this many pixels before decoding.
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Whether this sharp build decodes HEIC (HEVC-coded HEIF). The prebuilt libvips that ships
 * with sharp decodes AVIF only (its libheif has no HEVC decoder), so `heif.input.buffer` is
 * true even where HEIC is not: the file suffixes tell.
 */
export const HEIC_INPUT_SUPPORTED: boolean =
  sharp.format.heif.input.buffer && sharp.format.heif.input.fileSuffix?.includes('.heic') === true;

/** The kinds of image accepted for upload on this machine. */
export const ACCEPTED_IMAGE_TYPES: readonly ImageType[] = HEIC_INPUT_SUPPORTED
  ? ['jpeg', 'png', 'webp', 'heic']
  : ['jpeg', 'png', 'webp'];

const SHARP_FORMATS: Record<ImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  heic: 'heif',
};

/** A fresh key for an image's variants under `prefix` (`listings/ab/ab…`). */
export function newStorageKey(prefix: string): string {
  const id = crypto
    .randomBytes(12)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return `${prefix}/${id.slice(0, 2)}/${id}`;
}

export type ImageInfo = { type: ImageType; width: number; height: number };

/** An image's bytes, or the path of a file holding them (an upload waiting in its temp folder). */
export type ImageInput = Buffer | string;

async function firstBytes(input: ImageInput): Promise<Buffer> {
  if (typeof input !== 'string') return input.subarray(0, IMAGE_SNIFF_BYTES);
  const file = await fs.open(input, 'r');
  try {
    const head = Buffer.alloc(IMAGE_SNIFF_BYTES);
    const { bytesRead } = await file.read(head, 0, IMAGE_SNIFF_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Decides by the bytes alone whether `input` is an accepted image within the pixel limit,
 * reading only its header (a decompression bomb is refused before anything is decoded).
 * Throws an UploadError ('not-an-image' or 'too-many-pixels').
 */
export async function inspectImage(
  input: ImageInput,
  { maxPixels = MAX_INPUT_PIXELS, fileName }: { maxPixels?: number; fileName?: string } = {},
): Promise<ImageInfo> {
  const type = detectImageType(await firstBytes(input));
  if (!type) {
    throw new UploadError('not-an-image', 'The file is not a JPEG, PNG or WebP image', {
      fileName,
    });
  }
  if (!ACCEPTED_IMAGE_TYPES.includes(type)) {
    throw new UploadError('not-an-image', `${type.toUpperCase()} images cannot be read here`, {
      fileName,
    });
  }
  let meta: Metadata;
  try {
    // limitInputPixels is checked by hand below so a bomb gets its own code.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new UploadError('not-an-image', 'The image cannot be read', { fileName, cause: error });
  }
  if (meta.format !== SHARP_FORMATS[type] || !meta.width || !meta.height) {
    throw new UploadError('not-an-image', 'The image cannot be read', { fileName });
  }
  if (meta.width * meta.height > maxPixels) {
    throw new UploadError(
      'too-many-pixels',
      `The image is ${meta.width}×${meta.height} pixels; at most ${maxPixels} pixels are accepted`,
      { fileName },
    );
  }
  return { type, width: meta.width, height: meta.height };
}

/** A sharp failure on the input, as the UploadError a person can be told about. */
function asUploadError(error: unknown): UploadError {
  if (error instanceof UploadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    return new UploadError('too-many-pixels', 'The image has too many pixels', { cause: error });
  }
  return new UploadError('not-an-image', 'The image cannot be read', { cause: error });
}

/**
 * Re-encodes an image to WebP at the standard widths (never upscaling), turned upright by
 * its EXIF orientation first, and stores the variants. The original bytes are never stored,
 * and no metadata survives: sharp writes none (EXIF, GPS, XMP, IPTC, ICC) unless told to
 * with keepMetadata/keepExif/withMetadata, which this file never calls.
 * Throws an UploadError ('not-an-image', 'too-many-pixels') when sharp cannot use the input;
 * storage errors pass through. Nothing stays stored when it throws.
 */
export async function storeImageVariants(
  storage: MediaStorage,
  input: ImageInput,
  prefix: string,
): Promise<StoredImage> {
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
  let meta: Metadata;
  try {
    meta = await base.metadata();
  } catch (error) {
    throw asUploadError(error);
  }
  const sourceWidth = meta.autoOrient?.width ?? meta.width;
  const sourceHeight = meta.autoOrient?.height ?? meta.height;
  if (!sourceWidth || !sourceHeight)
    throw new UploadError('not-an-image', 'Image has no dimensions');
  if (sourceWidth * sourceHeight > MAX_INPUT_PIXELS) {
    throw new UploadError('too-many-pixels', 'The image has too many pixels');
  }

  const storageKey = newStorageKey(prefix);
  const widths = IMAGE_WIDTHS.filter((w) => w <= sourceWidth);
  if (widths.length === 0) widths.push(IMAGE_WIDTHS[0]);
  const written: string[] = [];
  try {
    for (const width of widths) {
      let body: Buffer;
      try {
        body = await base
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer();
      } catch (error) {
        throw asUploadError(error);
      }
      const key = variantKey(storageKey, width);
      // Recorded before the write: a put that fails half way may still have left bytes.
      written.push(key);
      await storage.put(key, body, 'image/webp');
    }
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
    throw storageFullOr(error, 'the photo store');
  }
  const largest = Math.min(sourceWidth, widths[widths.length - 1] ?? sourceWidth);
  return {
    storageKey,
    widths,
    width: largest,
    height: Math.round((sourceHeight * largest) / sourceWidth),
  };
}

/**
 * A full disk as UploadError('storage-full') (the person is asked to try later), with an error
 * line for the operator naming `where`; any other error as it was.
 */
export function storageFullOr(error: unknown, where: string): unknown {
  const converted = asStorageFull(error);
  if (converted !== error) getLogger().error({ err: error }, `no room left in ${where}`);
  return converted;
}

/**
 * Stores several images, one after another (each one's variants are encoded in turn, which
 * keeps memory flat on a small machine). All or nothing: if any image fails, every variant
 * this call already wrote is deleted and the error is rethrown (an UploadError gets the
 * failing image's `index`).
 */
export async function storeImages(
  storage: MediaStorage,
  inputs: readonly ImageInput[],
  prefix: string,
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  for (const [index, input] of inputs.entries()) {
    try {
      stored.push(await storeImageVariants(storage, input, prefix));
    } catch (error) {
      await Promise.all(
        stored.map((image) =>
          deleteImageVariants(storage, image.storageKey, image.widths).catch((cleanupError) => {
            getLogger().warn(
              { err: cleanupError, storageKey: image.storageKey },
              'could not remove the variants of an abandoned upload',
            );
          }),
        ),
      );
      if (error instanceof UploadError) error.index ??= index;
      throw error;
    }
  }
  return stored;
}

/**
 * Deletes every variant of a stored image. Tries them all; if any delete fails, throws
 * (an AggregateError of the failures) after the others are done.
 */
export async function deleteImageVariants(
  storage: MediaStorage,
  storageKey: string,
  widths: readonly number[],
): Promise<void> {
  const results = await Promise.allSettled(
    widths.map((width) => storage.delete(variantKey(storageKey, width))),
  );
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (failures.length > 0) {
    throw new AggregateError(
      failures,
      `Could not delete ${failures.length} variant(s) of ${storageKey}`,
    );
  }
}
