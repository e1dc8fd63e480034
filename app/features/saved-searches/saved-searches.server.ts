import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { getConfig } from '../../config.server.ts';
import { getDb } from '../../db/db.server.ts';
import { sameSecret } from '../../lib/signing.server.ts';
import type { AlertFrequency } from '../../db/schema/values.ts';
import { savedSearchAlerts, savedSearches, users } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { translator } from '../../i18n/translate.ts';
import { formatPrice } from '../listings/format.ts';
import { getCitiesWithAreas } from '../places/places.server.ts';
import { savedSearchInWords } from '../search/describe-search.ts';
import { parseSearchParams, type SearchCriteria } from '../search/search-params.ts';
import { nextAlertAt } from './alert-schedule.ts';
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
    // Its first alert covers what happens from now on.
    const now = new Date();
    await tx.insert(savedSearches).values({
      userId,
      query: canonical,
      alertsFrom: now,
      nextAlertAt: nextAlertAt('daily', now, getConfig().ALERT_SEND_HOUR),
    });
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
  frequency: AlertFrequency;
  paused: boolean;
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
    return {
      id: row.id,
      href: row.query ? `/shop?${row.query}` : '/shop',
      summary: savedSearchInWords(t, criteria, cities),
      filters: filterWords(t, criteria, locale),
      createdAt: row.createdAt,
      frequency: row.frequency,
      paused: row.pausedAt !== null,
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

/**
 * How often the user's search alerts them. The next alert still covers everything since the
 * last one; it is only due sooner or later.
 */
export async function setAlertFrequency(
  userId: number,
  id: number,
  frequency: AlertFrequency,
): Promise<boolean> {
  const now = new Date();
  const changed = await getDb()
    .update(savedSearches)
    .set({ frequency, nextAlertAt: nextAlertAt(frequency, now, getConfig().ALERT_SEND_HOUR) })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return changed.length > 0;
}

/** Stops the search's alerts (the search stays in the list). */
export async function pauseAlerts(userId: number, id: number): Promise<boolean> {
  const changed = await getDb()
    .update(savedSearches)
    .set({ pausedAt: new Date() })
    .where(
      and(
        eq(savedSearches.id, id),
        eq(savedSearches.userId, userId),
        isNull(savedSearches.pausedAt),
      ),
    )
    .returning({ id: savedSearches.id });
  return changed.length > 0;
}

/**
 * Starts the search's alerts again, from now: what happened while they were stopped is not
 * sent all at once (the search's results show it).
 */
export async function resumeAlerts(userId: number, id: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ frequency: savedSearches.frequency })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.id, id),
        eq(savedSearches.userId, userId),
        isNotNull(savedSearches.pausedAt),
      ),
    );
  if (!row) return false;
  const now = new Date();
  await getDb()
    .update(savedSearches)
    .set({
      pausedAt: null,
      alertsFrom: now,
      nextAlertAt: nextAlertAt(row.frequency, now, getConfig().ALERT_SEND_HOUR),
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return true;
}

/** The search an unsubscribe link names, when its key is right. */
export async function searchForUnsubscribe(
  id: number,
  key: string,
): Promise<{ id: number; query: string; paused: boolean } | null> {
  const [row] = await getDb()
    .select({
      id: savedSearches.id,
      query: savedSearches.query,
      key: savedSearches.unsubscribeKey,
      pausedAt: savedSearches.pausedAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  if (!row || !sameSecret(row.key, key)) return null;
  return { id: row.id, query: row.query, paused: row.pausedAt !== null };
}

/**
 * The unsubscribe link's answer: the search's alerts stop. Returns the search (its query, to
 * say which), or null when the key is wrong and nothing changed.
 */
export async function unsubscribe(id: number, key: string): Promise<{ query: string } | null> {
  const search = await searchForUnsubscribe(id, key);
  if (!search) return null;
  await getDb()
    .update(savedSearches)
    .set({ pausedAt: new Date() })
    .where(and(eq(savedSearches.id, id), isNull(savedSearches.pausedAt)));
  return { query: search.query };
}

/** One alert sent for one of the user's searches (an SMS links to it), or null. */
export async function getSentAlert(userId: number, alertId: number) {
  const [row] = await getDb()
    .select({
      id: savedSearchAlerts.id,
      items: savedSearchAlerts.items,
      windowFrom: savedSearchAlerts.windowFrom,
      windowTo: savedSearchAlerts.windowTo,
      query: savedSearches.query,
    })
    .from(savedSearchAlerts)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchAlerts.savedSearchId))
    .where(and(eq(savedSearchAlerts.id, alertId), eq(savedSearches.userId, userId)));
  return row ?? null;
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
