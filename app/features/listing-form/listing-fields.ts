import type { listingForm } from '../../i18n/en/listing-form.ts';
import {
  BUILT_TYPES,
  HOUSE_POSSESSION,
  LAND_TYPES,
  PLOT_POSSESSION,
} from '../listings/property-groups.ts';
import { BUILDING_AREA_UNITS, PLOT_AREA_UNITS } from '../listings/units.ts';

// The listing form's fields (spec §4, §5): their names in form order, the two field groups,
// the limits, labels and starting values. Safe on client and server.

export type ListingFormMessageKey = keyof typeof listingForm;

// ——— Limits ———

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const ADDRESS_MAX = 300;
export const LANDMARK_MAX = 150;
export const STATE_MAX = 60;
export const REFERENCE_MAX = 60;
export const MAP_URL_MAX = 2000;
export const IMAGE_REQUIRED_MESSAGE =
  'listingForm.error.imageRequired' satisfies ListingFormMessageKey;
/** Largest area, width or road width in any unit: anything bigger is a typo. */
export const MAX_MEASURE = 100_000_000;
export const YEAR_BUILT_MIN = 1800;
export const YEAR_BUILT_MAX = 2100;
/** The state the form starts with: the whole region is in Andhra Pradesh. */
const DEFAULT_STATE = 'Andhra Pradesh';

// Rough bounding box of India: a point outside it is a swapped or mistyped coordinate.
export const LATITUDE_RANGE = [6, 38] as const;
export const LONGITUDE_RANGE = [68, 98] as const;

// ——— Groups: which property types show which fields (vocabulary in listings/) ———

/** A parking count as chosen; 'not-available' is stored as 0, a blank choice as null. */
export const PARKING_OPTIONS = ['not-available', '1', '2', '3'] as const;
export type ParkingChoice = (typeof PARKING_OPTIONS)[number];

/** A fact the lister says yes or no to (a lift); blank: not said. */
export const YES_NO_OPTIONS = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO_OPTIONS)[number];

/**
 * Maintenance is a monthly charge, usually a few thousand rupees: plain rupees (the default),
 * K or L. Crores make no sense for it. Stored as whole rupees per month.
 */
export const MAINTENANCE_UNITS = ['rupees', 'K', 'L'] as const;
export type MaintenanceUnit = (typeof MAINTENANCE_UNITS)[number];

/**
 * A field's posted text: its value, or for a group of checkboxes posted under one name
 * (`amenities`) every ticked value joined by commas, so each field is one string throughout.
 */
export function postedFieldText(form: FormData, field: ListingFormField): string {
  if (field === 'amenities') {
    return form
      .getAll(field)
      .filter((value): value is string => typeof value === 'string')
      .join(',');
  }
  const value = form.get(field);
  return typeof value === 'string' ? value : '';
}

/** Every field the form posts, in the order the form shows them. Nothing else is read. */
// prettier-ignore
export const LISTING_FORM_FIELDS = [
  // 1 Description
  'category', 'listingType', 'propertyType', 'title', 'description', 'titleTe', 'descriptionTe',
  'priceAmount', 'priceUnit',
  'maintenanceAmount', 'maintenanceUnit', 'pricePerUnitAmount', 'pricePerUnitArea',
  'possessionStatus', 'facing', 'bhk', 'bathrooms', 'furnishing', 'coveredTwoWheelerParking',
  'coveredFourWheelerParking', 'openTwoWheelerParking', 'openFourWheelerParking', 'builtUpArea',
  'builtUpAreaUnit', 'carpetArea', 'carpetAreaUnit', 'yearBuilt', 'floor', 'totalFloors',
  'entranceSteps', 'lift', 'doorWidth', 'bedroomOnEntranceLevel', 'bathroomOnEntranceLevel',
  'plotWidth', 'plotLength',
  'plotDimensionUnit', 'totalArea', 'totalAreaUnit', 'roadWidth', 'roadWidthUnit', 'reraNumber',
  'approvalAuthority', 'layoutPermitNumber', 'surveyNumber', 'amenities',
  // 3 Location
  'address', 'landmark', 'cityId', 'areaId', 'location', 'pincode', 'latitude', 'longitude',
  'mapUrl',
] as const;
export type ListingFormField = (typeof LISTING_FORM_FIELDS)[number];
/** A field an error can be shown by: the form's fields plus the photos (2 Media). */
export type ListingErrorField = ListingFormField | 'images';

// prettier-ignore
const HOUSE_FIELDS = [
  'bhk', 'bathrooms', 'furnishing', 'coveredTwoWheelerParking', 'coveredFourWheelerParking',
  'openTwoWheelerParking', 'openFourWheelerParking', 'builtUpArea', 'builtUpAreaUnit', 'carpetArea',
  'carpetAreaUnit', 'yearBuilt', 'floor', 'totalFloors', 'entranceSteps', 'lift', 'doorWidth',
  'bedroomOnEntranceLevel', 'bathroomOnEntranceLevel',
] as const satisfies readonly ListingFormField[];

