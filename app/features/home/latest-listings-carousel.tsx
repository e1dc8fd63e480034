import { useT } from '../../i18n/i18n-context.tsx';
import { ListingCard } from '../listings/listing-card.tsx';
import type { ListingCardData } from '../listings/listing-card-data.ts';
import { Carousel } from '../../components/ui/carousel.tsx';

type CardListing = Omit<ListingCardData, 'createdAt'> & { createdAt: Date | string };

// Spec §9: 3 / 2 / 1 cards at ≥992 / ≥576 / <576 px; autoplay 8000 ms (7000 ms below 992 px);
// loop; arrows, no dots.
const CAROUSEL_DELAY_MS = 8000;
const CAROUSEL_DELAY_SMALL_MS = 7000;

/** Latest Listings (the shared Carousel). */
export function LatestListingsCarousel({
  listings,
  phone,
}: {
  listings: CardListing[];
  phone: string | undefined;
}) {
  const t = useT();
  return (
    <Carousel
      items={listings}
      itemKey={(listing) => listing.id}
      renderSlide={(listing, index) => (
        // The first card's photo only: a phone shows one card, and the others (three on a
        // wide screen) load lazily as they come in view, not beside the hero (issue 27).
        <ListingCard listing={listing} phone={phone} eager={index === 0} />
      )}
      autoplay={{
        delay: CAROUSEL_DELAY_SMALL_MS,
        breakpoints: { '(min-width: 992px)': { delay: CAROUSEL_DELAY_MS } },
      }}
      texts={{
        label: t('carousel.label'),
        previous: t('carousel.previous'),
        next: t('carousel.next'),
        pause: t('carousel.pause'),
        play: t('carousel.play'),
        slide: (index, count) => t('carousel.slide', { index, count }),
      }}
    />
  );
}
