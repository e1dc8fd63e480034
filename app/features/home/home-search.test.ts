import { expect, test } from 'vitest';
import { criteriaForHomeSearch, typesForTab } from './home-search.ts';

test('the Rent tab offers only Apartment, Flat, Independent House and Villa', () => {
  expect(typesForTab('rent')).toEqual(['apartment', 'flat', 'independent-house', 'villa']);
});

test('the CRDA/Plots tab offers Plot and Agricultural Land', () => {
  expect(typesForTab('plots')).toEqual(['plot', 'agricultural-land']);
});

test('the Buy tab offers every property type', () => {
  expect(typesForTab('sell')).toHaveLength(6);
});

test('a home search becomes results criteria', () => {
  expect(
    criteriaForHomeSearch({ tab: 'sell', type: 'villa', city: 'guntur', area: 'brodipet' }),
  ).toEqual({
    listing: 'sell',
    types: ['villa'],
    city: 'guntur',
    area: 'brodipet',
  });
});

test('empty criteria are allowed', () => {
  expect(criteriaForHomeSearch({ tab: 'sell', type: '', city: '', area: '' })).toEqual({
    listing: 'sell',
    types: [],
    city: null,
    area: null,
  });
});

test('a type the tab does not offer is dropped, and Plots without a type searches both land types', () => {
  expect(criteriaForHomeSearch({ tab: 'rent', type: 'plot', city: '', area: '' }).types).toEqual(
    [],
  );
  expect(criteriaForHomeSearch({ tab: 'plots', type: '', city: '', area: '' })).toMatchObject({
    listing: 'sell',
    types: ['plot', 'agricultural-land'],
  });
});

test('an area without a city, or a malformed slug, is ignored', () => {
  expect(
    criteriaForHomeSearch({ tab: 'sell', type: '', city: '', area: 'brodipet' }).area,
  ).toBeNull();
  expect(criteriaForHomeSearch({ tab: 'sell', type: '', city: '../x', area: '' }).city).toBeNull();
});

test('budget and BHK narrow the search; land tabs take no BHK and odd budgets are ignored', () => {
  expect(
    criteriaForHomeSearch({
      tab: 'sell',
      type: 'flat',
      city: '',
      area: '',
      maxPrice: '5000000',
      bhk: '2bhk',
    }),
  ).toMatchObject({ listing: 'sell', types: ['flat'], maxPrice: 5_000_000, bhk: ['2bhk'] });
  const plots = criteriaForHomeSearch({
    tab: 'plots',
    type: '',
    city: '',
    area: '',
    bhk: '2bhk',
    maxPrice: '123',
  });
  expect(plots).not.toHaveProperty('bhk');
  expect(plots).not.toHaveProperty('maxPrice');
});
