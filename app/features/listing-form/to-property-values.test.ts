import { expect, test } from 'vitest';
import {
  propertyToFormValues,
  rupeesToPriceInput,
  toPropertyValues,
} from './to-property-values.ts';
import { type ListingFormValue } from './listing-form-value.ts';
import { parseListingForm } from './parse-listing-form.ts';
import { FLAT_FOR_SALE_FIELDS } from '../../../tests/factories/listing-form-fields.ts';

const flatForSale = FLAT_FOR_SALE_FIELDS;

const plotForSale = {
  ...flatForSale,
  propertyType: 'plot',
  priceAmount: '60',
  maintenanceAmount: '0',
  possessionStatus: 'immediate',
};

function parsed(input: Record<string, unknown>): ListingFormValue {
  const result = parseListingForm(input);
  if (!result.ok) throw new Error(`expected a valid form, got ${JSON.stringify(result.errors)}`);
  return result.value;
}

test('prices become whole rupees: 45 L is 45,00,000 and 1.25 Cr is 1,25,00,000', () => {
  expect(toPropertyValues(parsed(flatForSale)).price).toBe(4_500_000);
  expect(
    toPropertyValues(parsed({ ...flatForSale, priceAmount: '1.25', priceUnit: 'Cr' })).price,
  ).toBe(12_500_000);
  expect(
    toPropertyValues(
      parsed({ ...flatForSale, listingType: 'rent', priceAmount: '15', priceUnit: 'K' }),
    ).price,
  ).toBe(15_000);
});

test('maintenance becomes rupees per month, from rupees, K or L', () => {
  expect(toPropertyValues(parsed(flatForSale)).maintenanceCharge).toBe(2500);
  expect(
    toPropertyValues(parsed({ ...flatForSale, maintenanceAmount: '2.5', maintenanceUnit: 'K' }))
      .maintenanceCharge,
  ).toBe(2500);
  expect(toPropertyValues(parsed(plotForSale)).maintenanceCharge).toBe(0);
});

test('a built type’s size in square feet is its built-up area, else its carpet area', () => {
  expect(
    toPropertyValues(parsed({ ...flatForSale, builtUpArea: '1200', builtUpAreaUnit: 'sqft' }))
      .areaSqft,
  ).toBe(1200);
  expect(
    toPropertyValues(parsed({ ...flatForSale, builtUpArea: '200', builtUpAreaUnit: 'sqyd' }))
      .areaSqft,
  ).toBe(1800);
  expect(
    toPropertyValues(parsed({ ...flatForSale, carpetArea: '100', carpetAreaUnit: 'sqm' })).areaSqft,
  ).toBe(1076.39);
  expect(toPropertyValues(parsed(flatForSale)).areaSqft).toBeNull();
});

test('land’s size is its total area: 200 sqyd is 1800 sqft', () => {
  const values = toPropertyValues(
    parsed({ ...plotForSale, totalArea: '200', totalAreaUnit: 'sqyd' }),
  );
  expect(values).toMatchObject({ totalArea: 200, totalAreaUnit: 'sqyd', areaSqft: 1800 });
  expect(
    toPropertyValues(
      parsed({
        ...plotForSale,
        propertyType: 'agricultural-land',
        totalArea: '2',
        totalAreaUnit: 'acres',
      }),
    ).areaSqft,
  ).toBe(87_120);
});

test('without a total area, land’s size is width × length: 30 sqft × 40 sqft is 1200 sqft', () => {
  const values = toPropertyValues(
    parsed({ ...plotForSale, plotWidth: '30', plotLength: '40', plotDimensionUnit: 'sqft' }),
  );
  expect(values).toMatchObject({
    plotWidth: 30,
    plotLength: 40,
    plotDimensionUnit: 'sqft',
    totalArea: null,
    areaSqft: 1200,
  });
  expect(
    toPropertyValues(parsed({ ...plotForSale, plotWidth: '30', plotDimensionUnit: 'sqft' }))
      .areaSqft,
  ).toBeNull();
});

test('a given total area wins over width × length', () => {
  const values = toPropertyValues(
    parsed({
      ...plotForSale,
      plotWidth: '30',
      plotLength: '40',
      plotDimensionUnit: 'sqft',
      totalArea: '200',
      totalAreaUnit: 'sqyd',
    }),
  );
  expect(values.areaSqft).toBe(1800);
});

