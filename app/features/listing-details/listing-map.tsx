import { useEffect, useRef, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { addOpenStreetMapTiles, loadLeaflet, pinIcon } from '../../components/ui/leaflet.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import {
  directionsLink,
  openStreetMapEmbedUrl,
  openStreetMapLink,
  type MapSource,
} from '../listings/map-source.ts';

const FRAME =
  'relative aspect-[4/3] w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 sm:aspect-[16/9]';

/**
 * The listing's map: an OpenStreetMap map (Leaflet, loaded in the browser when the map comes
 * near the screen) from the coordinates; OpenStreetMap's embed page without JavaScript; an
 * allow-listed embed URL when there are no coordinates. Nothing when there is neither: the
 * address above the map stands alone.
 */
export function ListingMap({
  source,
  place,
  title,
}: {
  source: MapSource;
  place: string;
  title: string;
}) {
  const t = useT();
  if (source.kind === 'none') return null;
  if (source.kind === 'embed') {
    return (
      <div className={FRAME}>
        <iframe
          title={t('details.map.label', { place })}
          src={source.src}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          className="absolute inset-0 size-full border-0"
        />
      </div>
    );
  }
  return (
    <PointMap latitude={source.latitude} longitude={source.longitude} place={place} title={title} />
  );
}

function PointMap({
  latitude,
  longitude,
  place,
  title,
}: {
  latitude: number;
  longitude: number;
  place: string;
  title: string;
}) {
  const t = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'waiting' | 'loaded' | 'failed'>('waiting');
  const markerTitle = t('details.map.marker', { title });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let map: LeafletMap | undefined;
    let cancelled = false;
    // NOTE: leaflet touches `window` when imported, so it is imported here, in the browser only.
    const load = async () => {
      const L = await loadLeaflet();
      if (cancelled) return;
      map = L.map(container, {
        center: [latitude, longitude],
        zoom: 15,
        // The page scrolls under the wheel and one finger; the map zooms with its buttons and pinch.
        scrollWheelZoom: false,
        dragging: !L.Browser.mobile,
      });
      addOpenStreetMapTiles(L, map);
      L.marker([latitude, longitude], {
        icon: pinIcon(L),
        keyboard: false,
        interactive: false,
        title: markerTitle,
      }).addTo(map);
      setState('loaded');
    };
    const start = () => {
      // Offline or blocked: the links below the map still lead to a map.
      load().catch(() => setState('failed'));
    };
    if (!('IntersectionObserver' in window)) {
      start();
      return () => {
        cancelled = true;
        map?.remove();
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(container);
    return () => {
      cancelled = true;
      observer.disconnect();
      map?.remove();
    };
  }, [latitude, longitude, markerTitle]);

  const newTab = <span className="sr-only"> {t('details.newTab')}</span>;
  return (
    <div>
      <div role="region" aria-label={t('details.map.label', { place })} className={FRAME}>
        <div ref={containerRef} className="absolute inset-0 z-0" />
        {state === 'loaded' ? null : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-[radial-gradient(circle_at_center,var(--color-brand-50),var(--color-slate-100))] text-slate-700">
            <svg aria-hidden="true" viewBox="0 0 32 44" className="h-11 w-8">
              <path
                fill="#0b5d4b"
                d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1Z"
              />
              <circle cx="16" cy="16" r="6" fill="#fff" />
            </svg>
            <p className="px-4 text-center text-sm">
              {state === 'failed' ? place : t('details.map.loading')}
            </p>
            <noscript>
              <iframe
                title={t('details.map.label', { place })}
                src={openStreetMapEmbedUrl(latitude, longitude)}
                loading="lazy"
                className="absolute inset-0 size-full border-0 bg-slate-100"
              />
            </noscript>
          </div>
        )}
      </div>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <a
          href={directionsLink(latitude, longitude)}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-700 underline-offset-4 hover:underline"
        >
          {t('details.map.directions')}
          {newTab}
        </a>
        <a
          href={openStreetMapLink(latitude, longitude)}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-700 underline-offset-4 hover:underline"
        >
          {t('details.map.openLarger')}
          {newTab}
        </a>
      </p>
    </div>
  );
}
