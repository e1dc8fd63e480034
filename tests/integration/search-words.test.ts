import { beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDb } from '../../app/db/db.server.ts';
import { properties } from '../../app/db/schema/index.ts';
import {
  EMPTY_CRITERIA,
  type SearchCriteria,
  type Sort,
} from '../../app/features/search/search-params.ts';
import { planSearch, searchListings } from '../../app/features/search/search.server.ts';
import { forgetWordStatistics } from '../../app/features/search/word-bits.server.ts';
import { createCity, createProperty, createUser } from '../factories/index.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// A search with words and a sort finds its page one of three ways (word-bits.server.ts): the
// text index and a sort for rare words, a walk of the sort's index testing the words'
// signature for common ones, or the planner's own plan. Whichever is taken, the page and the
// count are the ones the plain query gives. Here 'rare' means at most 3 estimated matches,
// and counts stop at 6: common words that match more than 6 walk, fewer are sorted.
const RARE = 3;
const CAP = 6;
const PAGE_SIZE = 2;

type Options = Parameters<typeof searchListings>[1];
const search = (criteria: Partial<SearchCriteria>, options: Partial<Options> = {}) =>
  searchListings(
    { ...EMPTY_CRITERIA, ...criteria },
    { pageSize: PAGE_SIZE, rareMatches: RARE, countCap: CAP, ...options },
  );
const strategyOf = async (criteria: Partial<SearchCriteria>) =>
  (
    await planSearch(
      { ...EMPTY_CRITERIA, ...criteria },
      { pageSize: PAGE_SIZE, rareMatches: RARE, countCap: CAP },
    )
  ).strategy;

const ORDER_SQL: Record<Exclude<Sort, 'default'>, string> = {
  new_arrivals: 'created_at DESC, id DESC',
  price_low_to_high: 'price ASC, id ASC',
  price_high_to_low: 'price DESC, id DESC',
};

