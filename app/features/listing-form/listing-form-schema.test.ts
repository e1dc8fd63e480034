// The listing form's rules, one test per rule of the spec (long because the form is).
import { expect, test } from 'vitest';
import { en } from '../../i18n/en.ts';
import { ListingFormSchema } from './listing-form-schema.ts';
import { isBuiltType, typesFor, fieldGroupFor } from '../listings/property-groups.ts';
import { parseConfig } from '../../config.server.ts';
import { MIN_IMAGES, photoLimits } from '../listings/photo-limits.server.ts';
import {
  IMAGE_REQUIRED_MESSAGE,
  LISTING_FORM_FIELDS,
  LISTING_GROUPS,
  FIELD_LABELS,
  LISTING_FORM_DEFAULTS,
  type ListingErrorField,
} from './listing-fields.ts';
import * as choices from './listing-choices.ts';
import { type ListingFormResult, parseListingForm } from './parse-listing-form.ts';
import { FLAT_FOR_SALE_FIELDS } from '../../../tests/factories/listing-form-fields.ts';

const flatForSale = FLAT_FOR_SALE_FIELDS;

const plotForSale = {
  ...flatForSale,
  propertyType: 'plot',
  title: '200 sqyd CRDA plot in Mangalagiri',
  priceAmount: '60',
  maintenanceAmount: '0',
  possessionStatus: 'immediate',
  totalArea: '200',
  totalAreaUnit: 'sqyd',
};

function errorsOf(result: ListingFormResult) {
  return result.ok ? {} : result.errors;
}

/** The field errors of the flat (or plot) for sale with these fields changed. */
const errorsFor = (fields: Record<string, string>) =>
  errorsOf(parseListingForm({ ...flatForSale, ...fields }));
const plotErrorsFor = (fields: Record<string, string>) =>
  errorsOf(parseListingForm({ ...plotForSale, ...fields }));

function textsOf(result: ListingFormResult) {
  return result.ok ? [] : result.list.map((key) => en[key]);
}

function valueOf(result: ListingFormResult) {
  if (!result.ok) throw new Error(`expected a valid form, got ${JSON.stringify(result.errors)}`);
  return result.value;
}

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

// ——— Rules of one field, as tables: each case posts the flat (or the plot) for sale with some
// fields changed. A refused case names the message each field then shows (a catalogue key, or
// the spec's own words in English); an accepted case names parsed properties, exactly. ———

type Case = [fields: Record<string, unknown>, expected: Record<string, unknown>];
type Cases = { flat?: Case[]; plot?: Case[] };

/** One field posted as `text`, and what it then shows or holds. */
const one = (field: string, text: unknown, expected: unknown): Case => [
  { [field]: text },
  { [field]: expected },
];
const UNIT = 'listingForm.error.chooseUnit';
const NUMBER = 'Enter a number';
const OSM = 'https://www.openstreetmap.org/export/embed.html?bbox=80.4,16.3,80.5,16.4&layer=mapnik';

