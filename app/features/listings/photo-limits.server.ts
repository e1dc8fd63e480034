import { getConfig } from '../../config.server.ts';
import type { PhotoLimits } from '../media/upload-limits.ts';

// How many photos a listing has: at least one (the cover, spec §4), at most the
// UPLOAD_MAX_FILES setting, each at most UPLOAD_MAX_FILE_MB.

export const MIN_IMAGES = 1;

/** The configured photo limits, for the upload reader, the listing commands and the form. */
export function photoLimits(config = getConfig()): PhotoLimits {
  return { maxFiles: config.UPLOAD_MAX_FILES, maxFileMb: config.UPLOAD_MAX_FILE_MB };
}
