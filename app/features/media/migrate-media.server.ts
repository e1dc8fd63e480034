import fs from 'node:fs/promises';
import path from 'node:path';
import { createBucketStorage, type MediaStorageSettings } from './media-storage.server.ts';
import { S3StorageError, type S3Storage } from './s3-storage.server.ts';
import { assertSafeKey } from './storage.server.ts';

// `npm run media:migrate` (scripts/media-migrate.ts): copies the media of the local folder
// (DATA_DIR/media) into the S3 bucket, each file under the key the app reads it by (its path
// under the folder, with `/`: createLocalStorage keeps key `a/b.webp` at `<folder>/a/b.webp`).
// An object already in the bucket with the file's size is left alone (keys never change their
// bytes), so the copy can run again, and resumes where an interrupted one stopped.

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export type MigrateMediaOptions = {
  /** The local media folder (config.mediaDir). */
  mediaDir: string;
  /** The bucket, through the S3 adapter (HEAD to skip what is there, PUT to copy). */
  storage: Pick<S3Storage, 'head' | 'put'>;
  /** Files copied at once; default 4. */
  concurrency?: number;
  /** Told one line for each file that failed or was left out. */
  warn?: (line: string) => void;
};

export type MigrateMediaResult = {
  copied: number;
  alreadyThere: number;
  failed: number;
  /** Files under the folder that are not media (a `.tmp` of an interrupted write), not copied. */
  leftOut: number;
};

/** Why the copy was refused before it began (no bucket configured, no media folder). */
export class MediaMigrationRefused extends Error {
  override name = 'MediaMigrationRefused';
}

/** The S3 adapter for the configured bucket; refuses when no bucket is configured. */
export function configuredBucketStorage(settings: MediaStorageSettings): S3Storage {
  if (!settings.S3_BUCKET) {
    throw new MediaMigrationRefused(
      'S3_BUCKET is not set: there is no bucket to copy the media to (set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and S3_ENDPOINT for a store other than AWS)',
    );
  }
  if (!settings.S3_ACCESS_KEY_ID || !settings.S3_SECRET_ACCESS_KEY) {
    throw new MediaMigrationRefused(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set',
    );
  }
  return createBucketStorage(settings);
}

/** Every regular file under `root`, as `/`-separated paths relative to it, sorted. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

function reasonOf(error: unknown, step: 'HEAD' | 'PUT'): string {
  const message = error instanceof Error ? error.message : String(error);
  if (step === 'HEAD' && error instanceof S3StorageError && error.status === 403) {
    // S3 answers a HEAD of a missing object with 403, not 404, to a key without s3:ListBucket.
    return `${message} (the credentials need s3:GetObject, s3:PutObject and s3:ListBucket on the bucket)`;
  }
  return message;
}

/**
 * Copies every media file of `mediaDir` into the bucket, under its key and with its content
 * type, skipping objects already there with the same size. Never throws for one file: a file
 * that could not be copied counts as failed (and is told to `warn`); refuses with
 * MediaMigrationRefused when the folder does not exist.
 */
export async function migrateLocalMedia(options: MigrateMediaOptions): Promise<MigrateMediaResult> {
  const warn = options.warn ?? (() => {});
  let files: string[];
  try {
    files = await filesUnder(options.mediaDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new MediaMigrationRefused(`There is no media folder at ${options.mediaDir}`);
    }
    throw error;
  }

  const result: MigrateMediaResult = { copied: 0, alreadyThere: 0, failed: 0, leftOut: 0 };
  const keys: string[] = [];
  for (const file of files) {
    try {
      assertSafeKey(file);
      keys.push(file);
    } catch {
      result.leftOut += 1;
      warn(`left out (not a media file): ${file}`);
    }
  }

  const copyOne = async (key: string): Promise<void> => {
    const file = path.join(options.mediaDir, ...key.split('/'));
    let step: 'HEAD' | 'PUT' = 'HEAD';
    try {
      const { size } = await fs.stat(file);
      const there = await options.storage.head(key);
      if (there && there.size === size) {
        result.alreadyThere += 1;
        return;
      }
      const bytes = await fs.readFile(file);
      const extension = key.slice(key.lastIndexOf('.') + 1);
      step = 'PUT';
      await options.storage.put(key, bytes, CONTENT_TYPES[extension] ?? 'application/octet-stream');
      result.copied += 1;
    } catch (error) {
      result.failed += 1;
      warn(`failed: ${key}: ${reasonOf(error, step)}`);
    }
  };

  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next]!;
      next += 1;
      await copyOne(key);
    }
  };
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 4, keys.length));
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}

/** The one line media:migrate prints at the end. */
export function migrationSummary(result: MigrateMediaResult, bucket: string): string {
  const leftOut = result.leftOut > 0 ? `, ${result.leftOut} left out (not media files)` : '';
  return `Media to bucket ${bucket}: ${result.copied} copied, ${result.alreadyThere} already there, ${result.failed} failed${leftOut}.`;
}
