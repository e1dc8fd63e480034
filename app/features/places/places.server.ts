import { asc, eq } from 'drizzle-orm';
import type { DatabaseHandle, Db } from '../../db/client.server.ts';
import { getDatabaseHandle } from '../../db/db.server.ts';
import { areas, cities } from '../../db/schema/index.ts';

export type CityWithAreas = {
  id: number;
  name: string;
  slug: string;
  areas: { id: number; name: string; slug: string }[];
};

// Cities and areas change only in the back office, yet the home page, the listing form and
// every search by place read them, so they are kept in memory: reloaded after a change made
// by this process (forgetPlaces) and once older than PLACES_TTL_MS, so that with several app
// processes the others see a change within that time. Kept per database (tests switch).
const PLACES_TTL_MS = 30_000;

let snapshot: {
  handle: DatabaseHandle;
  loadedAt: number;
  places: Promise<CityWithAreas[]>;
} | null = null;

/**
 * The cities in their display order, each with its areas sorted alphabetically (spec §3).
 * NOTE: async, so a stopped database is a rejected promise, never a throw while a caller's
 * Promise.all is still being built (that left its other promise rejected and unhandled).
 */
export async function getCitiesWithAreas(): Promise<CityWithAreas[]> {
  const handle = getDatabaseHandle();
  const now = Date.now();
  if (!snapshot || snapshot.handle !== handle || now - snapshot.loadedAt > PLACES_TTL_MS) {
    const places = loadCitiesWithAreas(handle.db);
    snapshot = { handle, loadedAt: now, places };
    // A failed load is not kept: the next call tries again.
    places.catch(() => {
      if (snapshot?.places === places) snapshot = null;
    });
  }
  return snapshot.places;
}

/** After a city or area is added, renamed or merged: the next read loads them again. */
export function forgetPlaces(): void {
  snapshot = null;
}

async function loadCitiesWithAreas(db: Db): Promise<CityWithAreas[]> {
  const rows = await db
    .select({
      cityId: cities.id,
      cityName: cities.name,
      citySlug: cities.slug,
      areaId: areas.id,
      areaName: areas.name,
      areaSlug: areas.slug,
    })
    .from(cities)
    .leftJoin(areas, eq(areas.cityId, cities.id))
    .orderBy(asc(cities.sortOrder), asc(cities.name), asc(areas.name));
  const byCity = new Map<number, CityWithAreas>();
  for (const row of rows) {
    let city = byCity.get(row.cityId);
    if (!city) {
      city = { id: row.cityId, name: row.cityName, slug: row.citySlug, areas: [] };
      byCity.set(row.cityId, city);
    }
    if (row.areaId !== null && row.areaName !== null && row.areaSlug !== null) {
      city.areas.push({ id: row.areaId, name: row.areaName, slug: row.areaSlug });
    }
  }
  return [...byCity.values()];
}
