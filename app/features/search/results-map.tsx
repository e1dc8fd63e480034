import { useEffect, useRef, useState } from 'react';
import { useHref, useNavigate } from 'react-router';
import type { LatLngBoundsExpression, LayerGroup, Map as LeafletMap } from 'leaflet';
import type Supercluster from 'supercluster';
import { pinIcon, type Leaflet } from '../../components/ui/leaflet.ts';
import { MapBox, useLeafletMap } from '../../components/ui/leaflet-map.tsx';
import { MapPlaceholder } from '../../components/ui/map-placeholder.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { listingPath } from '../listing-details/listing-id.ts';
import { formatPrice } from '../listings/format.ts';
import {
  boundsOf,
  MAX_POLYGON_POINTS,
  searchHref,
  toSearchParams,
  type Bounds,
  type LatLng,
  type SearchCriteria,
} from './search-params.ts';

// The results map (/shop?…&view=map; docs/decisions/024-map-search.md): the search's listings
// as clustered markers (supercluster, in the browser), "Search this area" once the map has
// been moved, and drawing an area by tapping its corners (or adding the map's centre, by
// keyboard). The map is only a way to change the URL's `bounds` or `polygon`: the list and its
// count come from the server, so a drawn search can be shared, saved and read without scripts.

/** A row of /shop/map-points: id, latitude, longitude, price, listing type, title. */
type PointRow = [number, number, number, number, string, string];
type PointsAnswer = { points: PointRow[]; capped: boolean; limit: number };
type PointProps = { row: PointRow };

/** The capital region, for a map with nothing to show yet. */
const REGION_CENTRE: LatLng = [16.43, 80.53];
const BRAND = '#0b5d4b';

const toLeafletBounds = ([south, west, north, east]: Bounds): LatLngBoundsExpression => [
  [south, west],
  [north, east],
];

/** The query the page's search has, without its page, page size or view. */
function pointsQuery(criteria: SearchCriteria): string {
  return toSearchParams({ ...criteria, page: 1, perPage: null, view: 'grid' }).toString();
}

// Built from DOM nodes, not an HTML string: titles are the listers' words.
function popupContent(row: PointRow, href: string, price: string): HTMLElement {
  const box = document.createElement('div');
  const link = document.createElement('a');
  link.href = href;
  link.className = 'font-semibold text-brand-700 underline';
  link.textContent = row[5];
  const amount = document.createElement('p');
  amount.className = 'text-slate-800';
  amount.textContent = price;
  box.append(link, amount);
  return box;
}

