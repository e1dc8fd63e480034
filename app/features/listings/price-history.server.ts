import { desc, eq } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { listingPriceEvents } from '../../db/schema/index.ts';
import type { Tx } from './draft-images.server.ts';

// A listing's price history (issue 28): every change of the asking price made once the listing
// had been public, written in the same transaction as the edit. A listing that turns from sale
// to rent (or back) starts a new series: a rent and a sale price are not one price changing.

/** How many changes the details page lists, newest first. */
const PRICE_HISTORY_SHOWN = 20;

export type PriceChange = { fromPrice: number; toPrice: number; at: Date };

/**
 * Records an edit's price change, if there is one worth telling: the price moved, the listing
 * had gone public before, and it is still the same kind of listing.
 */
export async function recordPriceChange(
  tx: Tx,
  before: { id: number; price: number; listingType: string; publishedAt: Date | null },
  after: { price: number; listingType: string },
  at: Date,
): Promise<void> {
  if (before.publishedAt === null) return;
  if (after.price === before.price || after.listingType !== before.listingType) return;
  await tx.insert(listingPriceEvents).values({
    propertyId: before.id,
    fromPrice: before.price,
    toPrice: after.price,
    createdAt: at,
  });
}

/** A listing's latest price changes, newest first. */
export async function getPriceHistory(propertyId: number): Promise<PriceChange[]> {
  return getDb()
    .select({
      fromPrice: listingPriceEvents.fromPrice,
      toPrice: listingPriceEvents.toPrice,
      at: listingPriceEvents.createdAt,
    })
    .from(listingPriceEvents)
    .where(eq(listingPriceEvents.propertyId, propertyId))
    .orderBy(desc(listingPriceEvents.createdAt), desc(listingPriceEvents.id))
    .limit(PRICE_HISTORY_SHOWN);
}