test('parking counts are numbers; Not Available is 0 and a blank choice is null', () => {
  const values = toPropertyValues(
    parsed({
      ...flatForSale,
      coveredTwoWheelerParking: 'not-available',
      coveredFourWheelerParking: '2',
      openTwoWheelerParking: '3',
    }),
  );
  expect(values).toMatchObject({
    coveredTwoWheelerParking: 0,
    coveredFourWheelerParking: 2,
    openTwoWheelerParking: 3,
    openFourWheelerParking: null,
  });
});

test('the plain-English columns are filled: possession, state, price per unit, trust, place and map', () => {
  const values = toPropertyValues(
    parsed({
      ...plotForSale,
      possessionStatus: 'in-future',
      pricePerUnitAmount: '30000',
      pricePerUnitArea: 'sqyd',
      reraNumber: 'p06060125678',
      approvalAuthority: 'dtcp',
      layoutPermitNumber: 'LP 45/2019',
      surveyNumber: '123/4A',
      roadWidth: '40',
      roadWidthUnit: 'ft',
      latitude: '16.43',
      longitude: '80.56',
      mapUrl: 'https://www.google.com/maps/embed?pb=abc',
      landmark: 'Near NRI hospital',
    }),
  );
  expect(values).toMatchObject({
    listingType: 'sell',
    propertyType: 'plot',
    possessionStatus: 'in-future',
    pricePerUnit: 30_000,
    pricePerUnitArea: 'sqyd',
    reraNumber: 'P06060125678',
    approvalAuthority: 'dtcp',
    layoutPermitNumber: 'LP 45/2019',
    surveyNumber: '123/4A',
    roadWidth: 40,
    roadWidthUnit: 'ft',
    cityId: 1,
    areaId: 7,
    state: 'Andhra Pradesh',
    pincode: '522002',
    landmark: 'Near NRI hospital',
    latitude: 16.43,
    longitude: 80.56,
    mapUrl: 'https://www.google.com/maps/embed?pb=abc',
  });
});

test('the values never carry ownerId, status or id, and clear the other group’s columns', () => {
  const values = toPropertyValues(
    parsed({ ...plotForSale, ownerId: '1', status: 'active', id: '9', bhk: '3bhk' }),
  );
  for (const key of ['ownerId', 'status', 'id', 'statusReason', 'createdAt'])
    expect(values).not.toHaveProperty(key);
  expect(values).toMatchObject({
    bhk: null,
    bathrooms: null,
    builtUpArea: null,
    coveredFourWheelerParking: null,
    yearBuilt: null,
  });
  const flat = toPropertyValues(
    parsed({ ...flatForSale, surveyNumber: '12', totalArea: '200', totalAreaUnit: 'sqyd' }),
  );
  expect(flat).toMatchObject({
    surveyNumber: null,
    totalArea: null,
    totalAreaUnit: null,
    approvalAuthority: null,
  });
});

test('rupees go back to the form’s amount and unit', () => {
  expect(rupeesToPriceInput(4_500_000)).toEqual({ amount: '45', unit: 'L' });
  expect(rupeesToPriceInput(12_500_000)).toEqual({ amount: '1.25', unit: 'Cr' });
  expect(rupeesToPriceInput(15_000)).toEqual({ amount: '15', unit: 'K' });
  expect(rupeesToPriceInput(4_512_346)).toEqual({ amount: '45.12346', unit: 'L' });
});

test('an untouched edit form saves the same values', () => {
  for (const input of [
    {
      ...flatForSale,
      bhk: '2bhk',
      bathrooms: '3plus',
      coveredFourWheelerParking: '1',
      builtUpArea: '1150.5',
      builtUpAreaUnit: 'sqft',
      carpetArea: '900',
      carpetAreaUnit: 'sqft',
      yearBuilt: '2015',
      entranceSteps: '0',
      lift: 'no',
      doorWidth: '85',
      bathroomOnEntranceLevel: 'yes',
      pricePerUnitAmount: '3900',
      pricePerUnitArea: 'sqft',
      priceAmount: '1.2345678',
      priceUnit: 'Cr',
    },
    {
      ...plotForSale,
      plotWidth: '30',
      plotLength: '40',
      plotDimensionUnit: 'sqyd',
      approvalAuthority: 'apcrda',
      reraNumber: 'A06060125678',
      titleTe: 'మంగళగిరిలో 200 చదరపు గజాల ప్లాట్',
      descriptionTe: 'తూర్పు ముఖం.\nరోడ్డు పక్కనే.',
    },
  ]) {
    const saved = toPropertyValues(parsed(input));
    expect(toPropertyValues(parsed(propertyToFormValues(saved)))).toEqual(saved);
  }
});

