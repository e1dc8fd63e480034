import '../../lib/zod-jitless.ts';
import { z } from 'zod';
import {
  LENGTH_UNITS,
  POSSESSION_STATUSES,
  type AreaUnit,
  type PossessionStatus,
} from '../../db/schema/values.ts';
import {
  fieldGroupFor,
  includes,
  isLandType,
  type BuiltType,
  type HousePossession,
  type LandType,
  type PlotPossession,
} from '../listings/property-groups.ts';
import {
  BUILDING_AREA_UNITS,
  DIMENSION_UNITS,
  PLOT_AREA_UNITS,
  toSquareFeet,
} from '../listings/units.ts';
import { MAX_PRICE_RUPEES, PRICE_UNITS, toRupees, type PriceUnit } from '../listings/price.ts';
import { parseDecimal } from './numeric-input.ts';
import {
  LATITUDE_RANGE,
  LISTING_FORM_FIELDS,
  LISTING_GROUPS,
  type ListingFormField,
  LONGITUDE_RANGE,
  MAINTENANCE_UNITS,
  type MaintenanceUnit,
  MAX_MEASURE,
} from './listing-fields.ts';
import {
  type ListingFormValue,
  type Measure,
  type Money,
  type UnitPrice,
} from './listing-form-value.ts';
import { CommonSchema, HouseSchema, type Key, PlotSchema } from './listing-field-schemas.ts';

// The one schema of the add and edit listing form (spec §4, §5), shared by the browser check
// and the listing actions. The form posts flat text fields; this turns them into a typed
// listing or into every error at once, each a catalogue key (app/i18n/en/listing-form.ts).
// Server-only rules (the area belongs to the city, the user may edit this listing, images
// are real images) stay in the action. Safe on client and server.

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
  const floors = singles.success ? singles.data : null;
  if (floors?.floor != null && floors.totalFloors != null && floors.floor > floors.totalFloors) {
    report('floor', 'listingForm.error.floorAboveTop');
  }
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
