import { expect, test } from 'vitest';
import { formatArea, formatLength, formatPrice, formatRupees } from './format.ts';

test('prices show in K, L and Cr with at most two decimals', () => {
  expect(formatPrice(15_000)).toBe('₹ 15 K');
  expect(formatPrice(4_500_000)).toBe('₹ 45 L');
  expect(formatPrice(12_500_000)).toBe('₹ 1.25 Cr');
  expect(formatPrice(10_000_000)).toBe('₹ 1 Cr');
  expect(formatPrice(3_550_000)).toBe('₹ 35.5 L');
  expect(formatPrice(950)).toBe('₹ 950');
});

test('rupees use Indian digit grouping', () => {
  expect(formatRupees(1_250_000)).toBe('₹ 12,50,000');
});

test('areas show with Indian grouping and the unit, lengths in length units, nothing when missing', () => {
  // Indian grouping, no needless decimals.
  expect(formatArea(1200, 'sqft')).toBe('1,200 sqft');
  expect(formatArea(1005, 'sqft')).toBe('1,005 sqft');
  expect(formatArea(2.5, 'acres')).toBe('2.5 acres');
  expect(formatArea(150000, 'sqft')).toBe('1,50,000 sqft');
  expect(formatLength(30, 'sqft')).toBe('30 ft');
  expect(formatLength(12.5, 'sqyd')).toBe('12.5 yd');
  expect(formatArea(null, 'sqft')).toBeNull();
  expect(formatArea(100, null)).toBeNull();
});
