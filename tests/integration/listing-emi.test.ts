import { beforeAll, expect, test } from 'vitest';
import { loader } from '../../app/routes/listing-emi.tsx';
import { loader as detailsLoader } from '../../app/routes/product-details.tsx';
import { createProperty } from '../factories/index.ts';
import { callRoute, thrownStatus } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// The EMI and buying-costs page of a sale listing (issue 28): its figures come from the URL,
// each is checked on the server, and the loan and the state's charges are worked out there.

describeEachDatabase('the EMI page', () => {
  let sale = 0;
  let rent = 0;
  let pending = 0;
  beforeAll(async () => {
    sale = (await createProperty({ listingType: 'sell', price: 6_250_000, status: 'active' })).id;
    rent = (await createProperty({ listingType: 'rent', price: 18_000, status: 'active' })).id;
    pending = (await createProperty({ listingType: 'sell', price: 5_000_000, status: 'pending' }))
      .id;
  });

  const open = (id: number, query = '') =>
    callRoute(loader, `/product-details/${id}/emi${query}`, { params: { id: String(id) } });

  test('starts from a 20 % down payment, the set loan rate and 20 years', async () => {
    const page = await open(sale);
    expect(page.inputs).toMatchObject({ down: '1250000', rate: '8.5', years: '20' });
    expect(page.loan).toBe(5_000_000);
    // ₹ 50 L at 8.5 % for 20 years: ₹ 43,391 a month.
    expect(page.plan?.emi).toBe(43_391);
    expect(page.plan?.months).toBe(240);
    expect(page.costs).toEqual({
      stampDuty: 312_500,
      transferDuty: 93_750,
      registrationFee: 62_500,
      charges: 468_750,
      total: 6_718_750,
    });
    expect(page.cashNeeded).toBe(1_250_000 + 468_750);
    expect(page.rates.source).toBe(
      'Registration and Stamps Department, Government of Andhra Pradesh',
    );
    // The details page shows the same starting EMI.
    const details = await callRoute(detailsLoader, `/product-details/${sale}`, {
      params: { id: String(sale) },
    });
    expect(details.tools).toEqual([
      {
        to: `/product-details/${sale}/emi`,
        lead: 'EMI from ₹ 43,391 a month',
        label: 'EMI and buying costs',
      },
      { to: `/product-details/${sale}/checks`, label: 'What to check before you buy' },
    ]);
  });

  test('reads amounts in lakh, a prepayment and a rate rise from the URL', async () => {
    const page = await open(sale, '?down=22.5+L&rate=9&years=15&prepay=2+L&prepayYear=4');
    expect(page.errors).toEqual({});
    expect(page.loan).toBe(4_000_000);
    expect(page.plan?.emi).toBe(40_571);
    expect(page.savings).toMatchObject({ kind: 'sooner' });
    expect(page.plan!.months!).toBeLessThan(180);

    const tenure = await open(sale, '?down=12.5+L&rate=8.5&years=20&rise=1&riseYear=3&keep=tenure');
    expect(tenure.plan?.emiAfterRise).toBeGreaterThan(43_391);
    expect(tenure.rise).toEqual({ year: 3, ratePercent: 9.5 });

    const never = await open(sale, '?down=12.5+L&rate=8.5&years=20&rise=5&riseYear=1&keep=emi');
    expect(never.plan?.neverRepaid).toBe(true);
    expect(never.plan?.uncoveredInterest).toBeGreaterThan(43_391);
  });

  test('says what is wrong beside each figure, keeps what was typed, and works nothing out', async () => {
    const page = await open(
      sale,
      '?down=70+L&rate=45&years=0&prepay=lots&prepayYear=3&rise=20&riseYear=50',
    );
    expect(page.plan).toBeNull();
    expect(page.inputs).toMatchObject({ down: '70 L', rate: '45', prepay: 'lots' });
    expect(page.errors).toEqual({
      down: { key: 'emi.error.downTooHigh' },
      rate: { key: 'emi.error.rate', params: { min: 1, max: 30 } },
      years: { key: 'emi.error.years', params: { max: 30 } },
      prepay: { key: 'emi.error.amount' },
      rise: { key: 'emi.error.rise', params: { max: 10 } },
      riseYear: { key: 'emi.error.year', params: { max: 30 } },
    });
  });

  test('is only there for public sale listings', async () => {
    expect(await thrownStatus(open(rent))).toBe(404);
    expect(await thrownStatus(open(pending))).toBe(404);
    expect(await thrownStatus(open(999_999))).toBe(404);
    const details = await callRoute(detailsLoader, `/product-details/${rent}`, {
      params: { id: String(rent) },
    });
    expect(details.tools).toEqual([]);
  });
});