export function ResultsMap({ criteria, path }: { criteria: SearchCriteria; path: string }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const endpoint = useHref('/shop/map-points');
  const prefix = useHref('/').replace(/\/$/, '');
  const query = pointsQuery(criteria);
  const [answer, setAnswer] = useState<PointsAnswer | null>(null);
  const [moved, setMoved] = useState(false);
  const [drawing, setDrawing] = useState(false);
  const [corners, setCorners] = useState<LatLng[]>([]);

  // What the map's handlers read: the latest values, not those of the render that made them.
  const live = useRef({ criteria, drawing, t, locale, prefix });
  live.current = { criteria, drawing, t, locale, prefix };
  const layers = useRef<{
    L: Leaflet;
    map: LeafletMap;
    markers: LayerGroup;
    shape: LayerGroup;
    sketch: LayerGroup;
    index: Supercluster<PointProps> | null;
    /** True while the page itself moves the map, so that only a person's move offers a search. */
    fitting: boolean;
  } | null>(null);

  /** The clusters and pins of the part of the map on screen. */
  const renderMarkers = () => {
    const ready = layers.current;
    if (!ready?.index) return;
    const { L, map, markers, index } = ready;
    const { t, locale, prefix } = live.current;
    markers.clearLayers();
    const box = map.getBounds();
    const icon = pinIcon(L);
    const features = index.getClusters(
      [box.getWest(), box.getSouth(), box.getEast(), box.getNorth()],
      Math.round(map.getZoom()),
    );
    for (const feature of features) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      if ('cluster' in props && props.cluster) {
        const count = props.point_count;
        const size = count < 10 ? 36 : count < 100 ? 44 : 52;
        const label = t('search.map.cluster', { count: formatNumber(count, locale) });
        L.marker([lat, lng], {
          icon: L.divIcon({
            html: `<span class="flex size-full items-center justify-center rounded-full border-2 border-white bg-brand-700 text-sm font-bold text-white shadow">${formatNumber(count, locale)}</span>`,
            className: '',
            iconSize: [size, size],
          }),
          title: label,
          alt: label,
          keyboard: false,
        })
          .on('click', () => {
            const zoom = Math.min(index.getClusterExpansionZoom(props.cluster_id), 18);
            map.setView([lat, lng], zoom);
          })
          .addTo(markers);
      } else {
        const row = (props as PointProps).row;
        const price = formatPrice(row[3], locale);
        // NOTE: not keyboard stops: the list beside the map carries every listing and its link.
        L.marker([lat, lng], {
          icon,
          title: t('search.map.marker', { title: row[5], price }),
          keyboard: false,
        })
          .bindPopup(() => popupContent(row, `${prefix}${listingPath(row[0])}`, price))
          .addTo(markers);
      }
    }
  };

  /** Moves the map without offering "Search this area". */
  const fit = (bounds: Bounds) => {
    const ready = layers.current;
    if (!ready) return;
    ready.fitting = true;
    ready.map.fitBounds(toLeafletBounds(bounds), { animate: false, maxZoom: 16 });
    ready.fitting = false;
  };

  const map = useLeafletMap({
    options: () => ({ center: REGION_CENTRE, zoom: 10, scrollWheelZoom: false }),
    draw: (L, leafletMap) => {
      layers.current = {
        L,
        map: leafletMap,
        markers: L.layerGroup().addTo(leafletMap),
        shape: L.layerGroup().addTo(leafletMap),
        sketch: L.layerGroup().addTo(leafletMap),
        index: null,
        fitting: false,
      };
      const { criteria } = live.current;
      const start = criteria.polygon ? boundsOf(criteria.polygon) : criteria.bounds;
      if (start) fit(start);
      leafletMap.on('moveend', () => {
        renderMarkers();
        if (!layers.current?.fitting) setMoved(true);
      });
      leafletMap.on('click', (event) => {
        if (!live.current.drawing) return;
        const { lat, lng } = event.latlng;
        setCorners((now) => (now.length < MAX_POLYGON_POINTS ? [...now, [lat, lng]] : now));
      });
      return () => {
        layers.current = null;
      };
    },
  });

  // The search's points, fetched again when the search changes.
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${endpoint}?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<PointsAnswer>) : null))
      .then((data) => {
        if (data) setAnswer(data);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [endpoint, query]);

  // The points into the clusterer, once both the map and the points are there.
  useEffect(() => {
    if (!answer || map.state !== 'loaded') return;
    let cancelled = false;
    void import('supercluster').then(({ default: SuperclusterClass }) => {
      const ready = layers.current;
      if (cancelled || !ready) return;
      const index = new SuperclusterClass<PointProps>({ radius: 56, maxZoom: 16 });
      index.load(
        answer.points.map((row) => ({
          type: 'Feature' as const,
          geometry: { type: 'Point' as const, coordinates: [row[2], row[1]] },
          properties: { row },
        })),
      );
      ready.index = index;
      // A search without a box or area opens on its listings.
      const { criteria } = live.current;
      if (!criteria.bounds && !criteria.polygon && answer.points.length > 0 && !moved) {
        fit(boundsOf(answer.points.map((row) => [row[1], row[2]] as LatLng)));
      }
      renderMarkers();
    });
    return () => {
      cancelled = true;
    };
    // `moved` is read, not followed: a person's move must not refit the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, map.state]);

  // The drawn area of the URL, outlined.
  const polygonKey = criteria.polygon ? JSON.stringify(criteria.polygon) : '';
  useEffect(() => {
    const ready = layers.current;
    if (!ready || map.state !== 'loaded') return;
    ready.shape.clearLayers();
    if (criteria.polygon) {
      ready.L.polygon(criteria.polygon, {
        color: BRAND,
        weight: 3,
        fillOpacity: 0.08,
        interactive: false,
      }).addTo(ready.shape);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [polygonKey, map.state]);

  // The area being drawn: its corners and outline; double taps add corners, not zoom.
  useEffect(() => {
    const ready = layers.current;
    if (!ready) return;
    ready.sketch.clearLayers();
    if (drawing) ready.map.doubleClickZoom.disable();
    else ready.map.doubleClickZoom.enable();
    if (!drawing || corners.length === 0) return;
    const outline =
      corners.length >= 3
        ? ready.L.polygon(corners, {
            color: BRAND,
            weight: 3,
            dashArray: '6 6',
            interactive: false,
          })
        : ready.L.polyline(corners, {
            color: BRAND,
            weight: 3,
            dashArray: '6 6',
            interactive: false,
          });
    outline.addTo(ready.sketch);
    for (const corner of corners) {
      ready.L.circleMarker(corner, {
        radius: 6,
        color: '#fff',
        weight: 2,
        fillColor: BRAND,
        fillOpacity: 1,
        interactive: false,
      }).addTo(ready.sketch);
    }
  }, [drawing, corners, map.state]);

  const searchArea = () => {
    const ready = layers.current;
    if (!ready) return;
    const box = ready.map.getBounds();
    const bounds: Bounds = [box.getSouth(), box.getWest(), box.getNorth(), box.getEast()];
    setMoved(false);
    void navigate(searchHref({ ...criteria, bounds, polygon: null, page: 1 }, path), {
      preventScrollReset: true,
    });
  };
  const addCentre = () => {
    const centre = layers.current?.map.getCenter();
    if (!centre) return;
    setCorners((now) =>
      now.length < MAX_POLYGON_POINTS ? [...now, [centre.lat, centre.lng]] : now,
    );
  };
  const stopDrawing = () => {
    setDrawing(false);
    setCorners([]);
  };
  const finish = () => {
    if (corners.length < 3) return;
    const polygon = corners;
    stopDrawing();
    setMoved(false);
    void navigate(searchHref({ ...criteria, polygon, bounds: null, page: 1 }, path), {
      preventScrollReset: true,
    });
  };

  const button =
    'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';
  const primary = `${button} bg-brand-700 text-white hover:bg-brand-800`;
  const secondary = `${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`;

  return (
    // Without scripts the map is absent (the list and its filters are the page).
    <div className="mb-6 grid gap-3 [@media(scripting:none)]:hidden">
      <div className="relative">
        <MapBox
          map={map}
          label={t('search.map.label')}
          describedBy={drawing ? 'map-draw-help' : undefined}
          className="relative isolate h-[60vh] max-h-[560px] min-h-[320px] w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
          placeholder={
            <MapPlaceholder
              text={map.state === 'failed' ? t('search.map.failed') : t('search.map.loading')}
            />
          }
        />
        {drawing ? (
          // Where "Add corner at the centre" puts a corner.
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-1/2 z-[500] size-6 -translate-x-1/2 -translate-y-1/2 before:absolute before:top-1/2 before:left-0 before:h-0.5 before:w-6 before:-translate-y-1/2 before:bg-slate-900 after:absolute after:top-0 after:left-1/2 after:h-6 after:w-0.5 after:-translate-x-1/2 after:bg-slate-900"
          />
        ) : null}
        {moved && !drawing && map.state === 'loaded' ? (
          <button
            type="button"
            onClick={searchArea}
            className={`${primary} absolute top-3 left-1/2 z-[500] -translate-x-1/2 shadow-lg`}
          >
            {t('search.map.searchArea')}
          </button>
        ) : null}
      </div>
      {map.state === 'loaded' ? (
        drawing ? (
          <div className="grid gap-2">
            <p id="map-draw-help" className="text-sm text-slate-700">
              {t('search.map.drawHelp')}
            </p>
            <p role="status" className="text-sm font-semibold text-slate-900">
              {t('search.map.cornerCount', { count: formatNumber(corners.length, locale) })}
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="button" onClick={addCentre} className={secondary}>
                {t('search.map.addCorner')}
              </button>
              <button
                type="button"
                onClick={() => setCorners((now) => now.slice(0, -1))}
                disabled={corners.length === 0}
                className={secondary}
              >
                {t('search.map.undo')}
              </button>
              <button
                type="button"
                onClick={finish}
                disabled={corners.length < 3}
                className={primary}
              >
                {t('search.map.finish')}
              </button>
              <button type="button" onClick={stopDrawing} className={secondary}>
                {t('search.map.cancel')}
              </button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <button type="button" onClick={() => setDrawing(true)} className={secondary}>
              {t('search.map.draw')}
            </button>
            {answer?.capped ? (
              <p className="text-sm text-slate-700">
                {t('search.map.capped', { count: formatNumber(answer.limit, locale) })}
              </p>
            ) : null}
          </div>
        )
      ) : null}
    </div>
  );
}
