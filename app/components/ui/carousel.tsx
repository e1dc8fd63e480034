import Autoplay, { type AutoplayOptionsType } from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from './icon.tsx';

export type CarouselTexts = {
  label: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  slide: (index: number, count: number) => string;
};

/**
 * The site's looping carousels (Latest Listings, testimonials; spec §9): 3 / 2 / 1 slides at
 * ≥992 / ≥576 / <576 px, one slide per step, arrows and no dots. Without JavaScript it is a row
 * that scrolls sideways (focusable, so keyboards can scroll it); with it, autoplay that holds
 * still while a pointer is over it or focus is inside it, a pause button (WCAG 2.2.2), and no
 * movement or animation for people who prefer reduced motion.
 */
export function Carousel<T>({
  items,
  itemKey,
  renderSlide,
  texts,
  autoplay: autoplayOptions,
  duration,
}: {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderSlide: (item: T, index: number) => ReactNode;
  texts: CarouselTexts;
  /** The plugin's delay (ms) and, if any, its media-query breakpoints. */
  autoplay: Pick<AutoplayOptionsType, 'delay' | 'breakpoints'>;
  /** Embla's scroll duration (its own unit; 25 is its default). */
  duration?: number;
}) {
  const [reducedMotion, setReducedMotion] = useState(false);
  const [autoplay] = useState(() =>
    Autoplay({
      ...autoplayOptions,
      // Hover, focus and the pause button are handled here: the plugin's own hover and drag
      // handling would restart the carousel after someone pressed pause.
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
      playOnInit: false,
    }),
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: true, align: 'start', duration: reducedMotion ? 0 : (duration ?? 25) },
    [autoplay],
  );
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  // Why it is held still right now, besides the button: a pointer over it, focus inside it.
  const holds = useRef({ hover: false, focus: false });

  useEffect(() => {
    if (!embla) return;
    setReady(true);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    setReducedMotion(reduced);
    setPlaying(!reduced && embla.scrollSnapList().length > 1);
  }, [embla]);

  const settle = useCallback(() => {
    const held = holds.current.hover || holds.current.focus;
    if (playing && !userPaused && !held) autoplay.play();
    else autoplay.stop();
  }, [autoplay, playing, userPaused]);

  useEffect(() => {
    if (!embla) return;
    settle();
    // The plugin restarts itself when a drag ends; this runs after it and has the last word.
    embla.on('pointerUp', settle);
    return () => {
      embla.off('pointerUp', settle);
    };
  }, [embla, settle]);

  const hold = (why: 'hover' | 'focus', on: boolean) => {
    holds.current[why] = on;
    settle();
  };

  const arrow =
    'inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-50';
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={texts.label}
      className="relative"
      onFocus={() => hold('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          hold('focus', false);
        }
      }}
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
    >
      <div
        ref={viewportRef}
        tabIndex={ready ? undefined : 0}
        className={ready ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto pb-2'}
      >
        <div className="-ml-4 flex touch-pan-y" aria-live="off">
          {items.map((item, index) => (
            <div
              key={itemKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={texts.slide(index + 1, items.length)}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-4 min-[576px]:basis-1/2 min-[992px]:basis-1/3"
            >
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-end gap-2">
        {playing ? (
          <button
            type="button"
            onClick={() => {
              // Play means play now, even though the button keeps the focus.
              if (userPaused) holds.current.focus = false;
              setUserPaused(!userPaused);
            }}
            className="mr-auto rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-brand-50"
          >
            {userPaused ? texts.play : texts.pause}
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => embla?.scrollPrev()}
          disabled={!ready}
          className={arrow}
        >
          <Icon d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
          <span className="sr-only">{texts.previous}</span>
        </button>
        <button
          type="button"
          onClick={() => embla?.scrollNext()}
          disabled={!ready}
          className={arrow}
        >
          <Icon d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z" />
          <span className="sr-only">{texts.next}</span>
        </button>
      </div>
    </div>
  );
}
