import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { ImageSlider } from './image-slider.tsx';
import type { ListingPhoto } from './listing-details-data.ts';

const photo = (id: number): ListingPhoto => ({
  id,
  storageKey: `listings/ab/photo${id}`,
  widths: [400, 1280, 800],
  width: 1600,
  height: 1200,
  altText: null,
});

/** The links the server sends, as [href, what the link shows] pairs. */
function photoLinks(photos: ListingPhoto[]): [string, string][] {
  const html = renderToString(
    <I18nProvider locale="en">
      <ImageSlider photos={photos} title="Corner house" />
    </I18nProvider>,
  );
  return [...html.matchAll(/<a href="([^"]+)"[^>]*>\s*<img[^>]+alt="([^"]+)"/g)].map((m) => [
    m[1]!,
    m[2]!,
  ]);
}

// Without JavaScript a photo opens its largest file; the viewer takes over once the page runs.
test('one photo links to its largest file', () => {
  expect(photoLinks([photo(1)])).toEqual([
    ['/media/listings/ab/photo1-1280.webp', 'Photo 1 of Corner house'],
  ]);
});

test('every slide of the slider links to its photo’s largest file', () => {
  expect(photoLinks([photo(1), photo(2)])).toEqual([
    ['/media/listings/ab/photo1-1280.webp', 'Photo 1 of Corner house'],
    ['/media/listings/ab/photo2-1280.webp', 'Photo 2 of Corner house'],
  ]);
});
