import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeEach, expect, test } from 'vitest';
import {
  MediaMigrationRefused,
  configuredBucketStorage,
  migrateLocalMedia,
  migrationSummary,
} from '../../app/features/media/migrate-media.server.ts';
import { createS3Storage } from '../../app/features/media/s3-storage.server.ts';
import { startS3Peer } from '../support/s3-peer.ts';

// `npm run media:migrate` (scripts/media-migrate.ts, migrateLocalMedia) against s3rver on
// loopback: a local media folder copied into the bucket under the app's keys, a second run
// copying nothing, an interrupted run resumed, and refusals.

const peer = await startS3Peer({ bucket: 'nivasa-migrate-media' });
const root = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-media-migrate-'));
const dataDir = path.join(root, 'data');
const mediaDir = path.join(dataDir, 'media');

afterAll(async () => {
  await peer.close();
  await fs.rm(root, { recursive: true, force: true });
});

const settings = {
  mediaDir,
  S3_ENDPOINT: peer.endpoint,
  S3_REGION: peer.region,
  S3_BUCKET: peer.bucket,
  S3_ACCESS_KEY_ID: peer.accessKeyId,
  S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
  S3_FORCE_PATH_STYLE: true,
};
const storage = configuredBucketStorage(settings);

/** The local media: nested folders as the app lays them out, and one non-media leftover. */
const FILES: Record<string, { bytes: Buffer; type: string }> = {
  'listings/ab/abfirst-400.webp': { bytes: crypto.randomBytes(5_000), type: 'image/webp' },
  'listings/ab/abfirst-800.webp': { bytes: crypto.randomBytes(20_000), type: 'image/webp' },
  'listings/cd/cdsecond-400.webp': { bytes: crypto.randomBytes(4_000), type: 'image/webp' },
  'avatars/ef/efavatar-400.webp': { bytes: crypto.randomBytes(3_000), type: 'image/webp' },
  'content/gh/ghcover.jpg': { bytes: crypto.randomBytes(7_000), type: 'image/jpeg' },
  'content/gh/ghlogo.png': { bytes: crypto.randomBytes(2_000), type: 'image/png' },
};
const KEYS = Object.keys(FILES).sort();
/** What createLocalStorage leaves of a write a killed process did not finish. */
const LEFTOVER = 'listings/ab/abfirst-1280.webp.4242.tmp';

beforeEach(async () => {
  await fs.rm(mediaDir, { recursive: true, force: true });
  for (const [key, { bytes }] of Object.entries(FILES)) {
    await fs.mkdir(path.dirname(path.join(mediaDir, key)), { recursive: true });
    await fs.writeFile(path.join(mediaDir, key), bytes);
  }
  await fs.writeFile(path.join(mediaDir, LEFTOVER), 'half a file');
  await Promise.all(KEYS.map((key) => storage.delete(key)));
});

async function expectBucketHoldsTheFiles() {
  for (const key of KEYS) {
    expect((await storage.get(key))?.equals(FILES[key]!.bytes), key).toBe(true);
    expect((await storage.head(key))?.contentType, key).toBe(FILES[key]!.type);
  }
  expect(await storage.head(LEFTOVER.replace(/\.4242\.tmp$/, ''))).toBeNull();
}

test('the first run copies every media file under its key; the second copies none', async () => {
  const warnings: string[] = [];
  const first = await migrateLocalMedia({ mediaDir, storage, warn: (l) => warnings.push(l) });
  expect(first).toEqual({ copied: KEYS.length, alreadyThere: 0, failed: 0, leftOut: 1 });
  expect(warnings).toEqual([`left out (not a media file): ${LEFTOVER}`]);
  await expectBucketHoldsTheFiles();

  const second = await migrateLocalMedia({ mediaDir, storage });
  expect(second).toEqual({ copied: 0, alreadyThere: KEYS.length, failed: 0, leftOut: 1 });
  expect(migrationSummary(second, peer.bucket)).toBe(
    `Media to bucket ${peer.bucket}: 0 copied, ${KEYS.length} already there, 0 failed, 1 left out (not media files).`,
  );
  await expectBucketHoldsTheFiles();
});

