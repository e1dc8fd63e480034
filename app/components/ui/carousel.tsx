import { useState, type ReactNode } from 'react';
import { Icon } from './icon.tsx';
import { useAutoplay, usePrefersReducedMotion, useSnapCarousel } from './snap-carousel.ts';

export type CarouselTexts = {
  label: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  slide: (index: number, count: number) => string;
};

/** Autoplay's delay (ms), and a different one where a media query matches (the first that does). */
export type CarouselAutoplay = {
  delay: number;
  breakpoints?: Record<string, { delay: number }>;
};

/** The move from one stop to the next when no other time is given (ms). */
const DEFAULT_TRANSITION_MS = 500;

const delayFor = ({ delay, breakpoints = {} }: CarouselAutoplay) =>
  Object.entries(breakpoints).find(([query]) => window.matchMedia(query).matches)?.[1].delay ??
  delay;

/**
 * The site's looping carousels (Latest Listings, testimonials; spec §9): 3 / 2 / 1 slides at
 * ≥992 / ≥576 / <576 px, one slide per step, arrows and no dots. The slides are a row that
 * scrolls sideways with scroll snapping (snap-carousel.ts): a swipe or a trackpad moves it,
 * and without JavaScript it is the whole carousel. It is focusable, so keyboards scroll it.
 * With JavaScript: arrows, autoplay that holds still while a pointer or a finger is on it or
 * focus is inside it, a pause button (WCAG 2.2.2), and no movement or animation for people
 * who prefer reduced motion.
 */
export function Carousel<T>({
  items,
  itemKey,
  renderSlide,
  texts,
  autoplay,
  transitionMs = DEFAULT_TRANSITION_MS,
}: {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderSlide: (item: T, index: number) => ReactNode;
  texts: CarouselTexts;
  autoplay: CarouselAutoplay;
  /** How long a move from one stop to the next takes. */
  transitionMs?: number;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const { viewportRef, ready, selected, count, step } = useSnapCarousel({
    duration: transitionMs,
    reducedMotion,
  });
  const [userPaused, setUserPaused] = useState(false);
  // Why it is held still right now, besides the button: a pointer or a finger on it, focus inside.
  const [held, setHeld] = useState({ hover: false, focus: false, touch: false });
  const hold = (why: keyof typeof held, on: boolean) =>
    setHeld((now) => (now[why] === on ? now : { ...now, [why]: on }));
  const canPlay = ready && !reducedMotion && count > 1;
  useAutoplay(
    canPlay && !userPaused && !held.hover && !held.focus && !held.touch,
    () => delayFor(autoplay),
    () => step(1),
    selected,
  );

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
      onTouchStart={() => hold('touch', true)}
      onTouchEnd={() => hold('touch', false)}
      onTouchCancel={() => hold('touch', false)}
    >
      {/* Focusable, so a keyboard can scroll the row too (slides without links have no stop). */}
      <div
        ref={viewportRef}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={`snap-x snap-mandatory overflow-x-auto overscroll-x-contain ${ready ? 'no-scrollbar' : 'pb-2'}`}
      >
        <div className="flex gap-4" aria-live="off">
          {items.map((item, index) => (
            <div
              key={itemKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={texts.slide(index + 1, items.length)}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start min-[576px]:basis-[calc((100%_-_1rem)/2)] min-[992px]:basis-[calc((100%_-_2rem)/3)]"
            >
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-end gap-2">
        {canPlay ? (
          <button
            type="button"
            onClick={() => {
              // Play means play now, even though the button keeps the focus.
              if (userPaused) hold('focus', false);
              setUserPaused(!userPaused);
            }}
            className="mr-auto rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-brand-50"
          >
            {userPaused ? texts.play : texts.pause}
          </button>
        ) : null}
        <button type="button" onClick={() => step(-1)} disabled={!ready} className={arrow}>
          <Icon d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
          <span className="sr-only">{texts.previous}</span>
        </button>
        <button type="button" onClick={() => step(1)} disabled={!ready} className={arrow}>
          <Icon d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z" />
          <span className="sr-only">{texts.next}</span>
        </button>
      </div>
    </div>
  );
}
