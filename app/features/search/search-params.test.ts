import { expect, test } from 'vitest';
import { EMPTY_CRITERIA, parseSearchParams, searchHref, toSearchParams } from './search-params.ts';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

test('a home search reads back from the URL', () => {
  const { criteria, ignored } = parse('listing=sell&type=villa&city=guntur&area=brodipet');
  expect(ignored).toEqual([]);
  expect(criteria).toMatchObject({
    listing: 'sell',
    types: ['villa'],
    city: 'guntur',
    area: 'brodipet',
  });
});

test('empty criteria are allowed', () => {
  expect(parse('').criteria).toEqual(EMPTY_CRITERIA);
});

test('unknown values are ignored, never an error', () => {
  const { criteria, ignored } = parse(
    'listing=lease&type=castle&type=plot&sort=cheapest&page=-3&perPage=7&city=../../etc&min=-5L&bhk=9bhk',
  );
  expect(criteria).toMatchObject({
    listing: null,
    types: ['plot'],
    sort: 'default',
    page: 1,
    perPage: null,
    city: null,
    minPrice: null,
    bhk: [],
  });
  expect(ignored).toEqual(
    expect.arrayContaining(['listing', 'type', 'sort', 'page', 'perPage', 'city', 'min', 'bhk']),
  );
});

test('budgets in K, L and Cr become rupees, and a reversed range is put right', () => {
  const { criteria } = parse('min=1.2Cr&max=50L');
  expect(criteria.minPrice).toBe(5_000_000);
  expect(criteria.maxPrice).toBe(12_000_000);
});

test('a 10 KB query is cut to the maximum length', () => {
  const { criteria, ignored } = parse(`q=${'a'.repeat(10_000)}`);
  expect(criteria.q).toHaveLength(200);
  expect(ignored).toContain('q');
});

test('an absurd page number is capped', () => {
  expect(parse('page=999999').criteria.page).toBe(10_000);
});

test('criteria round-trip through the URL, leaving out defaults', () => {
  const criteria = parse(
    'listing=rent&type=flat&type=villa&min=10K&max=25K&sort=price_low_to_high&page=2',
  ).criteria;
  expect(parseSearchParams(toSearchParams(criteria)).criteria).toEqual(criteria);
  expect(searchHref({})).toBe('/shop');
  expect(searchHref({ listing: 'sell', city: 'guntur' })).toBe('/shop?listing=sell&city=guntur');
});

test('control characters in the search words are spaces (a NUL once reached PostgreSQL: a 500)', () => {
  const { criteria } = parseSearchParams(new URLSearchParams('q=roof%00top%0Agarden%1B'));
  expect(criteria.q).toBe('roof top garden');
  expect(parseSearchParams(new URLSearchParams('q=%00%00')).criteria.q).toBeNull();
});

test('a map box and a drawn area read back from the URL, and write the same URL', () => {
  const query = 'view=map&bounds=16.28_80.4_16.34_80.47&polygon=16.3_80.43_16.31_80.45_16.29_80.46';
  const { criteria, ignored } = parse(query);
  expect(ignored).toEqual([]);
  expect(criteria.view).toBe('map');
  expect(criteria.bounds).toEqual([16.28, 80.4, 16.34, 80.47]);
  expect(criteria.polygon).toEqual([
    [16.3, 80.43],
    [16.31, 80.45],
    [16.29, 80.46],
  ]);
  expect(toSearchParams(criteria).toString()).toBe(
    'bounds=16.28_80.4_16.34_80.47&polygon=16.3_80.43_16.31_80.45_16.29_80.46&view=map',
  );
});

test('coordinates are kept to five decimals; a malformed box or area is ignored', () => {
  expect(parse('bounds=16.2812345_80.4_16.34_80.47').criteria.bounds).toEqual([
    16.28123, 80.4, 16.34, 80.47,
  ]);
  for (const bad of [
    'bounds=16.34_80.4_16.28_80.47', // south above north
    'bounds=16.28_80.4_16.34', // three numbers
    'bounds=95_80.4_96_80.47', // no such latitude
    'bounds=16.28_80.4_16.34_1e3',
  ]) {
    expect(parse(bad)).toMatchObject({ criteria: { bounds: null }, ignored: ['bounds'] });
  }
  const corners = (n: number) =>
    Array.from({ length: n }, (_, i) => `16.${i + 10}_80.${i + 10}`).join('_');
  expect(parse(`polygon=${corners(2)}`).ignored).toEqual(['polygon']);
  expect(parse(`polygon=${corners(41)}`).ignored).toEqual(['polygon']);
  expect(parse(`polygon=${corners(40)}`).criteria.polygon).toHaveLength(40);
  expect(parse('polygon=16.3_80.43_16.31_80.45_16.29').ignored).toEqual(['polygon']);
});
