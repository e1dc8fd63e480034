import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Map as LeafletMap, MapOptions } from 'leaflet';
import { addOpenStreetMapTiles, loadLeaflet, PIN_PATH, type Leaflet } from './leaflet.ts';

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
  const setup = useRef({ options, draw });
  setup.current = { options, draw };

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let undraw: void | (() => void);
    // NOTE: leaflet touches `window` when imported, so it is imported here, in the browser only.
    const open = async () => {
      const L = await loadLeaflet();
      if (cancelled) return;
      const map = L.map(container, setup.current.options(L));
      mapRef.current = map;
      addOpenStreetMapTiles(L, map);
      undraw = setup.current.draw(L, map);
      setState('loaded');
    };
    // Offline or blocked: what stands in the box says so, and the page keeps its addresses.
    const start = () => void open().catch(() => setState('failed'));
    let observer: IntersectionObserver | undefined;
    if (whenNear && 'IntersectionObserver' in window) {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer?.disconnect();
            start();
          }
        },
        { rootMargin: '300px' },
      );
      observer.observe(container);
    } else start();
    return () => {
      cancelled = true;
      observer?.disconnect();
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

/** The brand pin as an image beside words (the same shape as the map's markers). */
export function PinGlyph({
  className,
  fill = 'currentColor',
}: {
  className: string;
  fill?: string;
}) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 44" className={className}>
      <path fill={fill} d={PIN_PATH} />
      <circle cx="16" cy="16" r="6" fill="#fff" />
    </svg>
  );
}

/**
 * What a page's map shows until its tiles come: the pin over a soft background and a line of
 * text; without JavaScript, `noscriptFrame` (OpenStreetMap's embed page of the same place).
 */
export function MapPlaceholder({
  text,
  noscriptFrame,
}: {
  text: string;
  noscriptFrame?: { title: string; src: string } | null;
}) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-[radial-gradient(circle_at_center,var(--color-brand-50),var(--color-slate-100))] text-slate-700">
      <PinGlyph className="h-11 w-8" fill="#0b5d4b" />
      <p className="px-4 text-center text-sm">{text}</p>
      {noscriptFrame ? (
        <noscript>
          <iframe
            title={noscriptFrame.title}
            src={noscriptFrame.src}
            loading="lazy"
            className="absolute inset-0 size-full border-0 bg-slate-100"
          />
        </noscript>
      ) : null}
    </div>
  );
}
