import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../app/db/client.server.ts';
import type { SearchCriteria } from '../../app/features/search/search-params.ts';

// The reference for the search figures: the spec's original approach, which loads every
// active listing with its fields into JavaScript on each request, filters and sorts there and
// takes the page. Measured at the same N as the app's searchListings(), so the ratio shows
// what doing the work in the database is worth.

type Row = {
  id: number;
  title: string;
  description: string;
  address: string;
  landmark: string | null;
  property_type: string;
  listing_type: string;
  price: number | string;
  bhk: string | null;
  furnishing: string | null;
  possession_status: string;
  built_up_area: number | string | null;
  area_sqft: number | string | null;
  created_at: Date | string;
  city_slug: string;
  city_name: string;
  area_slug: string;
  area_name: string;
};

const loadAllActive = async (handle: DatabaseHandle) => {
  const result = await handle.db.execute(sql`
    SELECT p.id, p.title, p.description, p.address, p.landmark, p.property_type, p.listing_type,
           p.price, p.bhk, p.furnishing, p.possession_status, p.built_up_area, p.area_sqft,
           p.created_at, c.slug AS city_slug, c.name AS city_name, a.slug AS area_slug,
           a.name AS area_name
    FROM properties p
    JOIN cities c ON c.id = p.city_id
    JOIN areas a ON a.id = p.area_id
    WHERE p.status = 'active'
  `);
  return (result as unknown as { rows: Row[] }).rows;
};

const time = (row: Row) => new Date(row.created_at).getTime();

/** One results page the original way: every active listing loaded, filtered, sorted, sliced. */
export async function referenceSearch(
  handle: DatabaseHandle,
  criteria: SearchCriteria,
  pageSize: number,
): Promise<{ total: number; ids: number[] }> {
  const rows = await loadAllActive(handle);
  const words = (criteria.q ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const matches = rows.filter((row) => {
    if (criteria.listing && row.listing_type !== criteria.listing) return false;
    if (criteria.types.length && !criteria.types.includes(row.property_type as never)) return false;
    if (criteria.city && row.city_slug !== criteria.city) return false;
    if (criteria.area && row.area_slug !== criteria.area) return false;
    const price = Number(row.price);
    if (criteria.minPrice !== null && price < criteria.minPrice) return false;
    if (criteria.maxPrice !== null && price > criteria.maxPrice) return false;
    if (criteria.bhk.length && !criteria.bhk.includes(row.bhk as never)) return false;
    if (criteria.furnishing.length && !criteria.furnishing.includes(row.furnishing as never))
      return false;
    if (criteria.possession.length && !criteria.possession.includes(row.possession_status as never))
      return false;
    if (words.length) {
      const text =
        `${row.title} ${row.description} ${row.address} ${row.landmark ?? ''} ${row.city_name} ${row.area_name}`.toLowerCase();
      if (!words.every((word) => text.includes(word))) return false;
    }
    return true;
  });
  const byNewest = (a: Row, b: Row) => time(b) - time(a) || b.id - a.id;
  const sorted = matches.sort(
    criteria.sort === 'price_low_to_high'
      ? (a, b) => Number(a.price) - Number(b.price) || a.id - b.id
      : criteria.sort === 'price_high_to_low'
        ? (a, b) => Number(b.price) - Number(a.price) || b.id - a.id
        : byNewest,
  );
  const start = (Math.max(1, criteria.page) - 1) * pageSize;
  return { total: matches.length, ids: sorted.slice(start, start + pageSize).map((r) => r.id) };
}
