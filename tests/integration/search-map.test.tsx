import { sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import {
  parseSearchParams,
  toSearchParams,
  type SearchCriteria,
} from '../../app/features/search/search-params.ts';
import {
  planSearch,
  searchListings,
  searchMapPoints,
} from '../../app/features/search/search.server.ts';
import { SearchResultList } from '../../app/features/search/search-results.tsx';
import { createCity, createProperty, createUser } from '../factories/index.ts';
import { planOf } from '../support/explain.ts';
import { renderIn, textOf } from '../support/render-in-language.tsx';
import { describeEachDatabase } from '../support/test-database.ts';

// The results map (issue 28): a box from "Search this area" and a drawn area keep the listings
// inside them and only those, whichever way the shape is tested (the GiST index for a shape
// that holds few, a walk of the sort index for one that holds many); a listing without a
// place still appears in the list and is marked, and the map's points leave it out.

const criteriaOf = (query: string): SearchCriteria =>
  parseSearchParams(new URLSearchParams(query)).criteria;

/** The ids a search lists, smallest first. */
async function idsFor(query: string, options: { countCap?: number } = {}): Promise<number[]> {
  const result = await searchListings(criteriaOf(query), { pageSize: 50, ...options });
  return result.items.map((item) => item.id).toSorted((a, b) => a - b);
}

// A box round Brodipet, Guntur, and a triangle inside it that leaves out its east corner.
const BOX = 'bounds=16.29_80.43_16.31_80.45';
const TRIANGLE = 'polygon=16.29_80.43_16.31_80.43_16.3_80.445';

describeEachDatabase('map search', () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    const ownerId = (await createUser()).id;
    const { city, areas } = await createCity();
    const at = { ownerId, cityId: city.id, areaId: areas[0]!.id };
    const places = {
      // Inside the box, and inside the triangle.
      west: { latitude: 16.3, longitude: 80.432 },
      middle: { latitude: 16.3, longitude: 80.437 },
      // Inside the box, outside the triangle (its east corner).
      east: { latitude: 16.305, longitude: 80.448 },
      // Outside the box.
      vijayawada: { latitude: 16.5, longitude: 80.65 },
      north: { latitude: 16.33, longitude: 80.44 },
      // No place given.
      unplaced: { latitude: null, longitude: null },
    };
    let price = 4_000_000;
    for (const [name, place] of Object.entries(places)) {
      price += 100_000;
      made[name] = (await createProperty({ ...at, ...place, price })).id;
    }
    // Inside the box, but not public.
    made.pending = (
      await createProperty({ ...at, latitude: 16.3, longitude: 80.44, status: 'pending' })
    ).id;
  });

  const sorted = (...names: string[]) => names.map((name) => made[name]!).toSorted((a, b) => a - b);

  test('a box keeps the public listings inside it, and only those', async () => {
    expect(await idsFor('')).toEqual(
      sorted('west', 'middle', 'east', 'vijayawada', 'north', 'unplaced'),
    );
    expect(await idsFor(BOX)).toEqual(sorted('west', 'middle', 'east'));
    expect(await idsFor(`${BOX}&sort=price_high_to_low`)).toEqual(sorted('west', 'middle', 'east'));
  });

  test('a drawn area keeps what is inside its outline, not its whole box', async () => {
    expect(await idsFor(TRIANGLE)).toEqual(sorted('west', 'middle'));
    // With a box too, both hold.
    expect(await idsFor(`${TRIANGLE}&bounds=16.29_80.435_16.31_80.45`)).toEqual(sorted('middle'));
    // The other filters still apply.
    expect(await idsFor(`${TRIANGLE}&max=41L`)).toEqual(sorted('west'));
  });

  test('a listing without a place is listed and marked, and left off the map', async () => {
    const everything = await searchListings(criteriaOf(''), { pageSize: 50 });
    const unplaced = everything.items.find((item) => item.id === made.unplaced);
    expect(unplaced?.mapped).toBe(false);
    expect(everything.items.filter((item) => item.mapped).length).toBe(5);

    // On the map view its card says so, in the page's language; on the others it need not.
    const cards = (locale: 'en' | 'te', view: 'map' | 'grid') =>
      textOf(renderIn(locale, <SearchResultList items={everything.items} view={view} phone="" />));
    expect(cards('en', 'map').split('Not on the map: no location given')).toHaveLength(2);
    expect(cards('te', 'map').split('మ్యాప్‌లో లేదు: స్థానం ఇవ్వలేదు')).toHaveLength(2);
    expect(cards('en', 'grid')).not.toContain('Not on the map');

    const map = await searchMapPoints(criteriaOf(''), { limit: 100 });
    expect(map.capped).toBe(false);
    expect(map.points.map((point) => point.id).toSorted((a, b) => a - b)).toEqual(
      sorted('west', 'middle', 'east', 'vijayawada', 'north'),
    );
    const west = map.points.find((point) => point.id === made.west);
    expect(west).toMatchObject({ latitude: 16.3, longitude: 80.432, listingType: 'sell' });
    expect(west?.title).toBe('2 BHK flat near the bus stand');
  });

  test('the map shows at most its limit, the first in the page order, and says so', async () => {
    const map = await searchMapPoints(criteriaOf('sort=price_low_to_high'), { limit: 2 });
    expect(map.capped).toBe(true);
    expect(map.points.map((point) => point.id)).toEqual([made.west, made.middle]);
    const inBox = await searchMapPoints(criteriaOf(BOX), { limit: 3 });
    expect(inBox.capped).toBe(false);
    expect(inBox.points).toHaveLength(3);
  });

  test('a drawn search reads back from its URL the same', async () => {
    const criteria = criteriaOf(`${TRIANGLE}&listing=sell&view=map`);
    expect(criteriaOf(toSearchParams(criteria).toString())).toEqual(criteria);
  });

  // Last: it adds listings the tests above do not expect.
  test('a small box is read from the point index, not by walking every listing', async () => {
    // Five thousand listings in Vijayawada, then the statistics: the box round Brodipet holds
    // three of the 5,003, and PostgreSQL knows it from the ranges' estimates.
    await getDb().execute(sql`
      INSERT INTO properties (owner_id, title, description, property_type, listing_type,
        status, price, city_id, area_id, address, pincode, latitude, longitude)
      SELECT owner_id, title, description, property_type, listing_type, status, price + g,
        city_id, area_id, address, pincode, 16.5 + g / 1e6, 80.65
      FROM properties, generate_series(1, 5000) AS g
      WHERE id = ${made.vijayawada}`);
    await getDb().execute(sql`ANALYZE properties`);
    const plan = await planSearch(criteriaOf(BOX), { pageSize: 12 });
    const chosen = await planOf(plan.countQuery());
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen).toContain('properties_active_point_idx');
    expect((await searchListings(criteriaOf(BOX), { pageSize: 12 })).total).toBe(3);
  });
});
