import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useI18n, useT } from '../../i18n/i18n-context.tsx';
import { textLang } from '../../i18n/text-lang.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { mediaUrl, pickWidth } from '../media/images.ts';
import { StoredImage } from '../media/stored-image.tsx';
import type { ListingPhoto } from './listing-details-data.ts';
import { Icon } from '../../components/ui/icon.tsx';
import {
  useAutoplay,
  usePrefersReducedMotion,
  useSnapCarousel,
} from '../../components/ui/snap-carousel.ts';

// The full-screen viewer is fetched when a photo is first pointed at or focused (it stays out
// of the page's first download), and shown when one is opened.
const loadViewer = () => import('./photo-viewer.tsx');
const PhotoViewer = lazy(() => loadViewer().then((module) => ({ default: module.PhotoViewer })));
const preloadViewer = () => void loadViewer();

// Spec §9: the property image slider advances every 6 seconds, loops, has dots and arrows.
const SLIDE_INTERVAL_MS = 6000;

// The gallery column: full width on phones, the main column beside the sidebar on desktop.
const SIZES = '(min-width: 1280px) 820px, (min-width: 1024px) 62vw, 100vw';
const FRAME = 'aspect-[3/2] w-full overflow-hidden rounded-xl bg-slate-200 lg:aspect-[16/10]';

// A move from one photo to the next (ms).
const TRANSITION_MS = 450;

/** The largest file stored for a photo: what the viewer shows, and the link without JavaScript. */
const fullSize = (photo: ListingPhoto) =>
  mediaUrl(photo.storageKey, pickWidth(photo.widths, Number.POSITIVE_INFINITY));

/** Opens the viewer at a photo; `done` runs when it closes, with the photo it showed last. */
type OpenViewer = (index: number, done: (index: number) => void) => void;

/**
 * A photo as a link to its full-size file: without JavaScript the browser shows the file;
 * with it, a plain click or tap opens the viewer instead.
 */
