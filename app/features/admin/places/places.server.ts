import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import { getDb } from '../../../db/db.server.ts';
import { areas, cities, properties } from '../../../db/schema/index.ts';
import { fail, ok, type Ok, type Result } from '../../../lib/result.ts';
import { assertAdmin, type StaffUser } from '../access.server.ts';
import { recordAudit } from '../../audit/record-audit.server.ts';
import { uniqueSlug } from '../content/content-slug.server.ts';
import { placesChanged } from '../../places/places.server.ts';
import type { LocalNames, PlacesAdminCity } from './places-schema.ts';

// Cities and areas in the back office. A slug is made once, when the place is added, and never
// changes: search URLs (/shop?city=guntur&area=brodipet), city pages and saved links name
// places by slug, so a rename (a spelling fix, a new official name) keeps every old address
// working. Merging an area moves every listing to the other area in one transaction, then
// deletes it. Nothing caches places in memory: pages and the search form read them per request.

/** Every city with its areas and how many listings each has (one grouped count). */
export async function listPlacesForAdmin(actor: StaffUser): Promise<PlacesAdminCity[]> {
  assertAdmin(actor);
  const db = getDb();
  const counts = db
    .select({
      areaId: properties.areaId,
      listings: count().as('listings'),
      active: sql<number>`count(*) filter (where ${properties.status} = 'active')::int`.as(
        'active',
      ),
    })
    .from(properties)
    .groupBy(properties.areaId)
    .as('counts');
  const [cityRows, areaRows] = await Promise.all([
    db
      .select({
        id: cities.id,
        name: cities.name,
        nameTe: cities.nameTe,
        nameHi: cities.nameHi,
        slug: cities.slug,
      })
      .from(cities)
      .orderBy(asc(cities.sortOrder), asc(cities.name)),
    db
      .select({
        id: areas.id,
        cityId: areas.cityId,
        name: areas.name,
        nameTe: areas.nameTe,
        nameHi: areas.nameHi,
        slug: areas.slug,
        pincode: areas.pincode,
        listings: sql<number>`coalesce(${counts.listings}, 0)::int`,
        activeListings: sql<number>`coalesce(${counts.active}, 0)::int`,
      })
      .from(areas)
      .leftJoin(counts, eq(counts.areaId, areas.id))
      .orderBy(asc(areas.name)),
  ]);
  return cityRows.map((city) => ({
    ...city,
    areas: areaRows
      .filter((area) => area.cityId === city.id)
      .map(({ cityId: _cityId, ...area }) => area),
  }));
}

/**
 * Why a command refused: a name another city (or another area of the city) has, a city that
 * is gone, or areas that cannot be merged (the same one, one gone, or areas of two cities).
 */
export type PlaceRefusal =
  'city-taken' | 'area-taken' | 'no-city' | 'same-area' | 'area-gone' | 'other-city';

