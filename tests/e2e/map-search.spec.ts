import type { Page } from '@playwright/test';
import { registerAccount, type Account } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { hydrated } from './support/hydration.ts';
import { ONCE } from './support/once.ts';

// Map search (issue 28): the results on a map, an area drawn with a mouse or by tapping a
// phone's screen, and only the listings inside it; the drawn search's URL, shared, shows the
// same to someone else, and is saved like any search. Without scripts the list stays.

test.describe.configure({ mode: 'serial' });

let account: Account;

test.beforeAll(async ({ browser }) => {
  account = await registerAccount(browser, 'Lakshmi');
});

type PointRow = [number, number, number, number, string, string];

/** The results map's points for a results URL's query (every demo listing has a place). */
async function mapPoints(page: Page, query: string): Promise<PointRow[]> {
  const response = await page.request.get(`/shop/map-points?${query}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { points: PointRow[]; capped: boolean };
  expect(body.capped).toBe(false);
  return body.points;
}

/** Whether a point is inside a polygon of [lat, lng] corners (ray casting). */
function inside([lat, lng]: [number, number], corners: [number, number][]): boolean {
  let odd = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    const [latI, lngI] = corners[i]!;
    const [latJ, lngJ] = corners[j]!;
    if (latI > lat !== latJ > lat && lng < ((lngJ - lngI) * (lat - latI)) / (latJ - latI) + lngI) {
      odd = !odd;
    }
  }
  return odd;
}

/** The drawn area of a results URL, as [lat, lng] corners. */
function polygonOf(url: string): [number, number][] {
  const value = new URL(url).searchParams.get('polygon');
  expect(value).toBeTruthy();
  const numbers = value!.split('_').map(Number);
  const corners: [number, number][] = [];
  for (let n = 0; n < numbers.length; n += 2) corners.push([numbers[n]!, numbers[n + 1]!]);
  return corners;
}

async function openMap(page: Page, path: string, label = 'Map of the results') {
  await page.goto(path);
  await hydrated(page);
  const map = page.getByRole('region', { name: label });
  await expect(map).toBeVisible();
  // The listings are on it, clustered.
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  return map;
}

let drawnUrl = '';

test('draw an area on the map and get only the listings inside it, then save it', async ({
  signInAs,
}, testInfo) => {
  const page = await signInAs(account);
  const map = await openMap(page, '/shop?view=map');
  const everything = await mapPoints(page, '');
  expect(everything.length).toBeGreaterThan(10);

  await page.getByRole('button', { name: 'Draw an area' }).click();
  await expect(page.getByText(/^Tap the map at each corner of the area/)).toBeVisible();
  const finish = page.getByRole('button', { name: 'Finish area' });
  await expect(finish).toBeDisabled();
  // The south half of the map (Guntur, below Amaravati and Vijayawada), clear of the credits
  // in its corner: a mouse's clicks on a desktop, a finger's taps on the phone.
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const corners = [
    [0.04, 0.5],
    [0.85, 0.5],
    [0.85, 0.9],
    [0.04, 0.9],
  ];
  const touch = testInfo.project.name === 'phone';
  for (const [x, y] of corners) {
    const at = { x: box.x + box.width * x!, y: box.y + box.height * y! };
    if (touch) await page.touchscreen.tap(at.x, at.y);
    else await page.mouse.click(at.x, at.y);
  }
  await expect(page.getByRole('status').filter({ hasText: 'Corners: 4' })).toBeVisible();
  await finish.click();
  await expect(page).toHaveURL(/[?&]polygon=/);
  drawnUrl = page.url();

  // Exactly the listings inside the drawn outline: some, not all.
  const polygon = polygonOf(drawnUrl);
  expect(polygon).toHaveLength(4);
  const expected = everything
    .filter((row) => inside([row[1], row[2]], polygon))
    .map((row) => row[0])
    .toSorted((a, b) => a - b);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(everything.length);
  const query = new URL(drawnUrl).search.slice(1);
  const found = (await mapPoints(page, query)).map((row) => row[0]).toSorted((a, b) => a - b);
  expect(found).toEqual(expected);
  await expect(
    page.getByText(
      expected.length === 1 ? '1 property found' : `${expected.length} properties found`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties List');
  await expect(page.getByText('Properties in the area drawn on the map').first()).toBeVisible();
  // Every card listed is one of them.
  const hrefs = await page
    .getByRole('region', { name: 'Search results' })
    .locator('a[href^="/product-details/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(expected).toContain(Number(href!.split('/').pop()));
  // The map view, with its markers, outline and buttons, passes axe.
  expect(await axeViolations(page)).toEqual([]);

  // Saved like any search, and named in words.
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(
    page.getByText('You will find it in My Account, under Saved searches.'),
  ).toBeVisible();
  await page.goto('/my-account/saved-searches');
  const saved = page
    .getByRole('region', { name: 'Saved searches' })
    .getByRole('link', { name: 'Properties in the area drawn on the map', exact: true });
  await expect(saved).toBeVisible();
  await saved.click();
  await expect(page).toHaveURL(
    new RegExp(`polygon=${new URL(drawnUrl).searchParams.get('polygon')}`),
  );
  expect(await axeViolations(page)).toEqual([]);
});

test(
  'a drawn search, shared, shows the same listings to a visitor, and without scripts the list',
  ONCE,
  async ({ browser }) => {
    expect(drawnUrl).not.toBe('');
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    const map = await openMap(page, drawnUrl);
    // The area is outlined on the map, and can be taken away with a plain link.
    await expect(
      map.locator('path.leaflet-interactive, .leaflet-overlay-pane path').first(),
    ).toBeAttached();
    const count = await page.getByText(/\d+ propert(y|ies) found/).textContent();
    await expect(page.getByRole('link', { name: 'Remove the drawn area' })).toBeVisible();

    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScripts.newPage();
    await plain.goto(drawnUrl);
    await expect(plain.getByText(count!)).toBeVisible();
    await expect(plain.getByRole('region', { name: 'Map of the results' })).toBeHidden();
    await expect(plain.locator('a[href^="/product-details/"]').first()).toBeVisible();
    await plain.getByRole('link', { name: 'Remove the drawn area' }).click();
    await expect(plain).not.toHaveURL(/polygon=/);
    await Promise.all([visitor.close(), noScripts.close()]);
  },
);

test(
  '"Search this area" searches the box the map shows after moving it',
  ONCE,
  async ({ page }) => {
    const map = await openMap(page, '/shop?view=map&listing=sell');
    await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0);
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(page).toHaveURL(/[?&]bounds=[\d.]+_[\d.]+_[\d.]+_[\d.]+/);
    await expect(page).toHaveURL(/listing=sell/);
    await expect(page.getByText('Properties for sale in the map’s area').first()).toBeVisible();
    const [south, west, north, east] = new URL(page.url()).searchParams
      .get('bounds')!
      .split('_')
      .map(Number);
    const rows = await mapPoints(page, new URL(page.url()).search.slice(1));
    expect(rows.length).toBeGreaterThan(0);
    for (const [, lat, lng, , type] of rows) {
      expect(lat).toBeGreaterThanOrEqual(south!);
      expect(lat).toBeLessThanOrEqual(north!);
      expect(lng).toBeGreaterThanOrEqual(west!);
      expect(lng).toBeLessThanOrEqual(east!);
      expect(type).toBe('sell');
    }
  },
);

test(
  'in Telugu at 360 px an area is drawn by keyboard, corner by corner, and fits the screen',
  ONCE,
  async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const map = await openMap(page, '/te/shop?view=map', 'ఫలితాల మ్యాప్');
    await page.getByRole('button', { name: 'ప్రాంతాన్ని గీయండి' }).focus();
    await page.keyboard.press('Enter');
    const addCorner = page.getByRole('button', { name: 'మధ్యలో మూలను జోడించండి' });
    await addCorner.focus();
    await page.keyboard.press('Enter');
    // The map pans with the arrow keys; each new centre is a corner.
    for (const key of ['ArrowRight', 'ArrowDown']) {
      await map.locator('.leaflet-container').focus();
      for (let n = 0; n < 3; n++) await page.keyboard.press(key);
      await addCorner.focus();
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('status').filter({ hasText: 'మూలలు: 3' })).toBeVisible();
    await page.getByRole('button', { name: 'ప్రాంతాన్ని ముగించండి' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/^[^?]*\/te\/shop\?polygon=/);
    expect(polygonOf(page.url())).toHaveLength(3);
    await expect(page.getByText('మ్యాప్‌పై గీసిన ప్రాంతంలో ప్రాపర్టీలు').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  },
);
