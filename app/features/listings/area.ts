import type { Locale } from '../../i18n/locales.ts';
import { formatArea } from './format.ts';
import type { ListingCardData } from './listing-card-data.ts';
import { isLandType } from './property-groups.ts';
import { DIMENSION_UNITS } from './units.ts';

// The spec's plot area rule (§5), for Plot and Agricultural Land.

export type Measure = { value: number | null | undefined; unit: string | null | undefined };

/**
 * The area to show for a plot: a given total area wins; otherwise width × length with two
 * decimals when both are numbers with the same unit (sqft, sqyd, sqm, sqin); otherwise 'N/A'.
 */
export function plotAreaText(
  width: Measure,
  length: Measure,
  total?: Measure,
  locale: Locale = 'en',
): string {
  const given = total ? formatArea(total.value, total.unit, locale) : null;
  if (given) return given;
  const unitsKnown = (m: Measure) =>
    typeof m.unit === 'string' && (DIMENSION_UNITS as readonly string[]).includes(m.unit);
  if (
    width.value == null ||
    length.value == null ||
    !Number.isFinite(width.value) ||
    !Number.isFinite(length.value) ||
    !unitsKnown(width) ||
    !unitsKnown(length) ||
    width.unit !== length.unit
  ) {
    return 'N/A';
  }
  return `${(width.value * length.value).toFixed(2)} ${width.unit}`;
}

/** The spec's text form 'number unit' (e.g. '30 sqft') read into a measure, or null. */
export function parseMeasureText(text: string | null | undefined): Measure | null {
  if (typeof text !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]+)\s*$/i.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return { value: Number(match[1]), unit: match[2].toLowerCase() };
}

/** The area a card shows: the plot rule for land, the built-up area otherwise. */
export function listingAreaText(
  listing: Pick<
    ListingCardData,
    | 'propertyType'
    | 'plotWidth'
    | 'plotLength'
    | 'plotDimensionUnit'
    | 'totalArea'
    | 'totalAreaUnit'
    | 'builtUpArea'
    | 'builtUpAreaUnit'
  >,
  locale: Locale = 'en',
): string | null {
  if (isLandType(listing.propertyType)) {
    return plotAreaText(
      { value: listing.plotWidth, unit: listing.plotDimensionUnit },
      { value: listing.plotLength, unit: listing.plotDimensionUnit },
      { value: listing.totalArea, unit: listing.totalAreaUnit },
      locale,
    );
  }
  return formatArea(listing.builtUpArea, listing.builtUpAreaUnit, locale);
}