function PhotoLink({
  photo,
  index,
  viewer,
  tabbable = true,
  onOpen,
  children,
}: {
  photo: ListingPhoto;
  index: number;
  /** Whether the viewer can open (the page runs JavaScript). */
  viewer: boolean;
  tabbable?: boolean;
  onOpen: (index: number, event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}) {
  return (
    <a
      href={fullSize(photo)}
      aria-haspopup={viewer ? 'dialog' : undefined}
      tabIndex={tabbable ? undefined : -1}
      draggable={false}
      onPointerEnter={preloadViewer}
      onFocus={preloadViewer}
      onClick={(event) => {
        if (!viewer || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
          return;
        event.preventDefault();
        onOpen(index, event);
      }}
      className="block size-full cursor-zoom-in focus-visible:-outline-offset-4"
    >
      {children}
    </a>
  );
}

function Photo({
  photo,
  alt,
  first,
  load,
}: {
  photo: ListingPhoto;
  alt: string;
  first: boolean;
  load: 'eager' | 'lazy';
}) {
  const { locale } = useI18n();
  return (
    <StoredImage
      image={photo}
      start={800}
      sizes={SIZES}
      alt={alt}
      // A caption the lister wrote is in their language (the page's is on <html>).
      lang={photo.altText?.trim() ? textLang(photo.altText, locale) : undefined}
      loading={first ? 'eager' : load}
      fetchPriority={first ? 'high' : undefined}
      decoding={first ? 'sync' : 'async'}
      draggable={false}
      className="size-full object-cover"
    />
  );
}

/**
 * The listing's photos. Several: a carousel (arrows, dots, swipe, loop, autoplay that pauses
 * on hover and focus, has a pause button and stays off under reduced motion). One: the photo.
 * None: the fallback picture. Before JavaScript runs (or without it) the slides are a
 * horizontally scrollable strip with scroll snapping, so every photo is reachable.
 */
export function ImageSlider({ photos, title }: { photos: ListingPhoto[]; title: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [viewing, setViewing] = useState<{
    start: number;
    done: (index: number) => void;
  } | null>(null);
  const altFor = (photo: ListingPhoto, index: number) =>
    photo.altText?.trim() || t('details.gallery.photoAlt', { current: index + 1, title });
  const openViewer: OpenViewer = (start, done) => setViewing({ start, done });
  const viewer = viewing ? (
    <Suspense fallback={null}>
      <PhotoViewer
        photos={photos.map((photo, index) => ({
          src: fullSize(photo),
          width: photo.width,
          height: photo.height,
          alt: altFor(photo, index),
        }))}
        start={viewing.start}
        onClose={(index) => {
          setViewing(null);
          viewing.done(index);
        }}
      />
    </Suspense>
  ) : null;

  if (photos.length === 0) {
    return (
      <div className={`${FRAME} relative`}>
        <img
          src="/images/listing-fallback.svg"
          width={1200}
          height={800}
          alt={t('details.gallery.noPhoto')}
          className="size-full object-cover"
        />
      </div>
    );
  }
  if (photos.length === 1) {
    const photo = photos[0]!;
    return (
      <div className={FRAME}>
        <PhotoLink
          photo={photo}
          index={0}
          viewer={hydrated}
          onOpen={(index, event) => {
            const link = event.currentTarget;
            openViewer(index, () => link.focus({ preventScroll: true }));
          }}
        >
          <Photo photo={photo} alt={altFor(photo, 0)} first load="eager" />
        </PhotoLink>
        {viewer}
      </div>
    );
  }
  return (
    <>
      <Carousel
        photos={photos}
        title={title}
        altFor={altFor}
        viewing={viewing !== null}
        openViewer={openViewer}
      />
      {viewer}
    </>
  );
}

function Carousel({
  photos,
  title,
  altFor,
  viewing,
  openViewer,
}: {
  photos: ListingPhoto[];
  title: string;
  altFor: (photo: ListingPhoto, index: number) => string;
  /** The viewer is open over the page: the slideshow holds still. */
  viewing: boolean;
  openViewer: OpenViewer;
}) {
  const t = useT();
  const total = photos.length;
  const slidesId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const { viewportRef, ready, selected, scrollTo, step } = useSnapCarousel({
    duration: TRANSITION_MS,
    reducedMotion,
  });
  // Hover and focus hold the slideshow; a swipe, the pause button and reduced motion stop it.
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = ready && !reducedMotion && !userPaused && !hovered && !focused && !viewing;
  useAutoplay(
    playing,
    () => SLIDE_INTERVAL_MS,
    () => step(1),
    selected,
  );

  const go = useCallback(
    (to: 'previous' | 'next' | number) => {
      if (to === 'previous') step(-1);
      else if (to === 'next') step(1);
      else scrollTo(to);
    },
    [step, scrollTo],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go('previous');
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go('next');
    }
  };

  const arrow =
    'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md ring-1 ring-black/5 transition hover:bg-white focus-visible:bg-white';

  return (
    // Hover and focus only pause the autoplay; the controls inside are real buttons.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={t('details.gallery.label', { title })}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Keyboard focus pauses; a mouse click on an arrow is already covered by hover.
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="relative">
        <div
          ref={viewportRef}
          // Without the carousel the strip scrolls by itself, so keyboard users can reach it.
          tabIndex={ready ? undefined : 0}
          // A finger on the photos takes over from the slideshow.
          onPointerDown={(event) => {
            if (event.pointerType !== 'mouse') setUserPaused(true);
          }}
          className={`${FRAME} snap-x snap-mandatory overflow-x-auto overscroll-x-contain ${ready ? 'no-scrollbar' : ''}`}
        >
          <div id={slidesId} aria-live={playing ? 'off' : 'polite'} className="flex h-full">
            {photos.map((photo, index) => (
              <div
                key={photo.id}
                id={`${slidesId}-${index + 1}`}
                role="group"
                aria-roledescription="slide"
                aria-label={t('details.gallery.slide', { current: index + 1, total })}
                className="h-full min-w-0 shrink-0 grow-0 basis-full snap-start"
              >
                <PhotoLink
                  photo={photo}
                  index={index}
                  viewer={ready}
                  // One stop for the keyboard: the photo in view (the strip has them all).
                  tabbable={!ready || index === selected}
                  onOpen={(start) =>
                    openViewer(start, (last) => {
                      // Back at the photo looked at last, with focus on it.
                      scrollTo(last, true);
                      viewportRef.current?.firstElementChild?.children[last]
                        ?.querySelector('a')
                        ?.focus({ preventScroll: true });
                    })
                  }
                >
                  <Photo
                    photo={photo}
                    alt={altFor(photo, index)}
                    first={index === 0}
                    // Load the photo in view and its neighbours; the rest when they come near.
                    load={ready && Math.abs(index - selected) <= 1 ? 'eager' : 'lazy'}
                  />
                </PhotoLink>
              </div>
            ))}
          </div>
        </div>

        <p
          aria-hidden="true"
          className="pointer-events-none absolute right-3 top-3 rounded-full bg-slate-900/70 px-3 py-1 text-xs font-semibold text-white"
        >
          {ready ? `${selected + 1} / ${total}` : t('details.gallery.photoCount', { count: total })}
        </p>

        {ready ? (
          <>
            <button
              type="button"
              aria-controls={slidesId}
              aria-label={t('details.gallery.previous')}
              onClick={() => go('previous')}
              className={`${arrow} left-3`}
            >
              <Icon d="m15 5-7 7 7 7" viewBox="0 0 24 24" stroke="2.5" />
            </button>
            <button
              type="button"
              aria-controls={slidesId}
              aria-label={t('details.gallery.next')}
              onClick={() => go('next')}
              className={`${arrow} right-3`}
            >
              <Icon d="m9 5 7 7-7 7" viewBox="0 0 24 24" stroke="2.5" />
            </button>
            <div className="absolute inset-x-0 bottom-3 z-10 flex items-center justify-center gap-1">
              {reducedMotion ? null : (
                <button
                  type="button"
                  aria-label={userPaused ? t('details.gallery.play') : t('details.gallery.pause')}
                  onClick={() => setUserPaused((paused) => !paused)}
                  className="mr-1 inline-flex size-8 items-center justify-center rounded-full bg-slate-900/70 text-white hover:bg-slate-900"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
                    {userPaused ? (
                      <path fill="currentColor" d="M8 5v14l11-7z" />
                    ) : (
                      <path fill="currentColor" d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
                    )}
                  </svg>
                </button>
              )}
              <div className="flex items-center rounded-full bg-slate-900/55 px-1.5">
                {photos.map((photo, index) => (
                  <button
                    key={photo.id}
                    type="button"
                    aria-controls={slidesId}
                    aria-label={t('details.gallery.showPhoto', { current: index + 1, total })}
                    aria-current={index === selected ? 'true' : undefined}
                    onClick={() => go(index)}
                    className="group inline-flex size-7 items-center justify-center"
                  >
                    <span
                      aria-hidden="true"
                      className={`block rounded-full transition-all ${
                        index === selected
                          ? 'h-2.5 w-5 bg-white'
                          : 'size-2.5 bg-white/60 group-hover:bg-white/90'
                      }`}
                    />
                  </button>
                ))}
              </div>
            </div>
          </>
        ) : null}
      </div>

      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {ready && !playing ? t('details.gallery.status', { current: selected + 1, total }) : ''}
      </p>

      {/* Thumbnails: a mouse shortcut on wide screens (links to the slides, so they also work
          without JavaScript); keyboard and screen reader users have the dots and the strip. */}
      <ul aria-hidden="true" className="mt-3 hidden gap-2 overflow-x-auto p-0.5 sm:flex">
        {photos.map((photo, index) => (
          <li key={photo.id} className="shrink-0">
            <a
              href={`#${slidesId}-${index + 1}`}
              tabIndex={-1}
              onClick={(event) => {
                if (!ready) return;
                event.preventDefault();
                go(index);
              }}
              className={`block h-16 w-24 overflow-hidden rounded-md ring-2 transition ${
                index === selected
                  ? 'opacity-100 ring-brand-600'
                  : 'opacity-70 ring-transparent hover:opacity-100'
              }`}
            >
              <img
                src={mediaUrl(photo.storageKey, pickWidth(photo.widths, 200))}
                width={photo.width}
                height={photo.height}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