// prettier-ignore
const PLOT_FIELDS = [
  'plotWidth', 'plotLength', 'plotDimensionUnit', 'totalArea', 'totalAreaUnit', 'roadWidth',
  'roadWidthUnit', 'approvalAuthority', 'layoutPermitNumber', 'surveyNumber',
] as const satisfies readonly ListingFormField[];

/**
 * The two field groups of spec §4. A group's fields are shown, checked and saved only for its
 * property types; the other group's fields are ignored even when posted.
 */
export const LISTING_GROUPS = {
  house: {
    types: BUILT_TYPES,
    possession: HOUSE_POSSESSION,
    areaUnits: BUILDING_AREA_UNITS,
    fields: HOUSE_FIELDS,
  },
  plot: {
    types: LAND_TYPES,
    possession: PLOT_POSSESSION,
    areaUnits: PLOT_AREA_UNITS,
    fields: PLOT_FIELDS,
  },
} as const;

/** Each field's label, for the error list ('Price: Enter a number') and aria labels. */
export const FIELD_LABELS: Readonly<Record<ListingErrorField, ListingFormMessageKey>> = {
  category: 'listingForm.field.category',
  listingType: 'listingForm.field.listingType',
  propertyType: 'listingForm.field.propertyType',
  title: 'listingForm.field.title',
  description: 'listingForm.field.description',
  titleTe: 'listingForm.field.titleTe',
  descriptionTe: 'listingForm.field.descriptionTe',
  priceAmount: 'listingForm.field.price',
  priceUnit: 'listingForm.field.priceUnit',
  maintenanceAmount: 'listingForm.field.maintenance',
  maintenanceUnit: 'listingForm.field.maintenanceUnit',
  pricePerUnitAmount: 'listingForm.field.pricePerUnit',
  pricePerUnitArea: 'listingForm.field.pricePerUnitArea',
  possessionStatus: 'listingForm.field.possessionStatus',
  facing: 'listingForm.field.facing',
  bhk: 'listingForm.field.bhk',
  bathrooms: 'listingForm.field.bathrooms',
  furnishing: 'listingForm.field.furnishing',
  coveredTwoWheelerParking: 'listingForm.field.coveredTwoWheelerParking',
  coveredFourWheelerParking: 'listingForm.field.coveredFourWheelerParking',
  openTwoWheelerParking: 'listingForm.field.openTwoWheelerParking',
  openFourWheelerParking: 'listingForm.field.openFourWheelerParking',
  builtUpArea: 'listingForm.field.builtUpArea',
  builtUpAreaUnit: 'listingForm.field.builtUpAreaUnit',
  carpetArea: 'listingForm.field.carpetArea',
  carpetAreaUnit: 'listingForm.field.carpetAreaUnit',
  yearBuilt: 'listingForm.field.yearBuilt',
  floor: 'listingForm.field.floor',
  totalFloors: 'listingForm.field.totalFloors',
  entranceSteps: 'listingForm.field.entranceSteps',
  lift: 'listingForm.field.lift',
  doorWidth: 'listingForm.field.doorWidth',
  bedroomOnEntranceLevel: 'listingForm.field.bedroomOnEntranceLevel',
  bathroomOnEntranceLevel: 'listingForm.field.bathroomOnEntranceLevel',
  plotWidth: 'listingForm.field.plotWidth',
  plotLength: 'listingForm.field.plotLength',
  plotDimensionUnit: 'listingForm.field.plotDimensionUnit',
  totalArea: 'listingForm.field.totalArea',
  totalAreaUnit: 'listingForm.field.totalAreaUnit',
  roadWidth: 'listingForm.field.roadWidth',
  roadWidthUnit: 'listingForm.field.roadWidthUnit',
  reraNumber: 'listingForm.field.reraNumber',
  approvalAuthority: 'listingForm.field.approvalAuthority',
  layoutPermitNumber: 'listingForm.field.layoutPermitNumber',
  surveyNumber: 'listingForm.field.surveyNumber',
  amenities: 'listingForm.field.amenities',
  images: 'listingForm.field.images',
  address: 'listingForm.field.address',
  landmark: 'listingForm.field.landmark',
  cityId: 'listingForm.field.city',
  areaId: 'listingForm.field.area',
  location: 'listingForm.field.location',
  pincode: 'listingForm.field.pincode',
  latitude: 'listingForm.field.latitude',
  longitude: 'listingForm.field.longitude',
  mapUrl: 'listingForm.field.mapUrl',
};

/**
 * What a new listing's form starts with: empty, except the state and the units, so that
 * 'Choose a unit' only shows when someone clears one. Category, Sell or Rent and the type
 * start empty so the spec's 'is required' messages can show.
 */
export const LISTING_FORM_DEFAULTS: Readonly<Record<ListingFormField, string>> = Object.freeze({
  ...(Object.fromEntries(LISTING_FORM_FIELDS.map((field) => [field, ''])) as Record<
    ListingFormField,
    string
  >),
  location: DEFAULT_STATE,
  priceUnit: 'L',
  maintenanceUnit: 'rupees',
  pricePerUnitArea: 'sqft',
  builtUpAreaUnit: 'sqft',
  carpetAreaUnit: 'sqft',
  plotDimensionUnit: 'sqft',
  totalAreaUnit: 'sqyd',
  roadWidthUnit: 'ft',
});
