import { z } from 'zod';
import {
  APPROVAL_AUTHORITIES,
  BATHROOM_OPTIONS,
  BHK_OPTIONS,
  CATEGORIES,
  FACING_OPTIONS,
  FURNISHING_OPTIONS,
  LENGTH_UNITS,
  LISTING_TYPES,
  POSSESSION_STATUSES,
  PROPERTY_TYPES,
  type ApprovalAuthority,
  type AreaUnit,
  type Bathrooms,
  type Bhk,
  type Category,
  type Facing,
  type Furnishing,
  type LengthUnit,
  type ListingType,
  type PossessionStatus,
  type PropertyType,
} from '../../db/schema/values.ts';
import type { listingForm } from '../../i18n/en/listing-form.ts';
import { DIMENSION_UNITS, toSquareFeet } from '../listings/area.ts';
import { MAX_PRICE_RUPEES, PRICE_UNITS, toRupees, type PriceUnit } from '../listings/price.ts';
import { allowedMapEmbedUrl } from '../listing-details/map-source.ts';
import { parseDecimal } from './numeric-input.ts';

// The one schema of the add and edit listing form (spec §4, §5), shared by the browser check
// and the listing actions. The form posts flat text fields; this turns them into a typed
// listing or into every error at once, each a catalogue key (app/i18n/en/listing-form.ts).
// Server-only rules (the area belongs to the city, the user may edit this listing, images
// are real images) stay in the action. Safe on client and server.

export type ListingFormMessageKey = keyof typeof listingForm;

// ——— Limits ———

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const ADDRESS_MAX = 300;
export const LANDMARK_MAX = 150;
export const STATE_MAX = 60;
export const REFERENCE_MAX = 60;
export const MAP_URL_MAX = 2000;
export const MIN_IMAGES = 1;
export const MAX_IMAGES = 20;
export const IMAGE_REQUIRED_MESSAGE =
  'listingForm.error.imageRequired' satisfies ListingFormMessageKey;
/** Largest area, width or road width in any unit: anything bigger is a typo. */
export const MAX_MEASURE = 100_000_000;
export const YEAR_BUILT_MIN = 1800;
export const YEAR_BUILT_MAX = 2100;
/** The state the form starts with: the whole region is in Andhra Pradesh. */
export const DEFAULT_STATE = 'Andhra Pradesh';

// Rough bounding box of India: a point outside it is a swapped or mistyped coordinate.
const LATITUDE_RANGE = [6, 38] as const;
const LONGITUDE_RANGE = [68, 98] as const;

// ——— Groups: which property types show which fields ———

export const BUILT_TYPES = [
  'apartment',
  'flat',
  'independent-house',
  'villa',
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

/** Spec §9: building area units. */
export const BUILDING_AREA_UNITS = [
  'sqft',
  'sqm',
  'sqyd',
  'sqin',
] as const satisfies readonly AreaUnit[];
export type BuildingAreaUnit = (typeof BUILDING_AREA_UNITS)[number];
/** Spec §9: plot units, for total area and price per unit of land. */
export const PLOT_AREA_UNITS = [
  'sqyd',
  'sqft',
  'sqm',
  'acres',
  'hectares',
  'guntha',
] as const satisfies readonly AreaUnit[];
export type PlotAreaUnit = (typeof PLOT_AREA_UNITS)[number];
/** Spec §5: width and length carry one of these (the spec writes '30 sqft'). */
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];

/** A parking count as chosen; 'not-available' is stored as null. */
export const PARKING_OPTIONS = ['not-available', '1', '2', '3'] as const;
export type ParkingChoice = (typeof PARKING_OPTIONS)[number];

/**
 * Maintenance is a monthly charge, usually a few thousand rupees: plain rupees (the default),
 * K or L. Crores make no sense for it. Stored as whole rupees per month.
 */
export const MAINTENANCE_UNITS = ['rupees', 'K', 'L'] as const;
export type MaintenanceUnit = (typeof MAINTENANCE_UNITS)[number];

export type FieldGroup = 'house' | 'plot';

