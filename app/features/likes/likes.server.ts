import { and, desc, eq, sql } from 'drizzle-orm';
import { pendingLikeFrom } from '../accounts/auth-links.ts';
import { getDb } from '../../db/db.server.ts';
import { areas, cities, likes, properties } from '../../db/schema/index.ts';
import { listingCardColumns, withCovers } from '../listings/listings.server.ts';
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
 * see accounts/auth-links.ts): saved when it names an active listing. True when saved.
 */
export async function completePendingLike(userId: number, field: unknown): Promise<boolean> {
  const propertyId = pendingLikeFrom(field);
  return propertyId !== null && (await likeProperty(userId, propertyId));
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

/** The user's liked active properties, newest like first, one page at a time. */
export async function listLikedProperties(userId: number, page: number, pageSize: number) {
  const where = and(eq(likes.userId, userId), eq(properties.status, 'active'));
  const [{ total } = { total: 0 }] = await getDb()
    .select({ total: sql<number>`count(*)::int` })
    .from(likes)
    .innerJoin(properties, eq(properties.id, likes.propertyId))
    .where(where);
  const { pageCount, page: current, offset } = pageBounds(total, page, pageSize);
  const rows = await getDb()
    .select({
      ...listingCardColumns,
      likedAt: likes.createdAt,
    })
    .from(likes)
    .innerJoin(properties, eq(properties.id, likes.propertyId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .where(where)
    .orderBy(sql`${likes.createdAt} DESC NULLS LAST`, desc(likes.propertyId))
    .limit(pageSize)
    .offset(offset);
  return { items: await withCovers(rows), total, page: current, pageCount };
}