test('a run after an interrupted one copies what is missing or not whole, and only that', async () => {
  // What an interrupted run left: two objects copied, one under its key with other bytes.
  await storage.put(KEYS[0]!, FILES[KEYS[0]!]!.bytes, FILES[KEYS[0]!]!.type);
  await storage.put(KEYS[1]!, FILES[KEYS[1]!]!.bytes, FILES[KEYS[1]!]!.type);
  await storage.put(KEYS[2]!, Buffer.from('short'), FILES[KEYS[2]!]!.type);

  const result = await migrateLocalMedia({ mediaDir, storage, concurrency: 2 });
  expect(result).toEqual({ copied: KEYS.length - 2, alreadyThere: 2, failed: 0, leftOut: 1 });
  await expectBucketHoldsTheFiles();
});

test('files the store refuses count as failed, each with its reason', async () => {
  const stranger = createS3Storage({
    endpoint: peer.endpoint,
    region: peer.region,
    bucket: peer.bucket,
    accessKeyId: 'AKIDNOTKNOWNHERE',
    secretAccessKey: 'not-the-secret',
  });
  const warnings: string[] = [];
  const result = await migrateLocalMedia({
    mediaDir,
    storage: stranger,
    warn: (l) => warnings.push(l),
  });
  expect(result).toEqual({ copied: 0, alreadyThere: 0, failed: KEYS.length, leftOut: 1 });
  expect(warnings.filter((l) => l.startsWith('failed: '))).toHaveLength(KEYS.length);
  expect(warnings).toContain(
    `failed: ${KEYS[0]}: S3 HEAD ${KEYS[0]} failed: 403 (the credentials need s3:GetObject, s3:PutObject and s3:ListBucket on the bucket)`,
  );
  expect(migrationSummary(result, peer.bucket)).toMatch(/: 0 copied, 0 already there, 6 failed,/);
});

test('without a bucket, or without a media folder, it refuses', async () => {
  expect(() => configuredBucketStorage({ mediaDir })).toThrow(MediaMigrationRefused);
  expect(() => configuredBucketStorage({ mediaDir })).toThrow('S3_BUCKET is not set');
  await expect(
    migrateLocalMedia({ mediaDir: path.join(root, 'nowhere'), storage }),
  ).rejects.toThrow(MediaMigrationRefused);
});

const run = promisify(execFile);

/** `node scripts/media-migrate.ts` as the operator runs it (npm run media:migrate). */
async function mediaMigrate(env: Record<string, string>) {
  const base: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR']) {
    if (process.env[name]) base[name] = process.env[name]!;
  }
  return run(process.execPath, ['scripts/media-migrate.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...base, DATA_DIR: dataDir, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

test('npm run media:migrate prints one summary line, and refuses without S3_BUCKET', async () => {
  const env = {
    S3_ENDPOINT: peer.endpoint,
    S3_REGION: peer.region,
    S3_BUCKET: peer.bucket,
    S3_ACCESS_KEY_ID: peer.accessKeyId,
    S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
  const first = await mediaMigrate(env);
  expect(first).toEqual({
    code: 0,
    stdout: `Media to bucket ${peer.bucket}: ${KEYS.length} copied, 0 already there, 0 failed, 1 left out (not media files).\n`,
    stderr: `left out (not a media file): ${LEFTOVER}\n`,
  });
  await expectBucketHoldsTheFiles();
  const second = await mediaMigrate(env);
  expect(second.code).toBe(0);
  expect(second.stdout).toMatch(`: 0 copied, ${KEYS.length} already there, 0 failed`);

  const failing = await mediaMigrate({ ...env, S3_ACCESS_KEY_ID: 'AKIDNOTKNOWNHERE' });
  expect(failing.code).toBe(1);
  expect(failing.stdout).toMatch(`: 0 copied, 0 already there, ${KEYS.length} failed`);

  const refused = await mediaMigrate({});
  expect(refused).toEqual({
    code: 1,
    stdout: '',
    stderr: expect.stringMatching(/^Media migration refused: S3_BUCKET is not set: [^\n]*\n$/),
  });
});