/** A city named `name` already (any case), other than `exceptId`. */
async function cityNamed(name: string, exceptId?: number) {
  const [row] = await getDb()
    .select({ id: cities.id })
    .from(cities)
    .where(
      and(
        sql`lower(${cities.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(cities.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

async function areaNamed(cityId: number, name: string, exceptId?: number) {
  const [row] = await getDb()
    .select({ id: areas.id })
    .from(areas)
    .where(
      and(
        eq(areas.cityId, cityId),
        sql`lower(${areas.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(areas.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A new place's Telugu and Hindi names: empty where the form left them (the English shows). */
function localNamesOf(input: Partial<LocalNames>): LocalNames {
  return { nameTe: input.nameTe ?? '', nameHi: input.nameHi ?? '' };
}

export async function addCity(
  actor: StaffUser,
  input: PlaceNames,
): Promise<Result<{ id: number; slug: string }, 'city-taken'>> {
  assertAdmin(actor);
  if (await cityNamed(input.name)) return fail('city-taken');
  const created = await getDb().transaction(async (tx) => {
    const slug = await uniqueSlug(
      tx,
      { table: cities, slug: cities.slug, id: cities.id },
      input.name,
      'city',
    );
    const [last] = await tx.select({ n: max(cities.sortOrder) }).from(cities);
    const [city] = await tx
      .insert(cities)
      .values({
        name: input.name,
        ...localNamesOf(input),
        slug,
        sortOrder: Math.min(999, (last?.n ?? 0) + 1),
      })
      .returning({ id: cities.id, slug: cities.slug });
    await recordAudit(tx, actor, {
      action: 'city.create',
      entityType: 'city',
      entityId: city!.id,
      after: { name: input.name, ...localNamesOf(input), slug },
    });
    return city!;
  });
  await placesChanged();
  return ok(created);
}

export async function addArea(
  actor: StaffUser,
  input: PlaceNames & { cityId: number; pincode: string | null },
): Promise<Result<{ id: number; slug: string }, 'no-city' | 'area-taken'>> {
  assertAdmin(actor);
  const [city] = await getDb()
    .select({ id: cities.id })
    .from(cities)
    .where(eq(cities.id, input.cityId))
    .limit(1);
  if (!city) return fail('no-city');
  if (await areaNamed(input.cityId, input.name)) return fail('area-taken');
  const created = await getDb().transaction(async (tx) => {
    const slug = await uniqueSlug(
      tx,
      { table: areas, slug: areas.slug, id: areas.id, scope: eq(areas.cityId, input.cityId) },
      input.name,
      'area',
    );
    const [area] = await tx
      .insert(areas)
      .values({
        cityId: input.cityId,
        name: input.name,
        ...localNamesOf(input),
        slug,
        pincode: input.pincode,
      })
      .returning({ id: areas.id, slug: areas.slug });
    await recordAudit(tx, actor, {
      action: 'area.create',
      entityType: 'area',
      entityId: area!.id,
      after: {
        cityId: input.cityId,
        name: input.name,
        ...localNamesOf(input),
        slug,
        pincode: input.pincode,
      },
    });
    return area!;
  });
  await placesChanged();
  return ok(created);
}

/** A place's names: English, and Telugu and Hindi where the form sent them. */
type PlaceNames = { name: string } & Partial<LocalNames>;
type Renamed = { name: string; renamed: boolean };

/**
 * Writes the names that changed (the slug stays) with an audit entry of those; the same names
 * write nothing. `renamed`: the English name changed.
 */
async function writeNames(
  actor: StaffUser,
  entity: 'city' | 'area',
  place: { id: number } & PlaceNames & LocalNames,
  names: PlaceNames,
): Promise<Ok<Renamed>> {
  const fields = (['name', 'nameTe', 'nameHi'] as const).filter(
    (field) => names[field] !== undefined && names[field] !== place[field],
  );
  const result = { name: names.name, renamed: fields.includes('name') };
  if (fields.length === 0) return ok(result);
  const before = Object.fromEntries(fields.map((field) => [field, place[field]]));
  const after = Object.fromEntries(fields.map((field) => [field, names[field]]));
  await getDb().transaction(async (tx) => {
    await (entity === 'city'
      ? tx.update(cities).set(after).where(eq(cities.id, place.id))
      : tx.update(areas).set(after).where(eq(areas.id, place.id)));
    await recordAudit(tx, actor, {
      action: `${entity}.rename`,
      entityType: entity,
      entityId: place.id,
      before,
      after,
    });
  });
  await placesChanged();
  return ok(result);
}

export async function renameCity(
  actor: StaffUser,
  input: { cityId: number } & PlaceNames,
): Promise<Result<Renamed, 'not-found' | 'city-taken'>> {
  assertAdmin(actor);
  const [city] = await getDb()
    .select({ id: cities.id, name: cities.name, nameTe: cities.nameTe, nameHi: cities.nameHi })
    .from(cities)
    .where(eq(cities.id, input.cityId))
    .limit(1);
  if (!city) return fail('not-found');
  if (await cityNamed(input.name, city.id)) return fail('city-taken');
  return writeNames(actor, 'city', city, input);
}

export async function renameArea(
  actor: StaffUser,
  input: { areaId: number } & PlaceNames,
): Promise<Result<Renamed, 'not-found' | 'area-taken'>> {
  assertAdmin(actor);
  const [area] = await getDb()
    .select({
      id: areas.id,
      name: areas.name,
      nameTe: areas.nameTe,
      nameHi: areas.nameHi,
      cityId: areas.cityId,
    })
    .from(areas)
    .where(eq(areas.id, input.areaId))
    .limit(1);
  if (!area) return fail('not-found');
  if (await areaNamed(area.cityId, input.name, area.id)) return fail('area-taken');
  return writeNames(actor, 'area', area, input);
}

/** One area with its city and listing count, for the merge confirmation. */
export async function getAreaForAdmin(actor: StaffUser, areaId: number) {
  assertAdmin(actor);
  const [row] = await getDb()
    .select({
      id: areas.id,
      name: areas.name,
      slug: areas.slug,
      cityId: areas.cityId,
      cityName: cities.name,
      listings: sql<number>`(select count(*)::int from ${properties} where ${properties.areaId} = ${areas.id})`,
    })
    .from(areas)
    .innerJoin(cities, eq(cities.id, areas.cityId))
    .where(eq(areas.id, areaId))
    .limit(1);
  return row ?? null;
}

/**
 * Moves every listing of `areaId` to `intoAreaId` (an area of the same city) and deletes
 * `areaId`, in one transaction with its audit entry. Both areas are locked first, so two
 * merges at once cannot lose a listing: the second waits, then finds its area gone.
 * (Listings are the only rows that name an area: offices and agents name a city.)
 */
export async function mergeArea(
  actor: StaffUser,
  input: { areaId: number; intoAreaId: number },
): Promise<
  Result<{ moved: number; from: string; into: string }, 'same-area' | 'area-gone' | 'other-city'>
> {
  assertAdmin(actor);
  if (input.areaId === input.intoAreaId) return fail('same-area');
  const merged = await getDb().transaction(async (tx) => {
    const locked = await tx
      .select({ id: areas.id, name: areas.name, slug: areas.slug, cityId: areas.cityId })
      .from(areas)
      .where(sql`${areas.id} in (${input.areaId}, ${input.intoAreaId})`)
      .orderBy(asc(areas.id))
      .for('update');
    const from = locked.find((area) => area.id === input.areaId);
    const into = locked.find((area) => area.id === input.intoAreaId);
    if (!from) return fail('area-gone');
    if (!into || from.cityId !== into.cityId) return fail('other-city');
    // The lock on the area row also holds back a listing being filed under it meanwhile (its
    // foreign key check needs a share lock), so this count is what the update moves.
    const [total] = await tx
      .select({ n: count() })
      .from(properties)
      .where(eq(properties.areaId, from.id));
    const movedCount = total?.n ?? 0;
    const sample =
      movedCount <= 500
        ? await tx
            .select({ id: properties.id })
            .from(properties)
            .where(eq(properties.areaId, from.id))
            .orderBy(asc(properties.id))
        : null;
    await tx.update(properties).set({ areaId: into.id }).where(eq(properties.areaId, from.id));
    await tx.delete(areas).where(eq(areas.id, from.id));
    await recordAudit(tx, actor, {
      action: 'area.merge',
      entityType: 'area',
      entityId: from.id,
      before: { id: from.id, name: from.name, slug: from.slug, cityId: from.cityId },
      after: {
        mergedInto: { id: into.id, name: into.name, slug: into.slug },
        listingsMoved: movedCount,
        listingIds: sample ? sample.map((row) => row.id) : undefined,
      },
    });
    return ok({ moved: movedCount, from: from.name, into: into.name });
  });
  await placesChanged();
  return merged;
}
