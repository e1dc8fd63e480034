import fc from 'fast-check';
import { beforeAll, expect, test } from 'vitest';
import { loader as shopLoader } from '../../app/routes/shop.tsx';
import { contextFor } from '../support/route-context.ts';
import { createCity, createProperty, createUser } from '../factories/index.ts';
import { describeEachDatabase } from '../support/test-database.ts';
import { FUZZ_RUNS } from './support/fuzz-runs.ts';

// Issue 14, "Fuzzing": the results page's loader, as a request reaches it, with query strings
// nobody would write: huge and negative numbers, min above max, long strings, NUL bytes and
// any unicode, repeated and unknown parameters. It never throws (no 500) and answers each in
// ≤ 500 ms. FUZZ_RUNS queries per database (support/fuzz-runs.ts).

const NAMES = [
  'listing',
  'type',
  'city',
  'area',
  'min',
  'max',
  'q',
  'sort',
  'page',
  'perPage',
  'bhk',
  'furnishing',
  'possession',
  'view',
  'budget',
  'utm_source',
];

const number = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: false }).map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.constantFrom(
    '-1',
    '0',
    '1e308',
    '9999999999999999999999',
    'NaN',
    'Infinity',
    '0x10',
    '1,00,000',
  ),
);
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE properties; --',
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'రూఫ్‌టాప్ గార్డెన్',
    '🏠🏠🏠',
    'a & b | !c',
    ':*',
    '\\',
  ),
  fc.integer({ min: 1, max: 3 }).map((k) => 'x'.repeat(k * 4000)),
);
const known = fc.constantFrom(
  'sell',
  'rent',
  'flat',
  'villa',
  'guntur',
  'brodipet',
  'price_low_to_high',
  'newest',
  '2bhk',
  'list',
);
const query = fc
  .array(fc.tuple(fc.constantFrom(...NAMES), fc.oneof(number, text, known)), { maxLength: 12 })
  .map((pairs) => {
    const params = new URLSearchParams();
    for (const [name, value] of pairs) params.append(name, value);
    return params;
  });

describeEachDatabase('fuzzed search queries', () => {
  beforeAll(async () => {
    const owner = await createUser();
    const guntur = await createCity({ name: 'Guntur', slug: 'guntur' }, ['Brodipet']);
    for (let n = 0; n < 30; n++) {
      await createProperty({
        ownerId: owner.id,
        cityId: guntur.city.id,
        areaId: guntur.areas[0]!.id,
        status: 'active',
        title: `Flat ${n} with rooftop garden near Brodipet`,
      });
    }
  });

  test(`${FUZZ_RUNS} odd query strings: no error, each answered within 500 ms`, async () => {
    let slowest = 0;
    await fc.assert(
      fc.asyncProperty(query, fc.constantFrom('/shop', '/shop-grid'), async (params, path) => {
        const url = new URL(`http://localhost${path}?${params.toString()}`);
        const started = performance.now();
        const data = await shopLoader({
          url,
          request: new Request(url),
          params: {},
          // A visitor, as most of the searches the site answers.
          context: contextFor(null),
          pattern: path,
        } as never);
        const ms = performance.now() - started;
        slowest = Math.max(slowest, ms);
        expect(ms).toBeLessThanOrEqual(500);
        expect(data.result.page).toBeGreaterThanOrEqual(1);
        expect(data.result.total).toBeGreaterThanOrEqual(data.result.items.length);
        expect(data.result.items.length).toBeLessThanOrEqual(100);
      }),
      { numRuns: FUZZ_RUNS },
    );
    console.log(`fuzzed ${FUZZ_RUNS} queries, slowest ${slowest.toFixed(1)} ms`);
  }, 600_000);
});
