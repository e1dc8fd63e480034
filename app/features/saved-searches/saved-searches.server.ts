import { and, count, desc, eq } from 'drizzle-orm';
import { getConfig } from '../../config.server.ts';
import { getDb } from '../../db/db.server.ts';
import { savedSearches, users } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { translator } from '../../i18n/translate.ts';
import { formatPrice } from '../listings/format.ts';
import { getCitiesWithAreas } from '../places/places.server.ts';
import { describeSearch } from '../search/search-page.tsx';
import { parseSearchParams, type SearchCriteria } from '../search/search-params.ts';
import { savedSearchQuery } from './saved-search-query.ts';

// Saved searches (issue 28): a signed-in user keeps a results page's search and finds it again
// in My Account. Stored as the canonical query string, so the same search is saved once
// whatever page, layout or order of parameters it was saved from.

export type SaveRefusal = 'limit';

/**
 * Saves the search in `query` (any results page's query string) for the user. Saving one that is
 * already saved changes nothing; a new one past SAVED_SEARCHES_MAX is refused.
 */
export async function saveSearch(
  userId: number,
  query: string,
): Promise<{ ok: true; query: string } | { ok: false; reason: SaveRefusal }> {
  const canonical = canonicalQuery(query);
  const limit = getConfig().SAVED_SEARCHES_MAX;
  return getDb().transaction(async (tx) => {
    // The user's row is locked first, so two quick saves are counted one after the other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, userId), eq(savedSearches.query, canonical)));
    if (existing) return { ok: true as const, query: canonical };
    const [held] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((held?.n ?? 0) >= limit) return { ok: false as const, reason: 'limit' as const };
    await tx.insert(savedSearches).values({ userId, query: canonical });
    return { ok: true as const, query: canonical };
  });
}

/** The canonical form of a results page's query string: its criteria, first page, no layout. */
export function canonicalQuery(query: string): string {
  return savedSearchQuery(parseSearchParams(new URLSearchParams(query)).criteria);
}

/** Whether the user has saved this search (the results page's button says so). */
export async function isSearchSaved(userId: number, criteria: SearchCriteria): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(
      and(eq(savedSearches.userId, userId), eq(savedSearches.query, savedSearchQuery(criteria))),
    )
    .limit(1);
  return Boolean(row);
}

export type SavedSearchRow = {
  id: number;
  /** The results page it opens. */
  href: string;
  /** What it looks for, as the results page's heading says it. */
  summary: string;
  /** Its other filters and its order, in words ('₹ 40 L – ₹ 1 Cr · 2BHK, 3BHK'). */
  filters: string;
  createdAt: Date;
};

/** The user's saved searches, newest first, worded in the page's language. */
export async function listSavedSearches(userId: number, locale: Locale): Promise<SavedSearchRow[]> {
  const [rows, cities] = await Promise.all([
    getDb()
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
      .limit(getConfig().SAVED_SEARCHES_MAX),
    getCitiesWithAreas(locale),
  ]);
  const t = translator(locale);
  return rows.map((row) => {
    const { criteria } = parseSearchParams(new URLSearchParams(row.query));
    const city = cities.find((c) => c.slug === criteria.city) ?? null;
    const area = city?.areas.find((a) => a.slug === criteria.area) ?? null;
    return {
      id: row.id,
      href: row.query ? `/shop?${row.query}` : '/shop',
      summary: describeSearch(t, criteria, { city, area }) ?? t('search.summary.all'),
      filters: filterWords(t, criteria, locale),
      createdAt: row.createdAt,
    };
  });
}

/** Deletes one of the user's saved searches; another user's id deletes nothing. */
export async function deleteSavedSearch(userId: number, id: number): Promise<boolean> {
  const deleted = await getDb()
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}

function filterWords(
  t: ReturnType<typeof translator>,
  criteria: SearchCriteria,
  locale: Locale,
): string {
  const parts: string[] = [];
  const { minPrice, maxPrice } = criteria;
  if (minPrice !== null || maxPrice !== null) {
    parts.push(
      `${minPrice === null ? t('search.filters.noMin') : formatPrice(minPrice, locale)} – ${
        maxPrice === null ? t('search.filters.noMax') : formatPrice(maxPrice, locale)
      }`,
    );
  }
  if (criteria.bhk.length) parts.push(criteria.bhk.map((bhk) => t(`bhk.${bhk}`)).join(', '));
  if (criteria.furnishing.length) {
    parts.push(criteria.furnishing.map((f) => t(`search.furnishing.${f}`)).join(', '));
  }
  if (criteria.possession.length) {
    parts.push(criteria.possession.map((p) => t(`search.possession.${p}`)).join(', '));
  }
  for (const access of criteria.access) parts.push(t(`search.access.${access}`));
  if (criteria.sort !== 'default') parts.push(t(`search.sort.${criteria.sort}`));
  return parts.join(' · ');
}