/** Every field the form posts, in the order the form shows them. Nothing else is read. */
export const LISTING_FORM_FIELDS = [
  // 1 Description
  'category',
  'listingType',
  'propertyType',
  'title',
  'description',
  'priceAmount',
  'priceUnit',
  'maintenanceAmount',
  'maintenanceUnit',
  'pricePerUnitAmount',
  'pricePerUnitArea',
  'possessionStatus',
  'facing',
  'bhk',
  'bathrooms',
  'furnishing',
  'coveredTwoWheelerParking',
  'coveredFourWheelerParking',
  'openTwoWheelerParking',
  'openFourWheelerParking',
  'builtUpArea',
  'builtUpAreaUnit',
  'carpetArea',
  'carpetAreaUnit',
  'yearBuilt',
  'plotWidth',
  'plotLength',
  'plotDimensionUnit',
  'totalArea',
  'totalAreaUnit',
  'roadWidth',
  'roadWidthUnit',
  'reraNumber',
  'approvalAuthority',
  'layoutPermitNumber',
  'surveyNumber',
  // 3 Location
  'address',
  'landmark',
  'cityId',
  'areaId',
  'location',
  'pincode',
  'latitude',
  'longitude',
  'mapUrl',
] as const;
export type ListingFormField = (typeof LISTING_FORM_FIELDS)[number];
/** A field an error can be shown by: the form's fields plus the photos (2 Media). */
export type ListingErrorField = ListingFormField | 'images';

const HOUSE_FIELDS = [
  'bhk',
  'bathrooms',
  'furnishing',
  'coveredTwoWheelerParking',
  'coveredFourWheelerParking',
  'openTwoWheelerParking',
  'openFourWheelerParking',
  'builtUpArea',
  'builtUpAreaUnit',
  'carpetArea',
  'carpetAreaUnit',
  'yearBuilt',
] as const satisfies readonly ListingFormField[];