const REFUSED: Record<string, Cases> = {
  'built types require facing, possession, price and maintenance': {
    flat: [
      [
        { facing: '', possessionStatus: '', priceAmount: '', maintenanceAmount: '' },
        {
          facing: 'Facing is required',
          possessionStatus: 'possession status is required',
          priceAmount: 'Price is required',
          maintenanceAmount: 'Maintenance charge is required',
        },
      ],
    ],
  },
  'possession offers the statuses of the type’s group': {
    flat: [
      one(
        'possessionStatus',
        'immediate',
        'Choose a property status offered for this property type',
      ),
    ],
    plot: [one('possessionStatus', 'ready-to-move', 'listingForm.error.possessionChoice')],
  },
  'rent with a plot or agricultural land is refused': {
    plot: ['plot', 'agricultural-land'].map((propertyType) => [
      { listingType: 'rent', propertyType },
      { propertyType: 'Choose a type offered for rent' },
    ]),
  },
  'numbers are read again on the server: 4.5.5, -1, abc and 1e9 are refused': {
    flat: ['4.5.5', '-1', 'abc', '1e9'].map((text) => [
      { priceAmount: text, maintenanceAmount: text, builtUpArea: text, builtUpAreaUnit: 'sqft' },
      { priceAmount: NUMBER, maintenanceAmount: NUMBER, builtUpArea: NUMBER },
    ]),
    plot: [
      [{ plotWidth: '3O', plotDimensionUnit: 'sqft' }, { plotWidth: NUMBER }],
      [{ roadWidth: '1e2', roadWidthUnit: 'ft' }, { roadWidth: NUMBER }],
    ],
  },
  'a price must be above 0 and at most ₹ 10,000 Cr; maintenance has a ceiling': {
    flat: [
      one('priceAmount', '0', 'Price must be more than 0'),
      [
        { priceAmount: '10001', priceUnit: 'Cr' },
        { priceAmount: 'Price can be at most ₹ 10,000 Cr' },
      ],
      [
        { maintenanceAmount: '99999999', maintenanceUnit: 'L' },
        { maintenanceAmount: 'listingForm.error.amountTooHigh' },
      ],
    ],
  },
  'an amount or area needs a unit from its own list': {
    flat: [
      one('priceUnit', '', 'Choose a unit'),
      one('priceUnit', 'lakh', UNIT),
      one('maintenanceUnit', 'Cr', UNIT),
      [{ builtUpArea: '1200', builtUpAreaUnit: 'acres' }, { builtUpAreaUnit: UNIT }],
      [{ pricePerUnitAmount: '4500', pricePerUnitArea: 'acres' }, { pricePerUnitArea: UNIT }],
    ],
    plot: [
      one('totalAreaUnit', 'sqin', UNIT),
      [
        { plotWidth: '30', plotLength: '40', plotDimensionUnit: 'acres' },
        { plotDimensionUnit: UNIT },
      ],
      [{ roadWidth: '30', roadWidthUnit: 'km' }, { roadWidthUnit: UNIT }],
    ],
  },
  'prices per unit and areas must be above 0; the carpet area cannot exceed the built-up area': {
    flat: [
      [
        { pricePerUnitAmount: '0', pricePerUnitArea: 'sqft' },
        { pricePerUnitAmount: 'listingForm.error.moreThanZero' },
      ],
      [
        { builtUpArea: '0', builtUpAreaUnit: 'sqft' },
        { builtUpArea: 'listingForm.error.moreThanZero' },
      ],
      [
        { builtUpArea: '100', builtUpAreaUnit: 'sqm', carpetArea: '1200', carpetAreaUnit: 'sqft' },
        { carpetArea: 'Carpet area cannot be more than the built-up area' },
      ],
    ],
  },
  'absurdly large areas are refused': {
    plot: [
      [
        { totalArea: '999999999', totalAreaUnit: 'sqyd' },
        { totalArea: 'listingForm.error.numberTooLarge' },
      ],
    ],
  },
  'a RERA number is P or A and 11 digits': {
    flat: ['P0606012567', 'P060601256789', 'X06060125678', 'P0606012567A', '06060125678'].map(
      (text) => one('reraNumber', text, 'Enter a valid RERA number (e.g. P06060125678)'),
    ),
  },
  'a pincode is 6 digits that do not start with 0': {
    flat: [
      one('pincode', '', 'Pincode is required'),
      ...['52200', '5220021', '52200A', 'abcdef'].map((text) =>
        one('pincode', text, 'Pincode must be 6 digits'),
      ),
      one('pincode', '022002', 'Pincode cannot start with 0'),
    ],
  },
  'required text must not be blank, and long text is refused': {
    flat: [
      one('title', '   ', 'Title is required'),
      one('title', 'x'.repeat(121), 'Title can be at most 120 characters'),
      one('description', 'x'.repeat(5001), 'listingForm.error.descriptionTooLong'),
      one('location', ' ', 'listingForm.error.locationRequired'),
    ],
  },
  'city and sub-location are ids chosen from the lists': {
    flat: [
      one('cityId', 'guntur', 'City is required'),
      one('areaId', '0', 'Sub Location is required'),
    ],
  },
  'a map link must be an embed from an allowed host': {
    flat: [
      'https://evil.example/maps/embed',
      'javascript:alert(1)',
      'https://www.google.com/search?q=x',
    ].map((text) => one('mapUrl', text, 'Paste an embed link from Google Maps or OpenStreetMap')),
  },
  'latitude and longitude come together, lie in India and have no sign': {
    flat: [
      [{ latitude: '16.3067' }, { longitude: 'listingForm.error.coordinatesPair' }],
      [
        { latitude: '80.4365', longitude: '16.3067' },
        {
          latitude: 'listingForm.error.latitudeRange',
          longitude: 'listingForm.error.longitudeRange',
        },
      ],
      [{ latitude: '-16', longitude: '80' }, { latitude: 'listingForm.error.enterNumber' }],
    ],
  },
  'year built is a four-digit year': {
    flat: ['15', '20155', '1700', 'abcd'].map((text) =>
      one('yearBuilt', text, 'listingForm.error.yearBuilt'),
    ),
  },
  'select values outside their lists are refused': {
    flat: [
      [
        { category: 'industrial', facing: 'up', bhk: '9bhk', coveredTwoWheelerParking: '7' },
        {
          category: 'Category is required',
          facing: 'Facing is required',
          bhk: 'Choose one of the options',
          coveredTwoWheelerParking: 'listingForm.error.chooseOption',
        },
      ],
    ],
    plot: [one('layoutPermitNumber', '<b>45</b>', 'listingForm.error.referenceFormat')],
  },
  'floors are whole numbers; the floor cannot be above the top': {
    flat: [
      [{ floor: '5', totalFloors: '4' }, { floor: 'The floor cannot be above the top floor' }],
      one('floor', 'third', 'Enter a floor from 0 (ground) to 200'),
      one('totalFloors', '0', 'Enter the number of floors, 1 to 200'),
    ],
  },
};

