import { pinIcon } from '../../components/ui/leaflet.ts';
import { MapBox, MapPlaceholder, useLeafletMap } from '../../components/ui/leaflet-map.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { ListingMapView } from '../listings/map-source.ts';

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
  const markerTitle = t('details.map.marker', { title });
  const map = useLeafletMap({
    options: (L) => ({
      center: [latitude, longitude],
      zoom: 15,
      // The page scrolls under the wheel and one finger; the map zooms with its buttons and pinch.
      scrollWheelZoom: false,
      dragging: !L.Browser.mobile,
    }),
    draw: (L, leafletMap) => {
      L.marker([latitude, longitude], {
        icon: pinIcon(L),
        keyboard: false,
        interactive: false,
        title: markerTitle,
      }).addTo(leafletMap);
    },
    whenNear: true,
    rebuildOn: `${latitude},${longitude},${markerTitle}`,
  });

  const label = t('details.map.label', { place });
  return (
    <div>
      <MapBox
        map={map}
        label={label}
        className={FRAME}
        placeholder={
          <MapPlaceholder
            // Offline or blocked: the links below the map still lead to a map.
            text={map.state === 'failed' ? place : t('details.map.loading')}
            noscriptFrame={{ title: label, src: embedUrl }}
          />
        }
      />
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
