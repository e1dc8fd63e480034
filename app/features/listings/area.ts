import { formatArea } from './format.ts';
import { DIMENSION_UNITS } from './units.ts';

// The spec's plot area rule (§5), for Plot and Agricultural Land.

export type Measure = { value: number | null | undefined; unit: string | null | undefined };

/**
 * The area to show for a plot: a given total area wins; otherwise width × length with two
 * decimals when both are numbers with the same unit (sqft, sqyd, sqm, sqin); otherwise 'N/A'.
 */
export function plotAreaText(width: Measure, length: Measure, total?: Measure): string {
  const given = total ? formatArea(total.value, total.unit) : null;
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
