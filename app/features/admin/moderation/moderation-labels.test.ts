import { expect, test } from 'vitest';
import { LISTING_STATUSES, LISTING_TYPES } from '../../../db/schema/values.ts';
import '../../../i18n/catalogues.server.ts';
import { translator } from '../../../i18n/translate.ts';
import { LISTING_TYPE_LABELS, STATUS_LABELS } from '../../listings/listing-labels.ts';
import { listingTypeLabel, statusLabel } from './moderation-labels.ts';

test('in English the moderation screens name statuses and listing types as the rest of the back office does', () => {
  const t = translator('en');
  for (const status of LISTING_STATUSES) expect(statusLabel(t, status)).toBe(STATUS_LABELS[status]);
  for (const type of LISTING_TYPES)
    expect(listingTypeLabel(t, type)).toBe(LISTING_TYPE_LABELS[type]);
});

test('in Telugu and Hindi they are the language’s words', () => {
  expect(statusLabel(translator('te'), 'pending')).toBe('రివ్యూ పెండింగ్');
  expect(statusLabel(translator('te'), 'active')).toBe('యాక్టివ్');
  expect(statusLabel(translator('hi'), 'rejected')).toBe('अस्वीकृत');
  expect(listingTypeLabel(translator('hi'), 'rent')).toBe('किराये के लिए');
  for (const locale of ['te', 'hi'] as const) {
    const t = translator(locale);
    for (const status of LISTING_STATUSES) expect(statusLabel(t, status)).not.toMatch(/[A-Za-z]/);
    for (const type of LISTING_TYPES) expect(listingTypeLabel(t, type)).not.toMatch(/[A-Za-z]/);
  }
});
