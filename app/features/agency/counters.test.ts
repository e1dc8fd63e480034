import { expect, test } from 'vitest';
import { counterValues, formatCounter, yearsSince } from './counters.ts';

test('counters read like the spec’s figures: 560+, 197K+', () => {
  expect(formatCounter(560)).toBe('560+');
  expect(formatCounter(197_000)).toBe('197K+');
  expect(formatCounter(3)).toBe('3+');
});

test('a counter is a lower bound, so it is rounded down', () => {
  expect(formatCounter(1999)).toBe('1.9K+');
  expect(formatCounter(197_999)).toBe('197K+');
});

test('a zero counter is shown as 0, not 0+', () => {
  expect(formatCounter(0)).toBe('0');
});

test('years in the region count from the first history event', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  expect(yearsSince(2009, now)).toBe(17);
  expect(yearsSince(null, now)).toBe(0);
  expect(yearsSince(2030, now)).toBe(0);
});

test('the four counters come in the page’s order', () => {
  const values = counterValues(
    { activeListings: 48, citiesServed: 3, agents: 6, firstYear: 2009 },
    new Date('2026-06-01T00:00:00Z'),
  );
  expect(values).toEqual([
    { name: 'listings', value: 48 },
    { name: 'cities', value: 3 },
    { name: 'agents', value: 6 },
    { name: 'years', value: 17 },
  ]);
});
