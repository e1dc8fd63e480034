import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  slidesPerView,
  TESTIMONIAL_AUTOPLAY_MS,
  TESTIMONIAL_TRANSITION_MS,
} from '../../app/features/agency/carousel-options.ts';
import { ABOUT, FAQS, HISTORY, SERVICES } from '../../seed/content/agency.ts';
import { TESTIMONIALS } from '../../seed/content/people.ts';
import { axeViolations } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';
import { expectMail } from './support/mail.ts';
import { ONCE } from './support/once.ts';

// The agency's pages (spec §2 Marketing pages): their copy is the demo seed's, read from the
// database, so the expected texts come from the seed content files.

/**
 * Time enough (on the page's clock, which the carousel tests install) for autoplay to move the
 * testimonials twice, had it been running: two intervals, and the 500 ms the move takes.
 */
const TWO_INTERVALS_AND_A_MOVE = 2 * TESTIMONIAL_AUTOPLAY_MS + 500;

/** The labels of the testimonials wholly inside the carousel's box. */
function slidesInView(carousel: Locator) {
  return carousel.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [...el.querySelectorAll('[aria-roledescription="slide"]')]
      .filter((slide) => {
        const r = slide.getBoundingClientRect();
        return r.left >= box.left - 20 && r.right <= box.right + 2;
      })
      .map((slide) => slide.getAttribute('aria-label'));
  });
}

async function expectCanonical(page: Page, path: string) {
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${path}$`),
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    new RegExp(`${path}$`),
  );
}

test('About Us shows the about block, the three emphases and a call to action', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { name: ABOUT.heading })).toBeVisible();
  await expect(page.getByText(ABOUT.paragraphs[0]!)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Primary Emphasis' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy a Property' })).toHaveAttribute(
    'href',
    '/shop?listing=sell',
  );
  await expect(page.getByRole('link', { name: 'Rent a Property' })).toHaveAttribute(
    'href',
    '/shop?listing=rent',
  );
  await expect(page.getByRole('link', { name: 'Sell a Property' })).toHaveAttribute(
    'href',
    '/add-listing',
  );
  const callToAction = page.getByRole('region', { name: 'Looking for the right property?' });
  await expect(callToAction.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expectCanonical(page, '/about');
});

test('the testimonials carousel shows 60 px photos, moves with its arrows and pauses', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/about');
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  await expect(carousel.getByRole('group')).toHaveCount(TESTIMONIALS.length);
  const photo = carousel.getByRole('img', { name: TESTIMONIALS[0]!.name });
  await expect(photo).toHaveAttribute('width', '60');
  await expect(photo).toHaveAttribute('height', '60');
  await expect(carousel.getByText(TESTIMONIALS[0]!.text)).toBeAttached();

  // Stop it first, so that only the arrows move it.
  await carousel.getByRole('button', { name: 'Pause testimonials' }).click();
  await expect(carousel.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
  await page.mouse.move(0, 0);
  const width = page.viewportSize()?.width ?? 1280;
  await expect.poll(async () => (await slidesInView(carousel)).length).toBe(slidesPerView(width));
  const before = await slidesInView(carousel);
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect.poll(() => slidesInView(carousel)).not.toEqual(before);
  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect.poll(() => slidesInView(carousel)).toEqual(before);
  // Paused means paused: two autoplay intervals later nothing has moved.
  await page.clock.runFor(TWO_INTERVALS_AND_A_MOVE);
  expect(await slidesInView(carousel)).toEqual(before);
});

test('a testimonial moves in the spec’s 500 ms', async ({ page }) => {
  await page.clock.install();
  await page.goto('/about');
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  await carousel.getByRole('button', { name: 'Pause testimonials' }).click();
  await page.mouse.move(0, 0);
  const row = carousel
    .locator('[aria-roledescription="slide"]')
    .first()
    .locator('..')
    .locator('..');
  const scrolled = () => row.evaluate((el) => el.scrollLeft);
  expect(await scrolled()).toBe(0);
  await page.clock.pauseAt(Date.now() + 60_000);
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  const step = await carousel
    .locator('[aria-roledescription="slide"]')
    .nth(1)
    .evaluate(
      (slide) =>
        slide.getBoundingClientRect().left - slide.parentElement!.getBoundingClientRect().left,
    );
  // Halfway through the move the row is on its way; at 500 ms it is at the next testimonial.
  await page.clock.runFor(TESTIMONIAL_TRANSITION_MS / 2);
  const halfway = await scrolled();
  expect(halfway).toBeGreaterThan(step * 0.2);
  expect(halfway).toBeLessThan(step * 0.8);
  await page.clock.runFor(TESTIMONIAL_TRANSITION_MS / 2 + 20);
  expect(Math.abs((await scrolled()) - step)).toBeLessThanOrEqual(1);
});

test('the testimonials play by themselves every two seconds', async ({ page }) => {
  await page.goto('/about');
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  await expect(carousel.getByRole('button', { name: 'Pause testimonials' })).toBeVisible();
  await page.mouse.move(0, 0);
  const first = await slidesInView(carousel);
  await expect.poll(() => slidesInView(carousel), { timeout: 5000 }).not.toEqual(first);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the testimonials do not move by themselves', async ({ page }) => {
    await page.clock.install();
    await page.goto('/about');
    await hydrated(page);
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    await expect(carousel.getByRole('button', { name: 'Next testimonial' })).toBeEnabled();
    await page.mouse.move(0, 0);
    const first = await slidesInView(carousel);
    await page.clock.runFor(TWO_INTERVALS_AND_A_MOVE);
    expect(await slidesInView(carousel)).toEqual(first);
    await expect(carousel.getByRole('button', { name: 'Pause testimonials' })).toHaveCount(0);
  });
});

test('What We Do lists the six services, each leading to its details', async ({ page }) => {
  await page.goto('/service');
  await expect(page.getByRole('heading', { name: 'What We Do' })).toBeVisible();
  for (const service of SERVICES) {
    await expect(page.getByRole('link', { name: service.name, exact: true })).toHaveAttribute(
      'href',
      `/service-details#${service.slug}`,
    );
    await expect(page.getByText(service.summary)).toBeVisible();
  }
  await expectCanonical(page, '/service');
  await page.getByRole('link', { name: SERVICES[3]!.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/service-details#${SERVICES[3]!.slug}$`));
  await expect(page.locator(`#${SERVICES[3]!.slug}`)).toBeInViewport();
});