/** Plot fields kept as posted. */
const PLOT_CHOICES = {
  plotDimensionUnit: 'sqft',
  approvalAuthority: 'apcrda',
  layoutPermitNumber: 'LP 45/2019',
  surveyNumber: '123/4A',
};

const ACCEPTED: Record<string, Cases> = {
  'BHK, bathrooms, parking, landmark and the areas are optional for built types': {
    flat: [[{}, {}]],
  },
  'a plot for sale passes with the plot fields, and maintenance 0 is allowed': {
    plot: [
      [
        {
          plotWidth: '30',
          plotLength: '60',
          roadWidth: '40',
          roadWidthUnit: 'ft',
          ...PLOT_CHOICES,
        },
        {
          group: 'plot',
          propertyType: 'plot',
          possessionStatus: 'immediate',
          maintenance: { amount: 0, unit: 'rupees' },
          plotWidth: 30,
          plotLength: 60,
          totalArea: { value: 200, unit: 'sqyd' },
          roadWidth: { value: 40, unit: 'ft' },
          ...PLOT_CHOICES,
        },
      ],
    ],
  },
  'width, length, road width and the approval are optional for land': {
    plot: [
      [
        { propertyType: 'agricultural-land', totalArea: '', totalAreaUnit: '' },
        {
          group: 'plot',
          plotWidth: null,
          totalArea: null,
          roadWidth: null,
          approvalAuthority: null,
        },
      ],
    ],
  },
  'possession offers the statuses of the type’s group': {
    flat: [one('possessionStatus', 'under-construction', 'under-construction')],
    plot: [one('possessionStatus', 'in-future', 'in-future')],
  },
  'rent offers the built types, with the house fields': {
    flat: [
      [
        { listingType: 'rent', propertyType: 'villa', priceAmount: '25', priceUnit: 'K' },
        { group: 'house', listingType: 'rent', propertyType: 'villa' },
      ],
    ],
  },
  'numbers are read again on the server: 45.5 passes, grouping is dropped': {
    flat: [
      [{ priceAmount: '45.5' }, { price: { amount: 45.5, unit: 'L' } }],
      [{ priceAmount: '45,00,000', priceUnit: 'K' }, { price: { amount: 4_500_000, unit: 'K' } }],
    ],
  },
  'a price may be ₹ 10,000 Cr, and maintenance 0': {
    flat: [
      [{ priceAmount: '10000', priceUnit: 'Cr' }, { price: { amount: 10000, unit: 'Cr' } }],
      [{ maintenanceAmount: '0' }, { maintenance: { amount: 0, unit: 'rupees' } }],
    ],
  },
  'a unit left at its default with no value is not an error, and not kept': {
    flat: [[{ carpetArea: '', carpetAreaUnit: 'sqft' }, { carpetArea: null }]],
  },
  'price per unit is optional, in whole rupees per unit of the group’s area units': {
    flat: [
      [
        { pricePerUnitAmount: '4500', pricePerUnitArea: 'sqft' },
        { pricePerUnit: { amount: 4500, area: 'sqft' } },
      ],
    ],
    plot: [
      [
        { pricePerUnitAmount: '30000', pricePerUnitArea: 'sqyd' },
        { pricePerUnit: { amount: 30000, area: 'sqyd' } },
      ],
      // A land price per acre in crores is not too large.
      [
        { pricePerUnitAmount: '150000000', pricePerUnitArea: 'acres' },
        { pricePerUnit: { amount: 150_000_000, area: 'acres' } },
      ],
    ],
  },
  'the carpet area may be as large as the built-up area': {
    flat: [
      [
        { builtUpArea: '1200', builtUpAreaUnit: 'sqft', carpetArea: '100', carpetAreaUnit: 'sqm' },
        { builtUpArea: { value: 1200, unit: 'sqft' }, carpetArea: { value: 100, unit: 'sqm' } },
      ],
    ],
  },
  'a RERA number is optional: P or A and 11 digits, any case, trimmed': {
    flat: [
      one('reraNumber', ' p06060125678 ', 'P06060125678'),
      one('reraNumber', 'A06060125678', 'A06060125678'),
      one('reraNumber', '', null),
    ],
  },
  'text is trimmed (a pincode loses its spaces), and a title may have 120 characters': {
    flat: [
      one('pincode', ' 520 010 ', '520010'),
      one('title', '  Villa  ', 'Villa'),
      one('title', 'x'.repeat(120), 'x'.repeat(120)),
    ],
  },
  'city ids are read as numbers': { flat: [one('cityId', 3, 3)] },
  'a map link may be an OpenStreetMap or Google Maps embed, upgraded to https': {
    flat: [
      one('mapUrl', OSM, OSM),
      one(
        'mapUrl',
        'http://www.google.com/maps/embed?pb=abc',
        'https://www.google.com/maps/embed?pb=abc',
      ),
    ],
  },
  'latitude and longitude are optional, come together and lie in India': {
    flat: [
      [
        { latitude: '16.3067', longitude: '80.4365' },
        { latitude: 16.3067, longitude: 80.4365 },
      ],
    ],
  },
  'year built is an optional four-digit year': { flat: [one('yearBuilt', '2015', 2015)] },
  'floor and total floors are optional whole numbers; the floor may be 0 (ground)': {
    flat: [
      [
        { floor: '3', totalFloors: '12' },
        { floor: 3, totalFloors: 12 },
      ],
      [{ floor: '0' }, { floor: 0, totalFloors: null }],
    ],
  },
};

