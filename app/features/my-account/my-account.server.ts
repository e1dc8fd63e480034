import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import {
  areas,
  cities,
  likes,
  properties,
  sessions,
  users,
  type ListingStatus,
  type ListingType,
} from '../../db/schema/index.ts';
import { readCookie } from '../../lib/cookies.server.ts';
import { getLogger } from '../../lib/logger.server.ts';
import { hashPassword, verifyPassword } from '../accounts/password.server.ts';
import { checkLimits, profilePasswordRule } from '../accounts/rate-limits.server.ts';
import { resetRateLimit } from '../rate-limit/rate-limit.server.ts';
import {
  hashToken,
  SESSION_COOKIE,
  SESSION_USER_COLUMNS,
  type SessionUser,
} from '../accounts/session.server.ts';
import { listLikedProperties, unlikeProperty } from '../likes/likes.server.ts';
import type { ListingCardData } from '../listings/listing-card-data.ts';
import { withCovers } from '../listings/listings.server.ts';
import {
  changeListingStatus,
  deleteListing,
  type ListingOptions,
  type StatusAction,
} from '../listings/manage-listings.server.ts';
import {
  deleteImageVariants,
  inspectImage,
  storeImageVariants,
  type StoredImage,
} from '../media/image-processing.server.ts';
import { IMAGE_WIDTHS } from '../media/images.ts';
import type { MediaStorage } from '../media/storage.server.ts';
import { isUploadError, type UploadError } from '../media/upload-error.ts';
import {
  AVATAR_PREFIX,
  FAVOURITES_PAGE_SIZE,
  MY_PROPERTIES_PAGE_SIZE,
} from './my-account-fields.ts';
import { type ProfileInput } from './my-account-schema.server.ts';
import { mayManageListing, type Actor } from '../listings/permissions.ts';
import { type FieldErrors } from '../../lib/forms.ts';
import { pageBounds } from '../../lib/pagination.ts';

// Every query of My Account. The user is always the signed-in one, passed in by the route
// from the session: nothing here takes a user id from a form.

export type Page<T> = { items: T[]; total: number; page: number; pageCount: number };

type Cover = ListingCardData['cover'];

// ---------------------------------------------------------------------------------------
// Profile

export type Profile = SessionUser;

export async function getProfile(userId: number): Promise<Profile | null> {
  const [profile] = await getDb()
    .select(SESSION_USER_COLUMNS)
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return profile ?? null;
}

/** How many listings and favourites the dashboard shows. */
export async function getDashboardSummary(
  userId: number,
): Promise<{ properties: number; favourites: number }> {
  const [own] = await getDb()
    .select({ total: sql<number>`count(*)::int` })
    .from(properties)
    .where(eq(properties.ownerId, userId));
  const [liked] = await getDb()
    .select({ total: sql<number>`count(*)::int` })
    .from(likes)
    .innerJoin(properties, eq(properties.id, likes.propertyId))
    .where(and(eq(likes.userId, userId), eq(properties.status, 'active')));
  return { properties: own?.total ?? 0, favourites: liked?.total ?? 0 };
}

/** The id under which the request's session is stored (SHA-256 of the cookie's token). */
export function currentSessionId(request: Request): string | null {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  return hashToken(token);
}

/** Ends every session of the user except `keepSessionId` (the one that changed the password). */
async function revokeOtherSessions(userId: number, keepSessionId: string | null): Promise<number> {
  const removed = await getDb()
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  return removed.length;
}

/** What to tell the person about a refused profile image (or a refused post). */
export function uploadErrors(error: UploadError): FieldErrors {
  switch (error.code) {
    case 'too-large':
      return error.fileName === undefined
        ? { form: 'myAccount.profile.tooLarge' }
        : { image: 'myAccount.profile.imageTooLarge' };
    case 'too-many-pixels':
      return { image: 'myAccount.profile.imageDimensions' };
    case 'not-an-image':
    case 'empty':
      return { image: 'myAccount.profile.imageType' };
    case 'storage-full':
      return { image: 'myAccount.profile.storageFull' };
    default:
      return { form: 'myAccount.profile.badForm' };
  }
}

