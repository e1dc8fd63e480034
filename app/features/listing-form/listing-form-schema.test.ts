// The listing form as a whole: the spec's messages, what a valid form keeps and what it drops
// (its field rules: listing-form-field-rules.test.ts; its choices: listing-form-choices.test.ts).
import { expect, test } from 'vitest';
import { en } from '../../i18n/en.ts';
import { ListingFormSchema } from './listing-form-schema.ts';
import { parseConfig } from '../../config.server.ts';
import { MIN_IMAGES, photoLimits } from '../listings/photo-limits.server.ts';
import { IMAGE_REQUIRED_MESSAGE, LISTING_FORM_FIELDS } from './listing-fields.ts';
import { parseListingForm } from './parse-listing-form.ts';
import {
  FLAT_FOR_SALE_FIELDS,
  PLOT_FOR_SALE_FIELDS,
} from '../../../tests/factories/listing-form-fields.ts';
import { errorsOf, textsOf, valueOf } from '../../../tests/support/listing-form.ts';

const SPEC_MESSAGES = [
  'Category is required',
  'Property type is required',
  'Title is required',
  'Description is required',
  'Address is required',
  'City is required',
  'Location is required',
  'Sub Location is required',
  'Pincode is required',
  'Property state is required',
  'possession status is required',
  'Price is required',
  'Maintenance charge is required',
  'Facing is required',
  'At least 1 image is required for a valid submission',
];

test('an empty submission shows every message of the spec, each once, by its field and in the list', () => {
  const result = parseListingForm({}, { photos: { count: 0, maxFiles: 20 } });
  expect(result.ok).toBe(false);
  expect(textsOf(result).sort()).toEqual([...SPEC_MESSAGES].sort());
  const errors = errorsOf(result);
  expect(en[errors.category!]).toBe('Category is required');
  expect(en[errors.listingType!]).toBe('Property state is required');
  expect(en[errors.cityId!]).toBe('City is required');
  expect(en[errors.areaId!]).toBe('Sub Location is required');
  expect(en[errors.location!]).toBe('Location is required');
  expect(en[errors.priceAmount!]).toBe('Price is required');
  expect(en[errors.maintenanceAmount!]).toBe('Maintenance charge is required');
  expect(en[errors.possessionStatus!]).toBe('possession status is required');
  expect(en[errors.images!]).toBe('At least 1 image is required for a valid submission');
});

test('a blank form posted as FormData gives the same messages', () => {
  const form = new FormData();
  for (const field of LISTING_FORM_FIELDS) form.set(field, '');
  form.set('images', new File([], ''));
  expect(textsOf(parseListingForm(form, { photos: { count: 0, maxFiles: 20 } })).sort()).toEqual(
    [...SPEC_MESSAGES].sort(),
  );
});

test('the error list follows the form: description first, photos, then location', () => {
  const result = parseListingForm({}, { photos: { count: 0, maxFiles: 20 } });
  const list = result.ok ? [] : result.list;
  expect(list[0]).toBe('listingForm.error.categoryRequired');
  expect(list.indexOf(IMAGE_REQUIRED_MESSAGE)).toBeLessThan(
    list.indexOf('listingForm.error.addressRequired'),
  );
  expect(list.indexOf('listingForm.error.titleRequired')).toBeLessThan(
    list.indexOf(IMAGE_REQUIRED_MESSAGE),
  );
});

test('a complete flat for sale passes and keeps the house fields', () => {
  const value = valueOf(
    parseListingForm(
      {
        ...FLAT_FOR_SALE_FIELDS,
        bhk: '2bhk',
        bathrooms: '2',
        furnishing: 'semi-furnished',
        coveredFourWheelerParking: '1',
        builtUpArea: '1150',
        builtUpAreaUnit: 'sqft',
      },
      { photos: { count: 3, maxFiles: 20 } },
    ),
  );
  expect(value.group).toBe('house');
  if (value.group !== 'house') return;
  expect(value).toMatchObject({
    propertyType: 'flat',
    price: { amount: 45, unit: 'L' },
    maintenance: { amount: 2500, unit: 'rupees' },
    bhk: '2bhk',
    bathrooms: '2',
    furnishing: 'semi-furnished',
    coveredFourWheelerParking: '1',
    openTwoWheelerParking: null,
    builtUpArea: { value: 1150, unit: 'sqft' },
    cityId: 1,
    areaId: 7,
    landmark: null,
  });
});

