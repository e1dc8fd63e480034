import { expect, test, type Page } from '@playwright/test';
import { hi } from '../../app/i18n/hi.ts';
import { te } from '../../app/i18n/te.ts';
import { axeViolations } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';
import { ONCE } from './support/once.ts';

// Telugu and Hindi (issue 26): the whole frame and every form in the language, prices in its
// words, no page wider than the phone, and only the page's own language downloaded.

const LANGUAGES = [
  { code: 'te', name: 'తెలుగు', texts: te, crore: /కోటి|కోట్లు|లక్ష|లక్షలు/ },
  { code: 'hi', name: 'हिन्दी', texts: hi, crore: /करोड़|लाख/ },
] as const;

async function chooseLanguage(page: Page, name: string, code: string) {
  await page.goto('/');
  await page.locator('summary', { hasText: 'English' }).click();
  await page.getByRole('button', { name }).click();
  // The choice reloads the page in the language.
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

/** The catalogue chunks (en-, te-, hi-) the page downloaded. */
function catalogueChunks(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    const match = /\/assets\/(en|te|hi)-[\w-]+\.js$/.exec(new URL(response.url()).pathname);
    if (match) seen.push(match[1]!);
  });
  return seen;
}

test('the language list opens the same page in the other language, with its address; each lists all three', async ({
  page,
}) => {
  await page.goto('/shop?listing=rent&city=guntur');
  await page.locator('summary', { hasText: 'English' }).click();
  await page.getByRole('button', { name: 'తెలుగు' }).click();
  await expect(page).toHaveURL(/\/te\/shop\?listing=rent&city=guntur$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  // Links and forms stay in Telugu.
  await expect(page.locator('main a[href^="/product-details/"]')).toHaveCount(0);
  expect(await page.locator('main a[href^="/te/product-details/"]').count()).toBeGreaterThan(0);
  await page.locator('summary', { hasText: 'తెలుగు' }).click();
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/shop\?listing=rent&city=guntur$/);

  await page.goto('/te/about');
  const origin = new URL(page.url()).origin;
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
  expect(alternates).toEqual([
    ['en', `${origin}/about`],
    ['te', `${origin}/te/about`],
    ['hi', `${origin}/hi/about`],
    ['x-default', `${origin}/about`],
  ]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/te/about`);
});

test('an English page offers the language chosen before, and the offer can be dismissed', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'nivasa_lang', value: 'te', url: 'http://127.0.0.1' }]);
  await page.goto('/faq');
  await hydrated(page);
  const offer = page.getByRole('complementary', { name: 'This page in your language' });
  await expect(offer.getByRole('link')).toHaveAttribute('href', '/te/faq');
  await offer.getByRole('button', { name: 'No thanks' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('complementary', { name: 'This page in your language' })).toHaveCount(
    0,
  );
});

for (const { code, name, texts, crore } of LANGUAGES) {
  test(`${code}: home search, results and a details page in the language, none wider than the screen`, async ({
    page,
  }) => {
    await chooseLanguage(page, name, code);
    // From here on, what a Telugu (or Hindi) page downloads.
    const chunks = catalogueChunks(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(
      page.getByRole('heading', { level: 1, name: texts['home.heroTitle'] }),
    ).toBeVisible();
    await hydrated(page);
    // The page came with its own texts, in its language, and hydrated without fetching a
    // catalogue (issue 27: page-catalogue.server.ts)…
    await expect(page.locator('#page-catalogue')).toHaveAttribute('data-locale', code);
    expect(chunks).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    const search = page.getByRole('form', { name: texts['homeSearch.label'] });
    await search.getByRole('button', { name: texts['homeSearch.submit'] }).click();
    await expect(page).toHaveURL(/\/shop\?/);
    // …and the first navigation fetched the rest of its own language only.
    expect(chunks).toEqual([code]);
    await expect(
      page.getByRole('heading', { level: 1, name: texts['search.title'] }),
    ).toBeVisible();
    const prices = await page.getByRole('article').allInnerTexts();
    expect(prices.length).toBeGreaterThan(0);
    // Prices in the language's words (లక్షలు / కోట్లు, लाख / करोड़), never L or Cr.
    expect(prices.filter((text) => crore.test(text)).length).toBeGreaterThan(0);
    expect(prices.filter((text) => /₹ [\d.]+ (L|Cr)\b/.test(text))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/product-details\/\d+$/);
    // The page's description for search engines and shares gives the price in the language too.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', crore);
    await expect(
      page.getByRole('heading', { name: texts['details.related.heading'] }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${code}: registration explains a mistake in the language`, ONCE, async ({ page }) => {
    await page.goto(`/${code}/register`);
    await hydrated(page);
    await expect(
      page.getByRole('heading', { level: 1, name: texts['register.heading'] }),
    ).toBeVisible();
    await page.getByLabel(texts['auth.firstName'], { exact: true }).fill('Sravani');
    await page.getByLabel(texts['auth.lastName'], { exact: true }).fill('Teja');
    await page.getByLabel(texts['auth.phone'], { exact: true }).fill('98480 11111');
    await page.getByLabel(texts['auth.password'], { exact: true }).fill('Mango-Tree-42');
    await page.getByLabel(texts['auth.confirmPassword'], { exact: true }).fill('Mango-Tree-43');
    await page.getByRole('button', { name: texts['register.submit'], exact: true }).click();
    await expect(
      page
        .getByText(
          new RegExp(`${texts['auth.passwordsDoNotMatch']}|${texts['auth.passwordsMustMatch']}`),
        )
        .first(),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(
    `${code}: a details page says when it was posted in the language, month and all`,
    ONCE,
    async ({ page }) => {
      const months = Array.from({ length: 12 }, (_, month) =>
        new Intl.DateTimeFormat(`${code}-IN`, { month: 'long', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2026, month, 1)),
        ),
      ).join('|');
      const date = new RegExp(`^\\d{1,2} (${months}),? \\d{4}$`);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`/${code}/shop`);
      await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${code}/product-details/\\d+$`));
      await hydrated(page);
      // Under the price: 'Posted on Nov 05, 2026' in English, here the month in the script.
      const [before, after] = texts['details.postedOn'].split('{date}');
      const line = page.getByText(new RegExp(`^${before}.+${after}$`));
      await expect(line).toBeVisible();
      const posted = (await line.innerText()).slice(before!.length, -after!.length || undefined);
      expect(posted).toMatch(date);
      // The facts grid shows the same day.
      const fact = page
        .locator('dt', { hasText: texts['details.field.postedOn'] })
        .locator('xpath=following-sibling::dd[1]');
      await expect(fact).toHaveText(posted);
      // The server and the browser wrote the date alike: no hydration mismatch.
      expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    },
  );
}