const PLOT_FIELDS = [
  'plotWidth',
  'plotLength',
  'plotDimensionUnit',
  'totalArea',
  'totalAreaUnit',
  'roadWidth',
  'roadWidthUnit',
  'approvalAuthority',
  'layoutPermitNumber',
  'surveyNumber',
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

const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
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

/** Each field's label, for the error list ('Price: Enter a number') and aria labels. */
export const FIELD_LABELS: Readonly<Record<ListingErrorField, ListingFormMessageKey>> = {
  category: 'listingForm.field.category',
  listingType: 'listingForm.field.listingType',
  propertyType: 'listingForm.field.propertyType',
  title: 'listingForm.field.title',
  description: 'listingForm.field.description',
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

// ——— Choices with their labels, for the form's selects and radios ———

export type Choice<V extends string = string> = { value: V; label: ListingFormMessageKey };

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
export const POSSESSION_CHOICES = {
  house: choices(HOUSE_POSSESSION, 'listingForm.possession'),
  plot: choices(PLOT_POSSESSION, 'listingForm.possession'),
} as const;
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

// ——— The parsed listing ———

export type Money<U extends string> = { amount: number; unit: U };
export type Measure<U extends string> = { value: number; unit: U };
export type UnitPrice<U extends string> = { amount: number; area: U };

type ListingCommon = {
  category: Category;
  listingType: ListingType;
  title: string;
  description: string;
  price: Money<PriceUnit>;
  maintenance: Money<MaintenanceUnit>;
  facing: Facing;
  reraNumber: string | null;
  address: string;
  landmark: string | null;
  cityId: number;
  areaId: number;
  /** The state (the spec's `location`). */
  location: string;
  pincode: string;
  latitude: number | null;
  longitude: number | null;
  /** An allowed map embed URL, upgraded to https. */
  mapUrl: string | null;
};

export type HouseListing = ListingCommon & {
  group: 'house';
  propertyType: BuiltType;
  possessionStatus: HousePossession;
  pricePerUnit: UnitPrice<BuildingAreaUnit> | null;
  bhk: Bhk | null;
  bathrooms: Bathrooms | null;
  furnishing: Furnishing | null;
  coveredTwoWheelerParking: ParkingChoice | null;
  coveredFourWheelerParking: ParkingChoice | null;
  openTwoWheelerParking: ParkingChoice | null;
  openFourWheelerParking: ParkingChoice | null;
  builtUpArea: Measure<BuildingAreaUnit> | null;
  carpetArea: Measure<BuildingAreaUnit> | null;
  yearBuilt: number | null;
};

export type PlotListing = ListingCommon & {
  group: 'plot';
  listingType: 'sell';
  propertyType: LandType;
  possessionStatus: PlotPossession;
  pricePerUnit: UnitPrice<PlotAreaUnit> | null;
  plotWidth: number | null;
  plotLength: number | null;
  /** Null when neither width nor length is given. */
  plotDimensionUnit: DimensionUnit | null;
  totalArea: Measure<PlotAreaUnit> | null;
  roadWidth: Measure<LengthUnit> | null;
  approvalAuthority: ApprovalAuthority | null;
  layoutPermitNumber: string | null;
  surveyNumber: string | null;
};

export type ListingFormValue = HouseListing | PlotListing;

// ——— Field schemas (input: trimmed text; '' is an empty field) ———

type Key = ListingFormMessageKey;

const requiredText = (max: number, required: Key, tooLong: Key) =>
  z.string().min(1, required).max(max, tooLong);

/** '' is null; anything else must pass `schema`. */
const optional = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .transform((text) => (text === '' ? null : text))
    .pipe(schema.nullable());

const choice = <const V extends string>(
  values: readonly V[],
  required: Key,
  invalid: Key = required,
) =>
  z
    .string()
    .min(1, required)
    .pipe(z.enum(values as readonly [V, ...V[]], { error: invalid }));

const optionalChoice = <const V extends string>(
  values: readonly V[],
  invalid: Key = 'listingForm.error.chooseOption',
) => optional(z.enum(values as readonly [V, ...V[]], { error: invalid }));

/** A select of ids (city, sub-location): a positive whole number. */
const id = (required: Key) =>
  z
    .string()
    .regex(/^\d{1,9}$/, required)
    .transform(Number)
    .pipe(z.number().int().min(1, required));

const REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 /.\-]*$/;
const reference = optional(
  z
    .string()
    .max(REFERENCE_MAX, 'listingForm.error.referenceFormat')
    .regex(REFERENCE_PATTERN, 'listingForm.error.referenceFormat'),
);

/** AP RERA: 'P' (project) or 'A' (agent) and 11 digits, e.g. P06060125678. */
export const RERA_PATTERN = /^[PA]\d{11}$/;

const CommonSchema = z.object({
  category: choice(CATEGORIES, 'listingForm.error.categoryRequired'),
  listingType: choice(LISTING_TYPES, 'listingForm.error.listingTypeRequired'),
  propertyType: choice(PROPERTY_TYPES, 'listingForm.error.propertyTypeRequired'),
  title: requiredText(
    TITLE_MAX,
    'listingForm.error.titleRequired',
    'listingForm.error.titleTooLong',
  ),
  description: requiredText(
    DESCRIPTION_MAX,
    'listingForm.error.descriptionRequired',
    'listingForm.error.descriptionTooLong',
  ),
  possessionStatus: choice(POSSESSION_STATUSES, 'listingForm.error.possessionRequired'),
  facing: choice(FACING_OPTIONS, 'listingForm.error.facingRequired'),
  reraNumber: z
    .string()
    .transform((text) => text.replace(/[\s-]+/g, '').toUpperCase())
    .pipe(optional(z.string().regex(RERA_PATTERN, 'listingForm.error.reraFormat'))),
  address: requiredText(
    ADDRESS_MAX,
    'listingForm.error.addressRequired',
    'listingForm.error.addressTooLong',
  ),
  landmark: optional(z.string().max(LANDMARK_MAX, 'listingForm.error.landmarkTooLong')),
  cityId: id('listingForm.error.cityRequired'),
  areaId: id('listingForm.error.subLocationRequired'),
  location: requiredText(
    STATE_MAX,
    'listingForm.error.locationRequired',
    'listingForm.error.locationTooLong',
  ),
  pincode: z
    .string()
    .transform((text) => text.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'listingForm.error.pincodeRequired')
        .regex(/^\d{6}$/, 'listingForm.error.pincodeFormat')
        .regex(/^[1-9]/, 'listingForm.error.pincodeLeadingZero'),
    ),
  mapUrl: optional(
    z
      .string()
      .max(MAP_URL_MAX, 'listingForm.error.mapUrl')
      .transform((text, ctx) => {
        const url = allowedMapEmbedUrl(text);
        if (url) return url;
        ctx.addIssue({ code: 'custom', message: 'listingForm.error.mapUrl' });
        return z.NEVER;
      }),
  ),
});

const parking = optionalChoice(PARKING_OPTIONS);

