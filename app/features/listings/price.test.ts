import { expect, test } from 'vitest';
import { MAX_PRICE_RUPEES, parsePriceText, priceToken, toRupees } from './price.ts';

test('K, L and Cr multiply by a thousand, a lakh and a crore', () => {
  expect(parsePriceText('15k')).toBe(15_000);
  expect(parsePriceText('45 L')).toBe(4_500_000);
  expect(parsePriceText('2cr')).toBe(20_000_000);
  expect(parsePriceText('45 Lakhs')).toBe(4_500_000);
});

test('decimals are kept, unlike the spec’s strip-the-dot parsing', () => {
  expect(parsePriceText('1.25 Cr')).toBe(12_500_000);
  expect(parsePriceText('35.5L')).toBe(3_550_000);
});

test('plain rupees, grouping commas and the rupee sign are read', () => {
  expect(parsePriceText('₹ 45,00,000')).toBe(4_500_000);
  expect(parsePriceText('12000')).toBe(12_000);
});

test('anything else is not a price', () => {
  for (const bad of ['', 'abc', '-5L', '5 X', '1e9', null, undefined, '9'.repeat(50)]) {
    expect(parsePriceText(bad as string)).toBeNull();
  }
  expect(parsePriceText(`${MAX_PRICE_RUPEES / 10_000_000 + 1} Cr`)).toBeNull();
});

test('URL tokens round-trip', () => {
  for (const rupees of [15_000, 4_500_000, 12_500_000, 500]) {
    expect(parsePriceText(priceToken(rupees))).toBe(rupees);
  }
  expect(priceToken(12_500_000)).toBe('1.25Cr');
  expect(toRupees(45, 'L')).toBe(4_500_000);
});
