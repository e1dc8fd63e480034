import { expect, test } from 'vitest';
import { asciiDigits, formatDate, formatNumber } from './format.ts';

const NOV_5 = new Date('2026-11-05T06:30:00Z');

test('English dates keep the spec’s forms', () => {
  expect(formatDate(NOV_5, 'en', 'short')).toBe('Nov 05, 2026');
  expect(formatDate(NOV_5, 'en', 'long')).toBe('November 5, 2026');
  expect(formatDate('2026-08-12', 'en', 'dayFirst')).toBe('12 August 2026');
  expect(formatDate('2026-08-14', 'en', 'numeric')).toBe('14-08-2026');
});

test('Telugu dates name the month in Telugu', () => {
  expect(formatDate(NOV_5, 'te', 'short')).toBe('5 నవంబర్, 2026');
  expect(formatDate(NOV_5, 'te', 'long')).toBe('5 నవంబర్, 2026');
  expect(formatDate('2026-08-12', 'te', 'dayFirst')).toBe('12 ఆగస్టు, 2026');
  expect(formatDate('2026-08-14', 'te', 'numeric')).toBe('14-08-2026');
});

test('Hindi dates name the month in Hindi', () => {
  expect(formatDate(NOV_5, 'hi', 'short')).toBe('5 नवंबर 2026');
  expect(formatDate(NOV_5, 'hi', 'long')).toBe('5 नवंबर 2026');
  expect(formatDate('2026-08-12', 'hi', 'dayFirst')).toBe('12 अगस्त 2026');
  expect(formatDate('2026-03-02', 'hi', 'numeric')).toBe('02-03-2026');
});

test('a moment is the day it was in India; a calendar day never moves', () => {
  // 20:00 UTC on 31 January is 1 February in India.
  expect(formatDate('2026-01-31T20:00:00Z', 'en', 'long')).toBe('February 1, 2026');
  expect(formatDate('2026-01-31T20:00:00Z', 'te', 'long')).toBe('1 ఫిబ్రవరి, 2026');
  expect(formatDate('2026-01-01T00:00:00.000Z', 'en', 'numeric')).toBe('01-01-2026');
  expect(formatDate('2025-12-31', 'hi', 'numeric')).toBe('31-12-2025');
  expect(formatDate('2026-01-01', 'en', 'dayFirst')).toBe('1 January 2026');
});

test('what is no date shows as it came, an invalid Date as nothing', () => {
  expect(formatDate('soon', 'en', 'numeric')).toBe('soon');
  expect(formatDate('', 'te', 'long')).toBe('');
  expect(formatDate('2026-02-30', 'hi', 'dayFirst')).toBe('2026-02-30');
  expect(formatDate(new Date('nope'), 'en', 'short')).toBe('');
});

test('numbers have Indian grouping and Latin digits in all three languages', () => {
  expect(formatNumber(1234567, 'en')).toBe('12,34,567');
  expect(formatNumber(1234567, 'te')).toBe('12,34,567');
  expect(formatNumber(1234567, 'hi')).toBe('12,34,567');
  expect(formatNumber(1000, 'te')).toBe('1,000');
  expect(formatNumber(999, 'hi')).toBe('999');
});

test('Telugu and Devanagari digits read as Latin digits, other text untouched', () => {
  expect(asciiDigits('౦౧౨౩౪౫౬౭౮౯')).toBe('0123456789');
  expect(asciiDigits('०१२३४५६७८९')).toBe('0123456789');
  expect(asciiDigits('౪౫ లక్షలు')).toBe('45 లక్షలు');
  expect(asciiDigits('१.२५ करोड़')).toBe('1.25 करोड़');
  expect(asciiDigits('45 L')).toBe('45 L');
});