async function deleteVariants(
  storage: MediaStorage,
  storageKey: string,
  widths: readonly number[],
): Promise<void> {
  await deleteImageVariants(storage, storageKey, widths).catch((error: unknown) => {
    getLogger().warn(
      { err: error, storageKey },
      'could not delete the variants of a replaced image',
    );
  });
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export type ProfileUpdate =
  | { ok: true; passwordChanged: boolean }
  | { ok: false; status: number; errors: FieldErrors; retryAfter?: number };

/** The profile fields; the image comes as bytes (from the upload reader), not from the schema. */
export type ProfileFields = Omit<ProfileInput, 'image'>;

/**
 * Saves Edit User Details for the signed-in user: names, phone (unique; a change needs the
 * current password), optionally a new profile image (checked by content, re-encoded to WebP
 * without metadata; the old image's files are removed) and optionally a new password (the
 * current one must be given; every other session of the user ends, the current one stays).
 */
export async function updateProfile({
  userId,
  input,
  image: imageBytes = null,
  storage,
  keepSessionId,
}: {
  userId: number;
  input: ProfileFields;
  image?: Buffer | null;
  storage: MediaStorage;
  keepSessionId: string | null;
}): Promise<ProfileUpdate> {
  const db = getDb();
  const [current] = await db
    .select({ passwordHash: users.passwordHash, imageKey: users.imageKey, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!current) return { ok: false, status: 404, errors: { form: 'myAccount.profile.badForm' } };

  // The phone signs in and receives reset codes: changing it, like the password, needs the
  // current password, so a borrowed session cannot take the account over.
  const changePassword = input.newPassword !== '';
  if (changePassword || input.phone !== current.phone) {
    if (input.currentPassword === '') {
      return {
        ok: false,
        status: 400,
        errors: { currentPassword: 'myAccount.profile.currentPasswordRequired' },
      };
    }
    const rule = profilePasswordRule();
    const wait = await checkLimits([[rule, String(userId)]]);
    if (wait !== null) {
      return {
        ok: false,
        status: 429,
        retryAfter: wait,
        errors: { currentPassword: 'myAccount.profile.tooManyPasswordTries' },
      };
    }
    if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
      return {
        ok: false,
        status: 400,
        errors: { currentPassword: 'myAccount.profile.currentPasswordWrong' },
      };
    }
    await resetRateLimit(rule, String(userId));
  }

  // Only after the password: whether a phone belongs to someone else is not told to a
  // session that cannot prove it is the account's owner.
  const phoneChanged = input.phone !== current.phone;
  if (phoneChanged) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, input.phone), ne(users.id, userId)))
      .limit(1);
    if (taken) return { ok: false, status: 409, errors: { phone: 'myAccount.profile.phoneTaken' } };
  }

  let image: StoredImage | null = null;
  if (imageBytes) {
    try {
      // By the bytes alone (a renamed text file, a GIF, a pixel bomb or a broken file fails).
      await inspectImage(imageBytes);
      image = await storeImageVariants(storage, imageBytes, AVATAR_PREFIX);
    } catch (error) {
      if (isUploadError(error))
        return { ok: false, status: error.status, errors: uploadErrors(error) };
      throw error;
    }
  }

  try {
    await db
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        ...(image ? { imageKey: image.storageKey } : {}),
        ...(changePassword ? { passwordHash: await hashPassword(input.newPassword) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  } catch (error) {
    if (image) await deleteVariants(storage, image.storageKey, image.widths);
    // Another account took the phone between the check and the update.
    if (isUniqueViolation(error))
      return { ok: false, status: 409, errors: { phone: 'myAccount.profile.phoneTaken' } };
    throw error;
  }

  if (image && current.imageKey) await deleteVariants(storage, current.imageKey, IMAGE_WIDTHS);
  // A new password or a new phone (which signs in and gets reset codes): every other session
  // of the user ends, the current one stays.
  if (changePassword || phoneChanged) await revokeOtherSessions(userId, keepSessionId);
  return { ok: true, passwordChanged: changePassword };
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
): Promise<Page<OwnProperty>> {
  const db = getDb();
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(properties)
    .where(eq(properties.ownerId, userId));
  const bounds = pageBounds(total, page, pageSize);
  const rows = await db
    .select({
      id: properties.id,
      title: properties.title,
      status: properties.status,
      statusReason: properties.statusReason,
      listingType: properties.listingType,
      confirmedAt: properties.confirmedAt,
      createdAt: properties.createdAt,
      cityName: cities.name,
      areaName: areas.name,
    })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .where(eq(properties.ownerId, userId))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(pageSize)
    .offset(bounds.offset);
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

export type DeleteOutcome = 'deleted' | 'not-found' | 'forbidden';

/**
 * Deletes a property when the viewer owns it or is an admin. Its image rows, likes and
 * nothing else go with it (inquiries keep their text); its image files are removed too.
 */
export async function deleteOwnProperty(
  viewer: Actor,
  propertyId: number,
  storage: MediaStorage,
): Promise<DeleteOutcome> {
  const [row] = await getDb()
    .select({ ownerId: properties.ownerId })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  if (!row) return 'not-found';
  if (!mayManageListing(viewer, row.ownerId)) return 'forbidden';
  // The listings feature deletes the row and then its photos, checking ownership again.
  const deleted = await deleteListing(viewer, propertyId, storage);
  return deleted.ok ? 'deleted' : 'not-found';
}

/** Withdraw, relist, mark sold or rented, or confirm still available; owner or admin only. */
export async function changeOwnListingStatus(
  viewer: Actor,
  propertyId: number,
  action: StatusAction,
  options: ListingOptions = {},
): Promise<'changed' | 'refused' | 'not-found'> {
  const changed = await changeListingStatus(viewer, propertyId, action, options);
  if (changed.ok) return 'changed';
  return changed.reason === 'transition' ? 'refused' : 'not-found';
}

// ---------------------------------------------------------------------------------------
// Favourite Properties

export type Favourite = ListedProperty & { likedAt: Date };

/** The user's liked (active) properties, newest like first, a page at a time. */
export async function listFavourites(
  userId: number,
  page: number,
  pageSize = FAVOURITES_PAGE_SIZE,
): Promise<Page<Favourite>> {
  const result = await listLikedProperties(userId, page, pageSize);
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