test('the edit form shows blank parking as blank, and Not Available only when it was chosen', () => {
  const saved = toPropertyValues(parsed(flatForSale));
  const form = propertyToFormValues(saved);
  expect(form.coveredTwoWheelerParking).toBe('');
  expect(
    propertyToFormValues(
      toPropertyValues(parsed({ ...flatForSale, openTwoWheelerParking: 'not-available' })),
    ).openTwoWheelerParking,
  ).toBe('not-available');
  expect(form.priceAmount).toBe('45');
  expect(form.priceUnit).toBe('L');
  expect(form.maintenanceAmount).toBe('2500');
  expect(form.maintenanceUnit).toBe('rupees');
  expect(propertyToFormValues(toPropertyValues(parsed(plotForSale))).coveredTwoWheelerParking).toBe(
    '',
  );
});

test('getting in: yes and no are stored as true and false, a blank as null (not said)', () => {
  const saved = toPropertyValues(
    parsed({ ...flatForSale, entranceSteps: '2', lift: 'no', bedroomOnEntranceLevel: 'yes' }),
  );
  expect(saved).toMatchObject({
    entranceSteps: 2,
    hasLift: false,
    doorWidthCm: null,
    entranceLevelBedroom: true,
    entranceLevelBathroom: null,
  });
  expect(propertyToFormValues(saved)).toMatchObject({
    entranceSteps: '2',
    lift: 'no',
    doorWidth: '',
    bedroomOnEntranceLevel: 'yes',
    bathroomOnEntranceLevel: '',
  });
  // Land says none of it, whatever is posted.
  expect(toPropertyValues(parsed({ ...plotForSale, lift: 'yes' })).hasLift).toBeNull();
});

test('the Telugu title and description are saved as given, none as null, and shown again', () => {
  const none = toPropertyValues(parsed(flatForSale));
  expect(none).toMatchObject({ titleTe: null, descriptionTe: null });
  expect(propertyToFormValues(none)).toMatchObject({ titleTe: '', descriptionTe: '' });
  const given = toPropertyValues(
    parsed({ ...flatForSale, titleTe: 'బ్రాడీపేటలో 2BHK ఫ్లాట్', descriptionTe: 'లిఫ్ట్ ఉంది.' }),
  );
  expect(given).toMatchObject({
    title: flatForSale.title,
    titleTe: 'బ్రాడీపేటలో 2BHK ఫ్లాట్',
    descriptionTe: 'లిఫ్ట్ ఉంది.',
  });
  expect(propertyToFormValues(given)).toMatchObject({
    titleTe: 'బ్రాడీపేటలో 2BHK ఫ్లాట్',
    descriptionTe: 'లిఫ్ట్ ఉంది.',
  });
});

test('amenities: the ticked ones are kept, each once, shown ticked again; an unknown one is refused', () => {
  const form = new FormData();
  for (const [name, value] of Object.entries(flatForSale)) form.set(name, String(value));
  for (const amenity of ['gym', 'power-backup', 'gym']) form.append('amenities', amenity);
  const result = parseListingForm(form);
  expect(result.ok).toBe(true);
  const saved = toPropertyValues((result as { value: ListingFormValue }).value);
  expect(saved.amenities).toEqual(['gym', 'power-backup']);
  expect(propertyToFormValues(saved).amenities).toBe('gym,power-backup');
  // None ticked: an empty list, for land as for homes.
  expect(toPropertyValues(parsed(plotForSale)).amenities).toEqual([]);

  form.append('amenities', 'helipad');
  const refused = parseListingForm(form);
  expect(refused).toMatchObject({
    ok: false,
    errors: { amenities: 'listingForm.error.amenities' },
  });
});
