import { expect, test } from '@playwright/test';

// The path most visitors take: search from the home page, narrow the results, open one.
test('home → search → results → details', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Next listings' })).toBeEnabled();
  const form = page.getByRole('form', { name: 'Search properties' });
  await form.getByRole('tab', { name: 'Buy' }).click();
  await form.getByLabel('City').selectOption({ label: 'Guntur' });
  await form.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/shop\?listing=sell&city=guntur$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties List' })).toBeVisible();
  await expect(page.getByText(/\d+ propert(y|ies) found/)).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Every card on the page is in Guntur: its location line ends with the city.
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await expect(
      cards
        .nth(i)
        .locator('p')
        .filter({ hasText: /, Guntur$/ }),
    ).toHaveCount(1);
  }

  const title = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product-details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ask about this property' })).toBeVisible();
});
