import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';
import { ONCE } from './support/once.ts';

// Issue 28: up to four listings side by side, chosen from the cards, a details page or the
// visit list; the differences marked; shared by its address; at 360 px the facts column stays
// while the listings swipe sideways.

/** The titles of the first `count` cards of a results page. */
async function cardTitles(page: Page, count: number): Promise<string[]> {
  const headings = page.locator('main article h3');
  await expect(headings.nth(count - 1)).toBeVisible();
  return (await headings.allTextContents()).slice(0, count).map((title) => title.trim());
}

async function compareFromCards(page: Page, titles: readonly string[]) {
  for (const title of titles) {
    const button = page.getByRole('button', { name: `Compare ${title}`, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
}

test(
  'three listings compared side by side, the differences marked, shared by address',
  ONCE,
  async ({ page, browser }) => {
    await page.goto('/shop?listing=sell');
    await hydrated(page);
    const titles = await cardTitles(page, 3);
    expect(new Set(titles).size).toBe(3);
    await compareFromCards(page, titles);

    await page.getByRole('link', { name: 'Compare (3)' }).click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare properties' })).toBeVisible();
    const table = page.getByRole('table', { name: '3 properties side by side (scrolls sideways)' });
    const columns = table.getByRole('columnheader');
    await expect(columns).toHaveCount(3);
    for (const title of titles) {
      await expect(table.getByRole('link', { name: title, exact: true })).toBeVisible();
    }
    const price = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^Price( Differs)?$/ }) });
    await expect(price.getByRole('cell')).toHaveCount(3);
    for (const cell of await price.getByRole('cell').allTextContents()) expect(cell).toMatch(/^₹ /);
    // Three different listings differ in something; only those rows are left on request.
    const allRows = await table.locator('tbody tr').count();
    const differing = await table.locator('tbody th', { hasText: 'Differs' }).count();
    expect(differing).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Show only what differs' }).click();
    // The visitor's own comparison stays theirs: no ids in the address.
    await expect(page).toHaveURL(/\/compare\?only=differences$/);
    await expect(table.locator('tbody tr')).not.toHaveCount(allRows);
    expect(await axeViolations(page)).toEqual([]);

    // The address shows the same three to someone else, whose own comparison is untouched.
    const link = await page.getByLabel('Link to this comparison').inputValue();
    expect(link).toMatch(/\/compare\?ids=\d+,\d+,\d+$/);
    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    await elsewhere.goto(new URL(link).pathname + new URL(link).search);
    for (const title of titles) {
      await expect(elsewhere.getByRole('columnheader', { name: title })).toBeVisible();
    }
    await expect(elsewhere.getByRole('link', { name: /^Compare \(/ })).toHaveCount(0);
    await other.close();

    // Removing one leaves two.
    await page.goto('/compare');
    await page.getByRole('button', { name: `Remove ${titles[1]} from the comparison` }).click();
    await expect(page.getByRole('columnheader')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Compare (2)' })).toBeVisible();
  },
);

test('what each listing offers is a row of its own, in words', ONCE, async ({ page }) => {
  // The demo villas for sale: each has some amenities ticked (seed/listings.ts).
  await page.goto('/shop?listing=sell&type=villa');
  const ids = await page
    .locator('main article a[href^="/product-details/"]')
    .evaluateAll((links) => [
      ...new Set(links.map((link) => link.getAttribute('href')!.split('/').pop())),
    ]);
  expect(ids.length).toBeGreaterThanOrEqual(2);
  await page.goto(`/compare?ids=${ids.slice(0, 2).join(',')}`);
  const amenities = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Amenities( Differs)?$/ }) });
  const cells = await amenities.getByRole('cell').allTextContents();
  expect(cells).toHaveLength(2);
  const names =
    /Power backup|24-hour security|CCTV cameras|Gated community|24-hour water supply|Borewell|Gym|Swimming pool|Clubhouse|Park or garden|Children’s play area|Rainwater harvesting|Intercom|Visitor parking/;
  for (const cell of cells) expect(cell).toMatch(names);
});

test('a fifth listing is refused beside its button', async ({ page }) => {
  // The results show four listings a page: four from the first, the fifth from the second.
  await page.goto('/shop?listing=sell');
  await hydrated(page);
  await compareFromCards(page, await cardTitles(page, 4));
  // The buttons show the change at once; the header's count follows once all four are saved.
  await expect(page.getByRole('link', { name: 'Compare (4)' })).toBeVisible();
  await page.goto('/shop?listing=sell&page=2');
  await hydrated(page);
  const [fifth] = await cardTitles(page, 1);
  await page.getByRole('button', { name: `Compare ${fifth}`, exact: true }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'You can compare up to 4 properties. Remove one to add another.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compare (4)' })).toBeVisible();
});

test('without JavaScript a details page adds to the comparison', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/shop?listing=sell');
  const href = (await page
    .locator('main a[href*="/product-details/"]')
    .first()
    .getAttribute('href'))!;
  await page.goto(href);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('button', { name: `Compare ${title}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('button', { name: `Compare ${title}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: 'See comparison (1)' }).click();
  await expect(page.getByRole('columnheader', { name: title })).toBeVisible();
  await expect(
    page.getByText('Add at least one more property to compare', { exact: false }),
  ).toBeVisible();
  await context.close();
});

test('in Telugu at 360 px the facts column stays while the listings swipe', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/te/shop?listing=sell');
  await hydrated(page);
  const titles = await cardTitles(page, 3);
  for (const title of titles) {
    await page.getByRole('button', { name: `${title}ను పోల్చండి`, exact: true }).click();
  }
  await page.getByRole('link', { name: 'పోలిక (3)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ప్రాపర్టీలను పోల్చండి' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  const region = page.getByRole('region', { name: /3 ప్రాపర్టీలు పక్కపక్కనే/ });
  const facts = page.getByRole('rowheader', { name: /^ధర/ });
  const before = (await facts.boundingBox())!;
  const firstColumn = page.getByRole('columnheader').first();
  const columnBefore = (await firstColumn.boundingBox())!;
  await region.evaluate((element) => element.scrollBy({ left: 400, behavior: 'instant' }));
  const after = (await facts.boundingBox())!;
  expect(after.x).toBe(before.x);
  expect((await firstColumn.boundingBox())!.x).toBeLessThan(columnBefore.x);
  expect(await axeViolations(page, 'te')).toEqual([]);
});
