import { mediaUrl, pickWidth, srcSet } from '../media/images.ts';
import { BLOG_IMAGE } from './blog-data.ts';

/**
 * A blog image filling its box (object-cover), responsive over the stored widths, with its
 * intrinsic size so the page does not jump while it loads. No image: a quiet brand panel.
 */
export function BlogImage({
  storageKey,
  alt,
  sizes,
  eager = false,
  className,
}: {
  storageKey: string | null;
  alt: string;
  sizes: string;
  eager?: boolean;
  className: string;
}) {
  if (!storageKey) return <div aria-hidden="true" className={`${className} bg-brand-100`} />;
  return (
    <img
      src={mediaUrl(storageKey, pickWidth(BLOG_IMAGE.widths, 800))}
      srcSet={srcSet(storageKey, BLOG_IMAGE.widths)}
      sizes={sizes}
      width={BLOG_IMAGE.width}
      height={BLOG_IMAGE.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={`${className} object-cover`}
    />
  );
}
