// The demo pictures are drawn from fixed scenes, so one scene always gives the same files.
// Drawing and encoding the 295 of them is most of a first start (about 30 s on 2 cores), and
// the tests start the site from an empty database several times (the journeys, the scanners,
// the fault cases). So each picture's encoded variants are kept in a folder
// (SEED_PICTURE_CACHE) and a later seed on this machine copies them under a new key instead
// of drawing them again. The cache is a convenience: a folder that cannot be read or written
// only means the pictures are drawn.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { newStorageKey, type StoredImage } from '../app/features/media/image-processing.server.ts';
import { IMAGE_WIDTHS, variantKey } from '../app/features/media/images.ts';
import type { MediaStorage } from '../app/features/media/storage.server.ts';
import { renderScene, type SceneDescriptor } from './scenes.ts';

/** Draws a listing's picture and stores its variants. */
export type StorePicture = (storage: MediaStorage, scene: SceneDescriptor) => Promise<StoredImage>;

// Raise when the encoding of the variants changes (quality, format) without the scene's
// drawing changing: the old entries are then ignored.
const CACHE_VERSION = 1;

type Entry = Omit<StoredImage, 'storageKey'>;

function entryName(scene: SceneDescriptor): string {
  return crypto
    .createHash('sha256')
    .update(`${CACHE_VERSION}|${IMAGE_WIDTHS.join(',')}|${renderScene(scene)}`)
    .digest('base64url');
}

/** The entry's sizes and its variants' bytes by width, or undefined when not (all) kept. */
async function readEntry(
  dir: string,
  name: string,
): Promise<{ entry: Entry; files: Map<number, Buffer> } | undefined> {
  try {
    const entry = JSON.parse(await fs.readFile(path.join(dir, `${name}.json`), 'utf8')) as Entry;
    const files = new Map<number, Buffer>();
    for (const width of entry.widths)
      files.set(width, await fs.readFile(path.join(dir, `${name}-${width}.webp`)));
    return { entry, files };
  } catch {
    return undefined;
  }
}

/** Writes a file whole or not at all (two seeds may fill the same entry at once). */
async function writeWhole(file: string, body: Buffer | string): Promise<void> {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  await fs.writeFile(temporary, body);
  await fs.rename(temporary, file);
}

async function writeEntry(
  dir: string,
  name: string,
  storage: MediaStorage,
  image: StoredImage,
): Promise<void> {
  try {
    await fs.mkdir(dir, { recursive: true });
    for (const width of image.widths) {
      const body = await storage.get(variantKey(image.storageKey, width));
      if (!body) return;
      await writeWhole(path.join(dir, `${name}-${width}.webp`), body);
    }
    const entry: Entry = { widths: image.widths, width: image.width, height: image.height };
    // The entry's list last: it is what a reader looks for first.
    await writeWhole(path.join(dir, `${name}.json`), JSON.stringify(entry));
  } catch {
    // Not cached: the next seed draws this picture again.
  }
}

/**
 * `draw`, with its results kept in `dir` and reused by later seeds; `draw` alone when `dir` is
 * undefined (SEED_PICTURE_CACHE=off).
 */
export function cachedPictures(dir: string | undefined, draw: StorePicture): StorePicture {
  if (!dir) return draw;
  return async (storage, scene) => {
    const name = entryName(scene);
    const cached = await readEntry(dir, name);
    if (cached) {
      const storageKey = newStorageKey('listings');
      const written: string[] = [];
      try {
        for (const [width, body] of cached.files) {
          const key = variantKey(storageKey, width);
          written.push(key);
          await storage.put(key, body, 'image/webp');
        }
      } catch (error) {
        await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
        throw error;
      }
      return { ...cached.entry, storageKey };
    }
    const image = await draw(storage, scene);
    await writeEntry(dir, name, storage, image);
    return image;
  };
}
