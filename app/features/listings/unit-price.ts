import type { AreaUnit } from '../../db/schema/values.ts';
import type { ListingCardData } from './listing-card-data.ts';
import { formatRupees } from './format.ts';
import { isBuiltType } from './property-groups.ts';
import { SQFT_PER_UNIT, toSquareFeet } from './units.ts';

// The price per unit of area a buyer compares listings by (issue 25 #4): the lister's own
// figure when they gave one, else worked out from the price and the area: per square foot for
// a home, per square yard for a plot and per acre for farm land (as the region quotes them).
// Rents have none unless the lister wrote one. Safe on client and server.

/** What the price per unit is worked out from: a card's fields (the details page has them too). */
export type UnitPriceInput = Pick<
  ListingCardData,
  | 'listingType'
  | 'propertyType'
  | 'price'
  | 'pricePerUnit'
  | 'pricePerUnitArea'
  | 'builtUpArea'
  | 'builtUpAreaUnit'
  | 'plotWidth'
  | 'plotLength'
  | 'plotDimensionUnit'
  | 'totalArea'
  | 'totalAreaUnit'
>;

export type UnitPrice = { amount: number; unit: AreaUnit; computed: boolean };

/** The listing's area in square feet: built-up for a home; the total, else width × length, for land. */
function squareFeetOf(listing: UnitPriceInput): number | null {
  if (isBuiltType(listing.propertyType)) {
    return listing.builtUpArea && listing.builtUpAreaUnit
      ? toSquareFeet(listing.builtUpArea, listing.builtUpAreaUnit)
      : null;
  }
  if (listing.totalArea && listing.totalAreaUnit)
    return toSquareFeet(listing.totalArea, listing.totalAreaUnit);
  // Width and length in feet (yards, metres, inches) make an area in square feet (…).
  if (listing.plotWidth && listing.plotLength && listing.plotDimensionUnit) {
    return toSquareFeet(listing.plotWidth * listing.plotLength, listing.plotDimensionUnit);
  }
  return null;
}

/** The price per unit to show, or null when there is none to give. */
export function unitPriceOf(listing: UnitPriceInput): UnitPrice | null {
  const given = listing.pricePerUnit;
  if (given && given > 0 && listing.pricePerUnitArea) {
    return { amount: given, unit: listing.pricePerUnitArea, computed: false };
  }
  if (listing.listingType !== 'sell' || !(listing.price > 0)) return null;
  const squareFeet = squareFeetOf(listing);
  if (!squareFeet || !(squareFeet > 0)) return null;
  const unit: AreaUnit = isBuiltType(listing.propertyType)
    ? 'sqft'
    : listing.propertyType === 'agricultural-land'
      ? 'acres'
      : 'sqyd';
  const amount = Math.round(listing.price / (squareFeet / SQFT_PER_UNIT[unit]));
  return amount > 0 ? { amount, unit, computed: true } : null;
}

/** 'per acres' reads 'per acre'. */
const PER_UNIT: Readonly<Record<string, string>> = { acres: 'acre', hectares: 'hectare' };

/** The spec's sqftPrice: amount and unit joined by '/' ('₹ 4,500/sqft'); null when incomplete. */
export function pricePerUnitText(amount: number | null, unit: string | null): string | null {
  if (amount == null || !Number.isFinite(amount) || amount <= 0 || !unit) return null;
  return `${formatRupees(amount)}/${PER_UNIT[unit] ?? unit}`;
}

/** The listing's price per unit as text ('₹ 4,858/sqft'), given or worked out; null when none. */
export function unitPriceText(listing: UnitPriceInput): string | null {
  const rate = unitPriceOf(listing);
  return rate ? pricePerUnitText(rate.amount, rate.unit) : null;
}