const HouseSchema = z.object({
  bhk: optionalChoice(BHK_OPTIONS),
  bathrooms: optionalChoice(BATHROOM_OPTIONS),
  furnishing: optionalChoice(FURNISHING_OPTIONS),
  coveredTwoWheelerParking: parking,
  coveredFourWheelerParking: parking,
  openTwoWheelerParking: parking,
  openFourWheelerParking: parking,
  yearBuilt: optional(
    z
      .string()
      .regex(/^\d{4}$/, 'listingForm.error.yearBuilt')
      .transform(Number)
      .pipe(
        z
          .number()
          .min(YEAR_BUILT_MIN, 'listingForm.error.yearBuilt')
          .max(YEAR_BUILT_MAX, 'listingForm.error.yearBuilt'),
      ),
  ),
});

const PlotSchema = z.object({
  approvalAuthority: optionalChoice(APPROVAL_AUTHORITIES),
  layoutPermitNumber: reference,
  surveyNumber: reference,
});

// ——— The form schema ———

/** Form values arrive as text; anything else (a file, a crafted array) counts as empty. */
function toText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Every form field as trimmed text ('' when missing), and nothing else of the input. */
function toRaw(input: unknown): Record<ListingFormField, string> {
  const source =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const raw = {} as Record<ListingFormField, string>;
  for (const field of LISTING_FORM_FIELDS)
    raw[field] = toText(Object.hasOwn(source, field) ? source[field] : undefined);
  return raw;
}

const RawSchema = z.preprocess(
  toRaw,
  z.object(
    Object.fromEntries(LISTING_FORM_FIELDS.map((field) => [field, z.string()])) as Record<
      ListingFormField,
      z.ZodString
    >,
  ),
);
type Raw = z.output<typeof RawSchema>;

type Report = (field: ListingFormField, message: Key) => void;

/** Issues of a sub-schema, re-reported on the form's fields (first one per field). */
function forward(error: z.ZodError, report: Report) {
  for (const issue of error.issues) report(issue.path[0] as ListingFormField, issue.message as Key);
}

/** A number as the server reads it (numeric-input.ts), or an 'Enter a number' error. */
function readNumber(raw: Raw, field: ListingFormField, report: Report): number | null {
  const value = parseDecimal(raw[field]);
  if (value === null) report(field, 'listingForm.error.enterNumber');
  return value;
}

/**
 * An optional positive measure: '' is null; a value needs a unit from `units`. A unit left at
 * its default with no value is not an error.
 */
function readMeasure<U extends string>(
  raw: Raw,
  valueField: ListingFormField,
  unitField: ListingFormField,
  units: readonly U[],
  report: Report,
  limit: { max: number; tooLarge: Key } = {
    max: MAX_MEASURE,
    tooLarge: 'listingForm.error.numberTooLarge',
  },
): Measure<U> | null {
  if (raw[valueField] === '') return null;
  let value = readNumber(raw, valueField, report);
  if (value !== null && value <= 0) {
    report(valueField, 'listingForm.error.moreThanZero');
    value = null;
  } else if (value !== null && value > limit.max) {
    report(valueField, limit.tooLarge);
    value = null;
  }
  const unit = raw[unitField];
  if (!includes(units, unit)) {
    report(unitField, 'listingForm.error.chooseUnit');
    return null;
  }
  return value === null ? null : { value, unit };
}

const rupeesOf = (amount: number, unit: PriceUnit | MaintenanceUnit) =>
  toRupees(amount, unit === 'rupees' ? null : unit);

/** A required amount of money and its unit, at most MAX_PRICE_RUPEES. */
function readMoney<U extends PriceUnit | MaintenanceUnit>(
  raw: Raw,
  amountField: ListingFormField,
  unitField: ListingFormField,
  units: readonly U[],
  messages: { required: Key; zero: Key | null; tooHigh: Key },
  report: Report,
): Money<U> | null {
  if (raw[amountField] === '') {
    report(amountField, messages.required);
    return null;
  }
  const amount = readNumber(raw, amountField, report);
  const unit = raw[unitField];
  if (!includes(units, unit)) {
    report(unitField, 'listingForm.error.chooseUnit');
    return null;
  }
  if (amount === null) return null;
  if (messages.zero && amount === 0) {
    report(amountField, messages.zero);
    return null;
  }
  if (rupeesOf(amount, unit) > MAX_PRICE_RUPEES) {
    report(amountField, messages.tooHigh);
    return null;
  }
  return { amount, unit };
}

