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
  for (const location of await cards.locator('p', { hasText: /, Guntur$/ }).allTextContents()) {
    expect(location).toMatch(/Guntur$/);
  }

  const title = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product-details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Drop Message For Book' })).toBeVisible();
});
