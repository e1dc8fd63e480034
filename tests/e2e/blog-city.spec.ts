import { expect, test, type Page, type Response } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';
import { expectMail } from './support/mail.ts';
import { ONCE } from './support/once.ts';

// The blog grid, a post with its message form and view count, and a city landing page.
// NOTE: successful messages count against the per-IP enquiry limit (raised for e2e in
// playwright.config.ts); this file sends two per project at most.

const DAY_MONTH_YEAR = /^\d{2}-\d{2}-\d{4}$/;

/** '14-08-2026' → a sortable '2026-08-14'. */
const isoOf = (date: string) => date.split('-').reverse().join('-');

const cards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('article');

/** Opens the newest post from the blog grid by its title link, as a visitor would. */
async function openFirstPost(page: Page): Promise<{ title: string; href: string }> {
  await page.goto('/blog');
  const link = cards(page).first().getByRole('heading').getByRole('link');
  const title = (await link.textContent())!.trim();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  return { title, href };
}

const messageForm = (page: Page) => page.locator('#message');
const faqs = (page: Page) => page.getByRole('region', { name: 'Frequently asked questions' });

async function viewCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ views?$/).textContent();
  return Number(text!.split(' ')[0]);
}

test('the blog grid lists posts newest first with author, category, date and Read more', async ({
  page,
}, info) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(9);

  const first = cards(page).first();
  await expect(first.getByText('by:')).toBeVisible();
  await expect(first.getByRole('heading').getByRole('link')).toHaveAttribute(
    'href',
    /^\/blog-details\/\d+$/,
  );
  // The image sits in a 250 px box, with its size and responsive widths.
  const box = await first.locator('img').boundingBox();
  expect(Math.round(box!.height)).toBe(250);
  await expect(first.locator('img')).toHaveAttribute(
    'srcset',
    /-400\.webp 400w.*-1280\.webp 1280w/,
  );
  await expect(first.locator('img')).toHaveAttribute('width', /\d+/);

  const dates = await page.getByRole('main').locator('article time').allTextContents();
  expect(dates).toHaveLength(count);
  for (const date of dates) expect(date).toMatch(DAY_MONTH_YEAR);
  const iso = dates.map(isoOf);
  expect(iso).toEqual([...iso].sort().reverse());

  // Every 'Read more' leads to its post and says which one to a screen reader.
  const readMore = page.getByRole('link', { name: /^Read more/ });
  await expect(readMore).toHaveCount(count);
  const names = await readMore.evaluateAll((links) => links.map((a) => a.textContent?.trim()));
  expect(new Set(names).size).toBe(count);
  await expect(readMore.first()).toHaveAttribute('href', /^\/blog-details\/\d+$/);

  // Three columns on a desktop, one on a phone.
  if (count >= 2) {
    const [a, b] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
    if (info.project.name === 'phone') expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    else expect(Math.round(b!.y)).toBe(Math.round(a!.y));
  }
});

