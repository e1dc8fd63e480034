import {
  BHK_OPTIONS,
  FURNISHING_OPTIONS,
  LISTING_TYPES,
  POSSESSION_STATUSES,
  PROPERTY_TYPES,
  type Bhk,
  type Furnishing,
  type ListingType,
  type PossessionStatus,
  type PropertyType,
} from '../../db/schema/values.ts';
import { parsePriceText, priceToken } from '../listings/price.ts';

// The search lives in the URL (DESIGN.md): /shop?listing=sell&type=villa&city=guntur&…
// Parsing is lenient: an unknown or malformed value is dropped (and reported in `ignored`),
// never an error page. Safe on client and server.

export const SORTS = ['default', 'new_arrivals', 'price_high_to_low', 'price_low_to_high'] as const;
export type Sort = (typeof SORTS)[number];

/** What a home offers for getting in (issue 28): 'step-free' (no step to the entrance, or a lift). */
export const ACCESS_OPTIONS = ['step-free'] as const;
type Access = (typeof ACCESS_OPTIONS)[number];

export const PER_PAGE_OPTIONS = [12, 20, 30, 50, 100] as const;
export const VIEWS = ['grid', 'list', 'map'] as const;
export type View = (typeof VIEWS)[number];

/** A point as latitude and longitude, in degrees. */
export type LatLng = [lat: number, lng: number];
/** The map's box: south, west, north and east edges, in degrees. */
export type Bounds = [south: number, west: number, north: number, east: number];

/** A drawn area has 3 to this many corners (a finger draws a dozen at most). */
export const MAX_POLYGON_POINTS = 40;
// Five decimals are about a metre: enough for a map, and short in a URL.
const COORDINATE_DECIMALS = 5;
// Numbers in `bounds` and `polygon` are joined by '_', which a URL carries unescaped.
const COORDINATE_SEPARATOR = '_';

const MAX_QUERY_LENGTH = 200;
const MAX_PAGE = 10_000;
const MAX_SLUG_LENGTH = 80;

export type SearchCriteria = {
  listing: ListingType | null;
  types: PropertyType[];
  city: string | null;
  area: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  bhk: Bhk[];
  furnishing: Furnishing[];
  possession: PossessionStatus[];
  access: Access[];
  q: string | null;
  /** Only listings inside the map's box (`bounds=S_W_N_E`), from "Search this area". */
  bounds: Bounds | null;
  /** Only listings inside a drawn area (`polygon=lat_lng_lat_lng_…`, its corners in order). */
  polygon: LatLng[] | null;
  sort: Sort;
  page: number;
  perPage: number | null;
  view: View;
};

export const EMPTY_CRITERIA: SearchCriteria = {
  listing: null,
  types: [],
  city: null,
  area: null,
  minPrice: null,
  maxPrice: null,
  bhk: [],
  furnishing: [],
  possession: [],
  access: [],
  q: null,
  bounds: null,
  polygon: null,
  sort: 'default',
  page: 1,
  perPage: null,
  view: 'grid',
};

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

function manyOf<T extends string>(
  allowed: readonly T[],
  values: string[],
  ignored: string[],
  name: string,
): T[] {
  const out: T[] = [];
  for (const value of values.slice(0, 20)) {
    const picked = oneOf(allowed, value);
    if (picked && !out.includes(picked)) out.push(picked);
    else if (!picked) ignored.push(name);
  }
  return out;
}

function slug(value: string | null, ignored: string[], name: string): string | null {
  if (value === null || value === '') return null;
  if (value.length <= MAX_SLUG_LENGTH && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) return value;
  ignored.push(name);
  return null;
}

function price(value: string | null, ignored: string[], name: string): number | null {
  if (value === null || value === '') return null;
  const rupees = parsePriceText(value);
  if (rupees === null) ignored.push(name);
  return rupees;
}

const roundCoordinate = (value: number) => Number(value.toFixed(COORDINATE_DECIMALS));

/** The numbers of a `bounds` or `polygon` value; null when one is not a plain decimal. */
function coordinates(value: string): number[] | null {
  const parts = value.split(COORDINATE_SEPARATOR);
  if (!parts.every((part) => /^-?\d{1,3}(?:\.\d{1,12})?$/.test(part))) return null;
  return parts.map((part) => roundCoordinate(Number(part)));
}

const isLatitude = (value: number) => value >= -90 && value <= 90;
const isLongitude = (value: number) => value >= -180 && value <= 180;

function parseBounds(value: string | null, ignored: string[]): Bounds | null {
  if (value === null || value === '') return null;
  const numbers = coordinates(value);
  if (numbers?.length === 4) {
    const [south, west, north, east] = numbers as Bounds;
    if (isLatitude(south) && isLatitude(north) && isLongitude(west) && isLongitude(east)) {
      if (south < north && west < east) return [south, west, north, east];
    }
  }
  ignored.push('bounds');
  return null;
}

function parsePolygon(value: string | null, ignored: string[]): LatLng[] | null {
  if (value === null || value === '') return null;
  const numbers = coordinates(value);
  if (numbers && numbers.length % 2 === 0) {
    const points: LatLng[] = [];
    for (let n = 0; n < numbers.length; n += 2) points.push([numbers[n]!, numbers[n + 1]!]);
    const inRange = points.every(([lat, lng]) => isLatitude(lat) && isLongitude(lng));
    if (inRange && points.length >= 3 && points.length <= MAX_POLYGON_POINTS) return points;
  }
  ignored.push('polygon');
  return null;
}

