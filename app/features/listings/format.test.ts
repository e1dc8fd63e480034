import { expect, test } from 'vitest';
import { formatArea, formatPrice, formatRupees } from './format.ts';

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

test('areas show two decimals and the unit, and nothing when missing', () => {
  // Spec §9: 'Area shown with 2 decimals'.
  expect(formatArea(1200, 'sqft')).toBe('1200.00 sqft');
  expect(formatArea(null, 'sqft')).toBeNull();
  expect(formatArea(100, null)).toBeNull();
});
