import { asc, eq } from 'drizzle-orm';
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