test('a post shows its category, author, date, picture, text and side panel', async ({ page }) => {
  const { title, href } = await openFirstPost(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const article = page.getByRole('main').locator('article').first();
  await expect(article.getByText('by:')).toBeVisible();
  await expect(article.locator('time').first()).toHaveText(DAY_MONTH_YEAR);
  await expect(article.getByText(/^\d+ views?$/)).toBeVisible();
  const picture = article.locator('img').first();
  expect(Math.round((await picture.boundingBox())!.height)).toBe(400);
  await expect(picture).toHaveAttribute('height', /\d+/);
  expect(await article.locator('h2, p').count()).toBeGreaterThan(2);

  await expect(page.getByRole('heading', { name: 'Written by' })).toBeVisible();
  const form = messageForm(page);
  await expect(form.getByLabel('Name')).toHaveAttribute('placeholder', 'Your Name*');
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Message')).toHaveAttribute('placeholder', 'Write Message...');

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+${href}$`),
  );
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
  expect(jsonLd).toContainEqual(
    expect.objectContaining({ '@type': 'BlogPosting', headline: title }),
  );

  // Up to three other recent posts.
  const related = page.getByRole('region', { name: 'Recent posts' }).getByRole('article');
  expect(await related.count()).toBeLessThanOrEqual(3);
  await expect(related.getByRole('link', { name: title, exact: true })).toHaveCount(0);
});

/** The post page's view counter: posted by the page once per visit. */
const isViewCount = (response: Response) =>
  response.request().method() === 'POST' && /\/blog-details\/\d+\/view$/.test(response.url());

test(
  'a post counts one view per visit, and one per address a day; the page itself is the same for everyone',
  ONCE,
  async ({ page, browser }) => {
    const views: Response[] = [];
    page.on('response', (response) => {
      if (isViewCount(response)) views.push(response);
    });
    const { href } = await openFirstPost(page);
    await hydrated(page);
    await expect.poll(() => views.length).toBe(1);
    expect(views[0]!.status()).toBe(200);
    // A reload in the same visit posts nothing.
    await page.reload();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(views).toHaveLength(1);
    const seen = await viewCount(page);

    // The page sets no cookie and a cache may share it.
    const shared = await page.request.get(href);
    expect(shared.headers()['set-cookie']).toBeUndefined();
    expect(shared.headers()['cache-control']).toMatch(/^public, /);

    // A new visit posts again; from the same address the same day it adds nothing.
    const again = await browser.newPage();
    const counted = again.waitForResponse(isViewCount);
    await again.goto(href);
    expect(await (await counted).json()).toEqual({ viewCount: null });
    expect(await viewCount(again)).toBe(seen);
    await again.close();
  },
);

test(
  'a message is checked next to its field, then sent and the form clears',
  ONCE,
  async ({ page }) => {
    const { href } = await openFirstPost(page);
    await hydrated(page);
    const form = messageForm(page);
    await form.getByLabel('Name').fill('Harika');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Message').fill('Which documents does a bank ask for?');
    await form.getByRole('button', { name: 'Send message' }).click();
    const email = form.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const errorId = await email.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText('Enter a valid email address');
    await expect(form.getByLabel('Name')).toHaveValue('Harika');

    const sender = `harika-${Date.now()}@example.in`;
    await email.fill(sender);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    const mail = await expectMail(`Reply-To: ${sender}`, 'Which documents does a bank ask for?');
    expect(mail.raw).toMatch(/^Subject: Blog message: /m);
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    expect(page.url()).toMatch(new RegExp(`${href}$`));
  },
);

test('a bare, unknown or unpublished post address', ONCE, async ({ page }) => {
  await page.goto('/blog-details');
  await expect(page).toHaveURL(/\/blog$/);
  for (const url of ['/blog-details/999999', '/blog-details/abc', '/blog-details/01']) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
});

test('a city page has its copy, newest listings, FAQs, services, localities and contact', async ({
  page,
}) => {
  await page.goto('/amaravati-real-estate');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Amaravati');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Amaravati/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^http:\/\/127\.0\.0\.1:\d+\/amaravati-real-estate$/,
  );

  const listings = page.getByRole('region', { name: 'Latest properties in Amaravati' });
  const listingCount = await listings.getByRole('article').count();
  expect(listingCount).toBeGreaterThan(0);
  expect(listingCount).toBeLessThanOrEqual(6);
  await expect(listings.getByText(/, Amaravati$/).first()).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'View all properties in Amaravati' }),
  ).toHaveAttribute('href', '/shop?city=amaravati');

  // FAQs open and close like an accordion, and are described for search engines.
  const questions = faqs(page).locator('summary');
  const faqCount = await questions.count();
  expect(faqCount).toBeGreaterThan(0);
  const firstFaq = faqs(page).locator('details').first();
  await expect(firstFaq.locator('p')).toBeHidden();
  await questions.first().click();
  await expect(firstFaq.locator('p')).toBeVisible();
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
  const faqPage = jsonLd.find((item) => item['@type'] === 'FAQPage');
  expect(faqPage.mainEntity).toHaveLength(faqCount);
  expect(jsonLd.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);

  const services = page.getByRole('region', { name: 'Our services' }).getByRole('link');
  await expect(services).toHaveCount(6);
  await expect(services.first()).toHaveAttribute('href', /^\/service-details#[a-z-]+$/);
  await expect(
    page.getByRole('region', { name: 'Locations' }).getByRole('link', { name: 'Tadepalli' }),
  ).toHaveAttribute('href', /^\/shop\?city=[a-z-]+&area=tadepalli$/);
  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact.getByRole('link', { name: /^\+91/ }).first()).toHaveAttribute(
    'href',
    /^tel:\+91\d+$/,
  );
  await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('every city page answers, in its canonical case', ONCE, async ({ page }) => {
  for (const path of [
    '/amaravati-real-estate',
    '/vijayawada-real-estate',
    '/real-estate-properties-in-Guntur',
    '/real-estate-agents-in-Guntur',
    '/real-estate-company-in-Guntur',
    '/real-estate-agents-in-vijayawada',
    '/property-for-sale-in-amaravati',
    '/properties-in-vijayawada',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('link', { name: 'Contact Us', exact: true })).toBeVisible();
  }
  await page.goto('/real-estate-properties-in-guntur');
  await expect(page).toHaveURL(/\/real-estate-properties-in-Guntur$/);
});

test(
  'the blog, a post and a city page have no accessibility violations',
  ONCE,
  async ({ page }) => {
    await page.goto('/blog');
    expect(await axeViolations(page, '/blog')).toEqual([]);
    await openFirstPost(page);
    expect(await axeViolations(page, 'post')).toEqual([]);
    await page.goto('/vijayawada-real-estate');
    // An open answer is checked too (opened without moving the pointer over the page).
    await faqs(page)
      .locator('details')
      .first()
      .evaluate((details) => {
        (details as HTMLDetailsElement).open = true;
      });
    expect(await axeViolations(page, 'city page')).toEqual([]);
  },
);

test.describe('without JavaScript', ONCE, () => {
  test.use({ javaScriptEnabled: false });

  test('the message form posts, keeps what was typed on an error and says it was sent', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'desktop', 'one successful send per run is enough');
    const { href } = await openFirstPost(page);
    const form = messageForm(page);
    await form.getByLabel('Name').fill('Ravi');
    await form.getByLabel('Email').fill('ravi@');
    await form.getByLabel('Message').fill('Is there a checklist I can print?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(new RegExp(`${href}#message$`));
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Ravi');
    await expect(form.getByLabel('Message')).toHaveValue('Is there a checklist I can print?');

    await form.getByLabel('Email').fill(`ravi-${Date.now()}@example.in`);
    // The page just came back with a new start time: sent at once, the post is held by the
    // server until its minimum fill time has passed, and then goes through.
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  test('city FAQs open without JavaScript', async ({ page }) => {
    await page.goto('/properties-in-vijayawada');
    const first = faqs(page).locator('details').first();
    await first.locator('summary').click();
    await expect(first.locator('p')).toBeVisible();
  });
});