test('Service details holds the long descriptions, a search box and a banner to /shop', async ({
  page,
}) => {
  await page.goto('/service-details');
  for (const service of SERVICES) {
    const section = page.locator(`section#${service.slug}`);
    await expect(section.getByRole('heading', { level: 2, name: service.name })).toBeVisible();
    await expect(section.getByText(service.details[0]!)).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Browse properties' })).toHaveAttribute(
    'href',
    '/shop',
  );
  await expectCanonical(page, '/service-details');
  const search = page.getByRole('searchbox', { name: 'Search properties' });
  await search.fill('villa');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop\?q=villa$/);
});

test('FAQ shows the seven questions with the second open, phones and counters', async ({
  page,
}) => {
  await page.goto('/faq');
  const questions = page.getByRole('region', { name: 'Frequently asked questions' });
  const details = questions.locator('details');
  await expect(details).toHaveCount(FAQS.length);
  expect(
    await details.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open)),
  ).toEqual(FAQS.map((_, index) => index === 1));
  await expect(questions.getByText(FAQS[1]!.answer)).toBeVisible();
  await expect(questions.getByText(FAQS[2]!.answer)).toBeHidden();
  await questions.getByText(FAQS[2]!.question).click();
  await expect(questions.getByText(FAQS[2]!.answer)).toBeVisible();

  const support = page.getByRole('complementary', { name: 'Still have questions?' });
  expect(await support.locator('a[href^="tel:"]').count()).toBeGreaterThanOrEqual(1);

  for (const label of ['Properties listed', 'Cities served', 'Agents', 'Years in the region']) {
    const counter = page.locator('dt', { hasText: label });
    await expect(counter).toBeVisible();
    await expect(counter.locator('xpath=following-sibling::dd')).toHaveText(/^(0|\d+(\.\d)?K?\+)$/);
  }
  await expectCanonical(page, '/faq');
});

