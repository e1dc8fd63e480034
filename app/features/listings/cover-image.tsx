import { StoredImage } from '../media/stored-image.tsx';
import type { ListingCardData } from './listing-card-data.ts';

/**
 * A listing's cover photo, decorative (the title is beside it), or the fallback picture when it
 * has none. `width` is the variant for browsers that ignore `srcset`.
 */
export function CoverImage({
  cover,
  width,
  sizes,
  eager = false,
  className,
}: {
  cover: ListingCardData['cover'];
  width: number;
  sizes: string;
  eager?: boolean;
  className: string;
}) {
  return cover ? (
    <StoredImage
      image={cover}
      start={width}
      sizes={sizes}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  ) : (
    <img
      src="/images/listing-fallback.svg"
      width={1200}
      height={800}
      alt=""
      className={className}
    />
  );
}
