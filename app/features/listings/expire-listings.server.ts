import { and, eq, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import { getConfig } from '../../config.server.ts';
import { getDb } from '../../db/db.server.ts';
import { properties } from '../../db/schema/index.ts';
import { pruneDraftImages } from './manage-listings.server.ts';

// The availability heartbeat: an active listing its owner has not confirmed for
// LISTING_CONFIRM_DAYS leaves the public site as `expired` until the owner confirms it
// (changeListingStatus 'confirm-available'). Every app process runs the sweep; the UPDATE is
// idempotent, so running it on many at once is harmless.

const DAY_MS = 24 * 60 * 60 * 1000;
export const EXPIRY_INTERVAL_MS = 60 * 60 * 1000;

/** Moves active listings confirmed more than LISTING_CONFIRM_DAYS ago to expired; returns how many. */
export async function expireStaleListings(
  now: Date = new Date(),
  confirmDays: number = getConfig().LISTING_CONFIRM_DAYS,
): Promise<number> {
  const expired = await getDb()
    .update(properties)
    .set({ status: 'expired' })
    .where(
      and(
        eq(properties.status, 'active'),
        lt(properties.confirmedAt, new Date(now.getTime() - confirmDays * DAY_MS)),
      ),
    )
    .returning({ id: properties.id });
  return expired.length;
}

/**
 * Runs the sweep (expired listings, stale draft photos) once now and then hourly. The timer
 * does not keep the process alive; the returned function stops it.
 */
export function startListingExpiryTimer(logger: Pick<Logger, 'info' | 'warn'>): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const expired = await expireStaleListings();
      const drafts = await pruneDraftImages();
      if (expired > 0 || drafts > 0) {
        logger.info({ expired, drafts }, 'expired stale listings and pruned draft photos');
      }
    } catch (error) {
      logger.warn({ err: error }, 'the listing expiry sweep failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), EXPIRY_INTERVAL_MS).unref();
  return () => clearInterval(timer);
}
