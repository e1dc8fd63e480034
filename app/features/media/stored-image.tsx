import type { ComponentPropsWithoutRef } from 'react';
import { mediaUrl, pickWidth, srcSet } from './images.ts';

/** A stored photo's files: its key, the widths it was re-encoded to and its own size. */
export type StoredImageFiles = {
  storageKey: string;
  widths: readonly number[];
  width: number;
  height: number;
};

/**
 * A stored photo, responsive over the widths it has, with its intrinsic size so the page does
 * not jump while it loads (a box of another shape can set `width` and `height`). `start`: the
 * width for browsers that ignore `srcset`.
 */
export function StoredImage({
  image,
  start,
  alt,
  ...img
}: { image: StoredImageFiles; start: number; alt: string } & Omit<
  ComponentPropsWithoutRef<'img'>,
  'src' | 'srcSet' | 'alt'
>) {
  return (
    <img
      src={mediaUrl(image.storageKey, pickWidth(image.widths, start))}
      srcSet={srcSet(image.storageKey, image.widths)}
      width={image.width}
      height={image.height}
      alt={alt}
      {...img}
    />
  );
}
