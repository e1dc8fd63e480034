import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { ONCE } from './support/once.ts';

const searchForm = (page: Page) => page.getByRole('form', { name: 'Search properties' });

/** The carousel's arrows are enabled once the page's JavaScript runs. */
async function openHome(page: Page, url = '/') {
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Next listings' })).toBeEnabled();
}

async function optionTexts(page: Page, label: string) {
  return searchForm(page)
    .getByLabel(label)
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((o) => o.textContent?.trim() ?? ''));
}

test('the search form starts on Buy with an empty Property Type placeholder', async ({ page }) => {
  await openHome(page);
  await page.evaluate(() => localStorage.clear());
  await openHome(page);
  await expect(searchForm(page).getByRole('tab', { name: 'Buy' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const type = searchForm(page).getByLabel('Property Type');
  await expect(type).toHaveValue('');
  await expect(type.locator('option[disabled]')).toHaveText('Property Type');
  expect(await optionTexts(page, 'Property Type')).toEqual([
    'Apartment',
    'Flat',
    'Independent House',
    'Villa',
    'Plot',
    'Agricultural Land',
  ]);
});

test('Rent offers only built types and CRDA/Plots only land', ONCE, async ({ page }) => {
  await openHome(page);
  await searchForm(page).getByRole('tab', { name: 'Rent' }).click();
  expect(await optionTexts(page, 'Property Type')).toEqual([
    'Apartment',
    'Flat',
    'Independent House',
    'Villa',
  ]);
  await searchForm(page).getByRole('tab', { name: 'CRDA/Plots' }).click();
  expect(await optionTexts(page, 'Property Type')).toEqual(['Plot', 'Agricultural Land']);
  // The tabs also answer the arrow keys.
  await page.keyboard.press('ArrowLeft');
  await expect(searchForm(page).getByRole('tab', { name: 'Rent' })).toBeFocused();
  await expect(searchForm(page).getByRole('tab', { name: 'Rent' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test(
  'the sub-location list holds the chosen city’s areas in alphabetical order',
  ONCE,
  async ({ page }) => {
    await openHome(page);
    await searchForm(page).getByLabel('City').selectOption({ label: 'Guntur' });
    const areas = (await optionTexts(page, 'Sub Location')).slice(1);
    expect(areas).toContain('Brodipet');
    expect(areas).toEqual([...areas].sort((a, b) => a.localeCompare(b)));
    await searchForm(page).getByLabel('City').selectOption({ label: 'Vijayawada' });
    expect(await optionTexts(page, 'Sub Location')).toContain('Benz Circle');
    expect(await optionTexts(page, 'Sub Location')).not.toContain('Brodipet');
  },
);

test('a search goes to /shop with the criteria in the URL and is remembered', async ({ page }) => {
  await openHome(page);
  await searchForm(page).getByRole('tab', { name: 'Rent' }).click();
  await searchForm(page).getByLabel('Property Type').selectOption({ label: 'Flat' });
  await searchForm(page).getByLabel('City').selectOption({ label: 'Guntur' });
  await searchForm(page).getByLabel('Sub Location').selectOption({ label: 'Brodipet' });
  await searchForm(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/shop\?listing=rent&type=flat&city=guntur&area=brodipet$/);

  await openHome(page);
  await expect(searchForm(page).getByRole('tab', { name: 'Rent' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(searchForm(page).getByLabel('Property Type')).toHaveValue('flat');
  await expect(searchForm(page).getByLabel('City')).toHaveValue('guntur');
  await expect(searchForm(page).getByLabel('Sub Location')).toHaveValue('brodipet');
});

test('an empty search is allowed', ONCE, async ({ page }) => {
  await openHome(page);
  await page.evaluate(() => localStorage.clear());
  await openHome(page);
  await searchForm(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/shop\?listing=sell$/);
});

test('the Latest Listings carousel moves with its arrows and can be paused', async ({ page }) => {
  await openHome(page);
  const carousel = page.getByRole('region', { name: 'Latest listings' });
  const slides = carousel.getByRole('group');
  expect(await slides.count()).toBeGreaterThanOrEqual(6);
  await expect(carousel.getByRole('button', { name: 'Next listings' })).toBeEnabled();
  const inView = async () =>
    carousel.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [...el.querySelectorAll('[aria-roledescription="slide"]')]
        .filter((s) => {
          const r = s.getBoundingClientRect();
          return r.left >= box.left - 20 && r.right <= box.right + 2;
        })
        .map((s) => s.querySelector('h3')?.textContent);
    });
  const before = await inView();
  expect(before.length).toBeGreaterThanOrEqual(1);
  await carousel.getByRole('button', { name: 'Next listings' }).click();
  await expect.poll(inView).not.toEqual(before);
  await carousel.getByRole('button', { name: 'Previous listings' }).click();
  await expect.poll(inView).toEqual(before);
  await carousel.getByRole('button', { name: 'Pause automatic scrolling' }).click();
  await expect(carousel.getByRole('button', { name: 'Resume automatic scrolling' })).toBeVisible();
});

test('the carousel shows 3, 2 or 1 cards by screen width', async ({ page }) => {
  for (const [width, cards] of [
    [1280, 3],
    [800, 2],
    [360, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await openHome(page);
    const carousel = page.getByRole('region', { name: 'Latest listings' });
    const visible = await carousel.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [...el.querySelectorAll('[aria-roledescription="slide"]')].filter((s) => {
        const r = s.getBoundingClientRect();
        return r.left >= box.left - 20 && r.right <= box.right + 2;
      }).length;
    });
    expect(visible, `${width}px`).toBe(cards);
  }
});

test('the home page is accessible after interaction', async ({ page }) => {
  await openHome(page);
  await searchForm(page).getByRole('tab', { name: 'CRDA/Plots' }).click();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('without JavaScript', ONCE, () => {
  test.use({ javaScriptEnabled: false });

  test('the tabs and the search form work', async ({ page }) => {
    await page.goto('/');
    await searchForm(page).getByRole('tab', { name: 'CRDA/Plots' }).click();
    await expect(page).toHaveURL(/[?&]tab=plots/);
    // The URL changes when the new page starts to arrive: read its options once they are there.
    await expect
      .poll(() => optionTexts(page, 'Property Type'))
      .toEqual(['Plot', 'Agricultural Land']);
    await searchForm(page).getByLabel('Property Type').selectOption({ label: 'Plot' });
    await searchForm(page).getByLabel('City').selectOption({ label: 'Amaravati' });
    await searchForm(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/shop\?listing=sell&type=plot&city=amaravati$/);
  });
});
