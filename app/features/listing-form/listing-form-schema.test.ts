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
} from './listing-fields.ts';
import {
  CATEGORY_CHOICES,
  LISTING_TYPE_CHOICES,
  PROPERTY_TYPE_CHOICES,
  BHK_CHOICES,
  BATHROOM_CHOICES,
  FURNISHING_CHOICES,
  FACING_CHOICES,
  PARKING_CHOICES,
  POSSESSION_CHOICES,
  PRICE_UNIT_CHOICES,
  MAINTENANCE_UNIT_CHOICES,
  BUILDING_AREA_UNIT_CHOICES,
  PLOT_AREA_UNIT_CHOICES,
  DIMENSION_UNIT_CHOICES,
  ROAD_WIDTH_UNIT_CHOICES,
  APPROVAL_AUTHORITY_CHOICES,
  propertyTypeChoicesFor,
} from './listing-choices.ts';
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

test('BHK, bathrooms, parking, landmark and the areas are optional for built types', () => {
  expect(parseListingForm(flatForSale).ok).toBe(true);
});

test('built types require facing, possession, price and maintenance', () => {
  const errors = errorsFor({
    facing: '',
    possessionStatus: '',
    priceAmount: '',
    maintenanceAmount: '',
  });
  expect(en[errors.facing!]).toBe('Facing is required');
  expect(en[errors.possessionStatus!]).toBe('possession status is required');
  expect(en[errors.priceAmount!]).toBe('Price is required');
  expect(en[errors.maintenanceAmount!]).toBe('Maintenance charge is required');
});

test('a plot for sale passes with the plot fields, and maintenance 0 is allowed', () => {
  const value = valueOf(
    parseListingForm({
      ...plotForSale,
      plotWidth: '30',
      plotLength: '60',
      plotDimensionUnit: 'sqft',
      roadWidth: '40',
      roadWidthUnit: 'ft',
      approvalAuthority: 'apcrda',
      layoutPermitNumber: 'LP 45/2019',
      surveyNumber: '123/4A',
    }),
  );
  expect(value.group).toBe('plot');
  if (value.group !== 'plot') return;
  expect(value).toMatchObject({
    propertyType: 'plot',
    possessionStatus: 'immediate',
    maintenance: { amount: 0, unit: 'rupees' },
    plotWidth: 30,
    plotLength: 60,
    plotDimensionUnit: 'sqft',
    totalArea: { value: 200, unit: 'sqyd' },
    roadWidth: { value: 40, unit: 'ft' },
    approvalAuthority: 'apcrda',
    layoutPermitNumber: 'LP 45/2019',
    surveyNumber: '123/4A',
  });
});

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

test('width, length, road width and the approval are optional for land', () => {
  const value = valueOf(
    parseListingForm({
      ...plotForSale,
      propertyType: 'agricultural-land',
      totalArea: '',
      totalAreaUnit: '',
    }),
  );
  expect(value).toMatchObject({
    group: 'plot',
    plotWidth: null,
    totalArea: null,
    roadWidth: null,
    approvalAuthority: null,
  });
});

test('possession offers ready to move and Under Construction for built types, Immediate and In Future for land', () => {
  expect(en[errorsFor({ possessionStatus: 'immediate' }).possessionStatus!]).toBe(
    'Choose a property status offered for this property type',
  );
  expect(plotErrorsFor({ possessionStatus: 'ready-to-move' }).possessionStatus).toBe(
    'listingForm.error.possessionChoice',
  );
  expect(parseListingForm({ ...flatForSale, possessionStatus: 'under-construction' }).ok).toBe(
    true,
  );
  expect(parseListingForm({ ...plotForSale, possessionStatus: 'in-future' }).ok).toBe(true);
  expect(POSSESSION_CHOICES.house.map((c) => en[c.label])).toEqual([
    'ready to move',
    'Under Construction',
  ]);
  expect(POSSESSION_CHOICES.plot.map((c) => en[c.label])).toEqual(['Immediate', 'In Future']);
});