test('History shows the timeline as year tabs that answer the arrow keys', async ({ page }) => {
  await page.goto('/history');
  await hydrated(page);
  const tabs = page.getByRole('tablist', { name: 'Our history by year' }).getByRole('tab');
  await expect(tabs).toHaveText(HISTORY.map((event) => String(event.year)));
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(HISTORY[0]!.title);
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(HISTORY[1]!.title);
  await page.keyboard.press('End');
  await expect(page.getByRole('tabpanel')).toContainText(HISTORY.at(-1)!.title);
  await tabs.first().click();
  await expect(page.getByRole('tabpanel')).toContainText(HISTORY[0]!.text);

  await expect(page.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible();
  for (const reason of ABOUT.whyChooseUs) {
    await expect(page.getByRole('heading', { name: reason.title })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expectCanonical(page, '/history');
  expect(await axeViolations(page, 'history tabs')).toEqual([]);
});

test(
  'Coming soon subscribes the email to the newsletter and is not indexed',
  ONCE,
  async ({ page }) => {
    await page.goto('/coming-soon');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectCanonical(page, '/coming-soon');
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    const address = `soon-${Date.now()}@example.in`;
    await email.fill(address);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByText('You are subscribed')).toBeVisible();
    // The agency hears of it ('Service Inquiry') and the address gets its confirmation.
    await expectMail('Subject: Service Inquiry', address, 'coming soon page');
    const confirmation = await expectMail('You are subscribed', `To: ${address}`);
    expect(confirmation.to).toEqual([address]);
    await expect(email).toHaveValue('');
  },
);

test('the agency pages are accessible', ONCE, async ({ page }) => {
  const problems: string[] = [];
  for (const path of [
    '/about',
    '/service',
    '/service-details',
    '/faq',
    '/history',
    '/coming-soon',
  ]) {
    await page.goto(path);
    await hydrated(page);
    problems.push(...(await axeViolations(page, path)));
  }
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', ONCE, () => {
  test.use({ javaScriptEnabled: false });

  test('FAQ questions open and close', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(questions.getByText(FAQS[1]!.answer)).toBeVisible();
    await questions.getByText(FAQS[0]!.question).click();
    await expect(questions.getByText(FAQS[0]!.answer)).toBeVisible();
    await questions.getByText(FAQS[1]!.question).click();
    await expect(questions.getByText(FAQS[1]!.answer)).toBeHidden();
  });

  test('History shows every year in order under its own heading', async ({ page }) => {
    await page.goto('/history');
    await expect(page.getByRole('tab')).toHaveCount(0);
    for (const event of HISTORY) {
      await expect(
        page.getByRole('heading', { level: 3, name: String(event.year), exact: true }),
      ).toBeVisible();
      await expect(page.getByText(event.title)).toBeVisible();
    }
  });

  test('the testimonials are a row that scrolls sideways', async ({ page }) => {
    await page.goto('/about');
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    await expect(carousel.getByRole('group')).toHaveCount(TESTIMONIALS.length);
    const row = carousel.locator('[tabindex="0"]');
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await row.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
  });

  test('the coming-soon form posts and shows the result', async ({ page }) => {
    await page.goto('/coming-soon');
    await page.getByLabel('Email', { exact: true }).fill(`soon-nojs-${Date.now()}@example.in`);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByText('You are subscribed')).toBeVisible();
  });

  test('the service details search is a plain GET form into /shop', async ({ page }) => {
    await page.goto('/service-details');
    const box = page.getByRole('region', { name: 'Find a property' });
    await box.getByRole('searchbox', { name: 'Search properties' }).fill('plot');
    await box.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/shop\?q=plot$/);
  });
});
