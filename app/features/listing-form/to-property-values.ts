import { PRICE_UNIT_FACTORS, toRupees } from '../listings/price.ts';
import { isBuiltType } from '../listings/property-groups.ts';
import { toSquareFeet } from '../listings/units.ts';
import { type ListingRow, type ListingValues } from '../listings/listing-values.ts';
import {
  type ParkingChoice,
  type ListingFormField,
  type YesNo,
  LISTING_FORM_DEFAULTS,
} from './listing-fields.ts';
import { type ListingFormValue } from './listing-form-value.ts';

// Between the parsed listing form and the `properties` row (docs/decisions/002): whole rupees,
// areas as value + unit + normalised square feet, null for what the listing does not have.
// Safe on client and server.

const roundArea = (sqft: number) => Math.round(sqft * 100) / 100;

/** Blank is null (not said); 'Not Available' is 0 (said: none); else the count. */
function parkingCount(choice: ParkingChoice | null): number | null {
  if (choice === null) return null;
  return choice === 'not-available' ? 0 : Number(choice);
}

/** 'yes' / 'no' as stored; blank (not said) is null. */
const yesNo = (choice: YesNo | null | undefined): boolean | null =>
  choice == null ? null : choice === 'yes';

/**
 * The listing's size in square feet, for filters and price per sqft: the built-up area for
 * built types (the carpet area when only that is given); for land the total area, else width ×
 * length (spec §5: both carry the one unit, so their product is in that unit squared).
 */
function listingAreaSqft(value: ListingFormValue): number | null {
  if (value.group === 'house') {
    const area = value.builtUpArea ?? value.carpetArea;
    const sqft = area ? toSquareFeet(area.value, area.unit) : null;
    return sqft === null ? null : roundArea(sqft);
  }
  if (value.totalArea) {
    const sqft = toSquareFeet(value.totalArea.value, value.totalArea.unit);
    return sqft === null ? null : roundArea(sqft);
  }
  if (value.plotWidth !== null && value.plotLength !== null && value.plotDimensionUnit) {
    const sqft = toSquareFeet(value.plotWidth * value.plotLength, value.plotDimensionUnit);
    return sqft === null ? null : roundArea(sqft);
  }
  return null;
}

/** The parsed form as `properties` values. Never ownerId, status or id: the caller sets those. */
export function toPropertyValues(value: ListingFormValue): ListingValues {
  const house = value.group === 'house' ? value : null;
  const plot = value.group === 'plot' ? value : null;
  return {
    title: value.title,
    description: value.description,
    titleTe: value.titleTe,
    descriptionTe: value.descriptionTe,
    propertyType: value.propertyType,
    listingType: value.listingType,
    category: value.category,
    price: toRupees(value.price.amount, value.price.unit),
    maintenanceCharge: toRupees(
      value.maintenance.amount,
      value.maintenance.unit === 'rupees' ? null : value.maintenance.unit,
    ),
    pricePerUnit: value.pricePerUnit ? Math.round(value.pricePerUnit.amount) : null,
    pricePerUnitArea: value.pricePerUnit?.area ?? null,

    bhk: house?.bhk ?? null,
    bathrooms: house?.bathrooms ?? null,
    furnishing: house?.furnishing ?? null,
    builtUpArea: house?.builtUpArea?.value ?? null,
    builtUpAreaUnit: house?.builtUpArea?.unit ?? null,
    carpetArea: house?.carpetArea?.value ?? null,
    carpetAreaUnit: house?.carpetArea?.unit ?? null,
    coveredTwoWheelerParking: parkingCount(house?.coveredTwoWheelerParking ?? null),
    coveredFourWheelerParking: parkingCount(house?.coveredFourWheelerParking ?? null),
    openTwoWheelerParking: parkingCount(house?.openTwoWheelerParking ?? null),
    openFourWheelerParking: parkingCount(house?.openFourWheelerParking ?? null),
    yearBuilt: house?.yearBuilt ?? null,
    floor: house?.floor ?? null,
    totalFloors: house?.totalFloors ?? null,
    entranceSteps: house?.entranceSteps ?? null,
    hasLift: yesNo(house?.lift),
    doorWidthCm: house?.doorWidth ?? null,
    entranceLevelBedroom: yesNo(house?.bedroomOnEntranceLevel),
    entranceLevelBathroom: yesNo(house?.bathroomOnEntranceLevel),

    plotWidth: plot?.plotWidth ?? null,
    plotLength: plot?.plotLength ?? null,
    plotDimensionUnit: plot?.plotDimensionUnit ?? null,
    totalArea: plot?.totalArea?.value ?? null,
    totalAreaUnit: plot?.totalArea?.unit ?? null,
    roadWidth: plot?.roadWidth?.value ?? null,
    roadWidthUnit: plot?.roadWidth?.unit ?? null,
    approvalAuthority: plot?.approvalAuthority ?? null,
    layoutPermitNumber: plot?.layoutPermitNumber ?? null,
    surveyNumber: plot?.surveyNumber ?? null,
    amenities: value.amenities,

    areaSqft: listingAreaSqft(value),
    facing: value.facing,
    possessionStatus: value.possessionStatus,
    reraNumber: value.reraNumber,

    cityId: value.cityId,
    areaId: value.areaId,
    state: value.location,
    address: value.address,
    landmark: value.landmark,
    pincode: value.pincode,
    latitude: value.latitude,
    longitude: value.longitude,
    mapUrl: value.mapUrl,
  };
}

