// The listing form's rules, one test per rule of the spec (the form as a whole:
// listing-form-schema.test.ts).
import { expect, test } from 'vitest';
import { en } from '../../i18n/en.ts';
import type { ListingErrorField } from './listing-fields.ts';
import { parseListingForm } from './parse-listing-form.ts';
import {
  FLAT_FOR_SALE_FIELDS,
  PLOT_FOR_SALE_FIELDS,
} from '../../../tests/factories/listing-form-fields.ts';
import { errorsFor, plotErrorsFor, valueOf } from '../../../tests/support/listing-form.ts';

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
  'the Telugu title and description have the English ones’ limits': {
    flat: [
      one('titleTe', 'శ'.repeat(121), 'Title in Telugu can be at most 120 characters'),
      one('descriptionTe', 'వ'.repeat(5001), 'listingForm.error.descriptionTeTooLong'),
    ],
    plot: [one('titleTe', 'శ'.repeat(121), 'listingForm.error.titleTeTooLong')],
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
  'the steps, the door and the yes-or-no facts of getting in are checked': {
    flat: [
      one('entranceSteps', '61', 'Enter the number of steps, from 0 to 60'),
      one('entranceSteps', 'two', 'Enter the number of steps, from 0 to 60'),
      one('doorWidth', '40', 'Enter the door’s width in centimetres, from 50 to 300'),
      one('lift', 'maybe', 'listingForm.error.chooseOption'),
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
  'the Telugu title and description are optional, trimmed, up to the English limits': {
    flat: [
      [{}, { titleTe: null, descriptionTe: null }],
      one('titleTe', '  బ్రాడీపేట దగ్గర 2BHK ఫ్లాట్  ', 'బ్రాడీపేట దగ్గర 2BHK ఫ్లాట్'),
      one('titleTe', '   ', null),
      one('titleTe', 'శ'.repeat(120), 'శ'.repeat(120)),
      one('descriptionTe', 'వ'.repeat(5000), 'వ'.repeat(5000)),
    ],
    plot: [one('descriptionTe', 'తూర్పు ముఖం ప్లాట్', 'తూర్పు ముఖం ప్లాట్')],
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
  'getting in without steps is optional: steps, a lift, the narrowest door, rooms below': {
    flat: [
      [
        {
          entranceSteps: '0',
          lift: 'yes',
          doorWidth: '90',
          bedroomOnEntranceLevel: 'no',
          bathroomOnEntranceLevel: 'yes',
        },
        {
          entranceSteps: 0,
          lift: 'yes',
          doorWidth: 90,
          bedroomOnEntranceLevel: 'no',
          bathroomOnEntranceLevel: 'yes',
        },
      ],
      [{}, { entranceSteps: null, lift: null, doorWidth: null, bedroomOnEntranceLevel: null }],
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
    parseListingForm({
      ...(on === 'plot' ? PLOT_FOR_SALE_FIELDS : FLAT_FOR_SALE_FIELDS),
      ...fields,
    }),
  ) as Record<string, unknown>;
  for (const [key, value] of Object.entries(expected)) expect(parsed[key], key).toEqual(value);
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
