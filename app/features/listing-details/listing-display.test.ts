import { pricePerUnitText } from '../listings/unit-price.ts';
import { formatPrice } from '../listings/format.ts';
import { expect, test } from 'vitest';
import { en } from '../../i18n/en.ts';
import type { Locale } from '../../i18n/locales.ts';
import { translate } from '../../i18n/translate.ts';
import {
  detailFacts,
  excerpt,
  keyFacts,
  listingDisplay,
  postedOn,
  priceHistoryRows,
  priceText,
  trustItems,
  type Fact,
  type FactId,
  addressLine,
} from './listing-display.ts';
import { factText } from './fact-text.ts';

import { testListing } from '../../../tests/factories/listing-details.ts';
import { HOUSE_COLUMNS, nullColumns } from '../listings/listing-values.ts';

const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate('en', key, params);
const ids = (facts: Fact[]) => facts.map((fact) => fact.id);
const shown = (facts: Fact[]) =>
  Object.fromEntries(facts.map((fact) => [t(fact.label), factText(t, fact.value)])) as Record<
    string,
    string
  >;

const plot = testListing({
  propertyType: 'plot',
  category: 'residential',
  ...nullColumns(HOUSE_COLUMNS),
  maintenanceCharge: null,
  plotWidth: 30,
  plotLength: 40,
  plotDimensionUnit: 'sqft',
  roadWidth: 40,
  roadWidthUnit: 'ft',
  pricePerUnit: 25_000,
  pricePerUnitArea: 'sqyd',
  possessionStatus: 'immediate',
});

test('BHK and bathrooms show for every built type, flats included', () => {
  for (const propertyType of ['apartment', 'flat', 'independent-house', 'villa'] as const) {
    const facts = shown(detailFacts(testListing({ propertyType })));
    expect(facts.BHK).toBe('2BHK');
    expect(facts.Bathrooms).toBe('2');
  }
});

test('BHK and bathrooms are hidden for Plot and Agricultural Land', () => {
  for (const propertyType of ['plot', 'agricultural-land'] as const) {
    const facts = ids(detailFacts(testListing({ propertyType })));
    expect(facts).not.toContain('bhk');
    expect(facts).not.toContain('bathrooms');
  }
});

test('length, width, total area and road width show only for Plot and Agricultural Land', () => {
  const land: FactId[] = ['length', 'width', 'totalArea', 'roadWidth'];
  for (const propertyType of ['plot', 'agricultural-land'] as const) {
    expect(ids(detailFacts({ ...plot, propertyType }))).toEqual(expect.arrayContaining(land));
  }
  const built = testListing({
    plotWidth: 30,
    plotLength: 40,
    plotDimensionUnit: 'sqft',
    roadWidth: 30,
    roadWidthUnit: 'ft',
  });
  for (const id of land) expect(ids(detailFacts(built))).not.toContain(id);
});

test('a plot’s total area follows the plot area rule; a given total wins', () => {
  expect(shown(detailFacts(plot))).toMatchObject({
    Length: '40 sqft',
    Width: '30 sqft',
    'Total Area': '1200.00 sqft',
    'Road Width': '40 ft',
  });
  expect(shown(detailFacts({ ...plot, totalArea: 200, totalAreaUnit: 'sqyd' }))['Total Area']).toBe(
    '200.00 sqyd',
  );
  expect(shown(detailFacts({ ...plot, plotDimensionUnit: 'acres' }))['Total Area']).toBe('N/A');
  expect(ids(detailFacts({ ...plot, plotWidth: null, plotLength: null }))).not.toContain(
    'totalArea',
  );
});

test('built-up and carpet areas are hidden when empty', () => {
  expect(shown(detailFacts(testListing()))).toMatchObject({
    'Built-up Area': '1000.00 sqft',
    'Carpet Area': '850.00 sqft',
  });
  const facts = ids(
    detailFacts(testListing({ builtUpArea: null, carpetArea: 900, carpetAreaUnit: null })),
  );
  expect(facts).not.toContain('builtUpArea');
  expect(facts).not.toContain('carpetArea');
});

test('sqftPrice reads amount/unit', () => {
  expect(pricePerUnitText(4_500, 'sqft')).toBe('₹ 4,500/sqft');
  expect(pricePerUnitText(125_000, 'sqyd')).toBe('₹ 1,25,000/sqyd');
  expect(pricePerUnitText(null, 'sqft')).toBeNull();
  expect(pricePerUnitText(4_500, null)).toBeNull();
  expect(shown(detailFacts(testListing()))['Price per Unit']).toBe('₹ 4,500/sqft');
  // Left blank by the lister: worked out from the price and the built-up area (issue 25 #4);
  // nothing when there is no area to work it out from.
  const worked = testListing({ pricePerUnit: null });
  expect(shown(detailFacts(worked))['Price per Unit']).toMatch(/^₹ [\d,]+\/sqft$/);
  expect(
    ids(detailFacts(testListing({ pricePerUnit: null, builtUpArea: null, carpetArea: null }))),
  ).not.toContain('pricePerUnit');
});

