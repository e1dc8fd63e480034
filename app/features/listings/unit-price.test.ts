import { expect, test } from 'vitest';
import { pricePerUnitText, unitPriceOf, unitPriceText, type UnitPriceInput } from './unit-price.ts';

const none = {
  pricePerUnit: null,
  pricePerUnitArea: null,
  builtUpArea: null,
  builtUpAreaUnit: null,
  plotWidth: null,
  plotLength: null,
  plotDimensionUnit: null,
  totalArea: null,
  totalAreaUnit: null,
} as const;

const flat: UnitPriceInput = {
  ...none,
  listingType: 'sell',
  propertyType: 'flat',
  price: 5_150_000,
  builtUpArea: 1060,
  builtUpAreaUnit: 'sqft',
};

test('a home for sale without a given price per unit gets one per sq ft from its built-up area', () => {
  expect(unitPriceOf(flat)).toEqual({ amount: 4858, unit: 'sqft', computed: true });
  // An area given in square metres is converted first.
  expect(unitPriceOf({ ...flat, builtUpArea: 100, builtUpAreaUnit: 'sqm' })).toEqual({
    amount: 4785,
    unit: 'sqft',
    computed: true,
  });
});

test("the lister's own figure wins, and a rent or a listing without an area has none", () => {
  expect(unitPriceOf({ ...flat, pricePerUnit: 5000, pricePerUnitArea: 'sqft' })).toEqual({
    amount: 5000,
    unit: 'sqft',
    computed: false,
  });
  expect(unitPriceOf({ ...flat, listingType: 'rent', price: 18_000 })).toBeNull();
  expect(unitPriceOf({ ...flat, builtUpArea: null })).toBeNull();
});

test('a plot is priced per sq yd (total area, else width × length), farm land per acre', () => {
  const plot: UnitPriceInput = {
    ...none,
    listingType: 'sell',
    propertyType: 'plot',
    price: 3_000_000,
    totalArea: 200,
    totalAreaUnit: 'sqyd',
  };
  expect(unitPriceOf(plot)).toEqual({ amount: 15_000, unit: 'sqyd', computed: true });
  // 30 ft × 60 ft = 1,800 sq ft = 200 sq yd.
  expect(
    unitPriceOf({
      ...plot,
      totalArea: null,
      totalAreaUnit: null,
      plotWidth: 30,
      plotLength: 60,
      plotDimensionUnit: 'sqft',
    }),
  ).toEqual({ amount: 15_000, unit: 'sqyd', computed: true });
  expect(
    unitPriceOf({
      ...plot,
      propertyType: 'agricultural-land',
      price: 146_000_000,
      totalArea: 4,
      totalAreaUnit: 'acres',
    }),
  ).toEqual({ amount: 36_500_000, unit: 'acres', computed: true });
});

test('a rate reads per unit: per sq ft as the spec writes it, per acre in the singular', () => {
  expect(unitPriceText(flat)).toBe('₹ 4,858/sqft');
  expect(pricePerUnitText(36_500_000, 'acres')).toBe('₹ 3,65,00,000/acre');
});
