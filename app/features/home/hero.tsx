import { useEffect, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { useT } from '../../i18n/i18n-context.tsx';

const POSTER = '/images/hero-1280.webp';
const POSTER_SRCSET =
  '/images/hero-640.webp 640w, /images/hero-1280.webp 1280w, /images/hero-1920.webp 1920w';
// A phone shows the hero taller than wide: the middle of the photo, as object-cover crops it,
// 600 × 968 (9 KB instead of the 1280 px photo's 24 KB, issue 27). Made from hero-1920.webp
// with sharp (docs/decisions/021-first-view-last-mile.md).
const PHONE_POSTER = '/images/hero-phone-600.webp';
const PHONE = '(max-width: 639px)';

type NetworkInformation = { saveData?: boolean };

/** Whether a looping background video suits this visitor: not with reduced motion or Save-Data. */
function videoWelcome(): boolean {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !connection?.saveData;
}

/**
 * The home hero: the poster image first (server-rendered, high priority); a muted looping
 * video replaces it after load when one is configured and the visitor welcomes motion.
 */
export function Hero({ videoUrl, children }: { videoUrl: string | null; children: ReactNode }) {
  const t = useT();
  const [showVideo, setShowVideo] = useState(false);
  // The LCP image, fetched first: React preloads no image inside <picture>, so each size is
  // preloaded for the screens that show it.
  preload(PHONE_POSTER, { as: 'image', fetchPriority: 'high', media: PHONE });
  preload(POSTER, {
    as: 'image',
    fetchPriority: 'high',
    imageSrcSet: POSTER_SRCSET,
    imageSizes: '100vw',
    media: '(min-width: 640px)',
  });
  useEffect(() => {
    if (videoUrl && videoWelcome()) setShowVideo(true);
  }, [videoUrl]);
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <picture>
        <source media={PHONE} srcSet={PHONE_POSTER} width={600} height={968} />
        <img
          src={POSTER}
          srcSet={POSTER_SRCSET}
          sizes="100vw"
          width={1280}
          height={853}
          alt=""
          fetchPriority="high"
          className="absolute inset-0 -z-20 size-full object-cover"
        />
      </picture>
      {showVideo && videoUrl ? (
        <video
          className="absolute inset-0 -z-20 size-full object-cover"
          src={videoUrl}
          poster={POSTER}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/90 via-brand-900/70 to-brand-900/30"
      />
      <div className="container-page py-12 sm:py-20 lg:py-28">
        <h1 className="max-w-2xl text-3xl font-bold leading-tight sm:text-5xl">
          {t('home.heroTitle')}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-brand-50">{t('home.heroText')}</p>
        <div className="mt-8 max-w-5xl">{children}</div>
      </div>
    </section>
  );
}
