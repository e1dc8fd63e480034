import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { ListingCard } from '../listings/listing-card.tsx';
import type { ListingCardData } from '../listings/listing-card-data.ts';
import { Icon } from '../../components/ui/icon.tsx';

type CardListing = Omit<ListingCardData, 'createdAt'> & { createdAt: Date | string };

// Spec §9: 3 / 2 / 1 cards at ≥992 / ≥576 / <576 px; autoplay 8000 ms (7000 ms below 992 px);
// loop; arrows, no dots.
const CAROUSEL_DELAY_MS = 8000;
const CAROUSEL_DELAY_SMALL_MS = 7000;

/**
 * Latest Listings. Without JavaScript it is a horizontally scrollable row; with it, a looping
 * carousel that pauses on hover and focus, has a pause button (WCAG 2.2.2) and never moves
 * for people who prefer reduced motion.
 */
export function LatestListingsCarousel({
  listings,
  phone,
}: {
  listings: CardListing[];
  phone: string | undefined;
}) {
  const t = useT();
  const [autoplay] = useState(() =>
    Autoplay({
      delay: CAROUSEL_DELAY_SMALL_MS,
      breakpoints: { '(min-width: 992px)': { delay: CAROUSEL_DELAY_MS } },
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      playOnInit: false,
    }),
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [autoplay]);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [userPaused, setUserPaused] = useState(false);

  useEffect(() => {
    if (!embla) return;
    setReady(true);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!reduced) {
      autoplay.play();
      setPlaying(true);
    }
  }, [embla, autoplay]);

  const pause = useCallback(() => {
    autoplay.stop();
  }, [autoplay]);
  const resume = useCallback(() => {
    if (playing && !userPaused) autoplay.play();
  }, [autoplay, playing, userPaused]);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      className="relative"
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resume();
      }}
    >
      <div
        ref={viewportRef}
        className={ready ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto'}
      >
        <div className="-ml-4 flex touch-pan-y" aria-live="off">
          {listings.map((listing, index) => (
            <div
              key={listing.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: index + 1, count: listings.length })}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-4 min-[576px]:basis-1/2 min-[992px]:basis-1/3"
            >
              <ListingCard listing={listing} phone={phone} eager={index < 3} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-end gap-2">
        {playing ? (
          <button
            type="button"
            onClick={() => {
              if (userPaused) {
                setUserPaused(false);
                autoplay.play();
              } else {
                setUserPaused(true);
                autoplay.stop();
              }
            }}
            className="mr-auto rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-brand-50"
          >
            {userPaused ? t('carousel.play') : t('carousel.pause')}
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => embla?.scrollPrev()}
          disabled={!ready}
          className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-50"
        >
          <Icon d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
          <span className="sr-only">{t('carousel.previous')}</span>
        </button>
        <button
          type="button"
          onClick={() => embla?.scrollNext()}
          disabled={!ready}
          className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-50"
        >
          <Icon d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z" />
          <span className="sr-only">{t('carousel.next')}</span>
        </button>
      </div>
    </div>
  );
}
