import { useEffect, useRef, useState } from 'react';
import type { LayerGroup, Map as LeafletMap } from 'leaflet';
import { addOpenStreetMapTiles, loadLeaflet, pinIcon } from '../../components/ui/leaflet.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { directionsLink } from '../listings/map-source.ts';
import { boundsEmbedUrl, officeBounds, type OfficeInfo } from './offices.ts';

type MapOffice = Pick<OfficeInfo, 'id' | 'name' | 'address' | 'latitude' | 'longitude'>;

type PopupTexts = { directions: string; newTab: string };

// Built from DOM nodes, not an HTML string: office names and addresses are data.
function popupContent(office: MapOffice, texts: PopupTexts): HTMLElement {
  const box = document.createElement('div');
  const name = document.createElement('p');
  name.className = 'font-semibold text-slate-900';
  name.textContent = office.name;
  const address = document.createElement('p');
  address.className = 'text-slate-700';
  address.textContent = office.address;
  const link = document.createElement('a');
  link.href = directionsLink(office.latitude, office.longitude);
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.className = 'font-semibold text-brand-700 underline';
  link.textContent = texts.directions;
  const hint = document.createElement('span');
  hint.className = 'sr-only';
  hint.textContent = ` ${texts.newTab}`;
  link.append(hint);
  box.append(name, address, link);
  return box;
}

/**
 * The offices on an OpenStreetMap map (Leaflet, loaded in the browser when the map comes near
 * the screen, so it is not in the page's first bundle; docs/decisions/004-maps.md). Markers
 * open a popup with the address and directions, and follow `offices` when a filter changes
 * them. Without JavaScript, OpenStreetMap's embed page shows the same area; the office list
 * beside the map carries every address either way.
 */
export function OfficesMap({
  offices,
  className = 'aspect-[4/3] sm:aspect-[16/9]',
}: {
  offices: readonly MapOffice[];
  className?: string;
}) {
  const t = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const showRef = useRef<((offices: readonly MapOffice[]) => void) | null>(null);
  const officesRef = useRef(offices);
  officesRef.current = offices;
  const [state, setState] = useState<'waiting' | 'loaded' | 'failed'>('waiting');
  const texts: PopupTexts = {
    directions: t('location.map.directions'),
    newTab: t('location.newTab'),
  };
  const textsRef = useRef(texts);
  textsRef.current = texts;
  const bounds = officeBounds(offices);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    // NOTE: leaflet touches `window` when imported, so it is imported here, in the browser only.
    const load = async () => {
      const L = await loadLeaflet();
      if (cancelled) return;
      const map = L.map(container, {
        center: [16.43, 80.53],
        zoom: 10,
        // The page scrolls under the wheel and one finger; the map zooms with its buttons and pinch.
        scrollWheelZoom: false,
        dragging: !L.Browser.mobile,
      });
      mapRef.current = map;
      addOpenStreetMapTiles(L, map);
      const icon = pinIcon(L);
      let layer: LayerGroup | null = null;
      const show = (shown: readonly MapOffice[]) => {
        layer?.remove();
        layer = L.layerGroup(
          shown.map((office) =>
            // NOTE: not keyboard stops: nearby offices' pins overlap at the region's zoom (too
            // small a target, WCAG 2.5.8), and the cards beside the map carry the same details.
            L.marker([office.latitude, office.longitude], {
              icon,
              title: office.name,
              keyboard: false,
            }).bindPopup(() => popupContent(office, textsRef.current)),
          ),
        ).addTo(map);
        const box = officeBounds(shown);
        if (box)
          map.fitBounds(
            [
              [box.south, box.west],
              [box.north, box.east],
            ],
            { maxZoom: 15 },
          );
      };
      showRef.current = show;
      show(officesRef.current);
      setState('loaded');
    };
    const start = () => {
      // Offline or blocked: the office list still gives every address.
      load().catch(() => setState('failed'));
    };
    let observer: IntersectionObserver | undefined;
    if ('IntersectionObserver' in window) {
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
      showRef.current = null;
      mapRef.current?.remove();
      mapRef.current = null;
    };
  }, []);

  // A new filter moves the markers, not the map: Leaflet keeps its tiles.
  const officeKey = offices.map((office) => office.id).join(',');
  useEffect(() => {
    showRef.current?.(officesRef.current);
  }, [officeKey]);

  return (
    <div
      role="region"
      aria-label={t('location.map.label')}
      className={`relative isolate w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 ${className}`}
    >
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
            {state === 'failed' ? t('location.map.failed') : t('location.map.loading')}
          </p>
          {bounds ? (
            <noscript>
              <iframe
                title={t('location.map.label')}
                src={boundsEmbedUrl(bounds, offices.length === 1 ? offices[0] : undefined)}
                loading="lazy"
                className="absolute inset-0 size-full border-0 bg-slate-100"
              />
            </noscript>
          ) : null}
        </div>
      )}
    </div>
  );
}
