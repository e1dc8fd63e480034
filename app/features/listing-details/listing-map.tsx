import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MapPlaceholder } from '../../components/ui/map-placeholder.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { whenNear } from '../../lib/when-near.ts';
import type { ListingMapView } from '../listings/map-source.ts';

// Leaflet's part (listing-live-map.tsx) is fetched when the map comes near the screen: the
// page's first view carries only the box and its links (issue 27).
const ListingLiveMap = lazy(() =>
  import('./listing-live-map.tsx').then((m) => ({ default: m.ListingLiveMap })),
);

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
  source: ListingMapView;
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
  return <PointMap point={source} place={place} title={title} />;
}

function PointMap({
  point: { latitude, longitude, embedUrl, directions, larger },
  place,
  title,
}: {
  point: Extract<ListingMapView, { kind: 'point' }>;
  place: string;
  title: string;
}) {
  const t = useT();
  const boxRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!boxRef.current) return;
    return whenNear(boxRef.current, () => setNear(true));
  }, []);

  const label = t('details.map.label', { place });
  const waiting = (failed: boolean) => (
    <MapPlaceholder
      // Offline or blocked: the links below the map still lead to a map.
      text={failed ? place : t('details.map.loading')}
      noscriptFrame={{ title: label, src: embedUrl }}
    />
  );
  const box = (
    <div ref={boxRef} role="region" aria-label={label} className={FRAME}>
      {waiting(false)}
    </div>
  );
  return (
    <div>
      {near ? (
        <Suspense fallback={box}>
          <ListingLiveMap
            latitude={latitude}
            longitude={longitude}
            label={label}
            markerTitle={t('details.map.marker', { title })}
            className={FRAME}
            placeholder={waiting}
          />
        </Suspense>
      ) : (
        box
      )}
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        {(
          [
            [directions, t('details.map.directions')],
            [larger, t('details.map.openLarger')],
          ] as const
        ).map(([href, text]) => (
          <a
            key={text}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline-offset-4 hover:underline"
          >
            {text}
            <span className="sr-only"> {t('details.newTab')}</span>
          </a>
        ))}
      </p>
    </div>
  );
}
