import { expect, test } from 'vitest';
import { LISTING_STATUSES, type ListingStatus, type ListingType } from '../../db/schema/values.ts';
import {
  allowedActions,
  initialStatus,
  isPublicStatus,
  isStatusAction,
  nextStatus,
  statusAfterEdit,
  STATUS_ACTIONS,
  TransitionError,
  type StatusAction,
} from './listing-lifecycle.ts';

// Every (action, status) pair that is allowed, and where it goes with moderation on and off.
// Any pair not listed must be refused.
const ALLOWED: Record<
  StatusAction,
  Partial<Record<ListingStatus, [on: ListingStatus, off: ListingStatus]>>
> = {
  withdraw: {
    pending: ['withdrawn', 'withdrawn'],
    active: ['withdrawn', 'withdrawn'],
    expired: ['withdrawn', 'withdrawn'],
  },
  relist: {
    withdrawn: ['pending', 'active'],
    expired: ['pending', 'active'],
    sold: ['pending', 'active'],
    rented: ['pending', 'active'],
  },
  'mark-sold': {
    active: ['sold', 'sold'],
    expired: ['sold', 'sold'],
    withdrawn: ['sold', 'sold'],
  },
  'mark-rented': {
    active: ['rented', 'rented'],
    expired: ['rented', 'rented'],
    withdrawn: ['rented', 'rented'],
  },
  'confirm-available': {
    active: ['active', 'active'],
    expired: ['active', 'active'],
  },
};

// Sold applies to sale listings, rented to rentals; the rest to both.
const typeFor = (action: StatusAction): ListingType => (action === 'mark-rented' ? 'rent' : 'sell');

const cases = STATUS_ACTIONS.flatMap((action) =>
  LISTING_STATUSES.map((status) => ({ action, status, expected: ALLOWED[action][status] })),
);

test.each(cases)('$action from $status', ({ action, status, expected }) => {
  const listing = { status, listingType: typeFor(action) };
  if (expected) {
    expect(nextStatus(action, listing, true)).toBe(expected[0]);
    expect(nextStatus(action, listing, false)).toBe(expected[1]);
    expect(allowedActions(listing)).toContain(action);
  } else {
    expect(() => nextStatus(action, listing, true)).toThrow(TransitionError);
    expect(() => nextStatus(action, listing, false)).toThrow(TransitionError);
    expect(allowedActions(listing)).not.toContain(action);
  }
});

test('a refused transition says which action, from which status, and why', () => {
  try {
    nextStatus('relist', { status: 'active', listingType: 'sell' }, true);
    expect.unreachable();
  } catch (error) {
    expect(error).toBeInstanceOf(TransitionError);
    expect(error).toMatchObject({ action: 'relist', from: 'active', reason: 'status' });
  }
});

test('only sale listings can be marked sold and only rentals marked rented', () => {
  expect(() => nextStatus('mark-sold', { status: 'active', listingType: 'rent' }, true)).toThrow(
    expect.objectContaining({ reason: 'listing-type' }),
  );
  expect(() => nextStatus('mark-rented', { status: 'active', listingType: 'sell' }, true)).toThrow(
    expect.objectContaining({ reason: 'listing-type' }),
  );
  expect(allowedActions({ status: 'active', listingType: 'sell' })).toEqual([
    'withdraw',
    'mark-sold',
    'confirm-available',
  ]);
  expect(allowedActions({ status: 'active', listingType: 'rent' })).toEqual([
    'withdraw',
    'mark-rented',
    'confirm-available',
  ]);
});

test('no owner action applies to a rejected listing', () => {
  expect(allowedActions({ status: 'rejected', listingType: 'sell' })).toEqual([]);
  expect(allowedActions({ status: 'rejected', listingType: 'rent' })).toEqual([]);
});

test('new listings are pending under moderation and active without it', () => {
  expect(initialStatus(true)).toBe('pending');
  expect(initialStatus(false)).toBe('active');
});

test('an edit under moderation sends active, expired and rejected listings back to review', () => {
  const underModeration = Object.fromEntries(
    LISTING_STATUSES.map((s) => [s, statusAfterEdit(s, true)]),
  );
  expect(underModeration).toEqual({
    pending: 'pending',
    active: 'pending',
    sold: 'sold',
    rented: 'rented',
    withdrawn: 'withdrawn',
    rejected: 'pending',
    expired: 'pending',
  });
});

test('an edit without moderation keeps the status, except a rejected listing goes back to review', () => {
  for (const status of LISTING_STATUSES) {
    expect(statusAfterEdit(status, false)).toBe(status === 'rejected' ? 'pending' : status);
  }
});

test('only active listings are public', () => {
  expect(LISTING_STATUSES.filter(isPublicStatus)).toEqual(['active']);
});

test('status actions from a form are checked against the list', () => {
  expect(isStatusAction('mark-sold')).toBe(true);
  expect(isStatusAction('approve')).toBe(false);
  expect(isStatusAction(undefined)).toBe(false);
});
