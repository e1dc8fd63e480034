import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { ONCE } from './support/once.ts';

// Issue 28: a sale listing's due-diligence pack, reached from its details page: every check on
// an official Andhra Pradesh site, the warning about tokens, and the page in Telugu at 360 px.

async function openChecks(page: Page, language = '') {
  await page.goto(`${language}/shop?listing=sell&type=plot`);
  const href = (await page
    .locator('main a[href*="/product-details/"]')
    .first()
    .getAttribute('href'))!;
  await page.goto(href);
  await page
    .getByRole('link', {
      name: language ? 'కొనే ముందు ఏమి తనిఖీ చేయాలి' : 'What to check before you buy',
    })
    .click();
  await expect(page).toHaveURL(/\/product-details\/\d+\/checks$/);
}

test(
  'a plot’s checks name the official sites and warn about tokens first',
  ONCE,
  async ({ page }) => {
    await openChecks(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Before you buy: what to check' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Never pay a token before you have visited the property and seen the documents',
      ),
    ).toBeVisible();
    for (const [heading, host] of [
      ['Encumbrance certificate (EC)', 'registration.ap.gov.in'],
      ['1-B and Adangal', 'meebhoomi.ap.gov.in'],
      ['RERA registration', 'rera.ap.gov.in'],
      ['The 22-A prohibited lands list', 'registration.ap.gov.in'],
    ] as const) {
      const check = page.getByRole('region', { name: heading });
      await expect(check).toBeVisible();
      const link = check.getByRole('link');
      expect(new URL((await link.getAttribute('href'))!).host).toBe(host);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    const layout = page.getByRole('region', { name: 'Approved layout' });
    expect(new URL((await layout.getByRole('link').getAttribute('href'))!).host).toMatch(
      /^(crda|dtcp)\.ap\.gov\.in$/,
    );
    expect(await axeViolations(page)).toEqual([]);
  },
);

test('the checks read in Telugu without sideways scrolling', async ({ page }) => {
  await openChecks(page, '/te');
  await expect(page.getByRole('heading', { level: 1, name: 'కొనే ముందు ఏమి తనిఖీ చేయాలి' })).toBeVisible();
  await expect(page.getByText('ఎప్పుడూ టోకెన్ డబ్బు చెల్లించకండి')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, 'te')).toEqual([]);
});
