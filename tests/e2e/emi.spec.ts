import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';
import { ONCE } from './support/once.ts';

// Issue 28: a sale listing's EMI and what buying it costs, reached from its details page. The
// figures must match a reference calculation to the rupee, with scripts on and off, and the
// page must read in Telugu at 360 px.

/** The reducing-balance EMI, rounded to the rupee, worked out here on its own. */
function referenceEmi(principal: number, ratePercent: number, years: number): number {
  const r = ratePercent / 1200;
  const n = years * 12;
  return Math.round((principal * r * (1 + r) ** n) / ((1 + r) ** n - 1));
}

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Opens the first sale listing of the results, then its EMI page from the details page. */
async function openEmiPage(page: Page, language = ''): Promise<string> {
  await page.goto(`${language}/shop?listing=sell`);
  const href = (await page
    .locator('main a[href*="/product-details/"]')
    .first()
    .getAttribute('href'))!;
  await page.goto(href);
  const link = page.getByRole('link', {
    name: language ? 'ఈఎంఐ, కొనుగోలు ఖర్చులు' : 'EMI and buying costs',
  });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/product-details\/\d+\/emi$/);
  return href;
}

/** The exact rupees in a result's row: '₹ 3.8 Cr (₹ 3,80,00,000)' or '₹ 43,391'. */
async function rowValue(page: Page, label: string): Promise<number> {
  const value = page.locator('dt', { hasText: label }).locator('+ dd');
  const text = (await value.textContent())!;
  const exact = /\(([^)]+)\)/.exec(text)?.[1] ?? text;
  return rupees(exact);
}

async function calculate(page: Page) {
  await page.getByLabel('Down payment').fill('20 L');
  await page.getByLabel('Interest rate (% a year)').fill('9.25');
  await page.getByLabel('Tenure (years)').fill('15');
  await page.getByRole('button', { name: 'Calculate EMI' }).click();
  await expect(page).toHaveURL(/down=20\+L&rate=9\.25&years=15/);
  // With scripts the address changes a moment before the page shows the new figures: the two
  // are read together until they agree (the old ones, 20 years at 8.5 %, never match).
  const read = async () => ({
    loan: await rowValue(page, 'Loan amount'),
    emi: rupees((await page.getByTestId('emi-amount').textContent())!),
  });
  await expect
    .poll(async () => {
      const { loan, emi } = await read();
      return loan > 0 && emi === referenceEmi(loan, 9.25, 15);
    })
    .toBe(true);
  const { loan, emi } = await read();
  expect(await rowValue(page, 'Total paid to the bank')).toBeGreaterThan(loan);
  return { loan, emi };
}

test(
  'a sale listing’s EMI matches the reference to the rupee, and the URL shares it',
  ONCE,
  async ({ page }) => {
    await openEmiPage(page);
    await hydrated(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'EMI and buying costs' }),
    ).toBeVisible();
    // The starting figures: 20 % down, the set rate, 20 years.
    await expect(page.getByLabel('Tenure (years)')).toHaveValue('20');
    const { emi } = await calculate(page);

    // The same address, opened afresh, gives the same figures.
    const shared = page.url();
    await page.goto(shared);
    expect(rupees((await page.getByTestId('emi-amount').textContent())!)).toBe(emi);

    // The state's charges, from the settings, with their source.
    const costs = page.getByRole('region', { name: 'What buying costs in Andhra Pradesh' });
    await expect(costs.getByText('Stamp duty (5 %)')).toBeVisible();
    await expect(costs.getByText('Transfer duty (1.5 %)')).toBeVisible();
    await expect(costs.getByText('Registration fee (1 %)')).toBeVisible();
    await expect(
      costs.getByRole('link', {
        name: 'Registration and Stamps Department, Government of Andhra Pradesh',
      }),
    ).toHaveAttribute('href', 'https://registration.ap.gov.in/');

    // The year-by-year table says what the chart shows.
    const table = page.getByRole('table', {
      name: 'What is paid each year, and what is still owed at its end',
    });
    await expect(table.getByRole('row')).toHaveCount(16);

    // Wrong figures: a message beside the field, nothing worked out.
    await page.getByLabel('Interest rate (% a year)').fill('45');
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    await expect(page.getByText('Enter a rate from 1 to 30 % a year.')).toBeVisible();
    await expect(page.getByLabel('Interest rate (% a year)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText('Correct the figures marked above to see the EMI.')).toBeVisible();
    // Back shows the figures of that address again, in the form and the result.
    await page.goBack();
    await expect(page.getByLabel('Interest rate (% a year)')).toHaveValue('9.25');
    await expect(page.getByTestId('emi-amount')).toHaveText(/₹ [\d,]+/);
    await page.goForward();

    expect(await axeViolations(page)).toEqual([]);
    // Nothing wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  },
);

test('a rate rise that the EMI no longer covers is said plainly', ONCE, async ({ page }) => {
  await openEmiPage(page);
  await page.getByLabel('Down payment').fill('20 L');
  await page.getByLabel('Rise (percentage points)').fill('8');
  await page.getByLabel('From year').fill('2');
  await page.getByRole('button', { name: 'Calculate EMI' }).click();
  await expect(page.getByRole('alert')).toContainText('the loan would never be repaid');
  // No totals and no schedule for a loan that never ends.
  await expect(page.getByText('Total paid to the bank')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.getByRole('radio', { name: 'Keep the tenure (the EMI goes up)' }).check();
  await page.getByRole('button', { name: 'Calculate EMI' }).click();
  await expect(page.getByText(/^From year 2 the EMI becomes ₹ [\d,]+\.$/)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form answers from the server with the same figures', async ({ page }) => {
    await openEmiPage(page);
    await calculate(page);
  });
});

test('the EMI page reads in Telugu', async ({ page }) => {
  await openEmiPage(page, '/te');
  await expect(page.getByRole('heading', { level: 1, name: 'ఈఎంఐ, కొనుగోలు ఖర్చులు' })).toBeVisible();
  await expect(page.getByLabel('డౌన్ పేమెంట్')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ఈఎంఐ లెక్కించండి' })).toBeVisible();
  await expect(page.getByText('నెలవారీ ఈఎంఐ')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, 'te')).toEqual([]);
});
