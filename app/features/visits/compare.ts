import type { ListingStatus } from '../../db/schema/values.ts';
import type { ListingCardData } from '../listings/listing-card-data.ts';

// What the visit list compares side by side. Safe on client and server.

export type VisitListProperty = Omit<ListingCardData, 'createdAt' | 'description'> & {
  status: ListingStatus;
  /** The listing's size in square feet, as stored (built-up for built types, total for land). */
  areaSqft: number | null;
  /** Only active listings can be visited; others stay listed, marked unavailable. */
  available: boolean;
};

/**
 * Rupees per square foot of a sale, from the stored price and area in square feet, rounded
 * to the rupee; null for rent (a monthly rent per square foot tells a visitor nothing) and
 * when the area is unknown.
 */
export function pricePerSqft(listing: {
  price: number;
  areaSqft: number | null;
  listingType: 'sell' | 'rent';
}): number | null {
  if (listing.listingType !== 'sell') return null;
  if (listing.areaSqft == null || !Number.isFinite(listing.areaSqft) || listing.areaSqft <= 0)
    return null;
  if (!Number.isFinite(listing.price) || listing.price <= 0) return null;
  return Math.round(listing.price / listing.areaSqft);
}
