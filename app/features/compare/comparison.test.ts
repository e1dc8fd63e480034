import { expect, test } from 'vitest';
import { translator } from '../../i18n/translate.ts';
import { testListing } from '../../../tests/factories/listing-details.ts';
import { buildComparison } from './comparison.ts';

const t = translator('en');
const listing = (overrides: Parameters<typeof testListing>[0]) => ({
  ...testListing(overrides),
  cover: null,
});

test('one listing alone differs from nothing', () => {
  const { rows, distances } = buildComparison([listing({})], t, 'en');
  expect(rows.length).toBeGreaterThan(5);
  expect(rows.every((row) => !row.differs)).toBe(true);
  expect(distances).toEqual([]);
});

test('a fact only one listing has is a row, empty for the others, and differs', () => {
  const { rows } = buildComparison(
    [listing({ id: 1, reraNumber: null }), listing({ id: 2, reraNumber: 'P06060125894' })],
    t,
    'en',
  );
  expect(rows.find((row) => row.id === 'rera')).toEqual({
    id: 'rera',
    label: 'RERA Registration No.',
    cells: [null, 'P06060125894'],
    differs: true,
  });
  // The survey number names the land; it is not compared.
  expect(rows.some((row) => row.id === 'survey')).toBe(false);
});

test('listings closer than a kilometre are metres apart; one off the map has no distance', () => {
  const { distances, unplaced } = buildComparison(
    [
      listing({ id: 1, latitude: 16.3, longitude: 80.44 }),
      // 0.0045° of latitude north: 500 m.
      listing({ id: 2, latitude: 16.3045, longitude: 80.44 }),
      listing({ id: 3, latitude: null, longitude: null }),
    ],
    t,
    'en',
  );
  expect(distances).toEqual([{ from: 0, to: 1, text: '500 m apart' }]);
  expect(unplaced).toEqual([2]);
});

test('amenities are one row in words, the same list in any order reads the same', () => {
  const { rows } = buildComparison(
    [
      listing({ id: 1, amenities: ['gym', 'power-backup'] }),
      listing({ id: 2, amenities: ['power-backup', 'gym'] }),
      listing({ id: 3, amenities: [] }),
    ],
    t,
    'en',
  );
  expect(rows.find((row) => row.id === 'amenities')).toEqual({
    id: 'amenities',
    label: 'Amenities',
    cells: ['Power backup, Gym', 'Power backup, Gym', null],
    differs: true,
  });
  const same = buildComparison(
    [listing({ id: 1, amenities: ['park'] }), listing({ id: 2, amenities: ['park'] })],
    t,
    'te',
  );
  expect(same.rows.find((row) => row.id === 'amenities')?.differs).toBe(false);
  expect(
    buildComparison([listing({ amenities: ['park'] })], translator('te'), 'te').rows.find(
      (row) => row.id === 'amenities',
    )?.cells,
  ).toEqual(['పార్క్ లేదా తోట']);
});
