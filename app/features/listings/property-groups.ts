import {
  LISTING_TYPES,
  PROPERTY_TYPES,
  type PossessionStatus,
  type PropertyType,
} from '../../db/schema/values.ts';

// The one home of the property groups (spec §2, §4): which property types are built homes and
// which are land, what a rent search offers, and which field group a type shows. The listing
// form, the cards, search, the details page and JSON-LD all read it from here.

// prettier-ignore
export const BUILT_TYPES = [
  'apartment', 'flat', 'independent-house', 'villa',
] as const satisfies readonly PropertyType[];
export type BuiltType = (typeof BUILT_TYPES)[number];

export const LAND_TYPES = ['plot', 'agricultural-land'] as const satisfies readonly PropertyType[];
export type LandType = (typeof LAND_TYPES)[number];

export const HOUSE_POSSESSION = [
  'ready-to-move',
  'under-construction',
] as const satisfies readonly PossessionStatus[];
export type HousePossession = (typeof HOUSE_POSSESSION)[number];

export const PLOT_POSSESSION = [
  'immediate',
  'in-future',
] as const satisfies readonly PossessionStatus[];
export type PlotPossession = (typeof PLOT_POSSESSION)[number];

/** The listing form's two field groups: rooms and building areas, or plot measurements. */
export type FieldGroup = 'house' | 'plot';

export const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

export function isBuiltType(propertyType: unknown): propertyType is BuiltType {
  return includes(BUILT_TYPES, propertyType);
}

export function isLandType(propertyType: unknown): propertyType is LandType {
  return includes(LAND_TYPES, propertyType);
}

/** Spec §4: rent offers only the four built types; sell (and no choice yet) offers all six. */
export function typesFor(listingType: unknown): readonly PropertyType[] {
  return listingType === 'rent' ? BUILT_TYPES : PROPERTY_TYPES;
}

/** Which field group a choice reveals: null until both are chosen, and for rent with land. */
export function fieldGroupFor(listingType: unknown, propertyType: unknown): FieldGroup | null {
  if (!includes(LISTING_TYPES, listingType)) return null;
  if (isBuiltType(propertyType)) return 'house';
  if (isLandType(propertyType) && listingType === 'sell') return 'plot';
  return null;
}