/** Whole rupees as the form's amount and unit: 4500000 → 45 L, 12500000 → 1.25 Cr, 15000 → 15 K. */
export function rupeesToPriceInput(rupees: number): { amount: string; unit: 'K' | 'L' | 'Cr' } {
  const unit = rupees >= PRICE_UNIT_FACTORS.Cr ? 'Cr' : rupees >= PRICE_UNIT_FACTORS.L ? 'L' : 'K';
  // Seven decimals keep every rupee of a crore; Number() drops the trailing zeros.
  return { amount: String(Number((rupees / PRICE_UNIT_FACTORS[unit]).toFixed(7))), unit };
}

/**
 * A saved listing as the edit form's field values: the inverse of parsing and
 * `toPropertyValues`, so an untouched edit saves the same row.
 */
export function propertyToFormValues(row: ListingRow): Record<ListingFormField, string> {
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  const unitOr = (unit: string | null | undefined, field: ListingFormField) =>
    unit ?? LISTING_FORM_DEFAULTS[field];
  const built = isBuiltType(row.propertyType);
  const said = (value: boolean | null | undefined) =>
    !built || value == null ? '' : value ? 'yes' : 'no';
  const parking = (count: number | null | undefined) =>
    !built || count == null ? '' : count === 0 ? 'not-available' : String(count);
  const price = row.price == null ? null : rupeesToPriceInput(row.price);
  return {
    ...LISTING_FORM_DEFAULTS,
    category: text(row.category),
    listingType: text(row.listingType),
    propertyType: text(row.propertyType),
    title: text(row.title),
    description: text(row.description),
    titleTe: text(row.titleTe),
    descriptionTe: text(row.descriptionTe),
    priceAmount: price?.amount ?? '',
    priceUnit: price?.unit ?? LISTING_FORM_DEFAULTS.priceUnit,
    maintenanceAmount: text(row.maintenanceCharge),
    maintenanceUnit: 'rupees',
    pricePerUnitAmount: text(row.pricePerUnit),
    pricePerUnitArea: unitOr(row.pricePerUnitArea, 'pricePerUnitArea'),
    possessionStatus: text(row.possessionStatus),
    facing: text(row.facing),
    bhk: text(row.bhk),
    bathrooms: text(row.bathrooms),
    furnishing: text(row.furnishing),
    coveredTwoWheelerParking: parking(row.coveredTwoWheelerParking),
    coveredFourWheelerParking: parking(row.coveredFourWheelerParking),
    openTwoWheelerParking: parking(row.openTwoWheelerParking),
    openFourWheelerParking: parking(row.openFourWheelerParking),
    builtUpArea: text(row.builtUpArea),
    builtUpAreaUnit: unitOr(row.builtUpAreaUnit, 'builtUpAreaUnit'),
    carpetArea: text(row.carpetArea),
    carpetAreaUnit: unitOr(row.carpetAreaUnit, 'carpetAreaUnit'),
    yearBuilt: text(row.yearBuilt),
    floor: text(row.floor),
    totalFloors: text(row.totalFloors),
    entranceSteps: text(row.entranceSteps),
    lift: said(row.hasLift),
    doorWidth: text(row.doorWidthCm),
    bedroomOnEntranceLevel: said(row.entranceLevelBedroom),
    bathroomOnEntranceLevel: said(row.entranceLevelBathroom),
    plotWidth: text(row.plotWidth),
    plotLength: text(row.plotLength),
    plotDimensionUnit: unitOr(row.plotDimensionUnit, 'plotDimensionUnit'),
    totalArea: text(row.totalArea),
    totalAreaUnit: unitOr(row.totalAreaUnit, 'totalAreaUnit'),
    roadWidth: text(row.roadWidth),
    roadWidthUnit: unitOr(row.roadWidthUnit, 'roadWidthUnit'),
    reraNumber: text(row.reraNumber),
    approvalAuthority: text(row.approvalAuthority),
    layoutPermitNumber: text(row.layoutPermitNumber),
    surveyNumber: text(row.surveyNumber),
    amenities: (row.amenities ?? []).join(','),
    address: text(row.address),
    landmark: text(row.landmark),
    cityId: text(row.cityId),
    areaId: text(row.areaId),
    location: row.state ?? LISTING_FORM_DEFAULTS.location,
    pincode: text(row.pincode),
    latitude: text(row.latitude),
    longitude: text(row.longitude),
    mapUrl: text(row.mapUrl),
  };
}