/** The page the plain query gives: every active match, in order. */
async function expectedIds(q: string, sort: Exclude<Sort, 'default'>, cityId?: number) {
  const result = await getDb().execute(sql`
    SELECT id FROM ${properties}
    WHERE status = 'active' AND search_vector @@ websearch_to_tsquery('english', ${q})
      ${cityId ? sql`AND city_id = ${cityId}` : sql``}
    ORDER BY ${sql.raw(ORDER_SQL[sort])}
  `);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

describeEachDatabase('searching with words and a sort', () => {
  let cityId = 0;
  let otherCityId = 0;
  beforeAll(async () => {
    const owner = await createUser();
    const guntur = await createCity({ name: 'Guntur', slug: 'guntur' }, ['Brodipet']);
    const other = await createCity({ name: 'Tenali', slug: 'tenali' }, ['Bose Road']);
    cityId = guntur.city.id;
    otherCityId = other.city.id;
    // Rents are cheaper than every sale, and the plots dearer than every flat: a word's
    // matches lie far along the price order, as at a million listings. Teak and marble are
    // each common but never in the same listing; 'courtyard' is in one.
    const rows: Parameters<typeof createProperty>[0][] = [];
    for (let i = 0; i < 24; i++) {
      const rent = i % 3 === 0;
      const inGuntur = i % 2 === 0;
      rows.push({
        ownerId: owner.id,
        cityId: inGuntur ? guntur.city.id : other.city.id,
        areaId: inGuntur ? guntur.areas[0]!.id : other.areas[0]!.id,
        title: `${1 + (i % 3)} BHK flat for ${rent ? 'rent' : 'sale'}`,
        description: `A flat with ${i % 2 ? 'teak doors' : 'marble floors'}${i === 7 ? ' and a courtyard' : ''}.`,
        listingType: rent ? 'rent' : 'sell',
        price: rent ? 10_000 + i * 500 : 3_000_000 + i * 10_000,
        createdAt: new Date(Date.now() - i * 3_600_000),
      });
    }
    for (let i = 0; i < 10; i++) {
      rows.push({
        ownerId: owner.id,
        cityId: guntur.city.id,
        areaId: guntur.areas[0]!.id,
        title: `Plot for sale near the ring road`,
        description: `An open plot of ${200 + i * 10} square yards with ${i % 2 ? 'teak' : 'marble'} trees.`,
        propertyType: 'plot',
        bhk: null,
        price: 9_000_000 + i * 100_000,
        createdAt: new Date(Date.now() - (30 + i) * 3_600_000),
      });
    }
    // Not public: never found, whichever way is taken.
    rows.push({
      ownerId: owner.id,
      cityId,
      areaId: guntur.areas[0]!.id,
      status: 'pending',
      title: 'Plot for sale, pending',
    });
    for (const row of rows) await createProperty(row);
    await getDb().execute(sql`ANALYZE properties`);
    forgetWordStatistics();
  });

  test('the statistics choose the way: a rare word sorts its matches, a common word walks the order', async () => {
    expect(await strategyOf({ q: 'courtyard', sort: 'price_low_to_high' })).toBe('matches');
    expect(await strategyOf({ q: 'plot', sort: 'price_low_to_high' })).toBe('walk');
    expect(await strategyOf({ q: 'flat', sort: 'new_arrivals' })).toBe('walk');
    // Several words: the rarest bounds the matches.
    expect(await strategyOf({ q: 'flat courtyard', sort: 'price_high_to_low' })).toBe('matches');
    // Common words that are never together: counted first, none match, nothing is walked.
    expect(await strategyOf({ q: 'teak marble', sort: 'price_high_to_low' })).toBe('matches');
    // A signature cannot test OR or NOT: the planner's plan.
    expect(await strategyOf({ q: 'flat or plot', sort: 'price_low_to_high' })).toBe('planner');
    expect(await strategyOf({ q: 'flat -teak', sort: 'price_low_to_high' })).toBe('planner');
    // Relevance keeps its own way, and so does a search without words.
    expect(await strategyOf({ q: 'plot' })).toBe('planner');
    expect(await strategyOf({ sort: 'price_low_to_high' })).toBe('planner');
  });

  const SORTS = ['new_arrivals', 'price_low_to_high', 'price_high_to_low'] as const;
  const QUERIES = [
    'flat courtyard',
    'plot',
    'flat',
    'courtyard',
    'teak marble',
    'marble',
    'flat or plot',
    'flat -teak',
  ];

  test('every way gives the plain query’s pages and count, for every sort and page', async () => {
    let compared = 0;
    // Counts capped at 6 (the walk for common words), and at 1,000 (all are counted first and
    // found few enough to sort).
    for (const countCap of [CAP, 1000]) {
      for (const q of QUERIES) {
        for (const sort of SORTS) {
          const expected = await expectedIds(q, sort);
          const shown = expected.slice(0, countCap);
          const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
          for (let page = 1; page <= Math.min(pages, 4); page++) {
            const result = await search({ q, sort, page }, { countCap });
            const want = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
            const label = `${q} ${sort} page ${page} (cap ${countCap})`;
            expect(
              result.items.map((item) => item.id),
              label,
            ).toEqual(want);
            expect(result.total, label).toBe(shown.length);
            expect(result.capped, label).toBe(expected.length > countCap);
            compared += want.length;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  test('with a filter, and with a place named in the words, the walk finds the same', async () => {
    expect(await strategyOf({ q: 'flat', city: 'guntur', sort: 'price_low_to_high' })).toBe('walk');
    for (const sort of SORTS) {
      const expected = await expectedIds('flat', sort, cityId);
      expect(expected.length).toBeGreaterThan(PAGE_SIZE);
      for (const page of [1, 3]) {
        const result = await search({ q: 'flat', city: 'guntur', sort, page });
        const offset = (page - 1) * PAGE_SIZE;
        expect(result.items.map((item) => item.id)).toEqual(
          expected.slice(offset, offset + PAGE_SIZE),
        );
        expect(result.total).toBe(CAP);
      }
    }
    // 'plot tenali': plots in Tenali (none) or listings that say both words (none).
    expect(await strategyOf({ q: 'plot tenali', sort: 'price_low_to_high' })).toBe('matches');
    const none = await search({ q: 'plot tenali', sort: 'price_low_to_high' });
    expect(none.total).toBe(0);
    expect(none.items).toEqual([]);
    // 'flat tenali': Tenali's flats, cheapest first.
    expect(await strategyOf({ q: 'flat tenali', sort: 'price_low_to_high' })).toBe('walk');
    const tenali = await search(
      { q: 'flat tenali', sort: 'price_low_to_high' },
      { pageSize: 100, countCap: 100 },
    );
    const expected = await expectedIds('flat', 'price_low_to_high', otherCityId);
    expect(expected.length).toBeGreaterThan(CAP);
    expect(tenali.items.map((item) => item.id)).toEqual(expected);
  });

  test('each listing’s signature is the one its words make, with the sign bit clear', async () => {
    const result = await getDb().execute(sql`
      SELECT count(*)::int AS listings,
             count(*) FILTER (
               WHERE ARRAY[word_bits_0, word_bits_1, word_bits_2, word_bits_3, word_bits_4,
                           word_bits_5, word_bits_6, word_bits_7]
                     = search_word_bits(tsvector_to_array(search_vector))
                 AND least(word_bits_0, word_bits_1, word_bits_2, word_bits_3, word_bits_4,
                           word_bits_5, word_bits_6, word_bits_7) >= 0
                 AND greatest(word_bits_0, word_bits_1, word_bits_2, word_bits_3, word_bits_4,
                              word_bits_5, word_bits_6, word_bits_7) > 0
             )::int AS signed
      FROM ${properties}
    `);
    const row = (result as unknown as { rows: { listings: number; signed: number }[] }).rows[0]!;
    expect(row.listings).toBeGreaterThan(30);
    expect(row.signed).toBe(row.listings);
  });

  test('a listing’s signature follows its words when they change', async () => {
    const [listing] = await getDb()
      .select({ id: properties.id })
      .from(properties)
      .where(sql`description LIKE '%courtyard%'`);
    expect(listing).toBeDefined();
    await getDb()
      .update(properties)
      .set({ description: 'A flat with a banyan tree in the yard.' })
      .where(sql`id = ${listing!.id}`);
    for (const q of ['banyan flat', 'courtyard']) {
      for (const sort of SORTS) {
        const result = await search({ q, sort }, { rareMatches: 0 });
        expect(
          result.items.map((item) => item.id),
          `${q} ${sort}`,
        ).toEqual((await expectedIds(q, sort)).slice(0, PAGE_SIZE));
      }
    }
    expect((await search({ q: 'banyan', sort: 'new_arrivals' }, { rareMatches: 0 })).total).toBe(1);
  });
});
