// What the listing form offers: the choices by listing and property type, the field groups,
// the catalogue's texts and a new form's defaults.
import { expect, test } from 'vitest';
import { en } from '../../i18n/en.ts';
import { isBuiltType, typesFor, fieldGroupFor } from '../listings/property-groups.ts';
import { LISTING_GROUPS, FIELD_LABELS, LISTING_FORM_DEFAULTS } from './listing-fields.ts';
import * as choices from './listing-choices.ts';
import { parseListingForm } from './parse-listing-form.ts';
import { errorsOf } from '../../../tests/support/listing-form.ts';

test('possession offers ready to move and Under Construction for built types, Immediate and In Future for land', () => {
  expect(choices.POSSESSION_CHOICES.house.map((c) => en[c.label])).toEqual([
    'ready to move',
    'Under Construction',
  ]);
  expect(choices.POSSESSION_CHOICES.plot.map((c) => en[c.label])).toEqual([
    'Immediate',
    'In Future',
  ]);
});

test('rent offers only the four built types', () => {
  expect(typesFor('rent')).toEqual(['apartment', 'flat', 'independent-house', 'villa']);
  expect(typesFor('sell')).toHaveLength(6);
  expect(choices.propertyTypeChoicesFor('rent').map((c) => c.value)).toEqual([
    'apartment',
    'flat',
    'independent-house',
    'villa',
  ]);
});

test.each([
  ['sell', 'apartment', 'house'],
  ['sell', 'independent-house', 'house'],
  ['rent', 'flat', 'house'],
  ['sell', 'plot', 'plot'],
  ['sell', 'agricultural-land', 'plot'],
  ['rent', 'plot', null],
  ['', 'flat', null],
  ['sell', '', null],
])('choosing %j and %j reveals the field group %j', (listingType, propertyType, group) => {
  expect(fieldGroupFor(listingType, propertyType)).toBe(group);
});

test('each field group has its own fields; villas are built, plots are not', () => {
  expect(isBuiltType('villa')).toBe(true);
  expect(isBuiltType('plot')).toBe(false);
  expect(LISTING_GROUPS.house.fields).toContain('bhk');
  expect(LISTING_GROUPS.plot.fields).toContain('surveyNumber');
});

test('the form texts and every choice label are in the catalogue; Plot shows as Open Plot', () => {
  // Every list of choices the form has (the possession choices come in groups).
  const lists = Object.values(choices).flatMap((each): (readonly { label: keyof typeof en }[])[] =>
    typeof each === 'function' ? [] : Array.isArray(each) ? [each] : Object.values(each),
  );
  expect(lists.length).toBeGreaterThanOrEqual(17);
  for (const choice of lists.flat())
    expect(en[choice.label], choice.label).toEqual(expect.any(String));
  for (const label of Object.values(FIELD_LABELS))
    expect(en[label], label).toEqual(expect.any(String));
  expect(choices.PROPERTY_TYPE_CHOICES.map((c) => en[c.label])).toEqual([
    'Apartment',
    'Flat',
    'Independent House',
    'Villa',
    'Open Plot',
    'Agricultural Land',
  ]);
  expect(choices.BHK_CHOICES.map((c) => en[c.label])).toEqual([
    '1RK',
    '1BHK',
    '2BHK',
    '3BHK',
    '3+BHK',
  ]);
  expect(choices.BATHROOM_CHOICES.map((c) => en[c.label])).toEqual(['1', '2', '3', '3+']);
  expect(choices.PARKING_CHOICES.map((c) => en[c.label])).toEqual(['Not Available', '1', '2', '3']);
  expect(choices.PLOT_AREA_UNIT_CHOICES.map((c) => c.value)).toEqual([
    'sqyd',
    'sqft',
    'sqm',
    'acres',
    'hectares',
    'guntha',
  ]);
  expect(en['listingForm.section.description']).toBe('1 Description');
  expect(en['listingForm.section.media']).toBe('2 Media');
  expect(en['listingForm.section.location']).toBe('3 Location');
  expect(en['listingForm.submit']).toBe('Submit Property');
  expect(en['listingForm.added']).toBe('Property added successfully!');
  expect(en['listingForm.addFailed']).toBe('Failed to add property. Please try again.');
});

test('a new form starts in Andhra Pradesh with units chosen and everything else empty', () => {
  expect(LISTING_FORM_DEFAULTS.location).toBe('Andhra Pradesh');
  expect(LISTING_FORM_DEFAULTS.category).toBe('');
  expect(LISTING_FORM_DEFAULTS.listingType).toBe('');
  expect(LISTING_FORM_DEFAULTS.priceUnit).toBe('L');
  const errors = errorsOf(parseListingForm(LISTING_FORM_DEFAULTS));
  expect(errors.location).toBeUndefined();
  expect(errors.priceUnit).toBeUndefined();
});