test('the posted date reads short month, two-digit day and year, or the page’s language', () => {
  expect(shown(detailFacts(testListing()))['Posted On']).toBe('Nov 05, 2026');
  const posted = (locale: Locale) =>
    detailFacts(testListing(), locale).find((fact) => fact.id === 'postedOn')?.value;
  expect(posted('te')).toEqual({ text: '5 నవంబర్, 2026' });
  expect(posted('hi')).toEqual({ text: '5 नवंबर 2026' });
  // The factory's listing was created late evening UTC, already the next day in India, and
  // never published; a published one shows when it was published.
  const published = { publishedAt: new Date('2026-12-01T06:00:00Z'), createdAt: new Date() };
  expect(postedOn(published, 'en')).toBe('Dec 01, 2026');
});

test('parking shows its count, Not Available when chosen (0), and nothing when left blank', () => {
  const facts = shown(detailFacts(testListing()));
  expect(facts).toMatchObject({
    'Covered 4-Wheeler Parking': '1',
    'Covered 2-Wheeler Parking': '1',
    'Open 2-Wheeler Parking': 'Not Available',
  });
  expect(facts).not.toHaveProperty('Open 4-Wheeler Parking');
  expect(ids(detailFacts(plot)).some((id) => id.endsWith('Parking'))).toBe(false);
});

test('property status uses the spec’s words; empty fields are left out', () => {
  expect(shown(detailFacts(testListing()))['Property Status']).toBe('ready to move');
  expect(shown(detailFacts(plot))['Property Status']).toBe('Immediate');
  expect(
    shown(detailFacts(testListing({ possessionStatus: 'under-construction' })))['Property Status'],
  ).toBe('Under Construction');
  const bare = testListing({
    facing: null,
    furnishing: null,
    possessionStatus: null,
    maintenanceCharge: null,
    yearBuilt: null,
  });
  const facts = ids(detailFacts(bare));
  for (const id of [
    'facing',
    'furnishing',
    'possessionStatus',
    'maintenance',
    'yearBuilt',
  ] as const) {
    expect(facts).not.toContain(id);
  }
  for (const fact of detailFacts(bare)) expect(factText(t, fact.value)).not.toBe('');
});

test('every label and value key exists in the catalogue', () => {
  for (const listing of [
    testListing(),
    plot,
    testListing({ listingType: 'rent', category: 'commercial', furnishing: 'furnished' }),
  ]) {
    for (const fact of detailFacts(listing)) {
      expect(en).toHaveProperty(fact.label);
      if ('key' in fact.value) expect(en).toHaveProperty(fact.value.key);
    }
  }
});

test('the key facts bar shows what a seeker compares first', () => {
  expect(ids(keyFacts(testListing()))).toEqual(['bhk', 'bathrooms', 'builtUpArea', 'carpetArea']);
  // A flat leads with its BHK like every built type.
  expect(ids(keyFacts(testListing({ propertyType: 'flat' })))).toEqual([
    'bhk',
    'bathrooms',
    'builtUpArea',
    'carpetArea',
  ]);
  expect(ids(keyFacts(plot))).toEqual(['totalArea', 'facing', 'roadWidth', 'possessionStatus']);
});

test('prices read in K, L and Cr; rent per month', () => {
  expect(priceText(4_500_000, 'sell')).toBe('₹ 45 L');
  expect(priceText(18_000, 'rent')).toBe('₹ 18 K/month');
});

/** No-break spaces, as the price history keeps a date or an amount on one line. */
const oneLine = (text: string) => text.replaceAll(' ', '\u00a0');
const spaced = (text: string) => text.replaceAll('\u00a0', ' ');