/** Every case of a table, named by its rule and what it posts (long texts cut short). */
const casesOf = (table: Record<string, Cases>) =>
  Object.entries(table).flatMap(([rule, cases]) =>
    (['flat', 'plot'] as const).flatMap((on) =>
      (cases[on] ?? []).map(([fields, expected]) => ({
        rule,
        on,
        fields,
        expected,
        posted: Object.entries(fields)
          .map(([key, value]) => `${key}=${JSON.stringify(String(value).slice(0, 16))}`)
          .join(' '),
      })),
    ),
  );

test.each(casesOf(REFUSED))('$rule: the $on with $posted', ({ on, fields, expected }) => {
  const found = (on === 'plot' ? plotErrorsFor : errorsFor)(fields as Record<string, string>);
  for (const [field, message] of Object.entries(expected)) {
    const key = found[field as ListingErrorField];
    expect(String(message).startsWith('listingForm.') ? key : key && en[key], field).toBe(message);
  }
});

test.each(casesOf(ACCEPTED))('$rule: the $on with $posted', ({ on, fields, expected }) => {
  const parsed = valueOf(
    parseListingForm({ ...(on === 'plot' ? plotForSale : flatForSale), ...fields }),
  ) as Record<string, unknown>;
  for (const [key, value] of Object.entries(expected)) expect(parsed[key], key).toEqual(value);
});

