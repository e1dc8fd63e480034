import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mediaResponse } from './serve-media.server.ts';
import { createLocalStorage, type MediaStorage } from './storage.server.ts';

let root: string;
let storage: MediaStorage;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-serve-'));
  storage = createLocalStorage(root);
  await storage.put('listings/ab/abc-400.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
});

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

test('a stored variant is served as WebP with a one-year immutable cache and nosniff', async () => {
  const response = await mediaResponse(storage, 'listings/ab/abc-400.webp');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(Buffer.from(await response.arrayBuffer()).toString('latin1')).toBe('RIFF....WEBP');
});

test('unknown and unsafe keys are not found, and never cached', async () => {
  for (const key of [
    'listings/ab/nope-400.webp',
    '../../etc/passwd',
    'listings/ab/abc-400.webp/..',
  ]) {
    const response = await mediaResponse(storage, key);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  }
});
