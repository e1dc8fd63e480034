import type { AreaUnit } from '../../db/schema/values.ts';

// The one home of the area units (spec §5, §9) and their square-feet conversion, used by the
// listing form, the stored normalised area (filters, price per sqft) and the seed.

/** Spec §9: building area units. */
// prettier-ignore
export const BUILDING_AREA_UNITS = [
  'sqft', 'sqm', 'sqyd', 'sqin',
] as const satisfies readonly AreaUnit[];
export type BuildingAreaUnit = (typeof BUILDING_AREA_UNITS)[number];

/** Spec §9: plot units, for total area and price per unit of land. */
// prettier-ignore
export const PLOT_AREA_UNITS = [
  'sqyd', 'sqft', 'sqm', 'acres', 'hectares', 'guntha',
] as const satisfies readonly AreaUnit[];
export type PlotAreaUnit = (typeof PLOT_AREA_UNITS)[number];

/** Spec §5: width and length carry one of these (the spec writes '30 sqft'). */
// prettier-ignore
export const DIMENSION_UNITS = [
  'sqft', 'sqyd', 'sqm', 'sqin',
] as const satisfies readonly AreaUnit[];
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];

/** Square feet in one of each area unit. */
export const SQFT_PER_UNIT: Readonly<Record<AreaUnit, number>> = {
  sqft: 1,
  sqyd: 9,
  sqm: 10.7639,
  sqin: 1 / 144,
  acres: 43_560,
  hectares: 107_639,
  guntha: 1_089,
};

/** `value` in `unit` as square feet, or null for a unit that is not an area unit. */
export function toSquareFeet(value: number, unit: string): number | null {
  const factor = (SQFT_PER_UNIT as Record<string, number | undefined>)[unit];
  return factor === undefined ? null : value * factor;
}

/** Square feet rounded to two decimals, as stored in the normalised area columns. */
export function roundSquareFeet(value: number, unit: AreaUnit): number {
  return Math.round(value * SQFT_PER_UNIT[unit] * 100) / 100;
}
