import { expect, test, type Page } from '@playwright/test';

// What search engines and link previews read: robots.txt, the sitemap index and its files,
// canonical URLs, Open Graph tags and structured data.

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.skip(({ isMobile }) => isMobile, 'the same on every screen: the desktop run covers it');

test('robots.txt names the sitemap; the sitemap index lists files of public URLs', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  const robotsText = await robots.text();
  expect(robotsText).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robotsText).toContain('Disallow: /my-account');

  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(files).toContain(`${baseURL}/sitemaps/pages.xml`);
  expect(files).toContain(`${baseURL}/sitemaps/blog.xml`);
  expect(files).toContain(`${baseURL}/sitemaps/listings-1.xml`);

  const pages = await (await request.get('/sitemaps/pages.xml')).text();
  for (const path of ['/about', '/blog', '/faq', '/amaravati-real-estate', '/team-details/'])
    expect(pages).toContain(`${baseURL}${path}`);
  const listings = await (await request.get('/sitemaps/listings-1.xml')).text();
  const urls = [...listings.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(urls.length).toBeGreaterThan(10);
  expect(listings).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  // A listed URL is a live page.
  expect((await request.get(urls[0]!.replace(baseURL!, ''))).status()).toBe(200);
  expect((await request.get('/sitemaps/nothing.xml')).status()).toBe(404);
});

test('every page has a canonical URL, Open Graph tags, the agency and its breadcrumb as structured data', async ({
  page,
  baseURL,
}) => {
  await page.goto('/about?utm_source=test');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/about`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    `${baseURL}/about`,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /About/);
  await expect(page.locator('meta[property="og:description"]')).toHaveCount(1);
  const data = await structuredData(page);
  const agency = data.find((item) => item['@type'] === 'RealEstateAgent');
  expect(agency).toMatchObject({ url: `${baseURL}/`, address: { addressCountry: 'IN' } });
  const trail = data.find((item) => item['@type'] === 'BreadcrumbList');
  expect(trail?.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${baseURL}/` },
    { '@type': 'ListItem', position: 2, name: 'About Us', item: `${baseURL}/about` },
  ]);

  await page.goto('/faq');
  const faq = (await structuredData(page)).find((item) => item['@type'] === 'FAQPage');
  expect((faq?.mainEntity as unknown[]).length).toBe(7);
});
