import { expect, test } from 'vitest';
import { formatArea, formatPrice, formatRupees, unitLabel } from './format.ts';

test('prices show in K, L and Cr with at most two decimals', () => {
  expect(formatPrice(15_000)).toBe('₹ 15 K');
  expect(formatPrice(4_500_000)).toBe('₹ 45 L');
  expect(formatPrice(12_500_000)).toBe('₹ 1.25 Cr');
  expect(formatPrice(10_000_000)).toBe('₹ 1 Cr');
  expect(formatPrice(3_550_000)).toBe('₹ 35.5 L');
  expect(formatPrice(950)).toBe('₹ 950');
});

test('Telugu prices are in lakhs and crores with our own words, singular and plural', () => {
  expect(formatPrice(4_500_000, 'te')).toBe('₹ 45 లక్షలు');
  expect(formatPrice(100_000, 'te')).toBe('₹ 1 లక్ష');
  expect(formatPrice(10_000_000, 'te')).toBe('₹ 1 కోటి');
  expect(formatPrice(146_000_000, 'te')).toBe('₹ 14.6 కోట్లు');
  expect(formatPrice(15_000, 'te')).toBe('₹ 15 వేలు');
  expect(formatPrice(950, 'te')).toBe('₹ 950');
});

test('Hindi prices use the words Intl gives (लाख, करोड़), never millions', () => {
  expect(formatPrice(4_500_000, 'hi')).toBe('₹ 45 लाख');
  expect(formatPrice(12_500_000, 'hi')).toBe('₹ 1.25 करोड़');
  expect(formatPrice(15_000, 'hi')).toBe('₹ 15 हज़ार');
  // The same words as Intl's long compact form, so a reader sees what their phone writes.
  const intl = new Intl.NumberFormat('hi-IN', {
    notation: 'compact',
    compactDisplay: 'long',
    maximumFractionDigits: 2,
  });
  for (const rupees of [4_500_000, 12_500_000, 146_000_000])
    expect(formatPrice(rupees, 'hi')).toBe(`₹ ${intl.format(rupees)}`);
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

test('an area unit people write as a word is in the page’s language; the square units stay', () => {
  expect(formatArea(2, 'acres', 'te')).toBe('2.00 ఎకరాలు');
  expect(formatArea(2, 'acres', 'hi')).toBe('2.00 एकड़');
  expect(formatArea(2, 'acres')).toBe('2.00 acres');
  expect(formatArea(1200, 'sqft', 'te')).toBe('1200.00 sqft');
  expect(unitLabel('ft', 'hi')).toBe('फ़ुट');
  expect(unitLabel('ft', 'en')).toBe('ft');
});
