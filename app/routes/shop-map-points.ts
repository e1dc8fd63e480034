import { getConfig } from '../config.server.ts';
import { parseSearchParams } from '../features/search/search-params.ts';
import { searchMapPoints } from '../features/search/search.server.ts';
import { getLocale } from '../lib/locale.server.ts';
import type { Route } from './+types/shop-map-points';

// /shop/map-points?…: the results map's listings for the search in the query (the results
// page's own parameters), as JSON, for the map's script; the page itself works without it.
// Counted as a listing page by the scraping limit (server/listing-rate-limit.ts).
export async function loader({ url, request }: Route.LoaderArgs) {
  const { criteria } = parseSearchParams(url.searchParams);
  const { points, capped } = await searchMapPoints(criteria, {
    limit: getConfig().MAP_POINTS_LIMIT,
    locale: getLocale(request),
  });
  // Compact rows: [id, latitude, longitude, price, listing type, title].
  const rows = points.map((p) => [p.id, p.latitude, p.longitude, p.price, p.listingType, p.title]);
  // Cached as the results page is (server/page-caching.ts).
  return Response.json({ points: rows, capped, limit: getConfig().MAP_POINTS_LIMIT });
}
