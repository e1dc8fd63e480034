import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { mediaUrl } from '../media/images.ts';
import type { TestimonialSlide } from './agency-data.ts';
import { TESTIMONIAL_AUTOPLAY_MS, TESTIMONIAL_EMBLA_DURATION } from './carousel-options.ts';

/** Customer photos are stored at 400 px (the only avatar width) and shown at 60 (spec §9). */
const PHOTO_STORED_WIDTH = 400;
const PHOTO_SIZE = 60;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');
}

function Testimonial({ item }: { item: TestimonialSlide }) {
  return (
    <figure className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 text-brand-600">
        <path
          fill="currentColor"
          d="M9.6 6C6.4 7.4 4 10.3 4 14v4h6v-6H7c0-2.4 1.5-4.4 3.4-5.2L9.6 6Zm10 0C16.4 7.4 14 10.3 14 14v4h6v-6h-3c0-2.4 1.5-4.4 3.4-5.2L19.6 6Z"
        />
      </svg>
      <blockquote className="mt-3 grow leading-relaxed text-slate-700">
        <p>{item.text}</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        {item.photoKey ? (
          <img
            src={mediaUrl(item.photoKey, PHOTO_STORED_WIDTH)}
            alt={item.name}
            width={PHOTO_SIZE}
            height={PHOTO_SIZE}
            loading="lazy"
            decoding="async"
            className="size-[60px] shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-[60px] shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {initials(item.name)}
          </span>
        )}
        <span>
          <span className="block font-semibold text-slate-900">{item.name}</span>
          <span className="block text-sm text-slate-600">{item.designation}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * The testimonials (spec §9): 3 / 2 / 1 slides at ≥992 / ≥576 / <576 px, one slide per
 * step, autoplay every 2 s, looping, arrows and no dots. Without JavaScript it is a row
 * that scrolls sideways; with it, the carousel pauses on hover and focus, has a pause
 * button (WCAG 2.2.2) and neither moves by itself nor animates for people who prefer
 * reduced motion.
 */
export function TestimonialsCarousel({ items }: { items: readonly TestimonialSlide[] }) {
  const t = useT();
  const [reducedMotion, setReducedMotion] = useState(false);
  const [autoplay] = useState(() =>
    Autoplay({
      delay: TESTIMONIAL_AUTOPLAY_MS,
      // Hover, focus and the pause button are handled here: the plugin's own hover and drag
      // handling would restart the carousel after someone pressed pause.
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
      playOnInit: false,
    }),
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: true, align: 'start', duration: reducedMotion ? 0 : TESTIMONIAL_EMBLA_DURATION },
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

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('about.testimonialsLabel')}
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
        // Without JavaScript the row scrolls: focusable so that keyboards can scroll it too.
        tabIndex={ready ? undefined : 0}
        className={ready ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto pb-2'}
      >
        <div className="-ml-4 flex touch-pan-y" aria-live="off">
          {items.map((item, index) => (
            <div
              key={item.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('testimonials.slide', { index: index + 1, count: items.length })}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-4 min-[576px]:basis-1/2 min-[992px]:basis-1/3"
            >
              <Testimonial item={item} />
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
            {userPaused ? t('testimonials.play') : t('testimonials.pause')}
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => embla?.scrollPrev()}
          disabled={!ready}
          className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-50"
        >
          <Icon d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
          <span className="sr-only">{t('testimonials.previous')}</span>
        </button>
        <button
          type="button"
          onClick={() => embla?.scrollNext()}
          disabled={!ready}
          className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-50"
        >
          <Icon d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z" />
          <span className="sr-only">{t('testimonials.next')}</span>
        </button>
      </div>
    </div>
  );
}
