import { expect, test } from 'vitest';
import { checksFor, OFFICIAL_SITES } from './checks.ts';

const plot = {
  surveyNumber: ' 123/4A ',
  reraNumber: null,
  layoutPermitNumber: 'LP 45/2021',
  approvalAuthority: 'apcrda' as const,
  areaName: 'Tadepalli',
  cityName: 'Amaravati',
};

test('every check in a buyer’s order, each on its official site', () => {
  const checks = checksFor(plot);
  expect(checks.map((check) => check.id)).toEqual([
    'ec',
    'adangal',
    'rera',
    'layout',
    'prohibited',
  ]);
  expect(checks.map((check) => check.site.url)).toEqual([
    'https://registration.ap.gov.in/',
    'https://meebhoomi.ap.gov.in/',
    'https://rera.ap.gov.in/',
    'https://crda.ap.gov.in/',
    'https://registration.ap.gov.in/',
  ]);
  for (const site of Object.values(OFFICIAL_SITES)) {
    expect(new URL(site.url).protocol).toBe('https:');
    expect(new URL(site.url).hostname).toMatch(/\.ap\.gov\.in$/);
  }
});

test('prefilled with what the listing holds, and says what it lacks', () => {
  const [ec, , rera, layout] = checksFor(plot);
  expect(ec?.given).toEqual([
    { label: 'details.trust.survey', value: '123/4A' },
    { label: 'checks.place', value: 'Tadepalli, Amaravati' },
  ]);
  expect(ec?.missing).toBeNull();
  expect(rera).toMatchObject({ given: [], missing: 'checks.missing.rera' });
  expect(layout).toMatchObject({
    given: [{ label: 'details.trust.layoutPermit', value: 'LP 45/2021' }],
    missing: null,
  });

  const bare = checksFor({
    ...plot,
    surveyNumber: '  ',
    layoutPermitNumber: null,
    approvalAuthority: 'dtcp',
    reraNumber: 'P06060012345',
  });
  expect(bare[0]).toMatchObject({
    given: [{ label: 'checks.place', value: 'Tadepalli, Amaravati' }],
    missing: 'checks.missing.survey',
  });
  expect(bare[2]?.given).toEqual([{ label: 'details.trust.rera', value: 'P06060012345' }]);
  // Outside the capital region the layout is DTCP's.
  expect(bare[3]).toMatchObject({ site: OFFICIAL_SITES.dtcp, missing: 'checks.missing.layout' });
});
