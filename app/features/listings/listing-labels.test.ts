import { expect, test } from 'vitest';
import { LISTING_TYPE_LABELS, PROPERTY_TYPE_LABELS, STATUS_LABELS } from './listing-labels.ts';

test('the back office names property types, listing types and statuses in its own words', () => {
  expect(PROPERTY_TYPE_LABELS).toEqual({
    apartment: 'Apartment',
    flat: 'Flat',
    'independent-house': 'Independent house',
    villa: 'Villa',
    plot: 'Plot',
    'agricultural-land': 'Agricultural land',
  });
  expect(LISTING_TYPE_LABELS).toEqual({ sell: 'For sale', rent: 'For rent' });
  expect(STATUS_LABELS).toEqual({
    pending: 'Pending review',
    active: 'Active',
    sold: 'Sold',
    rented: 'Rented',
    withdrawn: 'Withdrawn',
    rejected: 'Rejected',
    expired: 'Expired',
  });
});
