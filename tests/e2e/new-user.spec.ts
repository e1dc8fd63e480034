import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, randomPhone, signIn } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';
import { ONCE } from './support/once.ts';

// What a new user trips over, tried on a 360 px phone: phone numbers as people write them,
// a flat's BHK, the Terms, the list view, rates on the cards, and the home search's budget.
// (The filter panel's journeys are in search.spec.ts.)

test.beforeEach(({ page: _page }, info) => {
  test.skip(info.project.name !== 'phone', 'these journeys are the phone’s (360 px)');
});

async function logoutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.locator('a[href="/register"]').first()).toBeAttached();
}

test(
  'a number pasted as +91 98480 23456 registers as its 10 digits and signs in afterwards',
  ONCE,
  async ({ page }) => {
    const phone = randomPhone();
    const written = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
    await page.goto('/register');
    await hydrated(page);
    await page.getByLabel('First Name').fill('Padma');
    await page.getByLabel('Last Name').fill('Rani');
    await page.getByLabel('Phone Number').fill(written);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    // Leaving the field shows the number that will be stored.
    await expect(page.getByLabel('Phone Number')).toHaveValue(phone);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Your account is ready')).toBeVisible();

    await logoutFromMenu(page);
    await page.goto('/login');
    await signIn(page, `0${phone.slice(0, 5)}-${phone.slice(5)}`);
    await expect(page.getByText('Signed in', { exact: true })).toBeVisible();
  },
);

test('registration needs the Terms, which are linked', ONCE, async ({ page }) => {
  await page.goto('/register');
  const terms = page.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ });
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Terms & Conditions' }),
  ).toHaveAttribute('href', '/terms');
  await page.getByLabel('First Name').fill('Ravi');
  await page.getByLabel('Last Name').fill('Teja');
  await page.getByLabel('Phone Number').fill(randomPhone());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please agree to the Terms & Conditions to register')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  // What was typed is kept.
  await expect(page.getByLabel('First Name')).toHaveValue('Ravi');
});

test('a flat’s page shows its BHK and bathrooms', async ({ page }) => {
  await page.goto('/shop?listing=sell&type=flat&bhk=2bhk');
  const first = page.getByRole('article').first().getByRole('heading').getByRole('link');
  await first.click();
  await expect(page).toHaveURL(/\/product-details\/\d+$/);
  await expect(page.getByText('Flat', { exact: true }).first()).toBeVisible();
  const facts = page.getByRole('main');
  await expect(facts.locator('dt', { hasText: /^BHK$/ }).first()).toBeVisible();
  await expect(facts.locator('dd', { hasText: /^2BHK$/ }).first()).toBeVisible();
  await expect(facts.locator('dt', { hasText: /^Bathrooms$/ }).first()).toBeVisible();
});

test('result cards give the price per sq ft for homes and per sq yd for plots, worked out when the owner gave none', async ({
  page,
}) => {
  for (const [type, unit] of [
    ['flat', 'sqft'],
    ['plot', 'sqyd'],
  ] as const) {
    await page.goto(`/shop?listing=sell&type=${type}`);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const texts = await cards.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    const rated = texts.filter((text) => new RegExp(`₹ [\\d,]+/${unit}`).test(text));
    // Every card of the type carries its rate, whether the owner typed one or not.
    expect(rated.length).toBe(texts.length);
  }
});

test('the list view is a row with the photo on the left; the grid puts it on top', async ({
  page,
}) => {
  const boxes = async () => {
    const card = page.getByRole('article').first();
    const photo = (await card.locator('img').first().boundingBox())!;
    const title = (await card.getByRole('heading').boundingBox())!;
    return { photo, title };
  };
  await page.goto('/shop-grid?view=list');
  const list = await boxes();
  expect(list.photo.x + list.photo.width).toBeLessThanOrEqual(list.title.x + 1);
  expect(list.photo.width).toBeLessThan(200);
  await page.goto('/shop-grid?view=grid');
  const grid = await boxes();
  expect(grid.photo.y + grid.photo.height).toBeLessThanOrEqual(grid.title.y + 1);
});

test('the home search takes a budget and BHK under More filters', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Search properties' });
  await expect(form.getByLabel('Budget')).toBeHidden();
  await form.getByText('More filters').click();
  await form.getByLabel('Budget').selectOption({ label: 'Under ₹ 50 L' });
  await form.getByLabel('BHK').selectOption({ label: '2BHK' });
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/shop\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('max')).toBe('50L');
  expect(url.searchParams.getAll('bhk')).toEqual(['2bhk']);
});

test('a search for Flat offers the Apartments that match too', ONCE, async ({ page }) => {
  await page.goto('/shop?listing=sell&type=flat');
  const offer = page.getByRole('link', { name: 'Show Apartment too' });
  await expect(page.getByText(/Apartment listings? also match/)).toBeVisible();
  await offer.click();
  await expect(page).toHaveURL(/type=apartment/);
  expect(new URL(page.url()).searchParams.getAll('type').sort()).toEqual(['apartment', 'flat']);
});

test(
  'the enquiry form takes an optional phone and does not call field errors a failure',
  ONCE,
  async ({ page }) => {
    await page.goto('/shop');
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    const form = page.locator('#enquiry');
    await expect(form.getByLabel('Phone / WhatsApp (optional)')).toBeVisible();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please enter your name')).toBeVisible();
    await expect(form.getByText('Failed to send message')).toHaveCount(0);

    // A buyer abroad leaves a number with its country code (issue 25 #6); a short one is explained.
    await hydrated(page);
    await form.getByLabel('Name').fill('Anil Rao');
    await form.getByLabel('Email').fill('anil.rao@example.com');
    await form.getByLabel('Message').fill('Is it still for sale? I am in San Jose until May.');
    await form.getByLabel('Phone / WhatsApp (optional)').fill('+1 415');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(
      form.getByText(
        'Enter a 10-digit Indian number, or a number abroad with + and its country code',
      ),
    ).toBeVisible();
    await form.getByLabel('Phone / WhatsApp (optional)').fill('+1 415 555 0134');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent successfully!').first()).toBeVisible();
  },
);

test(
  'the Terms and the Privacy Policy are real pages, reachable from registration',
  ONCE,
  async ({ page }) => {
    await page.goto('/register');
    const href = await page
      .getByRole('main')
      .getByRole('link', { name: 'Privacy Policy' })
      .getAttribute('href');
    for (const [path, heading, words] of [
      ['/terms', 'Terms & Conditions', /reviewed by our team before it is public/],
      [href!, 'Privacy Policy', /argon2id hash/],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(words)).toBeVisible();
      expect(await axeViolations(page, path)).toEqual([]);
    }
  },
);