const inLocale =
  (locale: Locale) =>
  (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    translate(locale, key, params);

test('a price history row gives the date, both prices and the change with its share, in the page’s language', () => {
  const changes = [{ fromPrice: 6_800_000, toPrice: 6_200_000, at: '2026-11-12T06:00:00Z' }];
  const [row] = priceHistoryRows(changes, 'sell', 'en');
  expect(row).toEqual({
    id: 'price-0',
    label: { text: oneLine('Nov 12, 2026') },
    value: {
      key: 'details.priceHistory.down',
      params: {
        from: oneLine('₹ 68 L'),
        to: oneLine('₹ 62 L'),
        amount: oneLine('₹ 6 L'),
        percent: '8.8',
      },
    },
  });
  expect(spaced(factText(inLocale('en'), row!.value))).toBe('₹ 68 L to ₹ 62 L, down ₹ 6 L (8.8%)');

  const [rent] = priceHistoryRows(
    [{ fromPrice: 15_000, toPrice: 16_500, at: new Date('2026-11-12T06:00:00Z') }],
    'rent',
    'en',
  );
  expect(spaced(factText(inLocale('en'), rent!.value))).toBe(
    '₹ 15 K/month to ₹ 16.5 K/month, up ₹ 1.5 K/month (10%)',
  );

  const [telugu] = priceHistoryRows(changes, 'sell', 'te');
  expect(telugu!.label.text).toBe('12-11-2026');
  const words = factText(inLocale('te'), telugu!.value);
  expect(spaced(words)).toContain(formatPrice(6_200_000, 'te'));
  expect(words).toContain('తగ్గింది');
  expect(words).not.toContain('₹ 62 L');
  expect(priceHistoryRows([], 'sell', 'en')).toEqual([]);
});

test('the trust block lists RERA and plot approval only when given', () => {
  expect(trustItems(testListing())).toEqual([]);
  const items = trustItems({
    reraNumber: 'P06060125789',
    approvalAuthority: 'apcrda',
    layoutPermitNumber: ' 123/2024 ',
    surveyNumber: '45/2A',
  });
  expect(items.map((item) => [t(item.label), factText(t, item.value)])).toEqual([
    ['RERA Registration No.', 'P06060125789'],
    ['Plot Approval', 'APCRDA'],
    ['Layout Permit No.', '123/2024'],
    ['Survey No.', '45/2A'],
  ]);
  expect(
    trustItems({
      reraNumber: ' ',
      approvalAuthority: 'none',
      layoutPermitNumber: null,
      surveyNumber: null,
    }),
  ).toEqual([]);
});

test('excerpts cut at a word boundary', () => {
  expect(excerpt('Short text.', 50)).toBe('Short text.');
  const long = excerpt(
    'A bright flat on the second floor with two balconies and covered parking near the bus stand.',
    40,
  );
  expect(long.length).toBeLessThanOrEqual(40);
  expect(long).toBe('A bright flat on the second floor with…');
});

test('the address line does not say a place twice', () => {
  const base = {
    areaName: 'Kothapet',
    cityName: 'Guntur',
    state: 'Andhra Pradesh',
    pincode: '522001',
  };
  expect(addressLine({ ...base, address: 'Plot No. 12, Main Road, Kothapet' })).toBe(
    'Plot No. 12, Main Road, Kothapet, Guntur, Andhra Pradesh 522001',
  );
  expect(addressLine({ ...base, address: '4/12 Brodipet 2nd Lane' })).toBe(
    '4/12 Brodipet 2nd Lane, Kothapet, Guntur, Andhra Pradesh 522001',
  );
  expect(addressLine({ ...base, address: 'Kothapet', areaName: 'Kothapet' })).toBe(
    'Kothapet, Guntur, Andhra Pradesh 522001',
  );
});

test('the floor shows when given, with the building’s floors', () => {
  const floorOf = (floor: number | null, totalFloors: number | null) =>
    shown(detailFacts(testListing({ propertyType: 'flat', floor, totalFloors }))).Floor;
  expect(floorOf(3, 12)).toBe('3 of 12');
  expect(floorOf(3, null)).toBe('3');
  expect(floorOf(0, 4)).toBe('Ground of 4');
  expect(floorOf(0, null)).toBe('Ground');
  expect(floorOf(null, 12)).toBeUndefined();
});

test('getting in shows as the lister said it: no steps, a count, yes or no, the door in cm', () => {
  const facts = shown(
    detailFacts(
      testListing({
        propertyType: 'apartment',
        entranceSteps: 0,
        hasLift: true,
        doorWidthCm: 90,
        entranceLevelBedroom: true,
        entranceLevelBathroom: false,
      }),
    ),
  );
  expect(facts).toMatchObject({
    'Steps to the Entrance': 'None (level or ramp)',
    Lift: 'Yes',
    'Narrowest Door': '90 cm',
    'Bedroom on the Entrance Level': 'Yes',
    'Bathroom on the Entrance Level': 'No',
  });
  const steps = (entranceSteps: number) =>
    shown(detailFacts(testListing({ entranceSteps })))['Steps to the Entrance'];
  expect(steps(1)).toBe('1 step');
  expect(steps(3)).toBe('3 steps');
  // Not said: not shown.
  expect(shown(detailFacts(testListing()))).not.toHaveProperty('Lift');
});

test('the loader’s display holds the facts, highlights, trust items, date and address tail', () => {
  const listing = testListing({
    address: '12-3 Main Road, Kothapet',
    areaName: 'Kothapet',
    cityName: 'Guntur',
    reraNumber: 'P02400012345',
  });
  const display = listingDisplay(listing, 'te');
  expect(display.facts).toEqual(detailFacts(listing, 'te'));
  expect(display.highlights).toEqual(keyFacts(listing, display.facts));
  expect(display.trust).toEqual(trustItems(listing));
  expect(display.postedOn).toBe(postedOn(listing, 'te'));
  expect(display.addressTail).toBe(
    `, Guntur, ${translate('te', 'listing.state.andhraPradesh')} ${listing.pincode}`,
  );
  // The whole thing crosses the wire as JSON and comes back the same.
  expect(JSON.parse(JSON.stringify(display))).toEqual(display);
});
