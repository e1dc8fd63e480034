import { desc, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { areas, auditLog, cities, properties, type User } from '../../app/db/schema/index.ts';
import { getCitiesWithAreas } from '../../app/features/places/places.server.ts';
import { action, loader } from '../../app/routes/admin/places.tsx';
import { createCity, createProperty, createUser } from '../factories/index.ts';
import { contextFor } from '../support/route-context.ts';
import { describeEachDatabase } from '../support/test-database.ts';

type RouteFn = (args: never) => unknown;

async function call<F extends RouteFn>(
  fn: F,
  pathname: string,
  { user, body }: { user: User | null; body?: Record<string, string> },
): Promise<Awaited<ReturnType<F>>> {
  const url = new URL(pathname, 'http://localhost');
  const request = new Request(url, body ? { method: 'POST', body: new URLSearchParams(body) } : {});
  const args = { request, params: {}, context: contextFor(user), url, pattern: url.pathname };
  return (await fn(args as never)) as Awaited<ReturnType<F>>;
}

async function thrownStatus(run: Promise<unknown>): Promise<number> {
  try {
    await run;
  } catch (error) {
    if (error instanceof Response) return error.status;
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw error;
  }
  throw new Error('expected the call to throw');
}

function answerOf(result: unknown) {
  const value = result as {
    data: { intent: string; errors: Record<string, string>; values: Record<string, string> };
    init?: { status?: number };
  };
  return { data: value.data, status: value.init?.status ?? 200 };
}

async function latestAudit(action: string) {
  const [row] = await getDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describeEachDatabase('admin places', () => {
  test('a user and an agent are refused the page and its actions', async () => {
    const user = await createUser({ role: 'user' });
    const agent = await createUser({ role: 'agent' });
    for (const who of [user, agent]) {
      expect(await thrownStatus(call(loader, '/admin/places', { user: who }))).toBe(403);
      expect(
        await thrownStatus(
          call(action, '/admin/places', {
            user: who,
            body: { intent: 'add-city', name: 'Tenali Refused' },
          }),
        ),
      ).toBe(403);
    }
    expect(await getDb().select().from(cities).where(eq(cities.name, 'Tenali Refused'))).toEqual(
      [],
    );
  });

  test('a city and an area are added with unique slugs and audited; duplicates are refused', async () => {
    const admin = await createUser({ role: 'admin' });
    const added = await call(action, '/admin/places', {
      user: admin,
      body: { intent: 'add-city', name: 'Tenali' },
    });
    expect((added as Response).status).toBe(303);
    const [city] = await getDb().select().from(cities).where(eq(cities.name, 'Tenali'));
    expect(city?.slug).toBe('tenali');
    expect((await latestAudit('city.create'))?.after).toEqual({ name: 'Tenali', slug: 'tenali' });

    const again = answerOf(
      await call(action, '/admin/places', {
        user: admin,
        body: { intent: 'add-city', name: 'TENALI' },
      }),
    );
    expect(again.status).toBe(400);
    expect(again.data.errors.name).toBe('A city with this name exists.');
    expect(again.data.values.name).toBe('TENALI');

    await call(action, '/admin/places', {
      user: admin,
      body: { intent: 'add-area', cityId: String(city!.id), name: 'Bose Road', pincode: '522201' },
    });
    const [area] = await getDb().select().from(areas).where(eq(areas.cityId, city!.id));
    expect(area).toMatchObject({ name: 'Bose Road', slug: 'bose-road', pincode: '522201' });
    expect((await latestAudit('area.create'))?.entityId).toBe(String(area!.id));

    const badPin = answerOf(
      await call(action, '/admin/places', {
        user: admin,
        body: { intent: 'add-area', cityId: String(city!.id), name: 'Market', pincode: '12' },
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
    await call(action, '/admin/places?renameCity=1', {
      user: admin,
      body: { intent: 'rename-city', cityId: String(city.id), name: 'Guntur City' },
    });
    await call(action, '/admin/places', {
      user: admin,
      body: { intent: 'rename-area', areaId: String(area!.id), name: 'Brodipeta' },
    });
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

    const page = await call(loader, `/admin/places?area=${from!.id}&into=${into!.id}`, {
      user: admin,
    });
    expect(page.merge?.from).toMatchObject({ id: from!.id, listings: 3 });
    const listed = page.cities.find((c) => c.id === city.id)!;
    expect(listed.areas.find((a) => a.id === from!.id)).toMatchObject({
      listings: 3,
      activeListings: 1,
    });

    const answer = await call(action, '/admin/places', {
      user: admin,
      body: { intent: 'merge-area', areaId: String(from!.id), intoAreaId: String(into!.id) },
    });
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
    const self = answerOf(
      await call(action, '/admin/places', {
        user: admin,
        body: {
          intent: 'merge-area',
          areaId: String(one.areas[0]!.id),
          intoAreaId: String(one.areas[0]!.id),
        },
      }),
    );
    expect(self.data.errors.intoAreaId).toBe('Choose another area to merge into.');
    const across = answerOf(
      await call(action, '/admin/places', {
        user: admin,
        body: {
          intent: 'merge-area',
          areaId: String(one.areas[0]!.id),
          intoAreaId: String(two.areas[0]!.id),
        },
      }),
    );
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
    const url = new URL('/admin/places', 'http://localhost');
    const request = new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"intent":"add-city","name":"X"}',
    });
    const args = { request, params: {}, context: contextFor(admin), url };
    expect(await thrownStatus(action(args as never))).toBe(400);

    const named = await call(action, '/admin/places', {
      user: admin,
      body: { intent: 'add-city', name: 'Tenali\u0000' },
    });
    expect((named as Response).status).toBe(303);
    expect(await getDb().select().from(cities).where(eq(cities.name, 'Tenali'))).toHaveLength(1);

    const merged = answerOf(
      await call(action, '/admin/places', {
        user: admin,
        body: { intent: 'merge-area', areaId: '1', intoAreaId: '99999999999' },
      }),
    );
    expect(merged.status).toBe(400);
  });
});
