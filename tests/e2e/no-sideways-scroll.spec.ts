import { expect, test } from './support/fixtures.ts';
import { ONCE } from './support/once.ts';

// Issue 25 #10: a plot's details page was 369 px wide on a 360 px phone (a fact's row and the
// contact column pushed the page past the screen's edge). No public page may scroll sideways
// at 320 or 360 px: every public route, and a details page of every property type.

const PUBLIC_PATHS = [
  '/',
  '/shop?listing=sell',
  '/shop-grid?listing=rent',
  '/shop-left-sidebar',
  '/shop-right-sidebar',
  '/amaravati-real-estate',
  '/vijayawada-real-estate',
  '/real-estate-properties-in-Guntur',
  '/real-estate-agents-in-Guntur',
  '/real-estate-company-in-Guntur',
  '/real-estate-agents-in-vijayawada',
  '/property-for-sale-in-amaravati',
  '/properties-in-vijayawada',
  '/login',
  '/register',
  '/forgot-password',
  '/about',
  '/service',
  '/service-details',
  '/faq',
  '/history',
  '/coming-soon',
  '/team',
  '/contact',
  '/location',
  '/blog',
  '/cart',
  '/checkout',
  '/order-tracking',
  '/portfolio',
  '/portfolio-v2',
  '/terms',
  '/privacy-policy',
  '/no-such-page',
];

const PROPERTY_TYPES = [
  'apartment',
  'flat',
  'independent-house',
  'villa',
  'plot',
  'agricultural-land',
];

test('no public page scrolls sideways at 320 or 360 px', ONCE, async ({ page }) => {
  test.setTimeout(240_000);
  // One details page (and one agent's, one post's) of every kind, found as a visitor finds them.
  const found: string[] = [];
  for (const type of PROPERTY_TYPES) {
    await page.goto(`/shop?type=${type}`);
    const href = await page
      .locator('main a[href^="/product-details/"]')
      .first()
      .getAttribute('href');
    expect(href, `a ${type} to open`).toBeTruthy();
    found.push(href!);
  }
  for (const [list, prefix] of [
    ['/team', '/team-details/'],
    ['/blog', '/blog-details/'],
    ['/portfolio', '/portfolio-details/'],
  ] as const) {
    await page.goto(list);
    const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
    expect(href, `a page under ${prefix}`).toBeTruthy();
    found.push(href!);
  }
  const paths = [...PUBLIC_PATHS, ...found];
  expect(paths.length).toBeGreaterThan(40);

  const wide: string[] = [];
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) wide.push(`${path} at ${width} px is ${scrollWidth} px wide`);
    }
  }
  expect(wide).toEqual([]);
});
