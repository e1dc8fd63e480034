import { expect, test } from 'vitest';
import { listingAreaText } from '../listings/area.ts';
import { pricePerSqft } from './compare.ts';

test('price per sqft divides a sale price by its stored square feet, to the rupee', () => {
  expect(pricePerSqft({ price: 4_500_000, areaSqft: 1150, listingType: 'sell' })).toBe(3913);
  expect(pricePerSqft({ price: 1_000_000, areaSqft: 1000, listingType: 'sell' })).toBe(1000);
});

test('price per sqft is left out for rent and when the area is unknown or zero', () => {
  expect(pricePerSqft({ price: 15_000, areaSqft: 1000, listingType: 'rent' })).toBeNull();
  expect(pricePerSqft({ price: 4_500_000, areaSqft: null, listingType: 'sell' })).toBeNull();
  expect(pricePerSqft({ price: 4_500_000, areaSqft: 0, listingType: 'sell' })).toBeNull();
});

test('the area follows the card: built-up area for flats, the plot rule for land', () => {
  const none = {
    plotWidth: null,
    plotLength: null,
    plotDimensionUnit: null,
    totalArea: null,
    totalAreaUnit: null,
    builtUpArea: null,
    builtUpAreaUnit: null,
  } as const;
  expect(
    listingAreaText({ ...none, propertyType: 'flat', builtUpArea: 1150, builtUpAreaUnit: 'sqft' }),
  ).toBe('1150.00 sqft');
  expect(
    listingAreaText({
      ...none,
      propertyType: 'plot',
      plotWidth: 30,
      plotLength: 40,
      plotDimensionUnit: 'sqyd',
    }),
  ).toBe('1200.00 sqyd');
  expect(listingAreaText({ ...none, propertyType: 'plot' })).toBe('N/A');
});
