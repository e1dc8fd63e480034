// Shared by server and browser: how an image's variants are named and which widths exist.

/** Widths every listing photo is re-encoded to (WebP). */
export const IMAGE_WIDTHS = [400, 800, 1280] as const;

const MEDIA_URL_PREFIX = '/media/';

export function variantKey(storageKey: string, width: number): string {
  return `${storageKey}-${width}.webp`;
}

export function mediaUrl(storageKey: string, width: number): string {
  return `${MEDIA_URL_PREFIX}${variantKey(storageKey, width)}`;
}

/** A `srcset` string over the widths an image actually has. */
export function srcSet(storageKey: string, widths: readonly number[]): string {
  return widths.map((w) => `${mediaUrl(storageKey, w)} ${w}w`).join(', ');
}

/** The smallest stored width at least `wanted` wide, or the largest there is. */
export function pickWidth(widths: readonly number[], wanted: number): number {
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find((w) => w >= wanted) ?? sorted[sorted.length - 1] ?? wanted;
}
