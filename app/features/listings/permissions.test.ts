import { expect, test } from 'vitest';
import { canViewListing, isAgencyStaff, isPreview, mayManageListing } from './permissions.ts';

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

test('the owner or an admin may manage a listing; an agent or a visitor may not', () => {
  expect(mayManageListing({ id: 7, role: 'user' }, 7)).toBe(true);
  expect(mayManageListing({ id: 1, role: 'admin' }, 7)).toBe(true);
  expect(mayManageListing({ id: 8, role: 'agent' }, 7)).toBe(false);
  expect(mayManageListing({ id: 8, role: 'user' }, 7)).toBe(false);
  expect(mayManageListing(null, 7)).toBe(false);
});

test('agents and admins are agency staff', () => {
  expect(isAgencyStaff({ id: 1, role: 'admin' })).toBe(true);
  expect(isAgencyStaff({ id: 2, role: 'agent' })).toBe(true);
  expect(isAgencyStaff({ id: 3, role: 'user' })).toBe(false);
});
