import { expect, test } from 'vitest';
import { formatAdminDateTime, formatSpreadsheetDateTime } from './format.ts';

test('a spreadsheet gets the time the back office shows, in Indian time', () => {
  // 21:30 UTC is 3:00 am the next day in India.
  const late = new Date('2026-08-11T21:30:05Z');
  expect(formatSpreadsheetDateTime(late)).toBe('2026-08-12 03:00:05');
  expect(formatAdminDateTime(late)).toBe('12 Aug 2026, 3:00 am');
  expect(formatSpreadsheetDateTime(new Date('2026-01-05T06:35:00Z'))).toBe('2026-01-05 12:05:00');
  expect(formatSpreadsheetDateTime(null)).toBe('');
});
