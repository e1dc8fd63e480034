// schema.org structured data for a listing (RealEstateListing with the property and its offer).
import type { AreaUnit, Bathrooms, Bhk, PropertyType } from '../../db/schema/enums.ts';
import { mediaUrl, pickWidth } from '../media/images.ts';
import type { ListingDetails, ListingPhoto } from './listing-details-data.ts';
import { excerpt } from './listing-display.ts';
import { isLandType } from '../listings/property-groups.ts';

// The closest schema.org type for each property type.
const SCHEMA_TYPES: Record<PropertyType, string> = {
  apartment: 'Apartment',
  flat: 'Apartment',
  'independent-house': 'SingleFamilyResidence',
  villa: 'House',
  plot: 'Place',
  'agricultural-land': 'Landform',
};

// UN/CEFACT codes schema.org uses for QuantitativeValue.unitCode.
const UNIT_CODES: Partial<Record<AreaUnit, string>> = {
  sqft: 'FTK',
  sqm: 'MTK',
  sqyd: 'YDK',
  sqin: 'INK',
  acres: 'ACR',
  hectares: 'HAR',
};

const BEDROOMS: Partial<Record<Bhk, number>> = { '1bhk': 1, '2bhk': 2, '3bhk': 3 };
const BATHS: Partial<Record<Bathrooms, number>> = { '1': 1, '2': 2, '3': 3 };

// GoodRelations business functions that schema.org's Offer.businessFunction expects.
const SELL = 'http://purl.org/goodrelations/v1#Sell';
const LEASE_OUT = 'http://purl.org/goodrelations/v1#LeaseOut';

type JsonLd = { [key: string]: unknown };

function floorSize(value: number | null, unit: AreaUnit | null): JsonLd | undefined {
  if (value == null || !unit) return undefined;
  const unitCode = UNIT_CODES[unit];
  return {
    '@type': 'QuantitativeValue',
    value,
    ...(unitCode ? { unitCode } : { unitText: unit }),
  };
}

function withoutUndefined(value: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

/** The listing as a schema.org RealEstateListing; URLs are absolute on `siteUrl`. */
export function buildListingJsonLd({
  listing,
  photos,
  siteUrl,
  path,
}: {
  listing: ListingDetails;
  photos: ListingPhoto[];
  siteUrl: string;
  path: string;
}): JsonLd {
  const url = `${siteUrl}${path}`;
  const images = photos.map(
    (photo) => `${siteUrl}${mediaUrl(photo.storageKey, pickWidth(photo.widths, 1280))}`,
  );
  const land = isLandType(listing.propertyType);
  const posted = new Date(listing.publishedAt ?? listing.createdAt);
  const place = withoutUndefined({
    '@type': SCHEMA_TYPES[listing.propertyType],
    name: listing.title,
    address: withoutUndefined({
      '@type': 'PostalAddress',
      streetAddress: listing.address,
      addressLocality: `${listing.areaName}, ${listing.cityName}`,
      addressRegion: listing.state,
      postalCode: listing.pincode,
      addressCountry: 'IN',
    }),
    geo:
      listing.latitude != null && listing.longitude != null
        ? { '@type': 'GeoCoordinates', latitude: listing.latitude, longitude: listing.longitude }
        : undefined,
    ...(land
      ? {}
      : {
          floorSize: floorSize(listing.builtUpArea, listing.builtUpAreaUnit),
          numberOfBedrooms: listing.bhk ? BEDROOMS[listing.bhk] : undefined,
          numberOfBathroomsTotal: listing.bathrooms ? BATHS[listing.bathrooms] : undefined,
          yearBuilt: listing.yearBuilt ?? undefined,
        }),
  });
  return withoutUndefined({
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.title,
    description: excerpt(listing.description, 300),
    url,
    image: images.length ? images : undefined,
    datePosted: Number.isNaN(posted.getTime()) ? undefined : posted.toISOString(),
    mainEntity: place,
    offers: withoutUndefined({
      '@type': 'Offer',
      url,
      price: listing.price,
      priceCurrency: 'INR',
      businessFunction: listing.listingType === 'rent' ? LEASE_OUT : SELL,
      availability:
        listing.status === 'active' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      priceSpecification:
        listing.listingType === 'rent'
          ? {
              '@type': 'UnitPriceSpecification',
              price: listing.price,
              priceCurrency: 'INR',
              unitCode: 'MON',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
            }
          : undefined,
    }),
  });
}
