import { expect, test } from 'vitest';
import { LISTING_STATUSES, LISTING_TYPES, PROPERTY_TYPES } from '../../../db/schema/values.ts';
import { translator } from '../../../i18n/translate.ts';
import {
  LISTING_TYPE_LABELS,
  PROPERTY_TYPE_LABELS,
  STATUS_LABELS,
} from '../../listings/listing-labels.ts';
import { listingTypeLabel, propertyTypeLabel, statusLabel } from './listing-words.ts';

test('in English, the words are the back office’s English labels, letter for letter', () => {
  const t = translator('en');
  for (const status of LISTING_STATUSES) expect(statusLabel(t, status)).toBe(STATUS_LABELS[status]);
  for (const type of PROPERTY_TYPES) {
    expect(propertyTypeLabel(t, type)).toBe(PROPERTY_TYPE_LABELS[type]);
  }
  for (const type of LISTING_TYPES)
    expect(listingTypeLabel(t, type)).toBe(LISTING_TYPE_LABELS[type]);
});

test('in Telugu and Hindi, the public site’s words; Pending review is the staff’s own', () => {
  const te = translator('te');
  expect(propertyTypeLabel(te, 'independent-house')).toBe(te('propertyType.independent-house'));
  expect(listingTypeLabel(te, 'rent')).toBe(te('listing.forRent'));
  expect(statusLabel(te, 'sold')).toBe(te('myAccount.status.sold'));
  const hi = translator('hi');
  expect(statusLabel(hi, 'pending')).toBe(hi('admin.people.listings.status.pending'));
  expect(statusLabel(hi, 'pending')).not.toBe(statusLabel(translator('en'), 'pending'));
});
