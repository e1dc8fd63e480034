import type {
  ApprovalAuthority,
  AreaUnit,
  Bathrooms,
  Bhk,
  Facing,
  ListingType,
  PropertyType,
} from '../../db/schema/values.ts';

/** What a listing card needs; shared by every page that shows listings. */
export type ListingCardData = {
  id: number;
  title: string;
  description: string;
  listingType: ListingType;
  propertyType: PropertyType;
  price: number;
  /** The lister's price per unit of area, when given (cards otherwise work one out). */
  pricePerUnit: number | null;
  pricePerUnitArea: AreaUnit | null;
  facing: Facing | null;
  bhk: Bhk | null;
  bathrooms: Bathrooms | null;
  builtUpArea: number | null;
  builtUpAreaUnit: AreaUnit | null;
  plotWidth: number | null;
  plotLength: number | null;
  plotDimensionUnit: AreaUnit | null;
  totalArea: number | null;
  totalAreaUnit: AreaUnit | null;
  reraNumber: string | null;
  approvalAuthority: ApprovalAuthority | null;
  createdAt: Date;
  /** Whether it has a latitude and longitude (the results map says when it has not). */
  mapped?: boolean;
  cityName: string;
  areaName: string;
  cover: {
    storageKey: string;
    widths: number[];
    width: number;
    height: number;
    altText: string | null;
  } | null;
};

/** A card's data as a page receives it from its loader (serialised, dates arrive as strings). */
export type CardListing = Omit<ListingCardData, 'createdAt'> & { createdAt: Date | string };
