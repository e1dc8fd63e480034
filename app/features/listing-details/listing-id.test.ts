import { expect, test } from 'vitest';
import { parseListingId } from './listing-id.ts';

test('listing ids are plain positive integers', () => {
  expect(parseListingId('12')).toBe(12);
  expect(parseListingId('2147483647')).toBe(2_147_483_647);
  for (const bad of [
    'abc',
    '0',
    '012',
    '-4',
    '1.5',
    '1e3',
    ' 12',
    '12 ',
    '2147483648',
    '99999999999',
    '',
    undefined,
    null,
  ]) {
    expect(parseListingId(bad), String(bad)).toBeNull();
  }
});
