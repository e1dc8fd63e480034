import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { properties, visitListItems, type ListingStatus } from '../../db/schema/index.ts';
import { clearCookie, readCookie } from '../../lib/cookies.server.ts';
import { cookieList } from '../listings/cookie-list.server.ts';
import type { Locale } from '../../i18n/locales.ts';
import { getLocale } from '../../lib/locale.server.ts';
import { joinPlaces, listingCardColumns, withCovers } from '../listings/listings.server.ts';
import { isRowId } from '../listings/row-ids.ts';
import { answerListToggle, type ListChange } from '../listings/list-toggle.server.ts';
import type { VisitListProperty } from './compare.ts';
import {
  addToList,
  mergeLists,
  parseVisitList,
  removeFromList,
  VISIT_COOKIE_PREFIX,
  VISIT_LIST_COOKIE,
  VISIT_LIST_INTENTS,
  VISIT_LIST_MAX,
  VISIT_LIST_MAX_AGE_SECONDS,
  type VisitListIntent,
} from './visit-list.ts';

// The visit list: cookies for signed-out visitors, visit_list_items for signed-in users.
// When someone signs in with a cookie list, the root loader shows both lists together (it
// cannot set cookies); the next visit-list page or change moves the cookies' ids into the
// table and clears the cookies, so a removal can never be undone by a stale cookie.
//
// A visitor's list is a cookie per listing (cookieList: `visit-64`), so that ticking several
// cards quickly keeps them all. Lists kept before in one cookie of ids (`visit_list`) are
// still read, older than any other, and turn into a cookie per listing at the next change.

type Owner = { id: number } | null;

const visitCookies = cookieList(VISIT_COOKIE_PREFIX, {
  max: VISIT_LIST_MAX,
  maxAgeSeconds: VISIT_LIST_MAX_AGE_SECONDS,
});

/**
 * A visitor's list from the cookies: its ids, those with a cookie of their own (`items`), and
 * the Set-Cookies that tidy them, leaving out `dropping` (the one-cookie list turned into a
 * cookie per listing, in its order, before the others; any beyond the limit cleared).
 */
function readCookieList(request: Request): {
  ids: number[];
  items: number[];
  tidy: (dropping?: readonly number[]) => string[];
} {
  const legacyValue = readCookie(request, VISIT_LIST_COOKIE);
  const legacy = parseVisitList(legacyValue);
  const { ids: items, extra } = visitCookies.read(request);
  const tidy = (dropping: readonly number[] = []) => {
    const cookies = extra.map(visitCookies.removed);
    if (legacyValue === undefined) return cookies;
    cookies.unshift(clearCookie(VISIT_LIST_COOKIE));
    legacy.forEach((id, i) => {
      if (!dropping.includes(id) && !items.includes(id)) {
        cookies.push(visitCookies.added(id, i + 1));
      }
    });
    return cookies;
  };
  return { ids: mergeLists(legacy, items), items, tidy };
}

function cookieIds(request: Request): number[] {
  return readCookieList(request).ids;
}

/** The Set-Cookies that empty a visitor's cookie list (none when there is none). */
function clearedCookies(request: Request): string[] {
  const { ids, extra } = visitCookies.read(request);
  const cleared = [...ids, ...extra].map(visitCookies.removed);
  if (readCookie(request, VISIT_LIST_COOKIE) !== undefined) {
    cleared.unshift(clearCookie(VISIT_LIST_COOKIE));
  }
  return cleared;
}

async function storedIds(userId: number): Promise<number[]> {
  const rows = await getDb()
    .select({ propertyId: visitListItems.propertyId })
    .from(visitListItems)
    .where(eq(visitListItems.userId, userId))
    .orderBy(asc(visitListItems.createdAt), asc(visitListItems.propertyId))
    .limit(VISIT_LIST_MAX);
  return rows.map((row) => row.propertyId);
}

/** The visit list's property ids, in the order they were added (for the header and buttons). */
export async function getVisitListIds(request: Request, user: Owner): Promise<number[]> {
  const fromCookie = cookieIds(request);
  if (!user) return fromCookie;
  return mergeLists(await storedIds(user.id), fromCookie);
}

/**
 * Moves a signed-in user's cookie list into the table (as far as there is room, only
 * properties that still exist) and answers the Set-Cookies that clear the cookies (none when
 * there were none).
 */
export async function adoptCookieList(request: Request, userId: number): Promise<string[]> {
  const cleared = clearedCookies(request);
  if (cleared.length === 0) return [];
  const fromCookie = cookieIds(request);
  if (fromCookie.length > 0) {
    const stored = await storedIds(userId);
    const room = Math.max(0, VISIT_LIST_MAX - stored.length);
    const wanted = fromCookie.filter((id) => !stored.includes(id)).slice(0, room);
    if (wanted.length > 0) {
      // Only public listings: a cookie is the visitor's to write, so its ids prove nothing.
      const existing = await getDb()
        .select({ id: properties.id })
        .from(properties)
        .where(and(inArray(properties.id, wanted), eq(properties.status, 'active')));
      const known = new Set(existing.map((row) => row.id));
      const rows = wanted
        .filter((id) => known.has(id))
        .map((propertyId) => ({ userId, propertyId }));
      if (rows.length > 0) await getDb().insert(visitListItems).values(rows).onConflictDoNothing();
    }
  }
  return cleared;
}

