import {
  type Amenity,
  type ApprovalAuthority,
  type Bathrooms,
  type Bhk,
  type Category,
  type Facing,
  type Furnishing,
  type LengthUnit,
  type ListingType,
} from '../../db/schema/values.ts';
import {
  type BuiltType,
  type HousePossession,
  type LandType,
  type PlotPossession,
} from '../listings/property-groups.ts';
import { type BuildingAreaUnit, type DimensionUnit, type PlotAreaUnit } from '../listings/units.ts';
import { type PriceUnit } from '../listings/price.ts';
import { type MaintenanceUnit, type ParkingChoice, type YesNo } from './listing-fields.ts';

// What a valid listing form parses into: typed values, whole rupees, measures with units.

// ——— The parsed listing ———

export type Money<U extends string> = { amount: number; unit: U };
export type Measure<U extends string> = { value: number; unit: U };
export type UnitPrice<U extends string> = { amount: number; area: U };

type ListingCommon = {
  category: Category;
  listingType: ListingType;
  title: string;
  description: string;
  /** The owner's Telugu title and description, shown on Telugu pages; null: none given. */
  titleTe: string | null;
  descriptionTe: string | null;
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
  /** What it offers, as ticked (none: an empty list). */
  amenities: Amenity[];
};

type HouseListing = ListingCommon & {
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
  floor: number | null;
  totalFloors: number | null;
  /** Getting in without steps (issue 28); null: not said. */
  entranceSteps: number | null;
  lift: YesNo | null;
  doorWidth: number | null;
  bedroomOnEntranceLevel: YesNo | null;
  bathroomOnEntranceLevel: YesNo | null;
};

type PlotListing = ListingCommon & {
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