test('a complete flat for sale passes and keeps the house fields', () => {
  const value = valueOf(
    parseListingForm(
      {
        ...flatForSale,
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

// ——— The rules that are not one field's ———

test('land requires facing, possession, price and maintenance too', () => {
  const errors = plotErrorsFor({
    facing: '',
    possessionStatus: '',
    priceAmount: '',
    maintenanceAmount: '',
  });
  expect(Object.keys(errors).sort()).toEqual([
    'facing',
    'maintenanceAmount',
    'possessionStatus',
    'priceAmount',
  ]);
});

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

test('a crafted ownerId, status or id is not in the parsed value', () => {
  const value = valueOf(
    parseListingForm({
      ...flatForSale,
      ownerId: '1',
      status: 'active',
      id: '99',
      statusReason: 'x',
    }),
  );
  for (const key of ['ownerId', 'status', 'id', 'statusReason'])
    expect(value).not.toHaveProperty(key);
  const form = new FormData();
  for (const [key, text] of Object.entries({ ...flatForSale, ownerId: '1', status: 'active' }))
    form.set(key, text);
  const fromForm = valueOf(parseListingForm(form));
  expect(fromForm).not.toHaveProperty('ownerId');
  expect(fromForm).not.toHaveProperty('status');
});

test('the other group’s fields are ignored, even when posted', () => {
  const plot = valueOf(
    parseListingForm({
      ...plotForSale,
      bhk: '3bhk',
      coveredFourWheelerParking: 'lots',
      builtUpArea: 'abc',
    }),
  );
  expect(plot).not.toHaveProperty('bhk');
  expect(plot).not.toHaveProperty('builtUpArea');
  const flat = valueOf(
    parseListingForm({
      ...flatForSale,
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
  expect(textsOf(parseListingForm(flatForSale, { photos: { count: 0, maxFiles: 20 } }))).toEqual([
    'At least 1 image is required for a valid submission',
  ]);
  expect(parseListingForm(flatForSale, { photos: { count: 1, maxFiles: 20 } }).ok).toBe(true);
  expect(parseListingForm(flatForSale, { photos: { count: 20, maxFiles: 20 } }).ok).toBe(true);
  expect(
    errorsOf(parseListingForm(flatForSale, { photos: { count: 21, maxFiles: 20 } })).images,
  ).toBe('listingForm.error.tooManyImages');
  expect(parseListingForm(flatForSale, { photos: { count: 6, maxFiles: 5 } }).ok).toBe(false);
  expect(en['listingForm.error.tooManyImages']).toBe('You can add at most {maxFiles} photos');
});

test('all errors are collected in one pass, one per field', () => {
  const result = parseListingForm({
    ...flatForSale,
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
  const result = ListingFormSchema.safeParse({ ...flatForSale, facing: '' });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
    ['facing', 'listingForm.error.facingRequired'],
  ]);
});

test('the form texts and every choice label are in the catalogue; Plot shows as Open Plot', () => {
  // Every list of choices the form has (the possession choices come in groups).
  const lists = Object.values(choices).flatMap((each): (readonly choices.Choice[])[] =>
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
