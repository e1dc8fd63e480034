import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { areas, cities, properties, type User } from '../../app/db/schema/index.ts';
import { getCitiesWithAreas } from '../../app/features/places/places.server.ts';
import { action, loader } from '../../app/routes/admin/places.tsx';
import { createCity, createProperty, createUser } from '../factories/index.ts';
import { latestAudit } from '../support/back-office.ts';
import { answerOf, callRoute, flashOf, thrownStatus } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

/** A post of one of the page's forms (URL-encoded, as a browser sends it). */
function post(user: User, fields: Record<string, string>, path = '/admin/places') {
  return callRoute(action, path, { user, body: new URLSearchParams(fields) });
}

/** The merge confirmation's post: move the listings of `areaId` to `intoAreaId`. */
function merge(user: User, areaId: number | string, intoAreaId: number | string) {
  return post(user, {
    intent: 'merge-area',
    areaId: String(areaId),
    intoAreaId: String(intoAreaId),
  });
}

/** The page's refusal: its status, the form refused, its messages and the values shown again. */
const refusalOf = (result: unknown) =>
  answerOf<{ intent: string; errors: Record<string, string>; values: Record<string, string> }>(
    result,
  );

describeEachDatabase('admin places', () => {
  test('a user and an agent are refused the page and its actions', async () => {
    const user = await createUser({ role: 'user' });
    const agent = await createUser({ role: 'agent' });
    for (const who of [user, agent]) {
      expect(await thrownStatus(callRoute(loader, '/admin/places', { user: who }))).toBe(403);
      expect(await thrownStatus(post(who, { intent: 'add-city', name: 'Tenali Refused' }))).toBe(
        403,
      );
    }
    expect(await getDb().select().from(cities).where(eq(cities.name, 'Tenali Refused'))).toEqual(
      [],
    );
  });

  test('a city and an area are added with unique slugs and audited; duplicates are refused', async () => {
    const admin = await createUser({ role: 'admin' });
    const added = await post(admin, {
      intent: 'add-city',
      name: 'Tenali',
      nameTe: 'తెనాలి',
      nameHi: 'तेनाली',
    });
    expect((added as Response).status).toBe(303);
    const [city] = await getDb().select().from(cities).where(eq(cities.name, 'Tenali'));
    expect(city).toMatchObject({ slug: 'tenali', nameTe: 'తెనాలి', nameHi: 'तेनाली' });
    expect((await latestAudit('city.create'))?.after).toEqual({
      name: 'Tenali',
      nameTe: 'తెనాలి',
      nameHi: 'तेनाली',
      slug: 'tenali',
    });

    const again = refusalOf(await post(admin, { intent: 'add-city', name: 'TENALI' }));
    expect(again.status).toBe(400);
    expect(again.data.errors.name).toBe('A city with this name exists.');
    expect(again.data.values.name).toBe('TENALI');

    await post(admin, {
      intent: 'add-area',
      cityId: String(city!.id),
      name: 'Bose Road',
      nameTe: 'బోస్ రోడ్',
      pincode: '522201',
    });
    const [area] = await getDb().select().from(areas).where(eq(areas.cityId, city!.id));
    expect(area).toMatchObject({
      name: 'Bose Road',
      nameTe: 'బోస్ రోడ్',
      nameHi: '',
      slug: 'bose-road',
      pincode: '522201',
    });
    expect((await latestAudit('area.create'))?.entityId).toBe(String(area!.id));

    const badPin = refusalOf(
      await post(admin, {
        intent: 'add-area',
        cityId: String(city!.id),
        name: 'Market',
        pincode: '12',
      }),
    );
    expect(badPin.data.errors.pincode).toBe('Enter a 6-digit pincode.');
    expect(badPin.data.values).toMatchObject({ name: 'Market', pincode: '12' });

    // The public search form's places read the new ones at once.
    const places = await getCitiesWithAreas();
    expect(places.find((c) => c.id === city!.id)?.areas.map((a) => a.name)).toEqual(['Bose Road']);
  });

  test('a rename keeps the slug (old links keep working) and is audited', async () => {
    const admin = await createUser({ role: 'admin' });
    const {
      city,
      areas: [area],
    } = await createCity({}, ['Brodipet']);
    const placeNames = async () => {
      const place = (await getCitiesWithAreas()).find((c) => c.id === city.id);
      return [place?.name, ...(place?.areas.map((a) => a.name) ?? [])];
    };
    expect(await placeNames()).toEqual([city.name, 'Brodipet']);
    await post(
      admin,
      { intent: 'rename-city', cityId: String(city.id), name: 'Guntur City' },
      '/admin/places?renameCity=1',
    );
    await post(admin, { intent: 'rename-area', areaId: String(area!.id), name: 'Brodipeta' });
    const [renamedCity] = await getDb().select().from(cities).where(eq(cities.id, city.id));
    const [renamedArea] = await getDb().select().from(areas).where(eq(areas.id, area!.id));
    expect(renamedCity).toMatchObject({ name: 'Guntur City', slug: city.slug });
    expect(renamedArea).toMatchObject({ name: 'Brodipeta', slug: 'brodipet' });
    const audit = await latestAudit('area.rename');
    expect(audit).toMatchObject({
      entityId: String(area!.id),
      before: { name: 'Brodipet' },
      after: { name: 'Brodipeta' },
    });
    expect((await latestAudit('city.rename'))?.after).toEqual({ name: 'Guntur City' });
    // The places kept in memory for the search and the forms follow at once.
    expect(await placeNames()).toEqual(['Guntur City', 'Brodipeta']);
  });

  test('staff give a place its Telugu and Hindi names; the pages of those languages show them', async () => {
    const admin = await createUser({ role: 'admin' });
    const {
      city,
      areas: [area],
    } = await createCity({ name: 'Tenali Town' }, ['Bose Road']);
    const saved = await post(admin, {
      intent: 'rename-area',
      areaId: String(area!.id),
      name: 'Bose Road',
      nameTe: 'బోస్ రోడ్',
      nameHi: 'बोस रोड',
    });
    expect(await flashOf(saved)).toMatchObject({ text: 'Names of “Bose Road” saved.' });
    expect(await latestAudit('area.rename')).toMatchObject({
      before: { nameTe: '', nameHi: '' },
      after: { nameTe: 'బోస్ రోడ్', nameHi: 'बोस रोड' },
    });
    await post(admin, {
      intent: 'rename-city',
      cityId: String(city.id),
      name: 'Tenali Town',
      nameTe: 'తెనాలి',
      nameHi: '',
    });
    const te = (await getCitiesWithAreas('te')).find((c) => c.id === city.id);
    expect([te?.name, te?.areas[0]?.name]).toEqual(['తెనాలి', 'బోస్ రోడ్']);
    // No Hindi name for the city: Hindi pages show the English one.
    const hi = (await getCitiesWithAreas('hi')).find((c) => c.id === city.id);
    expect([hi?.name, hi?.areas[0]?.name]).toEqual(['Tenali Town', 'बोस रोड']);
    const refused = refusalOf(
      await post(admin, {
        intent: 'rename-city',
        cityId: String(city.id),
        name: 'Tenali Town',
        nameTe: '<b>తెనాలి</b>',
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.errors.nameTe).toBe("Use letters, digits, spaces and . , ' ( ) & - only.");
    const page = await callRoute(loader, '/admin/places', { user: admin });
    const listed = page.cities.find((c: { id: number }) => c.id === city.id);
    expect(listed).toMatchObject({ nameTe: 'తెనాలి', nameHi: '' });
  });

  test('merging an area moves every listing to the other area, deletes it, and is audited', async () => {
    const admin = await createUser({ role: 'admin' });
    const {
      city,
      areas: [from, into],
    } = await createCity({}, ['Old Market', 'New Market']);
    const moved = [
      await createProperty({ cityId: city.id, areaId: from!.id }),
      await createProperty({ cityId: city.id, areaId: from!.id, status: 'pending' }),
      await createProperty({ cityId: city.id, areaId: from!.id, status: 'sold' }),
    ];
    const stays = await createProperty({ cityId: city.id, areaId: into!.id });

    const page = await callRoute(loader, `/admin/places?area=${from!.id}&into=${into!.id}`, {
      user: admin,
    });
    expect(page.merge?.from).toMatchObject({ id: from!.id, listings: 3 });
    const listed = page.cities.find((c) => c.id === city.id)!;
    expect(listed.areas.find((a) => a.id === from!.id)).toMatchObject({
      listings: 3,
      activeListings: 1,
    });

    const answer = await merge(admin, from!.id, into!.id);
    expect((answer as Response).status).toBe(303);
    const rows = await getDb()
      .select({ id: properties.id, areaId: properties.areaId, status: properties.status })
      .from(properties)
      .where(eq(properties.cityId, city.id));
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.areaId === into!.id)).toBe(true);
    expect(rows.find((row) => row.id === moved[1]!.id)?.status).toBe('pending');
    expect(rows.some((row) => row.id === stays.id)).toBe(true);
    expect(await getDb().select().from(areas).where(eq(areas.id, from!.id))).toEqual([]);

    const audit = await latestAudit('area.merge');
    expect(audit?.entityId).toBe(String(from!.id));
    expect(audit?.before).toMatchObject({ name: 'Old Market' });
    expect(audit?.after).toMatchObject({
      mergedInto: { id: into!.id, name: 'New Market' },
      listingsMoved: 3,
      listingIds: moved.map((p) => p.id).sort((a, b) => a - b),
    });
  });

  test('an area cannot be merged into itself or into another city’s area', async () => {
    const admin = await createUser({ role: 'admin' });
    const one = await createCity({}, ['Alpha']);
    const two = await createCity({}, ['Beta']);
    const listing = await createProperty({ cityId: one.city.id, areaId: one.areas[0]!.id });
    const self = refusalOf(await merge(admin, one.areas[0]!.id, one.areas[0]!.id));
    expect(self.data.errors.intoAreaId).toBe('Choose another area to merge into.');
    const across = refusalOf(await merge(admin, one.areas[0]!.id, two.areas[0]!.id));
    expect(across.status).toBe(409);
    expect(across.data.errors.intoAreaId).toBe('Choose an area of the same city.');
    const [row] = await getDb()
      .select({ areaId: properties.areaId })
      .from(properties)
      .where(eq(properties.id, listing.id));
    expect(row?.areaId).toBe(one.areas[0]!.id);
    expect(await getDb().select().from(areas).where(eq(areas.id, one.areas[0]!.id))).toHaveLength(
      1,
    );
  });
});

// Review (R1) regressions.
describeEachDatabase('admin places: bad input', () => {
  test('a post that is not a form, a NUL byte or an id past int4 is a 400, never a 500', async () => {
    const admin = await createUser({ role: 'admin' });
    const json = '{"intent":"add-city","name":"X"}';
    expect(await thrownStatus(callRoute(action, '/admin/places', { user: admin, json }))).toBe(400);

    const named = await post(admin, { intent: 'add-city', name: 'Tenali\u0000' });
    expect((named as Response).status).toBe(303);
    expect(await getDb().select().from(cities).where(eq(cities.name, 'Tenali'))).toHaveLength(1);

    const merged = refusalOf(await merge(admin, '1', '99999999999'));
    expect(merged.status).toBe(400);
  });
});
