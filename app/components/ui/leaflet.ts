import type * as LeafletModule from 'leaflet';
import type { DivIcon, Map as LeafletMap } from 'leaflet';
import { PIN_PATH } from './map-placeholder.tsx';

// Leaflet for the site's maps (leaflet-map.tsx builds on it): loaded in the browser only (it
// touches `window` when imported), OpenStreetMap's tiles with their attribution, and the brand
// pin. Decision 004.

export type Leaflet = typeof LeafletModule;

const PIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 44" width="32" height="44" aria-hidden="true"><path fill="#0b5d4b" stroke="#fff" stroke-width="2" d="${PIN_PATH}"/><circle cx="16" cy="16" r="6" fill="#fff"/></svg>`;

/** Leaflet and its stylesheet, loaded on demand. */
export async function loadLeaflet(): Promise<Leaflet> {
  const [leaflet] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  return (leaflet as unknown as { default?: Leaflet }).default ?? leaflet;
}

/** OpenStreetMap's standard tiles, credited as its licence asks. */
export function addOpenStreetMapTiles(L: Leaflet, map: LeafletMap): void {
  L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
    maxZoom: 19,
    attribution:
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  }).addTo(map);
}

/** The brand pin, its point at the place; popups open just above it. */
export function pinIcon(L: Leaflet): DivIcon {
  return L.divIcon({
    html: PIN_SVG,
    className: '',
    iconSize: [32, 44],
    iconAnchor: [16, 43],
    popupAnchor: [0, -40],
  });
}
