import type { SearchCriteria } from '../../app/features/search/search-params.ts';

/** A search the results pages issue; pageSize is the home and grid page's 12 unless told. */
export type Shape = {
  name: string;
  criteria: Partial<SearchCriteria>;
  pageSize?: number;
  /** Full-text shapes have their own budget (p95 ≤ 50 ms instead of 5 ms on PostgreSQL). */
  fullText?: boolean;
};

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
];
