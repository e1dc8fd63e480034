import { asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import {
  listingStatusEvents,
  properties,
  propertyImages,
  type ListingStatus,
} from '../../db/schema/index.ts';
import { catchRefusal, fail, ok, refuse } from '../../lib/result.ts';
import { getMediaStorage } from '../media/media-storage.server.ts';
import type { MediaStorage } from '../media/storage.server.ts';
import { getListingRules } from '../settings/site-settings.server.ts';
import {
  initialStatus,
  nextStatus,
  statusAfterEdit,
  transitionRefusal,
  type StatusAction,
} from './listing-lifecycle.ts';
import {
  assertDailyLimit,
  assertPlace,
  auditStaffAction,
  checkImageCount,
  draftHashes,
  lockManagedListing,
  photoRow,
  type ListingRefusal,
  type ListingResult,
} from './listing-checks.server.ts';
import { claimDrafts, removeImageFiles, type DraftImage, type Tx } from './draft-images.server.ts';
import { PHOTO_FILE_COLUMNS } from './listings.server.ts';
import { isRowId, rowIds } from './row-ids.ts';
import { LISTING_COLUMNS, type ListingRow, type ListingValues } from './listing-values.ts';
import { mayManageListing, type Actor } from './permissions.ts';
import { photoLimits } from './photo-limits.server.ts';
import { recordPriceChange } from './price-history.server.ts';

export type { StatusAction } from './listing-lifecycle.ts';
export type { ListingResult } from './listing-checks.server.ts';

// Adding, editing, deleting and changing the status of listings. Every function takes the
// acting user from the session (never from a form) and checks on the server, in the same
// transaction as the write, that the actor owns the listing or is an admin. Ids from forms
// and URLs are only ever looked up together with that check (listing-checks.server.ts); a
// refused command rolls back and answers a ListingResult. Draft photos are in
// draft-images.server.ts.

/** A photo's files: what is removed once the rows are gone. */
type PhotoFiles = { storageKey: string; widths: number[] }[];

/** Settings a call may override (tests); by default they come from the listing rules. */
export type ListingOptions = {
  /** New, edited and relisted listings wait for review (getListingRules().moderation). */
  moderation?: boolean;
  /** The time of the action. */
  now?: Date;
  /** Where the photos' files are (to hash new photos); the process's storage by default. */
  storage?: MediaStorage;
};

const moderationOf = (options: ListingOptions) =>
  options.moderation ?? getListingRules().moderation;

/**
 * Writes one row of a listing's status history (`listing_status_events`); call it in the
 * transaction that changes the status. actorUserId null: the system (the heartbeat sweep).
 * Returns the event's id (the owner's notice is keyed on it).
 */
export async function recordStatusChange(
  tx: Tx,
  change: {
    propertyId: number;
    from: ListingStatus | null;
    to: ListingStatus;
    reason?: string | null;
    actorUserId: number | null;
    at?: Date;
  },
): Promise<number> {
  const [event] = await tx
    .insert(listingStatusEvents)
    .values({
      propertyId: change.propertyId,
      fromStatus: change.from,
      toStatus: change.to,
      reason: change.reason ?? null,
      actorUserId: change.actorUserId,
      ...(change.at ? { createdAt: change.at } : {}),
    })
    .returning({ id: listingStatusEvents.id });
  return event!.id;
}

// ---------------------------------------------------------------------------------------
// Create, read for edit, update, delete

/** Creates a listing from its values; images = the owner's draft image ids in display order (first = cover). Returns the new id and status. */
export async function createListing(
  actor: Actor,
  values: ListingValues,
  draftImageIds: number[],
  options: ListingOptions = {},
): Promise<ListingResult<{ id: number; status: ListingStatus }>> {
  const ids = rowIds(draftImageIds);
  const now = options.now ?? new Date();
  const status = initialStatus(moderationOf(options));

  return catchRefusal<ListingRefusal, { id: number; status: ListingStatus }>(async () => {
    if (ids.length > photoLimits().maxFiles) refuse('image-count', { count: ids.length });
    const hashes = await draftHashes(options.storage ?? getMediaStorage(), actor.id, ids);
    return getDb().transaction(async (tx) => {
      await assertDailyLimit(tx, actor.id, now);
      await assertPlace(tx, values.cityId, values.areaId);
      const drafts = await claimDrafts(tx, actor.id, ids);
      const images = ids.flatMap((id) => drafts.get(id) ?? []);
      checkImageCount(images.length);

      const [created] = await tx
        .insert(properties)
        .values({
          ...values,
          // Set here, never from the form: the owner is the actor, the status the setting's.
          ownerId: actor.id,
          status,
          statusReason: null,
          createdAt: now,
          updatedAt: now,
          publishedAt: status === 'active' ? now : null,
          confirmedAt: now,
        })
        .returning({ id: properties.id, status: properties.status });
      if (!created) throw new Error('The listing was not inserted');
      await tx
        .insert(propertyImages)
        .values(
          images.map((image, position) => photoRow(created.id, image, position, hashes, now)),
        );
      await recordStatusChange(tx, {
        propertyId: created.id,
        from: null,
        to: created.status,
        actorUserId: actor.id,
        at: now,
      });
      return { id: created.id, status: created.status };
    });
  });
}

/** Loads a listing for the edit form: its owner-set columns and its images in order. */
export async function getListingForEdit(
  actor: Actor,
  propertyId: number,
): Promise<
  ListingResult<{
    id: number;
    status: ListingStatus;
    /** When the owner last confirmed the listing is available (the heartbeat). */
    confirmedAt: Date;
    values: ListingRow;
    images: (DraftImage & { kind: 'saved' })[];
  }>
> {
  if (!isRowId(propertyId)) return fail('not-found');
  const db = getDb();
  const [row] = await db.select().from(properties).where(eq(properties.id, propertyId)).limit(1);
  if (!row || !mayManageListing(actor, row.ownerId)) return fail('not-found');
  const images = await db
    .select({ id: propertyImages.id, ...PHOTO_FILE_COLUMNS })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, row.id))
    .orderBy(asc(propertyImages.position), asc(propertyImages.id));
  return ok({
    id: row.id,
    status: row.status,
    confirmedAt: row.confirmedAt,
    values: listingRow(row),
    images: images.map((image) => ({ ...image, kind: 'saved' as const })),
  });
}

