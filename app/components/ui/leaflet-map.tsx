import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Map as LeafletMap, MapOptions } from 'leaflet';
import { useT } from '../../i18n/i18n-context.tsx';
import { whenNear as waitUntilNear } from '../../lib/when-near.ts';
import { addOpenStreetMapTiles, loadLeaflet, type Leaflet } from './leaflet.ts';

// The site's maps (the listing's map, the pin picker, the offices map) on one base: a hook that
// opens an OpenStreetMap map in the browser only, and the box it shows in, with what stands
// there until the tiles come. Decision 004: Leaflet is fetched only where a map opens.

type MapState = 'waiting' | 'loaded' | 'failed';

export type LeafletMapHandle = {
  /** The element the map fills. */
  containerRef: RefObject<HTMLDivElement | null>;
  /** The map once it is open. */
  mapRef: RefObject<LeafletMap | null>;
  state: MapState;
};

/**
 * Opens a map in `containerRef`'s element with `options` and OpenStreetMap's tiles, then lets
 * `draw` add its markers (and return what to undo when the map goes). With `whenNear` it waits
 * until the element comes within 300 px of the screen, so a map far down the page costs
 * nothing until someone scrolls to it. The map opens again when `rebuildOn` changes; `options`
 * and `draw` are read when it opens.
 */
export function useLeafletMap({
  options,
  draw,
  whenNear = false,
  rebuildOn = '',
}: {
  options: (L: Leaflet) => MapOptions;
  draw: (L: Leaflet, map: LeafletMap) => void | (() => void);
  whenNear?: boolean;
  rebuildOn?: string;
}): LeafletMapHandle {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const [state, setState] = useState<MapState>('waiting');
  const t = useT();
  const zoom = { zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') };
  const setup = useRef({ options, draw, zoom });
  setup.current = { options, draw, zoom };

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let undraw: void | (() => void);
    // NOTE: leaflet touches `window` when imported, so it is imported here, in the browser only.
    const open = async () => {
      const L = await loadLeaflet();
      if (cancelled) return;
      const options = setup.current.options(L);
      // The zoom buttons in the page's language; the map's credits are OpenStreetMap's own
      // words, marked as English.
      const map = L.map(container, { ...options, zoomControl: false });
      if (options.zoomControl !== false) L.control.zoom(setup.current.zoom).addTo(map);
      map.attributionControl?.getContainer()?.setAttribute('lang', 'en');
      mapRef.current = map;
      addOpenStreetMapTiles(L, map);
      undraw = setup.current.draw(L, map);
      setState('loaded');
    };
    // Offline or blocked: what stands in the box says so, and the page keeps its addresses.
    const start = () => void open().catch(() => setState('failed'));
    let stopWaiting: (() => void) | undefined;
    if (whenNear) stopWaiting = waitUntilNear(container, start);
    else start();
    return () => {
      cancelled = true;
      stopWaiting?.();
      undraw?.();
      mapRef.current?.remove();
      mapRef.current = null;
    };
  }, [whenNear, rebuildOn]);

  return { containerRef, mapRef, state };
}

/** The map's box: a labelled region, the map's element, and `placeholder` until it is open. */
export function MapBox({
  map,
  label,
  describedBy,
  className,
  placeholder,
}: {
  map: LeafletMapHandle;
  label: string;
  describedBy?: string;
  className: string;
  placeholder: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} aria-describedby={describedBy} className={className}>
      <div ref={map.containerRef} className="absolute inset-0 z-0" />
      {map.state === 'loaded' ? null : placeholder}
    </div>
  );
}