/** The box around `points` (a drawn area's, for the map to show it). */
export function boundsOf(points: readonly LatLng[]): Bounds {
  const lats = points.map(([lat]) => lat);
  const lngs = points.map(([, lng]) => lng);
  return [Math.min(...lats), Math.min(...lngs), Math.max(...lats), Math.max(...lngs)];
}

/** A box as its URL value (rounded as the URL keeps it). */
function boundsParam(bounds: Bounds): string {
  return bounds.map(roundCoordinate).join(COORDINATE_SEPARATOR);
}

/** A drawn area as its URL value. */
function polygonParam(points: readonly LatLng[]): string {
  return points
    .flatMap(([lat, lng]) => [roundCoordinate(lat), roundCoordinate(lng)])
    .join(COORDINATE_SEPARATOR);
}

// eslint-disable-next-line no-control-regex -- these are exactly what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

export function parseSearchParams(params: URLSearchParams): {
  criteria: SearchCriteria;
  ignored: string[];
} {
  const ignored: string[] = [];
  const get = (name: string) => params.get(name);
  const listingRaw = get('listing');
  const listing = oneOf(LISTING_TYPES, listingRaw);
  if (listingRaw && !listing) ignored.push('listing');

  let minPrice = price(get('min'), ignored, 'min');
  let maxPrice = price(get('max'), ignored, 'max');
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }

  // Control characters (a NUL above all, which PostgreSQL text cannot hold) are spaces here.
  const qRaw = get('q')?.replace(CONTROL_CHARACTERS, ' ').trim() ?? '';
  const q = qRaw === '' ? null : qRaw.slice(0, MAX_QUERY_LENGTH);
  if (qRaw.length > MAX_QUERY_LENGTH) ignored.push('q');

  const sortRaw = get('sort');
  const sort = oneOf(SORTS, sortRaw) ?? 'default';
  if (sortRaw && sort === 'default' && sortRaw !== 'default') ignored.push('sort');

  const pageRaw = get('page');
  const pageNumber = pageRaw && /^\d{1,6}$/.test(pageRaw) ? Number(pageRaw) : 1;
  if (pageRaw && (pageNumber < 1 || !/^\d{1,6}$/.test(pageRaw))) ignored.push('page');
  const page = Math.min(Math.max(1, pageNumber), MAX_PAGE);

  const perPageRaw = get('perPage');
  const perPage = PER_PAGE_OPTIONS.find((n) => String(n) === perPageRaw) ?? null;
  if (perPageRaw && perPage === null) ignored.push('perPage');

  return {
    criteria: {
      listing,
      types: manyOf(PROPERTY_TYPES, params.getAll('type'), ignored, 'type'),
      city: slug(get('city'), ignored, 'city'),
      area: slug(get('area'), ignored, 'area'),
      minPrice,
      maxPrice,
      bhk: manyOf(BHK_OPTIONS, params.getAll('bhk'), ignored, 'bhk'),
      furnishing: manyOf(FURNISHING_OPTIONS, params.getAll('furnishing'), ignored, 'furnishing'),
      possession: manyOf(POSSESSION_STATUSES, params.getAll('possession'), ignored, 'possession'),
      access: manyOf(ACCESS_OPTIONS, params.getAll('access'), ignored, 'access'),
      q,
      bounds: parseBounds(get('bounds'), ignored),
      polygon: parsePolygon(get('polygon'), ignored),
      sort,
      page,
      perPage,
      view: oneOf(VIEWS, get('view')) ?? 'grid',
    },
    ignored,
  };
}

/** The query string for `criteria`, leaving out defaults, so URLs stay short and canonical. */
export function toSearchParams(criteria: Partial<SearchCriteria>): URLSearchParams {
  const c = { ...EMPTY_CRITERIA, ...criteria };
  const params = new URLSearchParams();
  if (c.listing) params.set('listing', c.listing);
  for (const type of c.types) params.append('type', type);
  if (c.city) params.set('city', c.city);
  if (c.area) params.set('area', c.area);
  if (c.minPrice !== null) params.set('min', priceToken(c.minPrice));
  if (c.maxPrice !== null) params.set('max', priceToken(c.maxPrice));
  for (const bhk of c.bhk) params.append('bhk', bhk);
  for (const f of c.furnishing) params.append('furnishing', f);
  for (const p of c.possession) params.append('possession', p);
  for (const a of c.access) params.append('access', a);
  if (c.q) params.set('q', c.q);
  if (c.bounds) params.set('bounds', boundsParam(c.bounds));
  if (c.polygon) params.set('polygon', polygonParam(c.polygon));
  if (c.sort !== 'default') params.set('sort', c.sort);
  if (c.perPage !== null) params.set('perPage', String(c.perPage));
  if (c.view !== 'grid') params.set('view', c.view);
  if (c.page > 1) params.set('page', String(c.page));
  return params;
}

/** `/shop?…` (or another results path) for `criteria`. */
export function searchHref(criteria: Partial<SearchCriteria>, path = '/shop'): string {
  const query = toSearchParams(criteria).toString();
  return query ? `${path}?${query}` : path;
}