async function isActive(propertyId: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.status, 'active')))
    .limit(1);
  return Boolean(row);
}

const FULL = { ok: false, message: 'visits.full', status: 409 } as const;
const UNAVAILABLE = { ok: false, message: 'visits.unavailableToAdd', status: 404 } as const;

/**
 * Adds (only an active listing) or removes a property. Answers the new list and the
 * Set-Cookie headers to send (the visitor's cookie, or clearing an adopted one).
 */
export async function changeVisitList(
  request: Request,
  user: Owner,
  intent: VisitListIntent,
  propertyId: number,
): Promise<ListChange> {
  if (intent === 'add' && !(await isActive(propertyId))) {
    return { change: UNAVAILABLE, cookies: [] };
  }
  if (!user) {
    const { ids, tidy } = readCookieList(request);
    if (intent === 'remove') {
      return {
        change: { ok: true, ids: removeFromList(ids, propertyId) },
        cookies: [...tidy([propertyId]), visitCookies.removed(propertyId)],
      };
    }
    const next = addToList(ids, propertyId);
    if (!next) return { change: FULL, cookies: tidy() };
    const added = ids.includes(propertyId) ? [] : [visitCookies.added(propertyId)];
    return { change: { ok: true, ids: next }, cookies: [...tidy(), ...added] };
  }
  const cookies = await adoptCookieList(request, user.id);
  if (intent === 'remove') {
    await getDb()
      .delete(visitListItems)
      .where(and(eq(visitListItems.userId, user.id), eq(visitListItems.propertyId, propertyId)));
  } else {
    const stored = await storedIds(user.id);
    if (!stored.includes(propertyId)) {
      const [{ total } = { total: 0 }] = await getDb()
        .select({ total: count() })
        .from(visitListItems)
        .where(eq(visitListItems.userId, user.id));
      if (total >= VISIT_LIST_MAX) return { change: FULL, cookies };
      await getDb()
        .insert(visitListItems)
        .values({ userId: user.id, propertyId })
        .onConflictDoNothing();
    }
  }
  return { change: { ok: true, ids: await storedIds(user.id) }, cookies };
}

/** Empties the visit list (after booking): the user's rows and the cookies (their Set-Cookies). */
export async function clearVisitList(request: Request, user: Owner): Promise<string[]> {
  if (user) await getDb().delete(visitListItems).where(eq(visitListItems.userId, user.id));
  return clearedCookies(request);
}

/**
 * The properties of a list of ids, in that order. A user's stored list keeps listings that
 * have left the site since they were added (shown as unavailable: they were public then); a
 * visitor's cookie list is only ever public listings, since anyone can write any id there.
 */
async function getVisitListProperties(
  ids: readonly number[],
  { onlyPublic, locale }: { onlyPublic: boolean; locale: Locale },
): Promise<VisitListProperty[]> {
  const wanted = ids.filter(isRowId);
  if (wanted.length === 0) return [];
  const query = getDb()
    .select({
      ...listingCardColumns(locale),
      status: properties.status,
      areaSqft: properties.areaSqft,
    })
    .from(properties)
    .$dynamic();
  const rows = await joinPlaces(query)
    .where(
      onlyPublic
        ? and(inArray(properties.id, wanted), eq(properties.status, 'active'))
        : inArray(properties.id, wanted),
    )
    .limit(VISIT_LIST_MAX);
  const withPhotos = await withCovers(rows);
  const byId = new Map(withPhotos.map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { createdAt: _createdAt, description: _description, ...rest } = row;
    return [{ ...rest, available: row.status === ('active' satisfies ListingStatus) }];
  });
}

/**
 * The visit list for the /cart and /checkout pages: its properties (the unavailable ones
 * marked) and the Set-Cookie headers that keep the list tidy (an adopted cookie cleared, ids
 * of properties no longer public dropped from a visitor's cookie).
 */
export async function loadVisitList(
  request: Request,
  user: Owner,
): Promise<{ items: VisitListProperty[]; cookies: string[] }> {
  if (user) {
    const cookies = await adoptCookieList(request, user.id);
    const items = await getVisitListProperties(await storedIds(user.id), {
      onlyPublic: false,
      locale: getLocale(request),
    });
    return { items, cookies };
  }
  const list = readCookieList(request);
  const items = await getVisitListProperties(list.ids, {
    onlyPublic: true,
    locale: getLocale(request),
  });
  // Ids of listings that are not public (now, or ever) leave the cookies.
  const shown = new Set(items.map((item) => item.id));
  const dropped = list.ids.filter((id) => !shown.has(id));
  const cookies = [
    ...list.tidy(dropped),
    ...dropped.filter((id) => list.items.includes(id)).map(visitCookies.removed),
  ];
  return { items, cookies };
}

/**
 * POST /cart: intent add|remove and propertyId (answerListToggle: data for a fetcher, a 303
 * back for a plain form post, with a flash when refused).
 */
export async function handleVisitListPost(request: Request, user: Owner) {
  return answerListToggle(request, {
    intents: VISIT_LIST_INTENTS,
    fallback: '/cart',
    badRequest: 'visits.badRequest',
    refusedTitle: 'visits.refusedTitle',
    change: (intent, propertyId) => changeVisitList(request, user, intent, propertyId),
  });
}