test('rent with a plot or agricultural land is refused', () => {
  for (const propertyType of ['plot', 'agricultural-land']) {
    const errors = plotErrorsFor({ listingType: 'rent', propertyType });
    expect(en[errors.propertyType!]).toBe('Choose a type offered for rent');
  }
});

test('rent offers only the four built types, with the house fields', () => {
  expect(typesFor('rent')).toEqual(['apartment', 'flat', 'independent-house', 'villa']);
  expect(typesFor('sell')).toHaveLength(6);
  expect(propertyTypeChoicesFor('rent').map((c) => c.value)).toEqual([
    'apartment',
    'flat',
    'independent-house',
    'villa',
  ]);
  const value = valueOf(
    parseListingForm({
      ...flatForSale,
      listingType: 'rent',
      propertyType: 'villa',
      priceAmount: '25',
      priceUnit: 'K',
    }),
  );
  expect(value).toMatchObject({ group: 'house', listingType: 'rent', propertyType: 'villa' });
});

test('choosing Sell or Rent and a type reveals its field group', () => {
  expect(fieldGroupFor('sell', 'apartment')).toBe('house');
  expect(fieldGroupFor('sell', 'independent-house')).toBe('house');
  expect(fieldGroupFor('rent', 'flat')).toBe('house');
  expect(fieldGroupFor('sell', 'plot')).toBe('plot');
  expect(fieldGroupFor('sell', 'agricultural-land')).toBe('plot');
  expect(fieldGroupFor('rent', 'plot')).toBeNull();
  expect(fieldGroupFor('', 'flat')).toBeNull();
  expect(fieldGroupFor('sell', '')).toBeNull();
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

test('numbers are read again on the server: 45.5 passes; 4.5.5, -1, abc and 1e9 are refused', () => {
  expect(valueOf(parseListingForm({ ...flatForSale, priceAmount: '45.5' })).price).toEqual({
    amount: 45.5,
    unit: 'L',
  });
  expect(
    valueOf(parseListingForm({ ...flatForSale, priceAmount: '45,00,000', priceUnit: 'K' })).price
      .amount,
  ).toBe(4_500_000);
  for (const text of ['4.5.5', '-1', 'abc', '1e9']) {
    const errors = errorsFor({
      priceAmount: text,
      maintenanceAmount: text,
      builtUpArea: text,
      builtUpAreaUnit: 'sqft',
    });
    expect(en[errors.priceAmount!], text).toBe('Enter a number');
    expect(en[errors.maintenanceAmount!], text).toBe('Enter a number');
    expect(en[errors.builtUpArea!], text).toBe('Enter a number');
  }
  expect(en[plotErrorsFor({ plotWidth: '3O', plotDimensionUnit: 'sqft' }).plotWidth!]).toBe(
    'Enter a number',
  );
  expect(en[plotErrorsFor({ roadWidth: '1e2', roadWidthUnit: 'ft' }).roadWidth!]).toBe(
    'Enter a number',
  );
});

test('a price must be above 0 and at most ₹ 10,000 Cr; maintenance may be 0', () => {
  expect(en[errorsFor({ priceAmount: '0' }).priceAmount!]).toBe('Price must be more than 0');
  expect(parseListingForm({ ...flatForSale, priceAmount: '10000', priceUnit: 'Cr' }).ok).toBe(true);
  expect(en[errorsFor({ priceAmount: '10001', priceUnit: 'Cr' }).priceAmount!]).toBe(
    'Price can be at most ₹ 10,000 Cr',
  );
  expect(parseListingForm({ ...flatForSale, maintenanceAmount: '0' }).ok).toBe(true);
  expect(errorsFor({ maintenanceAmount: '99999999', maintenanceUnit: 'L' }).maintenanceAmount).toBe(
    'listingForm.error.amountTooHigh',
  );
});

test('an amount or area needs a unit from its own list', () => {
  expect(en[errorsFor({ priceUnit: '' }).priceUnit!]).toBe('Choose a unit');
  expect(errorsFor({ priceUnit: 'lakh' }).priceUnit).toBe('listingForm.error.chooseUnit');
  expect(errorsFor({ maintenanceUnit: 'Cr' }).maintenanceUnit).toBe('listingForm.error.chooseUnit');
  expect(errorsFor({ builtUpArea: '1200', builtUpAreaUnit: 'acres' }).builtUpAreaUnit).toBe(
    'listingForm.error.chooseUnit',
  );
  expect(plotErrorsFor({ totalAreaUnit: 'sqin' }).totalAreaUnit).toBe(
    'listingForm.error.chooseUnit',
  );
  expect(
    plotErrorsFor({ plotWidth: '30', plotLength: '40', plotDimensionUnit: 'acres' })
      .plotDimensionUnit,
  ).toBe('listingForm.error.chooseUnit');
  expect(plotErrorsFor({ roadWidth: '30', roadWidthUnit: 'km' }).roadWidthUnit).toBe(
    'listingForm.error.chooseUnit',
  );
  // A unit left at its default with no value is not an error, and not kept.
  const value = valueOf(
    parseListingForm({ ...flatForSale, carpetArea: '', carpetAreaUnit: 'sqft' }),
  );
  expect(value).toMatchObject({ carpetArea: null });
});

test('price per unit is optional, in whole rupees per unit of the group’s area units', () => {
  expect(
    valueOf(
      parseListingForm({ ...flatForSale, pricePerUnitAmount: '4500', pricePerUnitArea: 'sqft' }),
    ).pricePerUnit,
  ).toEqual({
    amount: 4500,
    area: 'sqft',
  });
  expect(
    valueOf(
      parseListingForm({ ...plotForSale, pricePerUnitAmount: '30000', pricePerUnitArea: 'sqyd' }),
    ).pricePerUnit,
  ).toEqual({
    amount: 30000,
    area: 'sqyd',
  });
  expect(
    errorsFor({ pricePerUnitAmount: '4500', pricePerUnitArea: 'acres' }).pricePerUnitArea,
  ).toBe('listingForm.error.chooseUnit');
  expect(errorsFor({ pricePerUnitAmount: '0', pricePerUnitArea: 'sqft' }).pricePerUnitAmount).toBe(
    'listingForm.error.moreThanZero',
  );
});

test('areas must be above 0, and the carpet area cannot exceed the built-up area', () => {
  expect(errorsFor({ builtUpArea: '0', builtUpAreaUnit: 'sqft' }).builtUpArea).toBe(
    'listingForm.error.moreThanZero',
  );
  const errors = errorsFor({
    builtUpArea: '100',
    builtUpAreaUnit: 'sqm',
    carpetArea: '1200',
    carpetAreaUnit: 'sqft',
  });
  expect(en[errors.carpetArea!]).toBe('Carpet area cannot be more than the built-up area');
  expect(
    parseListingForm({
      ...flatForSale,
      builtUpArea: '1200',
      builtUpAreaUnit: 'sqft',
      carpetArea: '100',
      carpetAreaUnit: 'sqm',
    }).ok,
  ).toBe(true);
});

test('a RERA number is optional: P or A and 11 digits, any case, trimmed', () => {
  expect(
    valueOf(parseListingForm({ ...flatForSale, reraNumber: ' p06060125678 ' })).reraNumber,
  ).toBe('P06060125678');
  expect(valueOf(parseListingForm({ ...flatForSale, reraNumber: 'A06060125678' })).reraNumber).toBe(
    'A06060125678',
  );
  expect(valueOf(parseListingForm({ ...flatForSale, reraNumber: '' })).reraNumber).toBeNull();
  for (const bad of [
    'P0606012567',
    'P060601256789',
    'X06060125678',
    'P0606012567A',
    '06060125678',
  ]) {
    expect(en[errorsFor({ reraNumber: bad }).reraNumber!], bad).toBe(
      'Enter a valid RERA number (e.g. P06060125678)',
    );
  }
});

test('a pincode is 6 digits that do not start with 0', () => {
  expect(valueOf(parseListingForm({ ...flatForSale, pincode: ' 520 010 ' })).pincode).toBe(
    '520010',
  );
  expect(en[errorsFor({ pincode: '' }).pincode!]).toBe('Pincode is required');
  for (const bad of ['52200', '5220021', '52200A', 'abcdef']) {
    expect(en[errorsFor({ pincode: bad }).pincode!], bad).toBe('Pincode must be 6 digits');
  }
  expect(en[errorsFor({ pincode: '022002' }).pincode!]).toBe('Pincode cannot start with 0');
});

test('text fields are trimmed, required ones must not be blank, and long ones are refused', () => {
  expect(valueOf(parseListingForm({ ...flatForSale, title: '  Villa  ' })).title).toBe('Villa');
  expect(en[errorsFor({ title: '   ' }).title!]).toBe('Title is required');
  expect(en[errorsFor({ title: 'x'.repeat(121) }).title!]).toBe(
    'Title can be at most 120 characters',
  );
  expect(parseListingForm({ ...flatForSale, title: 'x'.repeat(120) }).ok).toBe(true);
  expect(errorsFor({ description: 'x'.repeat(5001) }).description).toBe(
    'listingForm.error.descriptionTooLong',
  );
  expect(errorsFor({ location: ' ' }).location).toBe('listingForm.error.locationRequired');
});

test('city and sub-location are ids chosen from the lists', () => {
  expect(en[errorsFor({ cityId: 'guntur' }).cityId!]).toBe('City is required');
  expect(en[errorsFor({ areaId: '0' }).areaId!]).toBe('Sub Location is required');
  expect(valueOf(parseListingForm({ ...flatForSale, cityId: 3 })).cityId).toBe(3);
});

test('a map link must be an embed from an allowed host', () => {
  const osm =
    'https://www.openstreetmap.org/export/embed.html?bbox=80.4,16.3,80.5,16.4&layer=mapnik';
  expect(valueOf(parseListingForm({ ...flatForSale, mapUrl: osm })).mapUrl).toBe(osm);
  expect(
    valueOf(parseListingForm({ ...flatForSale, mapUrl: 'http://www.google.com/maps/embed?pb=abc' }))
      .mapUrl,
  ).toBe('https://www.google.com/maps/embed?pb=abc');
  for (const bad of [
    'https://evil.example/maps/embed',
    'javascript:alert(1)',
    'https://www.google.com/search?q=x',
  ]) {
    expect(en[errorsFor({ mapUrl: bad }).mapUrl!], bad).toBe(
      'Paste an embed link from Google Maps or OpenStreetMap',
    );
  }
});

test('latitude and longitude are optional, come together and lie in India', () => {
  expect(
    valueOf(parseListingForm({ ...flatForSale, latitude: '16.3067', longitude: '80.4365' })),
  ).toMatchObject({
    latitude: 16.3067,
    longitude: 80.4365,
  });
  expect(errorsFor({ latitude: '16.3067' }).longitude).toBe('listingForm.error.coordinatesPair');
  expect(errorsFor({ latitude: '80.4365', longitude: '16.3067' })).toMatchObject({
    latitude: 'listingForm.error.latitudeRange',
    longitude: 'listingForm.error.longitudeRange',
  });
  expect(errorsFor({ latitude: '-16', longitude: '80' }).latitude).toBe(
    'listingForm.error.enterNumber',
  );
});

test('year built is an optional four-digit year', () => {
  expect(valueOf(parseListingForm({ ...flatForSale, yearBuilt: '2015' }))).toMatchObject({
    yearBuilt: 2015,
  });
  for (const bad of ['15', '20155', '1700', 'abcd']) {
    expect(errorsFor({ yearBuilt: bad }).yearBuilt, bad).toBe('listingForm.error.yearBuilt');
  }
});

test('select values outside their lists are refused', () => {
  const errors = errorsFor({
    category: 'industrial',
    facing: 'up',
    bhk: '9bhk',
    coveredTwoWheelerParking: '7',
  });
  expect(en[errors.category!]).toBe('Category is required');
  expect(en[errors.facing!]).toBe('Facing is required');
  expect(en[errors.bhk!]).toBe('Choose one of the options');
  expect(errors.coveredTwoWheelerParking).toBe('listingForm.error.chooseOption');
  expect(plotErrorsFor({ layoutPermitNumber: '<b>45</b>' }).layoutPermitNumber).toBe(
    'listingForm.error.referenceFormat',
  );
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
  const lists = [
    CATEGORY_CHOICES,
    LISTING_TYPE_CHOICES,
    PROPERTY_TYPE_CHOICES,
    BHK_CHOICES,
    BATHROOM_CHOICES,
    FURNISHING_CHOICES,
    FACING_CHOICES,
    PARKING_CHOICES,
    POSSESSION_CHOICES.house,
    POSSESSION_CHOICES.plot,
    PRICE_UNIT_CHOICES,
    MAINTENANCE_UNIT_CHOICES,
    BUILDING_AREA_UNIT_CHOICES,
    PLOT_AREA_UNIT_CHOICES,
    DIMENSION_UNIT_CHOICES,
    ROAD_WIDTH_UNIT_CHOICES,
    APPROVAL_AUTHORITY_CHOICES,
  ];
  for (const choice of lists.flat())
    expect(en[choice.label], choice.label).toEqual(expect.any(String));
  for (const label of Object.values(FIELD_LABELS))
    expect(en[label], label).toEqual(expect.any(String));
  expect(PROPERTY_TYPE_CHOICES.map((c) => en[c.label])).toEqual([
    'Apartment',
    'Flat',
    'Independent House',
    'Villa',
    'Open Plot',
    'Agricultural Land',
  ]);
  expect(BHK_CHOICES.map((c) => en[c.label])).toEqual(['1RK', '1BHK', '2BHK', '3BHK', '3+BHK']);
  expect(BATHROOM_CHOICES.map((c) => en[c.label])).toEqual(['1', '2', '3', '3+']);
  expect(PARKING_CHOICES.map((c) => en[c.label])).toEqual(['Not Available', '1', '2', '3']);
  expect(PLOT_AREA_UNIT_CHOICES.map((c) => c.value)).toEqual([
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

test('absurdly large areas are refused, but a land price per acre in crores is not', () => {
  expect(plotErrorsFor({ totalArea: '999999999', totalAreaUnit: 'sqyd' }).totalArea).toBe(
    'listingForm.error.numberTooLarge',
  );
  const value = valueOf(
    parseListingForm({
      ...plotForSale,
      pricePerUnitAmount: '150000000',
      pricePerUnitArea: 'acres',
    }),
  );
  expect(value.pricePerUnit).toEqual({ amount: 150_000_000, area: 'acres' });
});

test('floor and total floors are optional whole numbers; the floor cannot be above the top', () => {
  expect(
    valueOf(parseListingForm({ ...flatForSale, floor: '3', totalFloors: '12' })),
  ).toMatchObject({
    floor: 3,
    totalFloors: 12,
  });
  expect(valueOf(parseListingForm({ ...flatForSale, floor: '0' }))).toMatchObject({
    floor: 0,
    totalFloors: null,
  });
  expect(en[errorsFor({ floor: '5', totalFloors: '4' }).floor!]).toBe(
    'The floor cannot be above the top floor',
  );
  expect(en[errorsFor({ floor: 'third' }).floor!]).toBe('Enter a floor from 0 (ground) to 200');
  expect(en[errorsFor({ totalFloors: '0' }).totalFloors!]).toBe(
    'Enter the number of floors, 1 to 200',
  );
});
