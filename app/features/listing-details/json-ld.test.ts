import { expect, test } from 'vitest';
import { serializeJsonLd } from '../../components/ui/json-ld.tsx';
import { buildListingJsonLd } from './json-ld.ts';
import type { ListingPhoto } from './listing-details-data.ts';
import { testListing } from '../../../tests/factories/listing-details.ts';

const photo: ListingPhoto = {
  id: 1,
  storageKey: 'listings/abc',
  widths: [400, 800, 1280],
  width: 1280,
  height: 853,
  altText: null,
};
const siteUrl = 'https://nivasa.example';

test('a listing is a RealEstateListing with its property and an offer in rupees', () => {
  const ld = buildListingJsonLd({
    listing: testListing(),
    photos: [photo],
    siteUrl,
    path: '/product-details/42',
  });
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: '2 BHK apartment near Brodipet',
    url: 'https://nivasa.example/product-details/42',
    image: ['https://nivasa.example/media/listings/abc-1280.webp'],
    datePosted: '2026-11-04T20:00:00.000Z',
    mainEntity: {
      '@type': 'Apartment',
      address: { '@type': 'PostalAddress', postalCode: '522002', addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates', latitude: 16.3, longitude: 80.44 },
      numberOfBedrooms: 2,
      numberOfBathroomsTotal: 2,
      floorSize: { '@type': 'QuantitativeValue', value: 1000, unitCode: 'FTK' },
    },
    offers: {
      '@type': 'Offer',
      price: 4_500_000,
      priceCurrency: 'INR',
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
    },
  });
});

test('rent is a lease offer per month; schema types follow the property type', () => {
  const rent = buildListingJsonLd({
    listing: testListing({ listingType: 'rent', price: 18_000 }),
    photos: [],
    siteUrl,
    path: '/p',
  });
  expect(rent.offers).toMatchObject({
    businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    priceSpecification: { unitCode: 'MON', price: 18_000, priceCurrency: 'INR' },
  });
  expect(rent).not.toHaveProperty('image');
  const types = (['flat', 'independent-house', 'villa', 'plot', 'agricultural-land'] as const).map(
    (propertyType) =>
      (
        buildListingJsonLd({
          listing: testListing({ propertyType }),
          photos: [],
          siteUrl,
          path: '/p',
        }).mainEntity as {
          '@type': string;
        }
      )['@type'],
  );
  expect(types).toEqual(['Apartment', 'SingleFamilyResidence', 'House', 'Place', 'Landform']);
  const plot = buildListingJsonLd({
    listing: testListing({ propertyType: 'plot' }),
    photos: [],
    siteUrl,
    path: '/p',
  });
  expect(plot.mainEntity).not.toHaveProperty('numberOfBedrooms');
});

test('text from a listing cannot close the script element', () => {
  const ld = buildListingJsonLd({
    listing: testListing({
      title: '</script><script>alert(1)</script>',
      description: 'a & b\u2028c',
    }),
    photos: [],
    siteUrl,
    path: '/p',
  });
  const text = serializeJsonLd(ld);
  expect(text).not.toContain('<');
  expect(text).not.toContain('>');
  expect(text).not.toContain('\u2028');
  expect(JSON.parse(text)).toEqual(ld);
});