/** Optional price per unit area, in whole rupees. */
function readUnitPrice<U extends AreaUnit>(
  raw: Raw,
  units: readonly U[],
  report: Report,
): UnitPrice<U> | null {
  const measure = readMeasure(raw, 'pricePerUnitAmount', 'pricePerUnitArea', units, report, {
    max: MAX_PRICE_RUPEES,
    tooLarge: 'listingForm.error.amountTooHigh',
  });
  return measure && { amount: measure.value, area: measure.unit };
}

function readCoordinates(
  raw: Raw,
  report: Report,
): { latitude: number | null; longitude: number | null } {
  const read = (
    field: 'latitude' | 'longitude',
    [min, max]: readonly [number, number],
    outside: Key,
  ) => {
    if (raw[field] === '') return null;
    const value = readNumber(raw, field, report);
    if (value === null) return null;
    if (value < min || value > max) {
      report(field, outside);
      return null;
    }
    return value;
  };
  const latitude = read('latitude', LATITUDE_RANGE, 'listingForm.error.latitudeRange');
  const longitude = read('longitude', LONGITUDE_RANGE, 'listingForm.error.longitudeRange');
  if (raw.latitude === '' && raw.longitude !== '')
    report('latitude', 'listingForm.error.coordinatesPair');
  if (raw.longitude === '' && raw.latitude !== '')
    report('longitude', 'listingForm.error.coordinatesPair');
  return { latitude, longitude };
}

function readHouse(raw: Raw, report: Report) {
  const singles = HouseSchema.safeParse(raw);
  if (!singles.success) forward(singles.error, report);
  const builtUpArea = readMeasure(
    raw,
    'builtUpArea',
    'builtUpAreaUnit',
    BUILDING_AREA_UNITS,
    report,
  );
  const carpetArea = readMeasure(raw, 'carpetArea', 'carpetAreaUnit', BUILDING_AREA_UNITS, report);
  if (builtUpArea && carpetArea) {
    const builtUp = toSquareFeet(builtUpArea.value, builtUpArea.unit) ?? 0;
    const carpet = toSquareFeet(carpetArea.value, carpetArea.unit) ?? 0;
    // A hair of tolerance: 1000 sqft and 92.903 sqm are the same floor.
    if (carpet > builtUp * 1.0001) report('carpetArea', 'listingForm.error.carpetOverBuiltUp');
  }
  const pricePerUnit = readUnitPrice(raw, BUILDING_AREA_UNITS, report);
  return singles.success ? { ...singles.data, builtUpArea, carpetArea, pricePerUnit } : null;
}

function readPlot(raw: Raw, report: Report) {
  const singles = PlotSchema.safeParse(raw);
  if (!singles.success) forward(singles.error, report);
  // Width and length share one unit; `report` keeps one message per field, so a missing unit
  // shows once.
  const width = readMeasure(raw, 'plotWidth', 'plotDimensionUnit', DIMENSION_UNITS, report);
  const length = readMeasure(raw, 'plotLength', 'plotDimensionUnit', DIMENSION_UNITS, report);
  const totalArea = readMeasure(raw, 'totalArea', 'totalAreaUnit', PLOT_AREA_UNITS, report);
  const roadWidth = readMeasure(raw, 'roadWidth', 'roadWidthUnit', LENGTH_UNITS, report);
  const pricePerUnit = readUnitPrice(raw, PLOT_AREA_UNITS, report);
  if (!singles.success) return null;
  return {
    ...singles.data,
    plotWidth: width?.value ?? null,
    plotLength: length?.value ?? null,
    plotDimensionUnit: width?.unit ?? length?.unit ?? null,
    totalArea,
    roadWidth,
    pricePerUnit,
  };
}

/**
 * The listing form: flat text fields in, a typed listing out, or every problem at once as
 * issues whose path is the field and whose message is a catalogue key. Fields that are not
 * the form's (ownerId, status, id…) are never read.
 */
