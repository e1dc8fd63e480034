import type { ListingCardData } from '../listings/listing-card-data.ts';
import { StoredImage } from '../media/stored-image.tsx';

/** A listing's cover photo as a small table thumbnail (decorative: the title is beside it). */
export function PropertyThumb({
  cover,
  className = '',
}: {
  cover: ListingCardData['cover'];
  className?: string;
}) {
  const box = `h-16 w-24 shrink-0 self-start rounded-md bg-slate-100 object-cover ${className}`;
  if (!cover) {
    return (
      <img
        src="/images/listing-fallback.svg"
        width={96}
        height={64}
        alt=""
        loading="lazy"
        className={box}
      />
    );
  }
  return (
    <StoredImage
      image={cover}
      start={400}
      sizes="96px"
      width={96}
      height={64}
      alt=""
      loading="lazy"
      decoding="async"
      className={box}
    />
  );
}
