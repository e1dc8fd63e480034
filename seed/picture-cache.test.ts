import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { variantKey } from '../app/features/media/images.ts';
import { createLocalStorage, type MediaStorage } from '../app/features/media/storage.server.ts';
import { cachedPictures, type StorePicture } from './picture-cache.ts';
import type { SceneDescriptor } from './scenes.ts';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-picture-cache-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const house: SceneDescriptor = { kind: 'house', seed: 7 };
const plot: SceneDescriptor = { kind: 'plot', seed: 7 };

/** A stand-in for drawing: two variants whose bytes name the scene, and a count of calls. */
function countingDraw(): StorePicture & { calls: number } {
  let n = 0;
  const draw = async (storage: MediaStorage, scene: SceneDescriptor) => {
    draw.calls += 1;
    const storageKey = `listings/xx/drawn${++n}`;
    for (const width of [400, 800])
      await storage.put(variantKey(storageKey, width), Buffer.from(`${scene.kind}@${width}`), 'x');
    return { storageKey, widths: [400, 800], width: 800, height: 600 };
  };
  draw.calls = 0;
  return draw;
}

async function bytes(storage: MediaStorage, storageKey: string, width: number) {
  return (await storage.get(variantKey(storageKey, width)))?.toString();
}

test('a scene drawn once is copied on the next seed, under a new key, with the same bytes', async () => {
  const draw = countingDraw();
  const first = createLocalStorage(path.join(dir, 'media-1'));
  const second = createLocalStorage(path.join(dir, 'media-2'));
  const store = cachedPictures(path.join(dir, 'cache'), draw);

  const drawn = await store(first, house);
  const copied = await store(second, house);

  expect(draw.calls).toBe(1);
  expect(copied.storageKey).not.toBe(drawn.storageKey);
  expect(copied.storageKey).toMatch(/^listings\//);
  expect(copied).toMatchObject({ widths: [400, 800], width: 800, height: 600 });
  expect(await bytes(second, copied.storageKey, 400)).toBe('house@400');
  expect(await bytes(second, copied.storageKey, 800)).toBe('house@800');

  // Another scene is another entry.
  const other = await store(second, plot);
  expect(draw.calls).toBe(2);
  expect(await bytes(second, other.storageKey, 400)).toBe('plot@400');
});

test('without a folder (SEED_PICTURE_CACHE=off) every seed draws', async () => {
  const draw = countingDraw();
  const storage = createLocalStorage(path.join(dir, 'media'));
  const store = cachedPictures(undefined, draw);
  await store(storage, house);
  await store(storage, house);
  expect(draw.calls).toBe(2);
});

test('a folder that cannot be written only means the pictures are drawn', async () => {
  const blocked = path.join(dir, 'a-file');
  await fs.writeFile(blocked, 'not a folder');
  const draw = countingDraw();
  const storage = createLocalStorage(path.join(dir, 'media'));
  const store = cachedPictures(blocked, draw);
  const image = await store(storage, house);
  await store(storage, house);
  expect(draw.calls).toBe(2);
  expect(await bytes(storage, image.storageKey, 800)).toBe('house@800');
});

test('an entry with a variant missing is drawn again', async () => {
  const draw = countingDraw();
  const storage = createLocalStorage(path.join(dir, 'media'));
  const cache = path.join(dir, 'cache');
  const store = cachedPictures(cache, draw);
  await store(storage, house);
  const [variant] = (await fs.readdir(cache)).filter((name) => name.endsWith('-800.webp'));
  expect(variant).toBeDefined();
  await fs.rm(path.join(cache, variant!));
  await store(storage, house);
  expect(draw.calls).toBe(2);
});
