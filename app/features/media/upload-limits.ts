// Limits of listing photo uploads and what the file input accepts. Safe on client and server.
// The numbers are settings (UPLOAD_MAX_FILES, UPLOAD_MAX_FILE_MB in app/config.server.ts); the
// server reads them and hands them to the form through its loader.

/** How many photos a listing may have and how large each may be. */
export type PhotoLimits = { maxFiles: number; maxFileMb: number };

export const MEGABYTE = 1024 * 1024;

/**
 * The `accept` attribute of the photo input: a hint for the picker, never a check. HEIC is
 * left out on purpose: iOS then hands the page a JPEG copy of a HEIC photo, which every
 * sharp build can decode.
 */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
