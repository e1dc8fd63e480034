import type { Bounds, LatLng, SearchCriteria } from '../../app/features/search/search-params.ts';

/** A search the results pages issue; pageSize is the home and grid page's 12 unless told. */
export type Shape = {
  name: string;
  criteria: Partial<SearchCriteria>;
  pageSize?: number;
  /** Full-text shapes have their own budget (p95 ≤ 50 ms instead of 5 ms on PostgreSQL). */
  fullText?: boolean;
};

/** The map's boxes and drawn area (south, west, north, east; corners as latitude, longitude). */
const GUNTUR_BOUNDS: Bounds = [16.26, 80.39, 16.36, 80.5];
export const REGION_BOUNDS: Bounds = [16.1, 80.2, 16.8, 80.9];
const VIJAYAWADA_POLYGON: LatLng[] = [
  [16.535, 80.615],
  [16.53, 80.675],
  [16.495, 80.69],
  [16.48, 80.65],
  [16.5, 80.61],
];

export const SHAPES: Shape[] = [
  { name: 'no criteria, default (newest) sort, page 1', criteria: {} },
  { name: '/shop: no criteria, page 1 of 4', criteria: {}, pageSize: 4 },
  {
    name: 'listing + city + type, price low to high',
    criteria: { listing: 'sell', city: 'guntur', types: ['flat'], sort: 'price_low_to_high' },
  },
  {
    name: 'listing + city + area + type (home search), newest',
    criteria: {
      listing: 'rent',
      city: 'vijayawada',
      area: 'benz-circle',
      types: ['flat', 'apartment'],
    },
  },
  {
    name: 'budget range + BHK, price high to low',
    criteria: {
      listing: 'sell',
      minPrice: 4_000_000,
      maxPrice: 10_000_000,
      bhk: ['2bhk', '3bhk'],
      sort: 'price_high_to_low',
    },
  },
  {
    name: 'budget + BHK + furnishing + possession, newest',
    criteria: {
      listing: 'rent',
      maxPrice: 20_000,
      bhk: ['2bhk'],
      furnishing: ['furnished', 'semi-furnished'],
      possession: ['ready-to-move'],
    },
  },
  { name: 'page 200, newest', criteria: { page: 200 } },
  {
    name: 'page 200, price low to high',
    criteria: { page: 200, sort: 'price_low_to_high' },
  },
  {
    name: 'full-text q "rooftop garden", relevance',
    criteria: { q: 'rooftop garden' },
    fullText: true,
  },
  {
    name: 'full-text q "villa pool", newest',
    criteria: { q: 'villa pool', sort: 'new_arrivals' },
    fullText: true,
  },
  {
    name: 'typo place q "brodipeta", relevance',
    criteria: { q: 'brodipeta' },
    fullText: true,
  },
  {
    name: 'place + word q "flat brodipeta", relevance',
    criteria: { q: 'flat brodipeta' },
    fullText: true,
  },
  {
    name: 'typo city q "vijaywada" + price sort',
    criteria: { q: 'vijaywada', sort: 'price_low_to_high' },
    fullText: true,
  },
  {
    name: 'city + word q "flat vijayawada", relevance',
    criteria: { q: 'flat vijayawada' },
    fullText: true,
  },
  {
    name: 'Telugu place + word q "విజయవాడలో ఫ్లాట్", relevance',
    criteria: { q: 'విజయవాడలో ఫ్లాట్' },
    fullText: true,
  },
  {
    name: 'Hindi area q "बेंज़ सर्कल", newest',
    criteria: { q: 'बेंज़ सर्कल', sort: 'new_arrivals' },
    fullText: true,
  },
  // Words with a sort (issue 27): common words that the order puts far away (every rent is
  // cheaper than the first plot; land and villas dearer than every flat), a common word deep in
  // the pages and with filters, two common words never in the same listing, and a rare phrase
  // (about 1 listing in 2,000: bench/lib/generate-listings.ts).
  {
    name: 'common word q "plot", price low to high',
    criteria: { q: 'plot', sort: 'price_low_to_high' },
    fullText: true,
  },
  {
    name: 'common word q "flat", price high to low',
    criteria: { q: 'flat', sort: 'price_high_to_low' },
    fullText: true,
  },
  {
    name: 'common word q "villa", price high to low, page 80',
    criteria: { q: 'villa', sort: 'price_high_to_low', page: 80 },
    fullText: true,
  },
  {
    name: 'common words q "covered parking", newest, page 80',
    criteria: { q: 'covered parking', sort: 'new_arrivals', page: 80 },
    fullText: true,
  },
  {
    name: 'common word + city q "plot guntur", price low to high',
    criteria: { q: 'plot guntur', sort: 'price_low_to_high' },
    fullText: true,
  },
  {
    name: 'common word + Buy + city + 3 BHK q "gym", price high to low',
    criteria: {
      q: 'gym',
      listing: 'sell',
      city: 'vijayawada',
      bhk: ['3bhk'],
      sort: 'price_high_to_low',
    },
    fullText: true,
  },
  {
    name: 'two common words never together q "teak marble", price low to high',
    criteria: { q: 'teak marble', sort: 'price_low_to_high' },
    fullText: true,
  },
  {
    name: 'rare words q "heritage courtyard", price low to high',
    criteria: { q: 'heritage courtyard', sort: 'price_low_to_high' },
    fullText: true,
  },
  {
    name: 'rare word q "courtyard", newest, page 3',
    criteria: { q: 'courtyard', sort: 'new_arrivals', page: 3 },
    fullText: true,
  },
  // The results map (issue 28): a city's box (a third of the listings), a box round one area
  // (a few hundred: the GiST index), a drawn area in Vijayawada, a zoomed-out box over the
  // whole region with a price sort, and a city's box with filters that leave few.
  {
    name: 'map: Guntur city bounds, newest',
    criteria: { bounds: GUNTUR_BOUNDS },
  },
  {
    name: 'map: small box round Brodipet, price low to high',
    criteria: { bounds: [16.298, 80.438, 16.306, 80.448], sort: 'price_low_to_high' },
  },
  {
    name: 'map: drawn area in Vijayawada, newest',
    criteria: { polygon: VIJAYAWADA_POLYGON },
  },
  {
    name: 'map: zoomed-out region bounds, price low to high',
    criteria: { bounds: REGION_BOUNDS, sort: 'price_low_to_high' },
  },
  {
    name: 'map: Guntur bounds + Buy + villa + 3 BHK, price high to low',
    criteria: {
      bounds: GUNTUR_BOUNDS,
      listing: 'sell',
      types: ['villa'],
      bhk: ['3bhk'],
      sort: 'price_high_to_low',
    },
  },
];
