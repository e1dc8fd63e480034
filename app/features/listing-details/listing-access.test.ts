import { expect, test } from 'vitest';
import { canViewListing, isPreview } from './listing-access.ts';
import { parseListingId } from './listing-id.ts';

const pending = { status: 'pending' as const, ownerId: 7 };
const active = { status: 'active' as const, ownerId: 7 };

test('active listings are public', () => {
  expect(canViewListing(active, null)).toBe(true);
  expect(isPreview(active, { id: 7, role: 'user' })).toBe(false);
});

test('a listing that is not active is seen only by its owner and admins, as a preview', () => {
  expect(canViewListing(pending, null)).toBe(false);
  expect(canViewListing(pending, { id: 8, role: 'user' })).toBe(false);
  expect(canViewListing(pending, { id: 8, role: 'agent' })).toBe(false);
  expect(canViewListing(pending, { id: 7, role: 'user' })).toBe(true);
  expect(canViewListing({ status: 'sold', ownerId: 7 }, { id: 1, role: 'admin' })).toBe(true);
  expect(isPreview(pending, { id: 7, role: 'user' })).toBe(true);
  expect(isPreview(pending, null)).toBe(false);
});

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
