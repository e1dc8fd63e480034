import { and, sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { properties, stepFree } from '../../app/db/schema/index.ts';
import { parseSearchParams } from '../../app/features/search/search-params.ts';
import { searchListings } from '../../app/features/search/search.server.ts';
import { createCity, createProperty, createUser } from '../factories/index.ts';
import { planOf } from '../support/explain.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// The "Step-free entrance" filter (issue 28): a home one gets into without a step, a level or
// ramped entrance on the ground floor or with a lift; what the lister did not say is not
// step-free.

const searchUrl = (query: string) =>
  searchListings(parseSearchParams(new URLSearchParams(query)).criteria, { pageSize: 50 });

describeEachDatabase('the step-free filter', () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    const ownerId = (await createUser()).id;
    const { city, areas } = await createCity();
    const at = { ownerId, cityId: city.id, areaId: areas[0]!.id };
    const listings = {
      liftBlock: { propertyType: 'apartment', floor: 7, entranceSteps: 0, hasLift: true },
      groundFlat: { propertyType: 'flat', floor: 0, entranceSteps: 0, hasLift: false },
      house: { propertyType: 'independent-house', floor: null, entranceSteps: 0, hasLift: null },
      upstairsNoLift: { propertyType: 'flat', floor: 2, entranceSteps: 0, hasLift: false },
      plinth: { propertyType: 'villa', floor: null, entranceSteps: 2, hasLift: false },
      notSaid: { propertyType: 'apartment', floor: 3, entranceSteps: null, hasLift: null },
    } as const;
    for (const [name, values] of Object.entries(listings)) {
      made[name] = (await createProperty({ ...at, ...values })).id;
    }
  });

  test('keeps the homes without a step to the front door, and only those', async () => {
    const result = await searchUrl('access=step-free');
    expect(result.items.map((item) => item.id).toSorted()).toEqual(
      [made.liftBlock, made.groundFlat, made.house].toSorted(),
    );
    const everything = await searchUrl('');
    expect(everything.total).toBe(6);
  });

  test('combines with the other filters and the sorts', async () => {
    const flats = await searchUrl(
      'access=step-free&type=flat&type=apartment&sort=price_low_to_high',
    );
    expect(flats.items.map((item) => item.id).toSorted()).toEqual(
      [made.liftBlock, made.groundFlat].toSorted(),
    );
    expect(parseSearchParams(new URLSearchParams('access=ramps')).ignored).toEqual(['access']);
  });

  // Last: it adds listings the tests above do not expect.
  test('is answered from the index of step-free listings', async () => {
    // Five thousand listings that do not say, then the statistics: the planner takes the small
    // index when the search's condition (stepFree, as searchListings writes it) matches its.
    await getDb().execute(sql`
      INSERT INTO properties (owner_id, title, description, property_type, listing_type,
        status, price, city_id, area_id, address, pincode)
      SELECT owner_id, title, description, property_type, listing_type, status, price + g,
        city_id, area_id, address, pincode
      FROM properties, generate_series(1, 5000) AS g
      WHERE id = ${made.notSaid}`);
    await getDb().execute(sql`ANALYZE properties`);
    const query = getDb()
      .select({ id: properties.id })
      .from(properties)
      .where(and(sql`${properties.status} = 'active'`, stepFree(properties)))
      // The newest first, as the search orders it (orderOf in search.server.ts).
      .orderBy(sql`${properties.createdAt} DESC NULLS LAST`, sql`${properties.id} DESC NULLS LAST`)
      .limit(12);
    const plan = await planOf(query);
    expect(plan.length).toBeGreaterThan(0);
    expect(plan).toContain('properties_active_step_free_idx');
    expect((await searchUrl('access=step-free')).total).toBe(3);
  });
});
