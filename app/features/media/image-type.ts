// Which kind of image a file is, decided by its first bytes (magic numbers) only: the name
// and the declared Content-Type come from the client and prove nothing. Safe in the browser.

export type ImageType = 'jpeg' | 'png' | 'webp' | 'heic';

/** How many leading bytes `detectImageType` needs to decide. */
export const IMAGE_SNIFF_BYTES = 32;

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/**
 * JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A), WebP (RIFF….WEBP) or HEIC (an ISO-BMFF
 * `ftyp` box with a HEIF brand and no AVIF brand); anything else is null.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    ascii(bytes, 1, 4) === 'PNG' &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  ) {
    return 'png';
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'webp';
  }
  return detectHeif(bytes);
}

function detectHeif(bytes: Uint8Array): ImageType | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (boxSize < 16 || boxSize % 4 !== 0) return null;
  // Major brand at 8, minor version at 12, compatible brands from 16 to the box's end
  // (as far as the bytes we were given reach).
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length); at += 4) {
    brands.push(ascii(bytes, at, at + 4));
  }
  // NOTE: AVIF files also carry `mif1`; an AVIF brand anywhere makes the file AVIF, not HEIC.
  if (brands.some((b) => AVIF_BRANDS.has(b))) return null;
  return brands.some((b) => HEIC_BRANDS.has(b)) ? 'heic' : null;
}