test('a crafted ownerId, status or id is not in the parsed value', () => {
  const value = valueOf(
    parseListingForm({
      ...FLAT_FOR_SALE_FIELDS,
      ownerId: '1',
      status: 'active',
      id: '99',
      statusReason: 'x',
    }),
  );
  for (const key of ['ownerId', 'status', 'id', 'statusReason'])
    expect(value).not.toHaveProperty(key);
  const form = new FormData();
  for (const [key, text] of Object.entries({
    ...FLAT_FOR_SALE_FIELDS,
    ownerId: '1',
    status: 'active',
  }))
    form.set(key, text);
  const fromForm = valueOf(parseListingForm(form));
  expect(fromForm).not.toHaveProperty('ownerId');
  expect(fromForm).not.toHaveProperty('status');
});

test('the other group’s fields are ignored, even when posted', () => {
  const plot = valueOf(
    parseListingForm({
      ...PLOT_FOR_SALE_FIELDS,
      bhk: '3bhk',
      coveredFourWheelerParking: 'lots',
      builtUpArea: 'abc',
    }),
  );
  expect(plot).not.toHaveProperty('bhk');
  expect(plot).not.toHaveProperty('builtUpArea');
  const flat = valueOf(
    parseListingForm({
      ...FLAT_FOR_SALE_FIELDS,
      surveyNumber: '<script>',
      totalArea: '-4',
      approvalAuthority: 'cia',
    }),
  );
  expect(flat).not.toHaveProperty('surveyNumber');
  expect(flat).not.toHaveProperty('approvalAuthority');
});

test('photos: at least 1 and at most the configured number (20 by default)', () => {
  expect(MIN_IMAGES).toBe(1);
  expect(photoLimits(parseConfig({})).maxFiles).toBe(20);
  expect(photoLimits(parseConfig({})).maxFileMb).toBe(10);
  expect(photoLimits(parseConfig({ UPLOAD_MAX_FILES: '5', UPLOAD_MAX_FILE_MB: '2' }))).toEqual({
    maxFiles: 5,
    maxFileMb: 2,
  });
  expect(en[IMAGE_REQUIRED_MESSAGE]).toBe('At least 1 image is required for a valid submission');
  expect(
    textsOf(parseListingForm(FLAT_FOR_SALE_FIELDS, { photos: { count: 0, maxFiles: 20 } })),
  ).toEqual(['At least 1 image is required for a valid submission']);
  expect(parseListingForm(FLAT_FOR_SALE_FIELDS, { photos: { count: 1, maxFiles: 20 } }).ok).toBe(
    true,
  );
  expect(parseListingForm(FLAT_FOR_SALE_FIELDS, { photos: { count: 20, maxFiles: 20 } }).ok).toBe(
    true,
  );
  expect(
    errorsOf(parseListingForm(FLAT_FOR_SALE_FIELDS, { photos: { count: 21, maxFiles: 20 } }))
      .images,
  ).toBe('listingForm.error.tooManyImages');
  expect(parseListingForm(FLAT_FOR_SALE_FIELDS, { photos: { count: 6, maxFiles: 5 } }).ok).toBe(
    false,
  );
  expect(en['listingForm.error.tooManyImages']).toBe('You can add at most {maxFiles} photos');
});

test('all errors are collected in one pass, one per field', () => {
  const result = parseListingForm({
    ...FLAT_FOR_SALE_FIELDS,
    title: '',
    pincode: '12',
    priceAmount: 'abc',
    reraNumber: 'x',
    mapUrl: 'https://x.y',
  });
  expect(Object.keys(errorsOf(result))).toEqual([
    'title',
    'priceAmount',
    'reraNumber',
    'pincode',
    'mapUrl',
  ]);
  expect(result.ok ? [] : result.list).toHaveLength(5);
});

test('the zod schema reports the same problems as issues on the fields', () => {
  const result = ListingFormSchema.safeParse({ ...FLAT_FOR_SALE_FIELDS, facing: '' });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
    ['facing', 'listingForm.error.facingRequired'],
  ]);
});
