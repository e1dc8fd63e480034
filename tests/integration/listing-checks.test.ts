import { beforeAll, expect, test } from 'vitest';
import { loader } from '../../app/routes/listing-checks.tsx';
import { createProperty } from '../factories/index.ts';
import { callRoute, thrownStatus } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// A sale listing's due-diligence pack (issue 28): the checks with the listing's own numbers,
// and none of the numbers it keeps to itself.

describeEachDatabase('the checks page', () => {
  let plot = 0;
  let rent = 0;
  let pending = 0;
  beforeAll(async () => {
    plot = (
      await createProperty({
        listingType: 'sell',
        propertyType: 'plot',
        status: 'active',
        surveyNumber: '211/2B',
        layoutPermitNumber: 'LP 12/2020',
        approvalAuthority: 'dtcp',
        reraNumber: null,
      })
    ).id;
    rent = (await createProperty({ listingType: 'rent', status: 'active' })).id;
    pending = (await createProperty({ listingType: 'sell', status: 'pending' })).id;
  });

  const open = (id: number) =>
    callRoute(loader, `/product-details/${id}/checks`, { params: { id: String(id) } });

  test('gives each check with the listing’s survey and layout numbers', async () => {
    const page = await open(plot);
    expect(page.listing).toMatchObject({ id: plot, approvalAuthority: 'dtcp' });
    expect(page.checks.map((check) => check.id)).toEqual([
      'ec',
      'adangal',
      'rera',
      'layout',
      'prohibited',
    ]);
    expect(page.checks[0]?.given[0]).toEqual({ label: 'details.trust.survey', value: '211/2B' });
    expect(page.checks[3]).toMatchObject({
      site: { url: 'https://dtcp.ap.gov.in/' },
      given: [{ label: 'details.trust.layoutPermit', value: 'LP 12/2020' }],
    });
    expect(page.checks[2]?.missing).toBe('checks.missing.rera');
  });

  test('is only there for public sale listings', async () => {
    expect(await thrownStatus(open(rent))).toBe(404);
    expect(await thrownStatus(open(pending))).toBe(404);
  });
});
