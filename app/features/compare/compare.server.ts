import { and, eq, inArray } from 'drizzle-orm';
import { getReadDb } from '../../db/db.server.ts';
import { properties } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { translator } from '../../i18n/translate.ts';
import {
  listingFactColumns,
  localisedFactColumns,
} from '../listing-details/listing-details.server.ts';
import { answerListToggle, type ListChange } from '../listings/list-toggle.server.ts';
import { joinPlaces, withCovers } from '../listings/listings.server.ts';
import { cookieList } from '../listings/cookie-list.server.ts';
import {
  COMPARE_COOKIE_PREFIX,
  COMPARE_INTENTS,
  COMPARE_MAX,
  COMPARE_MAX_AGE_SECONDS,
  type CompareIntent,
} from './compare-list.ts';
import { buildComparison, type Comparison } from './comparison.ts';

// The visitor's comparison and the comparison page's listings. Only public listings are
// compared: a cookie or a URL is anyone's to write. The comparison is kept a cookie per
// listing (cookieList), so posts that overlap cannot undo each other.

const comparison = cookieList(COMPARE_COOKIE_PREFIX, {
  max: COMPARE_MAX,
  maxAgeSeconds: COMPARE_MAX_AGE_SECONDS,
});

/** The ids in the visitor's comparison, in the order they were added. */
export function getCompareIds(request: Request): number[] {
  return comparison.read(request).ids;
}

/** The ids of `ids` that are public listings, in their order. */
async function publicIds(ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await getReadDb()
    .select({ id: properties.id })
    .from(properties)
    .where(and(inArray(properties.id, [...ids]), eq(properties.status, 'active')));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => found.has(id));
}

/**
 * Adds (only a public listing, while there is room) or removes a listing. Listings that left
 * the site since they were added make room, and their cookies go.
 */
async function changeCompareList(
  request: Request,
  intent: CompareIntent,
  propertyId: number,
): Promise<ListChange> {
  const { ids, extra } = comparison.read(request);
  const cookies = extra.map(comparison.removed);
  if (intent === 'remove') {
    return {
      change: { ok: true, ids: ids.filter((id) => id !== propertyId) },
      cookies: [...cookies, comparison.removed(propertyId)],
    };
  }
  if (ids.includes(propertyId)) return { change: { ok: true, ids }, cookies };
  const kept = await publicIds([...ids, propertyId]);
  for (const id of ids) if (!kept.includes(id)) cookies.push(comparison.removed(id));
  if (!kept.includes(propertyId)) {
    return {
      change: { ok: false, message: 'compare.unavailableToAdd', status: 404 },
      cookies,
    };
  }
  if (kept.length > COMPARE_MAX) {
    return { change: { ok: false, message: 'compare.full', status: 409 }, cookies };
  }
  return { change: { ok: true, ids: kept }, cookies: [...cookies, comparison.added(propertyId)] };
}

/** POST /compare: intent add|remove and propertyId (answerListToggle). */
export async function handleComparePost(request: Request) {
  return answerListToggle(request, {
    intents: COMPARE_INTENTS,
    fallback: '/compare',
    badRequest: 'compare.badRequest',
    refusedTitle: 'compare.refusedTitle',
    change: (intent, propertyId) => changeCompareList(request, intent, propertyId),
  });
}

export type ComparePage = Comparison & {
  /** The ids shown, in order (for the address that shares them). */
  ids: number[];
  /** Asked-for listings that are not on the site now. */
  missing: number;
};

/** The public listings of `ids`, in that order, side by side. */
export async function getComparison(ids: readonly number[], locale: Locale): Promise<ComparePage> {
  const rows =
    ids.length === 0
      ? []
      : await joinPlaces(
          getReadDb()
            .select({ ...listingFactColumns, ...localisedFactColumns(locale) })
            .from(properties)
            .$dynamic(),
        )
          .where(and(inArray(properties.id, [...ids]), eq(properties.status, 'active')))
          .limit(COMPARE_MAX);
  const byId = new Map((await withCovers(rows)).map((row) => [row.id, row]));
  const listings = ids.flatMap((id) => byId.get(id) ?? []);
  return {
    ...buildComparison(listings, translator(locale), locale),
    ids: listings.map((listing) => listing.id),
    missing: ids.length - listings.length,
  };
}