export const ListingFormSchema = RawSchema.transform((raw, ctx): ListingFormValue => {
  let failed = false;
  const reported = new Set<string>();
  const report: Report = (field, message) => {
    failed = true;
    if (reported.has(field)) return; // One message per field: the first is the one to fix.
    reported.add(field);
    ctx.addIssue({ code: 'custom', path: [field], message, input: raw[field] });
  };

  const common = CommonSchema.safeParse(raw);
  if (!common.success) forward(common.error, report);

  const group = fieldGroupFor(raw.listingType, raw.propertyType);
  if (raw.listingType === 'rent' && isLandType(raw.propertyType)) {
    report('propertyType', 'listingForm.error.rentType');
  }
  if (group && includes(POSSESSION_STATUSES, raw.possessionStatus)) {
    if (!includes<PossessionStatus>(LISTING_GROUPS[group].possession, raw.possessionStatus)) {
      report('possessionStatus', 'listingForm.error.possessionChoice');
    }
  }

  const price = readMoney(
    raw,
    'priceAmount',
    'priceUnit',
    PRICE_UNITS,
    {
      required: 'listingForm.error.priceRequired',
      zero: 'listingForm.error.priceZero',
      tooHigh: 'listingForm.error.priceTooHigh',
    },
    report,
  );
  const maintenance = readMoney(
    raw,
    'maintenanceAmount',
    'maintenanceUnit',
    MAINTENANCE_UNITS,
    {
      required: 'listingForm.error.maintenanceRequired',
      zero: null,
      tooHigh: 'listingForm.error.amountTooHigh',
    },
    report,
  );
  const house = group === 'house' ? readHouse(raw, report) : null;
  const plot = group === 'plot' ? readPlot(raw, report) : null;
  const coordinates = readCoordinates(raw, report);

  if (failed || !common.success || !group || !price || !maintenance) return z.NEVER;
  const shared = { ...common.data, price, maintenance, ...coordinates };
  // The checks above guarantee the narrower types of each group.
  if (group === 'house' && house) {
    return {
      ...shared,
      ...house,
      group,
      propertyType: shared.propertyType as BuiltType,
      possessionStatus: shared.possessionStatus as HousePossession,
    };
  }
  if (group === 'plot' && plot) {
    return {
      ...shared,
      ...plot,
      group,
      listingType: 'sell',
      propertyType: shared.propertyType as LandType,
      possessionStatus: shared.possessionStatus as PlotPossession,
    };
  }
  return z.NEVER;
});

// ——— Parsing a post ———

/** The form's own fields from a FormData, as text. Files and unknown names are not read. */
export function listingFormInput(form: FormData): Record<ListingFormField, string> {
  const input = {} as Record<ListingFormField, string>;
  for (const field of LISTING_FORM_FIELDS) {
    const value = form.get(field);
    input[field] = typeof value === 'string' ? value : '';
  }
  return input;
}

export type ListingFormErrors = Partial<Record<ListingErrorField, ListingFormMessageKey>>;

export type ListingFormResult =
  | { ok: true; value: ListingFormValue }
  | { ok: false; errors: ListingFormErrors; list: ListingFormMessageKey[] };

/** The order errors are listed in: the form's order, photos (2 Media) before 3 Location. */
const ERROR_ORDER: readonly ListingErrorField[] = [
  ...LISTING_FORM_FIELDS.slice(0, LISTING_FORM_FIELDS.indexOf('address')),
  'images',
  ...LISTING_FORM_FIELDS.slice(LISTING_FORM_FIELDS.indexOf('address')),
];

/** The photo count's message, or null when it is within MIN_IMAGES…MAX_IMAGES. */
export function imageCountError(count: number): ListingFormMessageKey | null {
  if (count < MIN_IMAGES) return IMAGE_REQUIRED_MESSAGE;
  if (count > MAX_IMAGES) return 'listingForm.error.tooManyImages';
  return null;
}

/**
 * Checks a post of the listing form and collects every error: one message per field (to show
 * by the field) and the same messages as a list in form order (to show above the button).
 * `imageCount` is the number of photos the listing will have (kept plus new): give it to
 * check the photos in the same pass; leave it out where photos are checked elsewhere.
 */
export function parseListingForm(
  input: FormData | Record<string, unknown>,
  options: { imageCount?: number } = {},
): ListingFormResult {
  const record = input instanceof FormData ? listingFormInput(input) : input;
  const result = ListingFormSchema.safeParse(record);
  const found: ListingFormErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as ListingErrorField;
      found[field] ??= issue.message as ListingFormMessageKey;
    }
  }
  if (options.imageCount !== undefined) {
    const imageError = imageCountError(options.imageCount);
    if (imageError) found.images = imageError;
  }
  if (result.success && !found.images) return { ok: true, value: result.data };

  const errors: ListingFormErrors = {};
  for (const field of ERROR_ORDER) {
    const message = found[field];
    if (message) errors[field] = message;
  }
  return { ok: false, errors, list: Object.values(errors) };
}
