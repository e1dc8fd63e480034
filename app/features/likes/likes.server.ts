import { and, desc, eq, sql } from 'drizzle-orm';
import { pendingLikeFrom } from '../accounts/auth-links.ts';
import type { OnEntry } from '../accounts/sign-in.server.ts';
import { getDb } from '../../db/db.server.ts';
import { likes, properties } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { joinPlaces, listingCardColumns, onPage, withCovers } from '../listings/listings.server.ts';
import { pageBounds } from '../../lib/pagination.ts';

// How many liked ids the header and cards know about; more is unusual, and the wishlist pages
// still list every like.
const LIKED_IDS_LIMIT = 1000;

/** Likes an active property; liking twice is the same as once. False when it cannot be liked. */
export async function likeProperty(userId: number, propertyId: number): Promise<boolean> {
  const [property] = await getDb()
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.status, 'active')))
    .limit(1);
  if (!property) return false;
  await getDb().insert(likes).values({ userId, propertyId }).onConflictDoNothing();
  return true;
}

/**
 * The like a signed-out visitor asked for before signing in or registering (a form field,
 * see accounts/auth-links.ts), saved on the way in when it names an active listing; the
 * success message then says so.
 */
export function savePendingLike(field: unknown): OnEntry {
  return async (userId) => {
    const propertyId = pendingLikeFrom(field);
    const saved = propertyId !== null && (await likeProperty(userId, propertyId));
    return saved ? 'likes.saved' : null;
  };
}

/** Removes one of the user's own likes (never anyone else's). */
export async function unlikeProperty(userId: number, propertyId: number): Promise<void> {
  await getDb()
    .delete(likes)
    .where(and(eq(likes.userId, userId), eq(likes.propertyId, propertyId)));
}

export async function getLikedPropertyIds(userId: number): Promise<number[]> {
  const rows = await getDb()
    .select({ propertyId: likes.propertyId })
    .from(likes)
    .where(eq(likes.userId, userId))
    .orderBy(sql`${likes.createdAt} DESC NULLS LAST`)
    .limit(LIKED_IDS_LIMIT);
  return rows.map((r) => r.propertyId);
}

/** The user's likes of active properties: only those are shown and counted. */
const likedActive = (userId: number) =>
  and(eq(likes.userId, userId), eq(properties.status, 'active'));

/** How many active properties the user likes. */
export async function countLikedProperties(userId: number): Promise<number> {
  const [liked] = await getDb()
    .select({ total: sql<number>`count(*)::int` })
    .from(likes)
    .innerJoin(properties, eq(properties.id, likes.propertyId))
    .where(likedActive(userId));
  return liked?.total ?? 0;
}

/** The user's liked active properties, newest like first, one page at a time. */
export async function listLikedProperties(
  userId: number,
  page: number,
  pageSize: number,
  locale: Locale = 'en',
) {
  const total = await countLikedProperties(userId);
  const bounds = pageBounds(total, page, pageSize);
  const liked = getDb()
    .select({ ...listingCardColumns(locale), likedAt: likes.createdAt })
    .from(likes)
    .innerJoin(properties, eq(properties.id, likes.propertyId))
    .$dynamic();
  const rows = await onPage(
    joinPlaces(liked)
      .where(likedActive(userId))
      .orderBy(sql`${likes.createdAt} DESC NULLS LAST`, desc(likes.propertyId)),
    bounds,
    pageSize,
  );
  return { items: await withCovers(rows), total, page: bounds.page, pageCount: bounds.pageCount };
}
