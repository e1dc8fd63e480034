import {
  AMENITIES,
  APPROVAL_AUTHORITIES,
  BATHROOM_OPTIONS,
  BHK_OPTIONS,
  CATEGORIES,
  FACING_OPTIONS,
  FURNISHING_OPTIONS,
  LENGTH_UNITS,
  LISTING_TYPES,
  PROPERTY_TYPES,
  type AreaUnit,
  type PropertyType,
} from '../../db/schema/values.ts';
import {
  HOUSE_POSSESSION,
  PLOT_POSSESSION,
  typesFor,
  type FieldGroup,
} from '../listings/property-groups.ts';
import { BUILDING_AREA_UNITS, DIMENSION_UNITS, PLOT_AREA_UNITS } from '../listings/units.ts';
import { PRICE_UNITS } from '../listings/price.ts';
import {
  type ListingFormMessageKey,
  MAINTENANCE_UNITS,
  PARKING_OPTIONS,
  YES_NO_OPTIONS,
} from './listing-fields.ts';

// The choices of the listing form's selects and radios, each with its catalogue label. The
// form's schema accepts exactly these (listing-field-schemas.ts).

export type Choice<V extends string = string> = { value: V; label: ListingFormMessageKey };

/** What a listing offers (checkboxes), named as the details page and the comparison name them. */
export const AMENITY_CHOICES = AMENITIES.map((value) => ({
  value,
  label: `amenity.${value}` as const,
}));

function choices<const V extends string>(
  values: readonly V[],
  prefix: string,
): readonly Choice<V>[] {
  return values.map((value) => ({ value, label: `${prefix}.${value}` as ListingFormMessageKey }));
}

export const CATEGORY_CHOICES = choices(CATEGORIES, 'listingForm.category');
export const LISTING_TYPE_CHOICES = choices(LISTING_TYPES, 'listingForm.listingType');
export const PROPERTY_TYPE_CHOICES = choices(PROPERTY_TYPES, 'listingForm.propertyType');
export const BHK_CHOICES = choices(BHK_OPTIONS, 'listingForm.bhk');
export const BATHROOM_CHOICES = choices(BATHROOM_OPTIONS, 'listingForm.bathrooms');
export const FURNISHING_CHOICES = choices(FURNISHING_OPTIONS, 'listingForm.furnishing');
export const FACING_CHOICES = choices(FACING_OPTIONS, 'listingForm.facing');
export const PARKING_CHOICES = choices(PARKING_OPTIONS, 'listingForm.parking');
export const YES_NO_CHOICES = choices(YES_NO_OPTIONS, 'listingForm.yesNo');
export const POSSESSION_CHOICES = {
  house: choices(HOUSE_POSSESSION, 'listingForm.possession'),
  plot: choices(PLOT_POSSESSION, 'listingForm.possession'),
} as const;
/** Every possession status, built types' first (before a type is chosen). */
export const ANY_POSSESSION_CHOICES = [...POSSESSION_CHOICES.house, ...POSSESSION_CHOICES.plot];
export const PRICE_UNIT_CHOICES = choices(PRICE_UNITS, 'listingForm.priceUnit');
export const MAINTENANCE_UNIT_CHOICES = choices(MAINTENANCE_UNITS, 'listingForm.maintenanceUnit');
export const BUILDING_AREA_UNIT_CHOICES = choices(BUILDING_AREA_UNITS, 'listingForm.areaUnit');
export const PLOT_AREA_UNIT_CHOICES = choices(PLOT_AREA_UNITS, 'listingForm.areaUnit');
export const DIMENSION_UNIT_CHOICES = choices(DIMENSION_UNITS, 'listingForm.areaUnit');
export const ROAD_WIDTH_UNIT_CHOICES = choices(LENGTH_UNITS, 'listingForm.lengthUnit');
export const APPROVAL_AUTHORITY_CHOICES = choices(APPROVAL_AUTHORITIES, 'listingForm.approval');

/** The property types offered for a listing type, with the form's labels ('Open Plot'). */
export function propertyTypeChoicesFor(listingType: unknown): readonly Choice<PropertyType>[] {
  const offered = typesFor(listingType);
  return PROPERTY_TYPE_CHOICES.filter((choice) => offered.includes(choice.value));
}

/** Units for the price-per-unit select of a group. */
export function pricePerUnitChoicesFor(group: FieldGroup): readonly Choice<AreaUnit>[] {
  return group === 'house' ? BUILDING_AREA_UNIT_CHOICES : PLOT_AREA_UNIT_CHOICES;
}
