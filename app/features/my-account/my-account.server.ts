import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { likes, properties, type ListingStatus, type ListingType } from '../../db/schema/index.ts';
import { pageBounds } from '../../lib/pagination.ts';
import { fail, ok, type Failure, type Ok } from '../../lib/result.ts';
import {
  countLikedProperties,
  listLikedProperties,
  unlikeProperty,
} from '../likes/likes.server.ts';
import type { ListingCardData } from '../listings/listing-card-data.ts';
import type { Locale } from '../../i18n/locales.ts';
import { joinPlaces, onPage, placeColumns, withCovers } from '../listings/listings.server.ts';
import {
  changeListingStatus,
  deleteListing,
  type ListingOptions,
  type StatusAction,
} from '../listings/manage-listings.server.ts';
import { mayManageListing, type Actor } from '../listings/permissions.ts';
import type { MediaStorage } from '../media/storage.server.ts';
import { FAVOURITES_PAGE_SIZE, MY_PROPERTIES_PAGE_SIZE } from './my-account-fields.ts';

// The queries and commands of My Account's dashboard and lists (the profile's are in
// profile.server.ts). The user is always the signed-in one, passed in by the route from the
// session: nothing here takes a user id from a form.

export type Page<T> = { items: T[]; total: number; page: number; pageCount: number };

type Cover = ListingCardData['cover'];

// ---------------------------------------------------------------------------------------
// Dashboard

/** How many listings and favourites the dashboard shows. */
export async function getDashboardSummary(
  userId: number,
): Promise<{ properties: number; favourites: number }> {
  const own = await getDb().$count(properties, eq(properties.ownerId, userId));
  return { properties: own, favourites: await countLikedProperties(userId) };
}

// ---------------------------------------------------------------------------------------
// My Properties

/** What both My Account lists show of a listing. */
type ListedProperty = {
  id: number;
  title: string;
  cityName: string;
  areaName: string;
  cover: Cover;
};

export type OwnProperty = ListedProperty & {
  status: ListingStatus;
  /** Why an admin rejected it (shown to the owner), or null. */
  statusReason: string | null;
  listingType: ListingType;
  confirmedAt: Date;
  createdAt: Date;
};

/** The user's own listings in every status, newest first, a page at a time. */
export async function listOwnProperties(
  userId: number,
  page: number,
  pageSize = MY_PROPERTIES_PAGE_SIZE,
  locale: Locale = 'en',
): Promise<Page<OwnProperty>> {
  const db = getDb();
  const total = await db.$count(properties, eq(properties.ownerId, userId));
  const bounds = pageBounds(total, page, pageSize);
  const own = db
    .select({
      id: properties.id,
      title: properties.title,
      status: properties.status,
      statusReason: properties.statusReason,
      listingType: properties.listingType,
      confirmedAt: properties.confirmedAt,
      createdAt: properties.createdAt,
      ...placeColumns(locale),
    })
    .from(properties)
    .$dynamic();
  const rows = await onPage(
    joinPlaces(own)
      .where(eq(properties.ownerId, userId))
      .orderBy(desc(properties.createdAt), desc(properties.id)),
    bounds,
    pageSize,
  );
  return { items: await withCovers(rows), total, page: bounds.page, pageCount: bounds.pageCount };
}

/** A property the viewer may delete (owner or admin), for the confirmation; else null. */
export async function getDeletableProperty(
  viewer: Actor,
  propertyId: number,
): Promise<{ id: number; title: string } | null> {
  const [row] = await getDb()
    .select({ id: properties.id, title: properties.title, ownerId: properties.ownerId })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  if (!row || !mayManageListing(viewer, row.ownerId)) return null;
  return { id: row.id, title: row.title };
}

/**
 * Deletes a property when the viewer owns it or is an admin. Its image rows, likes and
 * nothing else go with it (inquiries keep their text); its image files are removed too.
 */
export async function deleteOwnProperty(
  viewer: Actor,
  propertyId: number,
  storage: MediaStorage,
): Promise<Ok | Failure<'not-found' | 'forbidden'>> {
  const [row] = await getDb()
    .select({ ownerId: properties.ownerId })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  if (!row) return fail('not-found');
  if (!mayManageListing(viewer, row.ownerId)) return fail('forbidden');
  // The listings feature deletes the row and then its photos, checking ownership again.
  const deleted = await deleteListing(viewer, propertyId, storage);
  return deleted.ok ? ok() : fail('not-found');
}

/** Withdraw, relist, mark sold or rented, or confirm still available; owner or admin only. */
export async function changeOwnListingStatus(
  viewer: Actor,
  propertyId: number,
  action: StatusAction,
  options: ListingOptions = {},
): Promise<Ok | Failure<'refused' | 'not-found'>> {
  const changed = await changeListingStatus(viewer, propertyId, action, options);
  if (changed.ok) return ok();
  return fail(changed.reason === 'transition' ? 'refused' : 'not-found');
}

// ---------------------------------------------------------------------------------------
// Favourite Properties

export type Favourite = ListedProperty & { likedAt: Date };

/** The user's liked (active) properties, newest like first, a page at a time. */
export async function listFavourites(
  userId: number,
  page: number,
  pageSize = FAVOURITES_PAGE_SIZE,
  locale: Locale = 'en',
): Promise<Page<Favourite>> {
  const result = await listLikedProperties(userId, page, pageSize, locale);
  return {
    ...result,
    items: result.items.map(({ id, title, cityName, areaName, likedAt, cover }) => ({
      id,
      title,
      cityName,
      areaName,
      likedAt,
      cover,
    })),
  };
}

/** One of the user's own favourites, for the confirmation; null when it is not theirs. */
export async function getFavourite(
  userId: number,
  propertyId: number,
): Promise<{ id: number; title: string } | null> {
  const [row] = await getDb()
    .select({ id: properties.id, title: properties.title })
    .from(likes)
    .innerJoin(properties, eq(properties.id, likes.propertyId))
    .where(and(eq(likes.userId, userId), eq(likes.propertyId, propertyId)))
    .limit(1);
  return row ?? null;
}

/** Removes one of the user's own likes; anyone else's stays. */
export async function removeFavourite(userId: number, propertyId: number): Promise<void> {
  await unlikeProperty(userId, propertyId);
}
