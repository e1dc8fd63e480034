// Limits of listing photo uploads: defaults for the UPLOAD_* settings, and what the file
// input accepts. Safe on client and server.

export const MIN_LISTING_IMAGES = 1;
export const MAX_LISTING_IMAGES = 20;
export const MAX_IMAGE_MEGABYTES = 10;
export const MEGABYTE = 1024 * 1024;

/**
 * The `accept` attribute of the photo input: a hint for the picker, never a check. HEIC is
 * left out on purpose: iOS then hands the page a JPEG copy of a HEIC photo, which every
 * sharp build can decode.
 */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
