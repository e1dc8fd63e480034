import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';
import { ONCE } from './support/once.ts';

// The results pages (/shop and its three layouts) on the seeded demo region: 72 active
// listings in Guntur, Amaravati and Vijayawada, every type, for sale and for rent.

const EMPTY_TEXT = 'No properties match the selected types please select property type or refresh';
const COUNT = /^\d[\d,]* propert(y|ies) found \(\d+\.\d+ seconds\)$/;

const isPhone = (name: string) => name === 'phone';

/** '₹ 45.5 L' → 4,550,000. */
function rupees(text: string): number {
  const match = /₹\s*([\d.]+)\s*(K|L|Cr)?/.exec(text);
  if (!match) throw new Error(`no price in ${text}`);
  const factor = { K: 1_000, L: 100_000, Cr: 10_000_000 }[match[2] as 'K' | 'L' | 'Cr'] ?? 1;
  return Math.round(Number(match[1]) * factor);
}

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('article')
    .getByText(/^₹ [\d.]+ (K|L|Cr)/)
    .allTextContents();
  return texts.map(rupees);
}

/** Each card's 'Area, City' line: the first paragraph of the card. */
async function places(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const card of await page.getByRole('article').all())
    out.push((await card.locator('p').first().textContent()) ?? '');
  return out;
}

/** On phones the filters start folded; beside the results from 992 px they are always open. */
async function showFilters(page: Page) {
  const group = page.getByRole('group', { name: 'Property Type' });
  if (!(await group.isVisible())) {
    await page.locator('summary', { hasText: 'Filters' }).click();
  }
  await expect(group).toBeVisible();
}

const status = (page: Page) => page.getByRole('main').getByRole('status');

/** Once React runs, the forms apply on change and drop their no-JavaScript submit buttons. */
async function filtersApplyOnChange(page: Page) {
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
}

/** Each card, checked again until the new results have rendered. */
async function expectEveryCard(page: Page, text: string | RegExp) {
  await expect(async () => {
    const cards = await page.getByRole('article').all();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(await card.getByText(text, { exact: true }).count()).toBe(1);
  }).toPass({ timeout: 10_000 });
}

test('a home search shows the Properties List with count, time and cards', async ({ page }) => {
  const response = await page.goto('/shop?listing=sell&city=guntur');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties List' })).toBeVisible();
  await expect(page.getByText('Properties for sale in Guntur')).toBeVisible();
  await expect(page).toHaveTitle(/^Properties List: Properties for sale in Guntur \| /);
  await expect(status(page)).toHaveText(COUNT);
  // /shop shows the spec's page size of 4.
  await expect(page.getByRole('article')).toHaveCount(4);
  const found = await places(page);
  expect(found).toHaveLength(4);
  for (const place of found) expect(place).toMatch(/, Guntur$/);
  await expect(page.getByRole('article').getByText('For Sale', { exact: true })).toHaveCount(4);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/shop\?listing=sell&city=guntur$/,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See All Properties' })).toHaveCount(0);
  // With JavaScript the filters apply on change, so their submit buttons are not needed.
  await expect(page.getByRole('button', { name: 'Apply filters' })).toHaveCount(0);
});

