import { expect, test } from 'vitest';
import { formatBlogDate } from './blog-date.ts';

test('a blog date reads day-month-year with two-digit day and month', () => {
  expect(formatBlogDate('2026-08-14')).toBe('14-08-2026');
  expect(formatBlogDate('2026-03-02')).toBe('02-03-2026');
  expect(formatBlogDate('2025-12-31')).toBe('31-12-2025');
});

test('the day never shifts with the time zone, and odd input shows as it came', () => {
  expect(formatBlogDate('2026-01-01T00:00:00.000Z')).toBe('01-01-2026');
  expect(formatBlogDate('')).toBe('');
  expect(formatBlogDate('soon')).toBe('soon');
});
