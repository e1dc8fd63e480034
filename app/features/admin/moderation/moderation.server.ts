import { asc, eq } from 'drizzle-orm';
import { properties } from '../../../db/schema/index.ts';
import { withCovers } from '../../listings/listings.server.ts';
import { assertAdmin, type StaffUser } from '../access.server.ts';
import { adminListingRows } from '../listings/listings.server.ts';

// Moderation: the queue of listings waiting for review. The review page of one listing is
// review.server.ts (what it shows) and review-commands.server.ts (what an admin does there).

/**
 * Pending listings, the longest waiting first, a page at a time, with their cover photos.
 * Served by properties_status_idx (status, updated_at): an owner's edit or relist sets
 * updated_at as it sends the listing to review, so it is the time the listing joined the queue.
 */
export async function listModerationQueue(actor: StaffUser, page: number) {
  assertAdmin(actor);
  const { rows, ...pages } = await adminListingRows(
    eq(properties.status, 'pending'),
    [asc(properties.updatedAt), asc(properties.id)],
    page,
  );
  return { items: await withCovers(rows), ...pages };
}

export type QueueItem = Awaited<ReturnType<typeof listModerationQueue>>['items'][number];
