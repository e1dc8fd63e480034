import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { areas, cities } from '../../db/schema/index.ts';

export type CityWithAreas = {
  id: number;
  name: string;
  slug: string;
  areas: { id: number; name: string; slug: string }[];
};

/** The cities in their display order, each with its areas sorted alphabetically (spec §3). */
export async function getCitiesWithAreas(): Promise<CityWithAreas[]> {
  const rows = await getDb()
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

/** A city and (optionally) one of its areas by slug; unknown slugs give nulls. */
export async function findPlace(
  citySlug: string | null,
  areaSlug: string | null,
): Promise<{ city: { id: number; name: string; slug: string } | null; area: { id: number; name: string; slug: string } | null }> {
  if (!citySlug) return { city: null, area: null };
  const [city] = await getDb()
    .select({ id: cities.id, name: cities.name, slug: cities.slug })
    .from(cities)
    .where(eq(cities.slug, citySlug))
    .limit(1);
  if (!city || !areaSlug) return { city: city ?? null, area: null };
  const [area] = await getDb()
    .select({ id: areas.id, name: areas.name, slug: areas.slug })
    .from(areas)
    .where(and(eq(areas.cityId, city.id), eq(areas.slug, areaSlug)))
    .limit(1);
  return { city, area: area ?? null };
}
