import type { NewProperty } from '../../db/schema/properties.ts';

// What the listing commands take and give: the columns of a listing that its owner sets,
// independent of any form. The listing form parses into these (listing-form/to-property-values.ts).

/**
 * Every column the form writes. The caller adds `ownerId` (from the session) and decides
 * `status`; the database makes `id` and the timestamps. The other group's columns are null,
 * so an edit that turns a flat into a plot clears its BHK and parking.
 */
// prettier-ignore
export const LISTING_COLUMNS = [
  'title', 'description', 'titleTe', 'descriptionTe', 'propertyType', 'listingType', 'category',
  'price', 'maintenanceCharge',
  'pricePerUnit', 'pricePerUnitArea', 'bhk', 'bathrooms', 'furnishing', 'builtUpArea',
  'builtUpAreaUnit', 'carpetArea', 'carpetAreaUnit', 'coveredTwoWheelerParking',
  'coveredFourWheelerParking', 'openTwoWheelerParking', 'openFourWheelerParking', 'yearBuilt',
  'floor', 'totalFloors', 'entranceSteps', 'hasLift', 'doorWidthCm', 'entranceLevelBedroom',
  'entranceLevelBathroom', 'plotWidth', 'plotLength', 'plotDimensionUnit', 'totalArea', 'totalAreaUnit', 'roadWidth',
  'roadWidthUnit', 'areaSqft', 'facing', 'possessionStatus', 'reraNumber', 'approvalAuthority',
  'layoutPermitNumber', 'surveyNumber', 'amenities', 'cityId', 'areaId', 'state', 'address', 'landmark',
  'pincode', 'latitude', 'longitude', 'mapUrl',
] as const satisfies readonly (keyof NewProperty)[];

type ListingColumn = (typeof LISTING_COLUMNS)[number];

/** The columns only a built house (flat, villa, office…) has; null on land. */
// prettier-ignore
export const HOUSE_COLUMNS = [
  'bhk', 'bathrooms', 'furnishing', 'builtUpArea', 'builtUpAreaUnit', 'carpetArea',
  'carpetAreaUnit', 'coveredTwoWheelerParking', 'coveredFourWheelerParking',
  'openTwoWheelerParking', 'openFourWheelerParking', 'yearBuilt', 'floor', 'totalFloors',
  'entranceSteps', 'hasLift', 'doorWidthCm', 'entranceLevelBedroom', 'entranceLevelBathroom',
] as const satisfies readonly ListingColumn[];

/** The columns only land (plot, farm land…) has; null on a built house. */
// prettier-ignore
export const PLOT_COLUMNS = [
  'plotWidth', 'plotLength', 'plotDimensionUnit', 'totalArea', 'totalAreaUnit', 'roadWidth',
  'roadWidthUnit',
] as const satisfies readonly ListingColumn[];

/** `columns` set to null, to clear the other group's columns. */
export function nullColumns<C extends string>(columns: readonly C[]): { [K in C]: null } {
  return Object.fromEntries(columns.map((column) => [column, null])) as { [K in C]: null };
}
/** A listing's owner-set columns, ready to save: the input of createListing and updateListing. */
export type ListingValues = { [K in ListingColumn]-?: Exclude<NewProperty[K], undefined> };

/** The same columns as read back from a row, for the edit form to start from. */
export type ListingRow = { [K in ListingColumn]: NewProperty[K] | null };