test('ticking a property type updates the URL and the results', async ({ page }) => {
  await page.goto('/shop?listing=sell&city=guntur');
  await filtersApplyOnChange(page);
  const before = await status(page).textContent();
  await showFilters(page);
  await page.getByRole('checkbox', { name: 'Flat', exact: true }).check();
  await expect(page).toHaveURL(/[?&]type=flat(&|$)/);
  await expect(page).toHaveURL(/listing=sell/);
  await expect(page).toHaveURL(/city=guntur/);
  await expect(page.getByText('1 filter on')).toBeVisible();
  await expect(status(page)).not.toHaveText(before ?? '');
  await expect(status(page)).toHaveText(COUNT);
  await expectEveryCard(page, 'Flat');
  // The panel stayed open on a phone too.
  await expect(page.getByRole('group', { name: 'Property Type' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Flat', exact: true })).toBeChecked();
  // Budget: a minimum in lakhs becomes a URL token and every price respects it.
  await page.getByLabel('Minimum budget').selectOption({ label: '₹ 40 L' });
  await expect(page).toHaveURL(/min=40L/);
  await expect(page.getByText('2 filters on')).toBeVisible();
  // Checked again until the new results have rendered; an empty list proves nothing.
  await expect(async () => {
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeGreaterThanOrEqual(4_000_000);
  }).toPass({ timeout: 10_000 });
});

test('a tick keeps the filters open and the page where it was', async ({ page }, info) => {
  await page.goto('/shop?listing=sell&city=guntur');
  await filtersApplyOnChange(page);
  await showFilters(page);
  const flat = page.getByRole('checkbox', { name: 'Flat', exact: true });
  await page.evaluate(() => window.scrollTo(0, 250));
  await flat.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  const count = await status(page).textContent();
  await flat.check();
  await expect(page).toHaveURL(/[?&]type=flat(&|$)/);
  await expect(status(page)).not.toHaveText(count ?? '');
  await expect(status(page)).toHaveText(COUNT);
  await expectEveryCard(page, 'Flat');
  // Still open, still here: the next tick is where the thumb is.
  await expect(page.getByRole('group', { name: 'Property Type' })).toBeVisible();
  await expect(flat).toBeChecked();
  await expect(flat).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(1);

  const show = page.getByRole('button', { name: /^Show \d+ propert(y|ies)$/ });
  if (!isPhone(info.project.name)) {
    // Beside the results the filters stay shown: nothing to fold.
    await expect(show).toHaveCount(0);
    return;
  }
  // On a phone the panel's button says what the ticks found and takes the visitor there.
  const found = /^(\d+) propert/.exec((await status(page).textContent()) ?? '')?.[1];
  expect(found).toBeDefined();
  await expect(show).toHaveText(`Show ${found} ${found === '1' ? 'property' : 'properties'}`);
  await show.click();
  await expect(page.getByRole('group', { name: 'Property Type' })).toBeHidden();
  await expect(status(page)).toBeInViewport();
  await expect(page.getByRole('article').first()).toBeInViewport();
});

test('Buy or rent, City and Sub Location change the results and the URL', async ({ page }) => {
  await page.goto('/shop?listing=sell&city=guntur');
  await filtersApplyOnChange(page);
  await showFilters(page);
  const city = page.getByLabel('City', { exact: true });
  const area = page.getByLabel('Sub Location', { exact: true });
  await expect(page.getByRole('radio', { name: 'Buy', exact: true })).toBeChecked();
  await expect(city).toHaveValue('guntur');
  await expect(area).toHaveValue('');

  await page.getByRole('radio', { name: 'Rent', exact: true }).check();
  await expect(page).toHaveURL(/listing=rent/);
  await expect(page).toHaveURL(/city=guntur/);
  await expect(page.getByText('Properties for rent in Guntur')).toBeVisible();
  await expectEveryCard(page, 'For Rent');

  await city.selectOption({ label: 'Vijayawada' });
  await expect(page).toHaveURL(/city=vijayawada/);
  await expect(page).toHaveURL(/listing=rent/);
  await expect(page.getByText('Properties for rent in Vijayawada')).toBeVisible();
  await expect(async () => {
    const found = await places(page);
    expect(found.length).toBeGreaterThan(0);
    for (const place of found) expect(place).toMatch(/, Vijayawada$/);
  }).toPass({ timeout: 10_000 });
  // The areas follow the city: Vijayawada's, not Guntur's.
  await expect(area.getByRole('option', { name: 'Benz Circle' })).toHaveCount(1);
  await expect(area.getByRole('option', { name: 'Brodipet' })).toHaveCount(0);

  // An area with a home to rent: the first card's.
  const [firstPlace] = await places(page);
  const areaName = firstPlace!.split(',')[0]!.trim();
  await area.selectOption({ label: areaName });
  await expect(page).toHaveURL(/[?&]area=[a-z0-9-]+/);
  await expect(page.getByText(`Properties for rent in ${areaName}, Vijayawada`)).toBeVisible();
  await expect(async () => {
    const found = await places(page);
    expect(found.length).toBeGreaterThan(0);
    for (const place of found) expect(place).toBe(`${areaName}, Vijayawada`);
  }).toPass({ timeout: 10_000 });
  await expect(area).not.toHaveValue('');
  await expect(page.getByRole('radio', { name: 'Rent', exact: true })).toBeChecked();
});

test('a sort chosen before the scripts run is applied once they do', async ({ page }) => {
  let release = () => {};
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await scripts;
    await route.continue();
  });
  await page.goto('/shop?listing=sell&city=guntur', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/sort=price_low_to_high/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_low_to_high');
  await expect(async () => {
    const prices = await cardPrices(page);
    expect(prices).toHaveLength(4);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }).toPass({ timeout: 10_000 });
  // It stays chosen: nothing puts it back to Default afterwards.
  await expect(page.getByLabel('Sort by')).toHaveValue('price_low_to_high');
});

test('sorting by Price: low to high orders the cards by price, and pages go on from there', async ({
  page,
}) => {
  await page.goto('/shop?listing=sell&city=guntur');
  await filtersApplyOnChange(page);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=price_low_to_high/);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  // The page links carry the sort once the sorted results have rendered.
  await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'href',
    /sort=price_low_to_high/,
  );
  const first = await cardPrices(page);
  expect(first).toHaveLength(4);
  expect(first).toEqual([...first].sort((a, b) => a - b));

  await expect(pagination.getByRole('link', { name: /^Page 1\b/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=price_low_to_high/);
  await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const second = await cardPrices(page);
  expect(second).toEqual([...second].sort((a, b) => a - b));
  expect(second[0]).toBeGreaterThanOrEqual(first[first.length - 1]!);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_low_to_high');
  await pagination.getByRole('link', { name: /Previous/ }).click();
  await expect(page).not.toHaveURL(/page=/);
});

test('the grid and list switch keeps the search', async ({ page }) => {
  await page.goto('/shop?listing=rent');
  await filtersApplyOnChange(page);
  const layout = page.getByRole('list', { name: 'Layout' });
  await expect(layout.getByRole('link', { name: 'Grid view' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await layout.getByRole('link', { name: 'List view' }).click();
  await expect(page).toHaveURL(/listing=rent&view=list/);
  await expect(layout.getByRole('link', { name: 'List view' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('article')).toHaveCount(4);
});

test(
  'a search with no results says so and See All Properties clears the criteria',
  ONCE,
  async ({ page }) => {
    await page.goto('/shop?listing=rent&type=plot&city=amaravati');
    await expect(page.getByText(EMPTY_TEXT, { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', { name: 'See All Properties' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(page.getByText(EMPTY_TEXT)).toHaveCount(0);
    await expect(
      page.getByText('All properties in Guntur, Amaravati and Vijayawada'),
    ).toBeVisible();
  },
);

test('the header search box finds a listing by a word from its title', async ({
  page,
  request,
}, info) => {
  // A listing and the rarest longer word of its title.
  await page.goto('/shop?sort=price_high_to_low');
  const title = (await page
    .getByRole('article')
    .first()
    .getByRole('heading')
    .textContent())!.trim();
  let word = '';
  let fewest = Infinity;
  for (const candidate of title.split(/[^A-Za-z]+/).filter((w) => w.length >= 5)) {
    const html = await (await request.get(`/shop?q=${encodeURIComponent(candidate)}`)).text();
    const found = Number(/(\d+) propert(?:y|ies) found/.exec(html)?.[1] ?? Infinity);
    if (found > 0 && found < fewest) [word, fewest] = [candidate, found];
  }
  expect(word, `a searchable word in "${title}"`).not.toBe('');

  await page.goto('/');
  if (isPhone(info.project.name)) {
    // The menu opens with the page's script: a tap before it has run opens nothing.
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const box = page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox');
    await box.fill(word);
    await box.press('Enter');
  } else {
    const box = page.getByRole('banner').getByRole('searchbox');
    await box.fill(word);
    await box.press('Enter');
  }
  await expect(page).toHaveURL(new RegExp(`/shop\\?q=${word}$`));
  await expect(page.getByText(`matching “${word}”`)).toBeVisible();
  await expect(page.getByRole('article').getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('a place name with a typo still finds the place', ONCE, async ({ page }) => {
  await page.goto('/shop-grid?q=vijaywada');
  await expect(page.getByText('Including properties in Vijayawada')).toBeVisible();
  const found = await places(page);
  expect(found.length).toBeGreaterThan(0);
  for (const place of found) expect(place).toMatch(/, Vijayawada$/);
});

test('/shop-grid offers Per Page 12, 20, 30, 50 and 100 and keeps the filters in a panel', async ({
  page,
}) => {
  await page.goto('/shop-grid');
  await filtersApplyOnChange(page);
  const perPage = page.getByLabel('Per Page');
  await expect(perPage).toHaveValue('12');
  expect(await perPage.locator('option').allTextContents()).toEqual([
    '12',
    '20',
    '30',
    '50',
    '100',
  ]);
  await expect(page.getByRole('article')).toHaveCount(12);
  await perPage.selectOption('20');
  await expect(page).toHaveURL(/perPage=20/);
  await expect(page.getByRole('article')).toHaveCount(20);
  // The panel starts folded at every width.
  await expect(page.getByRole('group', { name: 'Property Type' })).toBeHidden();
  await page.locator('summary', { hasText: 'Filters' }).click();
  await page.getByRole('checkbox', { name: 'Villa', exact: true }).check();
  await expect(page).toHaveURL(/type=villa/);
  await expect(page).toHaveURL(/perPage=20/);
  await expect(page.getByText('1 filter on')).toBeVisible();
  await expectEveryCard(page, 'Villa');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/shop\?type=villa$/,
  );
});

test('the sidebar layouts put the filters left and right', async ({ page }, info) => {
  test.skip(isPhone(info.project.name), 'a sidebar needs 992 px');
  for (const [path, side] of [
    ['/shop-left-sidebar', 'left'],
    ['/shop-right-sidebar', 'right'],
    ['/shop', 'left'],
  ] as const) {
    await page.goto(path);
    const filters = await page.getByRole('region', { name: 'Filters' }).boundingBox();
    const results = await page.getByRole('region', { name: 'Search results' }).boundingBox();
    expect(filters && results, path).toBeTruthy();
    if (side === 'left') expect(filters!.x, path).toBeLessThan(results!.x);
    else expect(filters!.x, path).toBeGreaterThan(results!.x);
    await expect(page.getByRole('group', { name: 'Property Type' }), path).toBeVisible();
  }
  await expect(page.getByLabel('Per Page')).toHaveCount(0);
});

test('odd and hostile URLs give a clean page, never an error', ONCE, async ({ page }) => {
  for (const query of [
    `q=${'x'.repeat(10_240)}`,
    'page=999999&sort=drop&perPage=7&type=castle&min=-5L&max=1e99&city=..%2F..&area=%00',
    'q=%27%3B%20DROP%20TABLE%20properties%3B--',
    'listing=rent&min=5Cr&max=1K',
  ]) {
    const response = await page.goto(`/shop?${query}`);
    expect(response?.status(), query).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Properties List' })).toBeVisible();
  }
  // Beyond the last page: the last page.
  await page.goto('/shop?page=500');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.locator('[aria-current="page"]')).toHaveAccessibleName(/last page/);
});

test('the results page has no accessibility violations', async ({ page }, info) => {
  await page.goto('/shop?listing=sell&city=guntur');
  if (isPhone(info.project.name)) await showFilters(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/shop?listing=rent&type=plot');
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Buy or rent, City and Sub Location apply with Apply filters', ONCE, async ({ page }) => {
    await page.goto('/shop?listing=sell');
    await showFilters(page);
    await page.getByRole('radio', { name: 'Rent', exact: true }).check();
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Vijayawada' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/listing=rent/);
    await expect(page).toHaveURL(/city=vijayawada/);
    await expect(page.getByText('Properties for rent in Vijayawada')).toBeVisible();
    await expectEveryCard(page, 'For Rent');
    // The server lists the chosen city's areas.
    const area = page.getByLabel('Sub Location', { exact: true });
    await expect(area.getByRole('option', { name: 'Benz Circle' })).toHaveCount(1);
    await expect(area.getByRole('option', { name: 'Brodipet' })).toHaveCount(0);
  });

  test('filters apply with Apply filters, sort with its button, and pages are links', async ({
    page,
  }) => {
    await page.goto('/shop?listing=sell');
    await showFilters(page);
    await page.getByRole('checkbox', { name: 'Villa', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Independent House', exact: true }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/type=independent-house/);
    await expect(page).toHaveURL(/type=villa/);
    await expect(page).toHaveURL(/listing=sell/);
    await expectEveryCard(page, /^(Villa|Independent House)$/);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/sort=price_high_to_low/);
    await expect(page).toHaveURL(/type=villa/);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: /^Page 2\b/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=price_high_to_low/);
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
  });
});
