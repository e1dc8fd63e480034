import { and, eq, inArray, lt } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { draftImages } from '../../db/schema/index.ts';
import { getLogger } from '../../lib/logger.server.ts';
import {
  deleteImageVariants,
  storeImages,
  type ImageInput,
} from '../media/image-processing.server.ts';
import { getMediaStorage } from '../media/media-storage.server.ts';
import type { MediaStorage } from '../media/storage.server.ts';
import { rowIds } from './row-ids.ts';

// Draft images: photos uploaded with a listing form before the listing is saved. They are the
// uploader's own, survive a form that comes back with errors, and join a listing when it is
// saved (claimDrafts, inside the listing's transaction); the rest are pruned after a day.

/** A transaction of the Drizzle client. */
export type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

export type DraftImage = {
  id: number;
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
};

const DRAFT_COLUMNS = {
  id: draftImages.id,
  storageKey: draftImages.storageKey,
  widths: draftImages.widths,
  width: draftImages.width,
  height: draftImages.height,
};

/** Where listing photos are stored; drafts keep their key when they join a listing. */
const LISTING_IMAGE_PREFIX = 'listings';
/** Drafts not used by a listing within this time are removed by pruneDraftImages. */
const DRAFT_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;

function toDraftImage(row: DraftImage): DraftImage {
  return {
    id: row.id,
    storageKey: row.storageKey,
    widths: row.widths,
    width: row.width,
    height: row.height,
  };
}

/** Deletes image files after the rows are gone; a failure is logged, never thrown. */
export async function removeImageFiles(
  storage: MediaStorage,
  images: readonly { storageKey: string; widths: number[] }[],
): Promise<void> {
  await Promise.all(
    images.map((image) =>
      deleteImageVariants(storage, image.storageKey, image.widths).catch((error: unknown) => {
        getLogger().warn(
          { err: error, storageKey: image.storageKey },
          'could not delete the files of a removed listing photo',
        );
      }),
    ),
  );
}

/** Stores uploaded images (files read by readMultipartImages) as the owner's draft images; all-or-nothing. */
export async function saveDraftImages(
  ownerId: number,
  inputs: ImageInput[],
  storage: MediaStorage = getMediaStorage(),
): Promise<DraftImage[]> {
  if (inputs.length === 0) return [];
  // storeImages removes what it wrote when any image fails.
  const stored = await storeImages(storage, inputs, LISTING_IMAGE_PREFIX);
  try {
    const rows = await getDb()
      .insert(draftImages)
      .values(stored.map((image) => ({ ownerId, ...image })))
      .returning();
    // RETURNING follows the VALUES order in PostgreSQL; sort by key order to be certain.
    const byKey = new Map(rows.map((row) => [row.storageKey, row]));
    return stored.map((image) => toDraftImage(byKey.get(image.storageKey)!));
  } catch (error) {
    await removeImageFiles(storage, stored);
    throw error;
  }
}

/** The owner's own draft images with these ids, in the given order (others' ids are silently dropped). */
export async function getDraftImages(ownerId: number, ids: number[]): Promise<DraftImage[]> {
  const wanted = rowIds(ids);
  if (wanted.length === 0) return [];
  const rows = await getDb()
    .select(DRAFT_COLUMNS)
    .from(draftImages)
    .where(and(eq(draftImages.ownerId, ownerId), inArray(draftImages.id, wanted)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toDraftImage(row)] : [];
  });
}

/**
 * Takes the owner's drafts with these ids out of `draft_images` inside the transaction
 * (a rollback puts them back), keyed by id. DELETE … RETURNING claims each draft once even
 * when two saves race for it.
 */
export async function claimDrafts(
  tx: Tx,
  ownerId: number,
  ids: number[],
): Promise<Map<number, DraftImage>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .delete(draftImages)
    .where(and(eq(draftImages.ownerId, ownerId), inArray(draftImages.id, ids)))
    .returning(DRAFT_COLUMNS);
  return new Map(rows.map((row) => [row.id, toDraftImage(row)]));
}

/** Removes the owner's drafts with these ids (rows, then files): the photos of a refused post. */
export async function deleteDraftImages(
  ownerId: number,
  ids: number[],
  storage: MediaStorage = getMediaStorage(),
): Promise<void> {
  if (ids.length === 0) return;
  const removed = await getDb()
    .delete(draftImages)
    .where(and(eq(draftImages.ownerId, ownerId), inArray(draftImages.id, ids)))
    .returning({ storageKey: draftImages.storageKey, widths: draftImages.widths });
  await removeImageFiles(storage, removed);
}

/**
 * Removes drafts older than a day (rows, then files): photos of forms that were never
 * submitted. Safe to run on many app processes at once: each row is deleted by one of them,
 * and only that one deletes its files.
 */
export async function pruneDraftImages(
  now: Date = new Date(),
  storage: MediaStorage = getMediaStorage(),
): Promise<number> {
  const removed = await getDb()
    .delete(draftImages)
    .where(lt(draftImages.createdAt, new Date(now.getTime() - DRAFT_IMAGE_TTL_MS)))
    .returning({ storageKey: draftImages.storageKey, widths: draftImages.widths });
  await removeImageFiles(storage, removed);
  return removed.length;
}
