// The agency's offices as the contact and location pages show them: which ones a city filter
// keeps, where each office's city page is, and the map's frame. Safe on client and server.
import type { InLanguage } from '../content/in-language.ts';

export type OfficeInfo = InLanguage & {
  id: number;
  name: string;
  address: string;
  phone: string;
  email: string;
  hours: string;
  latitude: number;
  longitude: number;
  citySlug: string;
  cityName: string;
};

export type CityOption = { slug: string; name: string };

/**
 * The city page each office's 'View Website' opens (DESIGN.md: the city pages are the offices'
 * local sites). A city without its own page gets no link.
 */
const CITY_WEBSITE_PATHS: Readonly<Record<string, string>> = {
  guntur: '/real-estate-properties-in-Guntur',
  vijayawada: '/properties-in-vijayawada',
  amaravati: '/amaravati-real-estate',
};

export function cityWebsitePath(citySlug: string): string | null {
  return Object.hasOwn(CITY_WEBSITE_PATHS, citySlug) ? CITY_WEBSITE_PATHS[citySlug]! : null;
}

/** The `?city=` filter when it names one of `cities`; anything else means every office. */
export function parseCityFilter(
  raw: string | null | undefined,
  cities: readonly CityOption[],
): CityOption | null {
  if (!raw) return null;
  const slug = raw.trim().toLowerCase();
  return cities.find((city) => city.slug === slug) ?? null;
}

export function filterOffices<T extends Pick<OfficeInfo, 'citySlug'>>(
  offices: readonly T[],
  city: CityOption | null,
): T[] {
  return city ? offices.filter((office) => office.citySlug === city.slug) : [...offices];
}

export type Bounds = { south: number; west: number; north: number; east: number };

/**
 * The box around the offices with a margin (at least `minSpan` degrees wide, so one office is
 * shown with its streets, not at the map's maximum zoom); null without offices.
 */
export function officeBounds(
  offices: readonly Pick<OfficeInfo, 'latitude' | 'longitude'>[],
  minSpan = 0.02,
): Bounds | null {
  if (offices.length === 0) return null;
  const lats = offices.map((office) => office.latitude);
  const lngs = offices.map((office) => office.longitude);
  const pad = (min: number, max: number): [number, number] => {
    const span = Math.max(max - min, minSpan);
    const middle = (min + max) / 2;
    const half = (span * 1.2) / 2;
    return [middle - half, middle + half];
  };
  const [south, north] = pad(Math.min(...lats), Math.max(...lats));
  const [west, east] = pad(Math.min(...lngs), Math.max(...lngs));
  return { south, west, north, east };
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** OpenStreetMap's embeddable map of `bounds`: the map without JavaScript. */
export function boundsEmbedUrl(
  bounds: Bounds,
  marker?: Pick<OfficeInfo, 'latitude' | 'longitude'>,
): string {
  const params = new URLSearchParams({
    bbox: [bounds.west, bounds.south, bounds.east, bounds.north].map(round).join(','),
    layer: 'mapnik',
  });
  if (marker) params.set('marker', `${round(marker.latitude)},${round(marker.longitude)}`);
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`;
}
