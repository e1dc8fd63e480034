import { getConfig } from '../../config.server.ts';
import type { PhotoLimits } from '../media/upload-limits.ts';
import type { RateLimitRule } from '../rate-limit/rate-limit.server.ts';

// How many photos a listing has: at least one (the cover, spec §4), at most the
// UPLOAD_MAX_FILES setting, each at most UPLOAD_MAX_FILE_MB.

export const MIN_IMAGES = 1;

/** The configured photo limits, for the upload reader, the listing commands and the form. */
export function photoLimits(config = getConfig()): PhotoLimits {
  return { maxFiles: config.UPLOAD_MAX_FILES, maxFileMb: config.UPLOAD_MAX_FILE_MB };
}

/**
 * Photos one account may add in a day (UPLOAD_PHOTOS_PER_DAY): each is decoded and encoded
 * three times, so this bounds the CPU and disk one account can take. The agency's staff are not
 * limited.
 */
export function photosPerDayRule(config = getConfig()): RateLimitRule {
  return { name: 'upload:photos', limit: config.UPLOAD_PHOTOS_PER_DAY, windowSeconds: 86_400 };
}
