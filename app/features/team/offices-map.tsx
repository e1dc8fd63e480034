import { useEffect, useRef } from 'react';
import type { LayerGroup } from 'leaflet';
import { pinIcon } from '../../components/ui/leaflet.ts';
import { MapBox, useLeafletMap } from '../../components/ui/leaflet-map.tsx';
import { MapPlaceholder } from '../../components/ui/map-placeholder.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { directionsLink } from '../listings/map-source.ts';
import { boundsEmbedUrl, officeBounds, type OfficeInfo } from './offices.ts';

type MapOffice = Pick<OfficeInfo, 'id' | 'name' | 'address' | 'latitude' | 'longitude' | 'lang'>;

type PopupTexts = { directions: string; newTab: string };

// Built from DOM nodes, not an HTML string: office names and addresses are data.
function popupContent(office: MapOffice, texts: PopupTexts): HTMLElement {
  const box = document.createElement('div');
  if (office.lang) box.lang = office.lang;
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
  const showRef = useRef<((offices: readonly MapOffice[]) => void) | null>(null);
  const officesRef = useRef(offices);
  officesRef.current = offices;
  const texts: PopupTexts = {
    directions: t('location.map.directions'),
    newTab: t('location.newTab'),
  };
  const textsRef = useRef(texts);
  textsRef.current = texts;
  const bounds = officeBounds(offices);

  const map = useLeafletMap({
    options: (L) => ({
      center: [16.43, 80.53],
      zoom: 10,
      // The page scrolls under the wheel and one finger; the map zooms with its buttons and pinch.
      scrollWheelZoom: false,
      dragging: !L.Browser.mobile,
    }),
    draw: (L, leafletMap) => {
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
        ).addTo(leafletMap);
        const box = officeBounds(shown);
        if (box)
          leafletMap.fitBounds(
            [
              [box.south, box.west],
              [box.north, box.east],
            ],
            { maxZoom: 15 },
          );
      };
      showRef.current = show;
      show(officesRef.current);
      return () => {
        showRef.current = null;
      };
    },
    whenNear: true,
  });

  // A new filter moves the markers, not the map: Leaflet keeps its tiles.
  const officeKey = offices.map((office) => office.id).join(',');
  useEffect(() => {
    showRef.current?.(officesRef.current);
  }, [officeKey]);

  return (
    <MapBox
      map={map}
      label={t('location.map.label')}
      className={`relative isolate w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 ${className}`}
      placeholder={
        <MapPlaceholder
          // Offline or blocked: the office list still gives every address.
          text={map.state === 'failed' ? t('location.map.failed') : t('location.map.loading')}
          noscriptFrame={
            bounds
              ? {
                  title: t('location.map.label'),
                  src: boundsEmbedUrl(bounds, offices.length === 1 ? offices[0] : undefined),
                }
              : null
          }
        />
      }
    />
  );
}
