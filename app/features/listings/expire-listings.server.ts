import { and, eq, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import { getConfig } from '../../config.server.ts';
import { getDb } from '../../db/db.server.ts';
import { listingStatusEvents, properties } from '../../db/schema/index.ts';
import { HOURLY, startPeriodicTask } from '../../lib/periodic.server.ts';
import { pruneStaleUploadFolders } from '../media/upload.server.ts';
import { getListingRules } from '../settings/site-settings.server.ts';
import { pruneDraftImages } from './draft-images.server.ts';

// The availability heartbeat: an active listing its owner has not confirmed for
// the listing rules' heartbeat days leaves the public site as `expired` until the owner confirms it
// (changeListingStatus 'confirm-available'). Every app process runs the sweep; the UPDATE is
// idempotent, so running it on many at once is harmless.

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_DAYS = 7;
const EXPIRY_INTERVAL_MS = HOURLY;

/** An active listing last confirmed before this moment is stale: the sweep expires it. */
function staleBefore(now: Date, heartbeatDays: number): Date {
  return new Date(now.getTime() - heartbeatDays * DAY_MS);
}

/**
 * 'Expiring this week': the active listings the sweep will expire within seven days, those
 * confirmed between `from` (stale now) and `by` (stale in a week). The back office's
 * dashboard count and the listings filter it links to use this one window.
 */
export function expiringWindow(now: Date, heartbeatDays: number): { from: Date; by: Date } {
  const from = staleBefore(now, heartbeatDays);
  return { from, by: new Date(from.getTime() + WEEK_DAYS * DAY_MS) };
}

/**
 * Moves active listings confirmed more than `confirmDays` (the listing rules' heartbeat days)
 * ago to expired, each with a row in its status history (no actor: the system did it);
 * returns how many.
 */
export async function expireStaleListings(
  now: Date = new Date(),
  confirmDays: number = getListingRules().heartbeatDays,
): Promise<number> {
  return getDb().transaction(async (tx) => {
    const expired = await tx
      .update(properties)
      .set({ status: 'expired' })
      .where(
        and(
          eq(properties.status, 'active'),
          lt(properties.confirmedAt, staleBefore(now, confirmDays)),
        ),
      )
      .returning({ id: properties.id });
    if (expired.length > 0) {
      await tx.insert(listingStatusEvents).values(
        expired.map(({ id }) => ({
          propertyId: id,
          fromStatus: 'active' as const,
          toStatus: 'expired' as const,
          reason: `Not confirmed as available for ${confirmDays} days`,
          actorUserId: null,
          createdAt: now,
        })),
      );
    }
    return expired.length;
  });
}

/**
 * Expires stale listings and prunes stale draft photos, once now and then hourly, in one of
 * the processes sharing the database; and the temporary upload folders a killed process left
 * in this process's data folder, in every process.
 */
export function startListingExpiryTimer(logger: Pick<Logger, 'info' | 'warn'>): () => void {
  // A folder this old belongs to no live request (the request timeout has ended it).
  const staleUploadMs = getConfig().HTTP_REQUEST_TIMEOUT_MS + 15 * 60 * 1000;
  const stopShared = startPeriodicTask(
    logger,
    'expired stale listings and pruned draft photos',
    async () => ({
      expired: await expireStaleListings(),
      drafts: await pruneDraftImages(),
    }),
    EXPIRY_INTERVAL_MS,
    { shared: 'listing-expiry' },
  );
  const stopLocal = startPeriodicTask(
    logger,
    'pruned stale upload folders',
    async () => ({ uploadFolders: await pruneStaleUploadFolders(staleUploadMs) }),
    EXPIRY_INTERVAL_MS,
  );
  return () => {
    stopShared();
    stopLocal();
  };
}
