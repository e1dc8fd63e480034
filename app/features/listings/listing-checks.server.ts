import { and, count, eq, gt } from 'drizzle-orm';
import { getConfig } from '../../config.server.ts';
import { areas, properties, type propertyImages, users } from '../../db/schema/index.ts';
import { refuse, type Failure, type Ok } from '../../lib/result.ts';
import { recordAudit } from '../audit/record-audit.server.ts';
import { hashStoredImage } from '../media/perceptual-hash.server.ts';
import type { MediaStorage } from '../media/storage.server.ts';
import { getListingRules } from '../settings/site-settings.server.ts';
import { getDraftImages, type DraftImage, type Tx } from './draft-images.server.ts';
import type { TransitionRefusal } from './listing-lifecycle.ts';
import { mayManageListing, type Actor } from './permissions.ts';
import { MIN_IMAGES, photoLimits } from './photo-limits.server.ts';
import { isRowId } from './row-ids.ts';

// The checks every listing command makes inside its transaction (manage-listings.server.ts):
// the actor may manage the listing, the place exists, a new account is within its daily
// limit, the photo count is allowed. Each stops the transaction with `refuse`, which the
// command answers as a ListingResult.

/**
 * Why a listing command was refused, for the caller to show. 'not-found' also stands for
 * "not yours": the two are never told apart.
 */
export type ListingRefusal =
  | Failure<'not-found'>
  /** A new account has created as many listings in the last 24 hours as it may. */
  | Failure<'daily-limit', { limit: number }>
  /** The area is not one of the city's, or the city does not exist. */
  | Failure<'invalid-place'>
  /** The listing would have fewer than MIN_IMAGES or more than UPLOAD_MAX_FILES photos. */
  | Failure<'image-count', { count: number }>
  /** The listing's status (or type) does not allow the action. */
  | Failure<'transition', { refusal: TransitionRefusal }>;

export type ListingResult<T> = Ok<T> | ListingRefusal;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Refuses a listing that would have too few or too many photos. */
export function checkImageCount(n: number): void {
  if (n < MIN_IMAGES || n > photoLimits().maxFiles) refuse('image-count', { count: n });
}

/** Refuses an area that is not the city's (or ids that name nothing). */
export async function assertPlace(tx: Tx, cityId: number, areaId: number): Promise<void> {
  if (!isRowId(cityId) || !isRowId(areaId)) refuse('invalid-place');
  const [area] = await tx
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.id, areaId), eq(areas.cityId, cityId)))
    .limit(1);
  if (!area) refuse('invalid-place');
}

/**
 * Accounts younger than NEW_ACCOUNT_DAYS may create NEW_ACCOUNT_LISTINGS_PER_DAY listings in
 * any 24 hours. Agents and admins are agency staff and are not limited. The user's row is
 * locked first, so two simultaneous posts are counted one after the other.
 */
export async function assertDailyLimit(tx: Tx, userId: number, now: Date): Promise<void> {
  const [user] = await tx
    .select({ role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) refuse('not-found');
  if (user.role !== 'user') return;
  if (now.getTime() - user.createdAt.getTime() >= getConfig().NEW_ACCOUNT_DAYS * DAY_MS) return;
  const limit = getListingRules().dailyListingLimit;
  // Served by properties_owner_idx (owner_id, created_at).
  const [recent] = await tx
    .select({ n: count() })
    .from(properties)
    .where(
      and(
        eq(properties.ownerId, userId),
        gt(properties.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  if ((recent?.n ?? 0) >= limit) refuse('daily-limit', { limit });
}

/** The listing's row, locked for the rest of the transaction, when the actor may manage it. */
export async function lockManagedListing(tx: Tx, actor: Actor, propertyId: number) {
  if (!isRowId(propertyId)) refuse('not-found');
  const [row] = await tx
    .select({
      id: properties.id,
      ownerId: properties.ownerId,
      status: properties.status,
      listingType: properties.listingType,
      price: properties.price,
      publishedAt: properties.publishedAt,
      confirmedAt: properties.confirmedAt,
    })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('update');
  if (!row || !mayManageListing(actor, row.ownerId)) refuse('not-found');
  return row;
}

/**
 * The perceptual hashes of draft photos about to join a listing, keyed by storage key,
 * computed before the transaction (reading files inside it would hold the row locks).
 * A photo that cannot be read gets none; the review page hashes it later.
 */
export async function draftHashes(
  storage: MediaStorage,
  ownerId: number,
  ids: number[],
): Promise<Map<string, string>> {
  const drafts = await getDraftImages(ownerId, ids);
  const hashes = await Promise.all(drafts.map((draft) => hashStoredImage(storage, draft)));
  return new Map(
    drafts.flatMap((draft, i) => (hashes[i] ? [[draft.storageKey, hashes[i]] as const] : [])),
  );
}

/** A draft photo's row as a listing's photo at `position`. */
export function photoRow(
  propertyId: number,
  image: DraftImage,
  position: number,
  hashes: Map<string, string>,
  now: Date,
): typeof propertyImages.$inferInsert {
  return {
    propertyId,
    storageKey: image.storageKey,
    widths: image.widths,
    width: image.width,
    height: image.height,
    perceptualHash: hashes.get(image.storageKey) ?? null,
    position,
    createdAt: now,
  };
}

/**
 * Records, in the change's transaction, what an admin did to someone else's listing through
 * the owners' pages (edit, status, delete): the audit log keeps every admin action.
 */
export async function auditStaffAction(
  tx: Tx,
  actorUserId: number,
  input: {
    action: string;
    propertyId: number;
    before: Record<string, unknown>;
    after: Record<string, unknown> | null;
  },
): Promise<void> {
  const [actor] = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, actorUserId))
    .limit(1);
  if (!actor) return;
  await recordAudit(tx, actor, {
    action: input.action,
    entityType: 'listing',
    entityId: input.propertyId,
    before: input.before,
    after: input.after,
  });
}
