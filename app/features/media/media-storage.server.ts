import { getConfig } from '../../config.server.ts';
import { createS3Storage, type S3Storage } from './s3-storage.server.ts';
import { createLocalStorage, type MediaStorage } from './storage.server.ts';

/**
 * The settings that choose where media lives, named as in the environment so the parsed
 * config can be passed as it is. S3 is used when S3_BUCKET is set; else the local folder.
 */
export type MediaStorageSettings = {
  mediaDir: string;
  S3_ENDPOINT?: string | undefined;
  S3_REGION?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: boolean | undefined;
  S3_PUBLIC_URL?: string | undefined;
};

export function mediaStorageKind(settings: MediaStorageSettings): 'local' | 's3' {
  return settings.S3_BUCKET ? 's3' : 'local';
}

export function createMediaStorage(settings: MediaStorageSettings): MediaStorage {
  if (mediaStorageKind(settings) === 'local') return createLocalStorage(settings.mediaDir);
  return createBucketStorage(settings);
}

/** The S3 adapter for S3_BUCKET (the app's media, and `npm run media:migrate`'s target). */
export function createBucketStorage(settings: MediaStorageSettings): S3Storage {
  if (!settings.S3_BUCKET) throw new Error('S3_BUCKET is not set');
  if (!settings.S3_ACCESS_KEY_ID || !settings.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set');
  }
  return createS3Storage({
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION ?? 'us-east-1',
    bucket: settings.S3_BUCKET,
    accessKeyId: settings.S3_ACCESS_KEY_ID,
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE ?? true,
  });
}

/**
 * Where browsers fetch media from: S3_PUBLIC_URL (a CDN or the bucket's public address,
 * ending in `/`) when S3 is used and it is set, else the app's own `/media/`.
 */
export function mediaPublicBase(settings: MediaStorageSettings): string {
  if (mediaStorageKind(settings) === 's3' && settings.S3_PUBLIC_URL) {
    return settings.S3_PUBLIC_URL.endsWith('/')
      ? settings.S3_PUBLIC_URL
      : `${settings.S3_PUBLIC_URL}/`;
  }
  return '/media/';
}

let current: MediaStorage | undefined;

/** The process's media storage, chosen from the configuration on first use. */
export function getMediaStorage(): MediaStorage {
  current ??= createMediaStorage(getConfig());
  return current;
}