/** Saves an edit: keep = saved image ids to keep in display order, interleaved with new draft ids via `order`: an array of {kind:'saved'|'draft', id}. */
export async function updateListing(
  actor: Actor,
  propertyId: number,
  values: ListingValues,
  order: { kind: 'saved' | 'draft'; id: number }[],
  storage: MediaStorage = getMediaStorage(),
  options: ListingOptions = {},
): Promise<ListingResult<{ status: ListingStatus }>> {
  const now = options.now ?? new Date();
  const moderation = moderationOf(options);
  const hashes = await draftHashes(
    storage,
    actor.id,
    rowIds(order.filter((entry) => entry.kind === 'draft').map((entry) => entry.id)),
  );

  const outcome = await catchRefusal<
    ListingRefusal,
    { status: ListingStatus; removed: PhotoFiles }
  >(() =>
    getDb().transaction(async (tx) => {
      const listing = await lockManagedListing(tx, actor, propertyId);
      await assertPlace(tx, values.cityId, values.areaId);
      // An admin editing someone else's listing (from the back office): the audit log keeps it.
      const [previous] =
        actor.role === 'admin' && listing.ownerId !== actor.id
          ? await tx.select().from(properties).where(eq(properties.id, listing.id))
          : [];

      const saved = await tx
        .select({ id: propertyImages.id, ...PHOTO_FILE_COLUMNS, position: propertyImages.position })
        .from(propertyImages)
        .where(eq(propertyImages.propertyId, listing.id));
      const savedById = new Map(saved.map((image) => [image.id, image]));
      // Drafts are the actor's own uploads (an admin editing someone's listing uploads as themselves).
      const drafts = await claimDrafts(
        tx,
        actor.id,
        rowIds(order.filter((entry) => entry.kind === 'draft').map((entry) => entry.id)),
      );

      // The final photos in display order; ids that are not this listing's or the actor's
      // drafts, and repeats, are dropped.
      const seen = new Set<string>();
      const result: (
        { kind: 'saved'; image: (typeof saved)[number] } | { kind: 'draft'; image: DraftImage }
      )[] = [];
      for (const entry of order) {
        const key = `${entry.kind}:${entry.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (entry.kind === 'saved') {
          const image = savedById.get(entry.id);
          if (image) result.push({ kind: 'saved', image });
        } else {
          const image = drafts.get(entry.id);
          if (image) result.push({ kind: 'draft', image });
        }
      }
      checkImageCount(result.length);

      // An admin editing someone's listing is the reviewer: the edit needs no second review
      // and says nothing about whether the owner still has the property on offer.
      const byOwner = actor.id === listing.ownerId;
      const nextStatusValue = byOwner
        ? statusAfterEdit(listing.status, moderation)
        : listing.status;
      await tx
        .update(properties)
        .set({
          // The values null the other group's columns, so a flat turned plot loses its BHK.
          ...values,
          status: nextStatusValue,
          ...(nextStatusValue !== listing.status ? { statusReason: null } : {}),
          updatedAt: now,
          // The owner is here and the listing is current: an edit counts as a confirmation.
          ...(byOwner ? { confirmedAt: now } : {}),
        })
        .where(eq(properties.id, listing.id));
      await recordPriceChange(tx, listing, values, now);
      if (nextStatusValue !== listing.status) {
        await recordStatusChange(tx, {
          propertyId: listing.id,
          from: listing.status,
          to: nextStatusValue,
          reason: 'Edited: waiting for review again',
          actorUserId: actor.id,
          at: now,
        });
      }

      const keptIds = new Set(
        result.flatMap((item) => (item.kind === 'saved' ? [item.image.id] : [])),
      );
      const removedImages = saved.filter((image) => !keptIds.has(image.id));
      if (removedImages.length > 0) {
        await tx.delete(propertyImages).where(
          inArray(
            propertyImages.id,
            removedImages.map((image) => image.id),
          ),
        );
      }
      const newImages: (typeof propertyImages.$inferInsert)[] = [];
      for (const [position, item] of result.entries()) {
        if (item.kind === 'saved') {
          if (item.image.position !== position) {
            await tx
              .update(propertyImages)
              .set({ position })
              .where(eq(propertyImages.id, item.image.id));
          }
        } else {
          newImages.push(photoRow(listing.id, item.image, position, hashes, now));
        }
      }
      if (newImages.length > 0) await tx.insert(propertyImages).values(newImages);
      if (previous) {
        const old = previous as Record<string, unknown>;
        await auditStaffAction(tx, actor.id, {
          action: 'listing.edit',
          propertyId: listing.id,
          before: {
            ...Object.fromEntries(Object.keys(values).map((key) => [key, old[key] ?? null])),
            status: listing.status,
            photos: saved.length,
          },
          after: { ...values, status: nextStatusValue, photos: result.length },
        });
      }
      return { status: nextStatusValue, removed: removedImages };
    }),
  );
  if (!outcome.ok) return outcome;
  // Only once the rows are committed: a rollback must not leave rows pointing at no files.
  await removeImageFiles(storage, outcome.value.removed);
  return ok({ status: outcome.value.status });
}

/** Deletes a listing the actor owns (or any, for an admin): its rows, then its photos' files. */
export async function deleteListing(
  actor: Actor,
  propertyId: number,
  storage: MediaStorage = getMediaStorage(),
): Promise<ListingResult<undefined>> {
  const outcome = await catchRefusal<ListingRefusal, PhotoFiles>(() =>
    getDb().transaction(async (tx) => {
      const listing = await lockManagedListing(tx, actor, propertyId);
      const rows = await tx
        .select({ storageKey: propertyImages.storageKey, widths: propertyImages.widths })
        .from(propertyImages)
        .where(eq(propertyImages.propertyId, listing.id));
      // property_images, likes go with it (ON DELETE CASCADE).
      await tx.delete(properties).where(eq(properties.id, listing.id));
      if (actor.id !== listing.ownerId) {
        await auditStaffAction(tx, actor.id, {
          action: 'listing.delete',
          propertyId: listing.id,
          before: { status: listing.status, ownerId: listing.ownerId, photos: rows.length },
          after: null,
        });
      }
      return rows;
    }),
  );
  if (!outcome.ok) return outcome;
  await removeImageFiles(storage, outcome.value);
  return ok();
}

// ---------------------------------------------------------------------------------------
// Status

/**
 * Applies an owner action (listing-lifecycle.ts has the table). Refused as 'not-found' when
 * the actor may not manage the listing, 'transition' when its status does not allow the action.
 */
export async function changeListingStatus(
  actor: Actor,
  propertyId: number,
  action: StatusAction,
  options: ListingOptions = {},
): Promise<ListingResult<{ status: ListingStatus; confirmedAt: Date }>> {
  const now = options.now ?? new Date();
  const moderation = moderationOf(options);
  return catchRefusal<ListingRefusal, { status: ListingStatus; confirmedAt: Date }>(() =>
    getDb().transaction(async (tx) => {
      const listing = await lockManagedListing(tx, actor, propertyId);
      const refusal = transitionRefusal(action, listing);
      if (refusal) refuse('transition', { refusal });
      const status = nextStatus(action, listing, moderation);
      // Confirming and relisting both say "available now"; a relisted listing that kept an old
      // confirmation would expire again at the next sweep.
      const confirmedAt =
        action === 'confirm-available' || action === 'relist' ? now : listing.confirmedAt;
      const publishedAt =
        status === 'active' && (action === 'relist' || listing.publishedAt === null)
          ? now
          : listing.publishedAt;
      await tx
        .update(properties)
        .set({
          status,
          confirmedAt,
          publishedAt,
          ...(status !== listing.status ? { statusReason: null } : {}),
          updatedAt: now,
        })
        .where(eq(properties.id, listing.id));
      if (status !== listing.status) {
        await recordStatusChange(tx, {
          propertyId: listing.id,
          from: listing.status,
          to: status,
          actorUserId: actor.id,
          at: now,
        });
      }
      if (actor.id !== listing.ownerId) {
        await auditStaffAction(tx, actor.id, {
          action: `listing.${action}`,
          propertyId: listing.id,
          before: { status: listing.status },
          after: { status },
        });
      }
      return { status, confirmedAt };
    }),
  );
}

function listingRow(row: Record<(typeof LISTING_COLUMNS)[number], unknown>): ListingRow {
  return Object.fromEntries(LISTING_COLUMNS.map((column) => [column, row[column]])) as ListingRow;
}
