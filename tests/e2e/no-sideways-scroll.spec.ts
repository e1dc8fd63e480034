import { expect, test } from './support/fixtures.ts';
import { hydrated } from './support/hydration.ts';
import { ONCE } from './support/once.ts';
import { PUBLIC_PATHS } from './support/public-paths.ts';

// Issue 25 #10: a plot's details page was 369 px wide on a 360 px phone (a fact's row and the
// contact column pushed the page past the screen's edge). No public page may scroll sideways
// at 320 or 360 px: every public route, and a details page of every property type.
// Issue 25 #13: at 360 px the back office showed 3 of its 10 section tabs and the inbox row's
// link was off the screen's edge: every tab in view, every list's row opened from its link.

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
  // A sale listing's EMI and buying costs, and its checks (issue 28).
  await page.goto('/shop?listing=sell');
  const sale = await page.locator('main a[href^="/product-details/"]').first().getAttribute('href');
  expect(sale, 'a sale listing').toBeTruthy();
  found.push(`${sale!}/emi`, `${sale!}/checks`);
  // Four listings of different types side by side (issue 28).
  const compared = found.slice(0, 4).map((path) => path.split('/').pop());
  found.push(`/compare?ids=${compared.join(',')}`);
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

// Issue 26: Telugu and Hindi words are longer and taller than English ones. No Telugu or Hindi
// page may scroll sideways at 360 px, and no button, link or tab may cut its words off.
test(
  'no Telugu or Hindi page scrolls sideways or clips a button’s words at 360 px',
  ONCE,
  async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const problems: string[] = [];
    let checked = 0;
    for (const prefix of ['/te', '/hi']) {
      for (const path of PUBLIC_PATHS) {
        await page.goto(`${prefix}${path === '/' ? '' : path}`);
        const found = await page.evaluate(() => {
          const wide = document.documentElement.scrollWidth;
          const clipped = [
            ...document.querySelectorAll<HTMLElement>('button, a, summary, th, label'),
          ]
            .filter((el) => {
              const box = el.getBoundingClientRect();
              // Visible to the eye (screen-reader-only text is 1 px wide on purpose).
              if (box.width <= 1 || box.height <= 1) return false;
              const style = getComputedStyle(el);
              const hides =
                style.overflowX === 'hidden' ||
                style.overflowX === 'clip' ||
                style.textOverflow === 'ellipsis';
              return hides && el.scrollWidth > el.clientWidth + 1;
            })
            .map((el) => (el.textContent ?? '').trim().slice(0, 30));
          return { wide, clipped, lang: document.documentElement.lang };
        });
        checked++;
        if (found.lang !== prefix.slice(1)) problems.push(`${prefix}${path} is in ${found.lang}`);
        if (found.wide > 360) problems.push(`${prefix}${path} is ${found.wide} px wide`);
        for (const text of found.clipped) problems.push(`${prefix}${path}: "${text}" is cut off`);
      }
    }
    expect(checked).toBe(PUBLIC_PATHS.length * 2);
    expect(problems).toEqual([]);
  },
);

/** The back office's lists, by their table's name; the seed (or the quote sent first) fills each. */
const BACK_OFFICE_LISTS = [
  ['/admin/listings', 'Listings'],
  ['/admin/moderation', 'Listings waiting for review'],
  ['/admin/people', 'People'],
  ['/admin/content/blogs', 'Blog posts'],
  ['/admin/places', 'Areas of Guntur'],
  ['/admin/outbox', 'Mail, newest first'],
] as const;

test(
  'the back office at 320 and 360 px: every section tab in view, every row opened from its link',
  ONCE,
  async ({ asAdmin: admin, browser }) => {
    test.setTimeout(120_000);
    // A quote of our own, so the inbox has a row to open (and the outbox its mail).
    const name = `Thumb ${Math.random().toString(36).slice(2, 7)}`;
    const visitor = await browser.newPage();
    await visitor.goto('/contact');
    await hydrated(visitor);
    const quote = visitor.getByRole('region', { name: 'Get A Quote' });
    await quote.getByLabel('Name').fill(name);
    await quote.getByLabel('Email').fill('thumb@example.in');
    await quote.getByLabel('Service').selectOption('Home Buying');
    await quote.getByLabel('Phone').fill('9848023456');
    await quote.getByLabel('Message').fill('A flat near Benz Circle, opened from a phone.');
    await quote.getByLabel('I agree to be contacted about my enquiry').check();
    await quote.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(visitor.getByText('Inquiry sent successfully!')).toBeVisible();
    await visitor.close();

    /** The link (or a mail's summary) that opens a list's first row, within the screen's width. */
    const expectFirstRowOpenable = async (table: string, width: number) => {
      const rows = admin.getByRole('table', { name: table }).locator('tbody tr');
      await expect(rows.first(), `${table} has rows`).toBeVisible();
      const opener = rows.first().locator('a, summary').first();
      await expect(opener).toBeVisible();
      const box = (await opener.boundingBox())!;
      expect(box.x, `${table}: the row's link starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${table}: the row's link ends on screen`).toBeLessThanOrEqual(
        width,
      );
      return opener;
    };

    for (const width of [320, 360]) {
      await admin.setViewportSize({ width, height: 800 });
      await admin.goto('/admin');
      const tabs = admin.getByRole('navigation', { name: 'Back office' }).getByRole('link');
      await expect(tabs).toHaveCount(10);
      for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });

      for (const [path, table] of BACK_OFFICE_LISTS) {
        await admin.goto(path);
        await expectFirstRowOpenable(table, width);
        const scrollWidth = await admin.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }

      await admin.goto(`/admin/inbox?q=${encodeURIComponent(name)}`);
      const link = await expectFirstRowOpenable('Enquiries and visit requests', width);
      await expect(link).toHaveText(name);
      await link.click();
      await expect(admin).toHaveURL(/\/admin\/inbox\/inquiries\/\d+$/);
      await expect(admin.getByText('A flat near Benz Circle, opened from a phone.')).toBeVisible();
    }
  },
);
