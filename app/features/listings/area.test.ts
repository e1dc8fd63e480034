import { expect, test } from 'vitest';
import { parseMeasureText, plotAreaText } from './area.ts';
import { toSquareFeet } from './units.ts';

test('width times length with two decimals when both units agree', () => {
  expect(plotAreaText({ value: 30, unit: 'sqft' }, { value: 40, unit: 'sqft' })).toBe(
    '1200.00 sqft',
  );
  expect(plotAreaText({ value: 10.5, unit: 'sqyd' }, { value: 20, unit: 'sqyd' })).toBe(
    '210.00 sqyd',
  );
});

test('different or missing units give N/A', () => {
  expect(plotAreaText({ value: 30, unit: 'sqft' }, { value: 40, unit: 'sqyd' })).toBe('N/A');
  expect(plotAreaText({ value: 30, unit: null }, { value: 40, unit: 'sqft' })).toBe('N/A');
  expect(plotAreaText({ value: null, unit: 'sqft' }, { value: 40, unit: 'sqft' })).toBe('N/A');
  expect(plotAreaText({ value: 3, unit: 'acres' }, { value: 4, unit: 'acres' })).toBe('N/A');
});

test('a given total area wins', () => {
  expect(
    plotAreaText(
      { value: 30, unit: 'sqft' },
      { value: 40, unit: 'sqft' },
      { value: 2, unit: 'acres' },
    ),
  ).toBe('2.00 acres');
});

test('the spec’s "number unit" texts are read; units are compulsory', () => {
  expect(parseMeasureText('30 sqft')).toEqual({ value: 30, unit: 'sqft' });
  expect(parseMeasureText('30')).toBeNull();
  const w = parseMeasureText('30 sqft')!;
  const l = parseMeasureText('40 sqft')!;
  expect(plotAreaText(w, l)).toBe('1200.00 sqft');
});

test('areas normalise to square feet', () => {
  expect(toSquareFeet(200, 'sqyd')).toBe(1800);
  expect(toSquareFeet(1, 'acres')).toBe(43_560);
  expect(toSquareFeet(1, 'furlong')).toBeNull();
});
