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
export const VIEWS = ['grid', 'list'] as const;
export type View = (typeof VIEWS)[number];

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
