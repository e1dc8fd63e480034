import type {
  Amenity,
  ApprovalAuthority,
  AreaUnit,
  Bathrooms,
  Bhk,
  Category,
  Facing,
  Furnishing,
  LengthUnit,
  ListingStatus,
  ListingType,
  PossessionStatus,
  PropertyType,
} from '../../db/schema/enums.ts';

/**
 * Everything the details page shows about one listing. The lister appears by name and role
 * only: their phone, email and account details never leave the server.
 */
export type ListingDetails = {
  id: number;
  title: string;
  description: string;
  propertyType: PropertyType;
  listingType: ListingType;
  category: Category;
  status: ListingStatus;
  price: number;
  maintenanceCharge: number | null;
  pricePerUnit: number | null;
  pricePerUnitArea: AreaUnit | null;
  bhk: Bhk | null;
  bathrooms: Bathrooms | null;
  furnishing: Furnishing | null;
  builtUpArea: number | null;
  builtUpAreaUnit: AreaUnit | null;
  carpetArea: number | null;
  carpetAreaUnit: AreaUnit | null;
  coveredTwoWheelerParking: number | null;
  coveredFourWheelerParking: number | null;
  openTwoWheelerParking: number | null;
  openFourWheelerParking: number | null;
  yearBuilt: number | null;
  floor: number | null;
  totalFloors: number | null;
  entranceSteps: number | null;
  hasLift: boolean | null;
  doorWidthCm: number | null;
  entranceLevelBedroom: boolean | null;
  entranceLevelBathroom: boolean | null;
  /** What it offers, in AMENITIES' order (empty: none said). */
  amenities: Amenity[];
  plotWidth: number | null;
  plotLength: number | null;
  plotDimensionUnit: AreaUnit | null;
  totalArea: number | null;
  totalAreaUnit: AreaUnit | null;
  roadWidth: number | null;
  roadWidthUnit: LengthUnit | null;
  facing: Facing | null;
  possessionStatus: PossessionStatus | null;
  reraNumber: string | null;
  approvalAuthority: ApprovalAuthority | null;
  layoutPermitNumber: string | null;
  surveyNumber: string | null;
  state: string;
  address: string;
  landmark: string | null;
  pincode: string;
  latitude: number | null;
  longitude: number | null;
  mapUrl: string | null;
  // Serialised through a loader, dates may arrive as strings.
  createdAt: Date | string;
  publishedAt: Date | string | null;
  cityName: string;
  areaName: string;
  lister: { name: string; isAgent: boolean };
};

/** One photo of a listing, in display order. */
export type ListingPhoto = {
  id: number;
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
  altText: string | null;
};
