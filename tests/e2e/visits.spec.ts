import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';
import { expectMail } from './support/mail.ts';
import { ONCE } from './support/once.ts';
import { pageAs, registerAccount } from './support/accounts.ts';
import { outboxTexts } from './support/sms.ts';

// The visit list (/cart), booking site visits (/checkout), tracking them (/order-tracking)
// and the portfolio. NOTE: every booking counts against ENQUIRY_RATE_LIMIT for 127.0.0.1
// (raised for the e2e server); this file books two visits per project.

/** Today in India, as the date input takes it. */
const todayInIndia = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

const REFERENCE = /^NV-[A-HJ-NP-Z2-9]{6}$/;

/** Titles and links of the home page's listing cards. */
async function homeListings(page: Page): Promise<{ title: string; href: string }[]> {
  await page.goto('/');
  return page
    .getByRole('article')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => ({ title: a.textContent!.trim(), href: a.getAttribute('href')! })),
    );
}

/** Adds a listing from its details page (with JavaScript) and waits for the button to flip. */
async function addFromDetails(page: Page, href: string) {
  await page.goto(href);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to visit list' }).click();
  await expect(page.getByRole('button', { name: 'Remove from visit list' })).toBeVisible();
  // The button turns at once; the header's count is what the server saved (the cookie).
  await expect(page.getByRole('link', { name: /^Visit list \(\d+\)$/ })).toBeVisible();
}

/** Fills the booking form on /checkout. */
async function fillBooking(page: Page, date: string, contact = { email: 'lakshmi@example.in' }) {
  const form = page.locator('main form');
  await form.getByLabel('Name').fill('Lakshmi Prasanna');
  await form.getByLabel('Phone').fill('+91 98480 23456');
  await form.getByLabel('Email').fill(contact.email);
  await form.getByLabel('Preferred date').fill(date);
  await form.getByLabel('Time slot').selectOption({ label: 'Evening (4 – 7 pm)' });
  await form.getByLabel('Notes (optional)').fill('Please call before coming.');
}

test('three cards ticked one after another without waiting are all in the visit list', async ({
  page,
}) => {
  const listings = (await homeListings(page)).slice(0, 3);
  expect(listings).toHaveLength(3);
  await hydrated(page);
  // The posts overlap: each answer must keep the others' listings (a cookie per listing).
  for (const { title } of listings) {
    await page
      .getByRole('button', { name: `Add ${title} to visit list` })
      .first()
      .click();
  }
  await expect(page.getByRole('link', { name: 'Visit list (3)' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('3 properties in your visit list')).toBeVisible();
});

test('two listings join the visit list from a card and a details page, side by side; one is removed', async ({
  page,
}, info) => {
  const [first, second] = await homeListings(page);
  await hydrated(page);
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: `Add ${first!.title} to visit list` }).click();
  await expect(
    card.getByRole('button', { name: `Remove ${first!.title} from visit list` }),
  ).toBeVisible();
  // The button turns at once; the header counts what the server saved.
  await expect(page.getByRole('link', { name: 'Visit list (1)' })).toBeVisible();

  await addFromDetails(page, second!.href);
  await expect(page.getByRole('link', { name: 'Visit list (2)' })).toBeVisible();
  await page.getByRole('link', { name: 'View visit list' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Visit list' })).toBeVisible();
  await expect(page.getByText('2 properties in your visit list')).toBeVisible();
  if (info.project.name === 'desktop') {
    // One column per property.
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: first!.title })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: second!.title })).toBeVisible();
    for (const row of ['Price', 'Area', 'BHK', 'Facing', 'Price per sqft'])
      await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
  } else {
    await expect(page.getByRole('article', { name: first!.title })).toBeVisible();
    await expect(page.getByRole('article', { name: second!.title })).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: `Remove ${first!.title}` }).click();
  await expect(page.getByText('1 property in your visit list')).toBeVisible();
  await expect(page.getByRole('link', { name: first!.title })).toHaveCount(0);
  await expect(page.getByRole('link', { name: second!.title }).first()).toBeVisible();
});

test('booking site visits gives a reference; tracking shows it as Requested; a wrong pair reveals nothing', async ({
  page,
  browser,
}) => {
  const [listing] = await homeListings(page);
  await addFromDetails(page, listing!.href);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Book site visits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book site visits' })).toBeVisible();
  await expect(page.getByRole('link', { name: listing!.title })).toBeVisible();
  await hydrated(page);
  // The browser draws a key of its own for this copy of the form (issue 24, finding 10).
  await expect(page.locator('main form input[name="formSendKey"]')).toHaveValue(/^[\w-]{22}$/);

  // A past date is refused next to the field; nothing typed is lost.
  await fillBooking(page, '2020-01-01');
  await page.getByRole('button', { name: 'Book site visits' }).click();
  await expect(page.getByText('Choose today or a later date')).toBeVisible();
  await expect(page.locator('main form').getByLabel('Name')).toHaveValue('Lakshmi Prasanna');
  expect(await axeViolations(page)).toEqual([]);

  await page.locator('main form').getByLabel('Preferred date').fill(todayInIndia());
  await page.getByRole('button', { name: 'Book site visits' }).click();
  await expect(page.getByRole('heading', { name: 'Your site visits are requested' })).toBeVisible();
  const reference = (await page.getByText(REFERENCE).textContent())!.trim();
  await expect(page.getByText('Evening (4 – 7 pm)')).toBeVisible();
  await expectMail(`Subject: Site visit request ${reference}`, 'Please call before coming.');
  await expect(page.getByRole('link', { name: listing!.title })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The confirmation link shows nothing in another browser, even with the reference written
  // into the cookie by hand (issue 24, finding 1).
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(`/checkout?done=${reference}`);
  await expect(stranger.getByText(reference)).toHaveCount(0);
  await other.addCookies([{ name: 'visit_booked', value: reference, url: page.url() }]);
  await stranger.goto(`/checkout?done=${reference}`);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Book site visits' })).toBeVisible();
  await expect(stranger.getByText(reference)).toHaveCount(0);
  await other.close();

  // The visit list is empty after booking.
  await page.goto('/cart');
  await expect(page.getByText(/Your visit list is empty/)).toBeVisible();

  await page.goto('/order-tracking');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Track your site visit' }),
  ).toBeVisible();
  await page.getByLabel('Booking reference').fill(reference.toLowerCase());
  await page.getByLabel('Email or phone').fill('98480 23456');
  await page.getByRole('button', { name: 'Track visit' }).click();
  await expect(page.getByRole('heading', { name: `Visit request ${reference}` })).toBeVisible();
  await expect(page.getByText('Requested', { exact: true })).toBeVisible();
  await expect(page.getByText(listing!.title)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Email or phone').fill('someone-else@example.in');
  await page.getByRole('button', { name: 'Track visit' }).click();
  await expect(
    page.getByText('No visit request matches that reference and email or phone.'),
  ).toBeVisible();
  await expect(page.getByText('Requested', { exact: true })).toHaveCount(0);
  await expect(page.getByText(listing!.title)).toHaveCount(0);
});

test(
  'a signed-in buyer books with the details prefilled and no email, gets a text and finds the visit under My visits',
  ONCE,
  async ({ browser }) => {
    const account = await registerAccount(browser, 'Sravani');
    const page = await pageAs(browser, account);
    const [listing] = await homeListings(page);
    await addFromDetails(page, listing!.href);
    await page.goto('/checkout');
    const form = page.locator('main form');
    await expect(form.getByLabel('Name')).toHaveValue('Sravani Teja');
    await expect(form.getByLabel('Phone')).toHaveValue(account.phone);
    await expect(form.getByLabel('Email (optional)')).toHaveValue('');
    await hydrated(page);
    await form.getByLabel('Preferred date').fill(todayInIndia());
    await form.getByLabel('Time slot').selectOption({ label: 'Morning (9 am – 12 pm)' });
    await page.getByRole('button', { name: 'Book site visits' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your site visits are requested' }),
    ).toBeVisible();
    const reference = (await page.getByText(REFERENCE).textContent())!.trim();

    // The buyer is told by SMS, with the tracking link.
    await expect
      .poll(() => outboxTexts(account.phone).find((text) => text.includes(reference)))
      .toContain(`/order-tracking?reference=${reference}`);

    await page.getByRole('link', { name: 'See my visits' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'My visits' })).toBeVisible();
    const visit = page.getByRole('article', { name: reference });
    await expect(visit.getByText('Requested', { exact: true })).toBeVisible();
    await expect(visit.getByRole('link', { name: listing!.title })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await visit.getByRole('link', { name: 'Track this visit' }).click();
    await expect(page.getByLabel('Booking reference')).toHaveValue(reference);
    await page.getByLabel('Email or phone').fill(account.phone);
    await page.getByRole('button', { name: 'Track visit' }).click();
    await expect(page.getByRole('heading', { name: `Visit request ${reference}` })).toBeVisible();
    await page.context().close();
  },
);

test('the details page shares on WhatsApp and copies its link', ONCE, async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const [listing] = await homeListings(page);
  await page.goto(listing!.href);
  await hydrated(page);
  const whatsapp = page.getByRole('link', { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAttribute('rel', /noopener/);
  const text = decodeURIComponent(
    new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!,
  );
  expect(text).toContain(`${listing!.title} – ₹`);
  expect(text).toMatch(new RegExp(`${listing!.href}$`));

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
});

test('the portfolio lists sold and rented properties in two layouts and opens one', async ({
  page,
}) => {
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  await expect(page.getByText(/^(Sold|Rented)$/).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'List view' }).click();
  await expect(page).toHaveURL(/\/portfolio-v2$/);
  await expect(page.getByRole('link', { name: 'List view' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const link = page.getByRole('article').first().getByRole('heading').getByRole('link');
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/portfolio-details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Property details' })).toBeVisible();
  const services = page.getByRole('navigation', { name: 'Our services' });
  await expect(services.getByRole('link')).toHaveCount(6);
  await expect(services.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/service-details#[a-z-]+$/,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
});

test(
  'a bare /portfolio-details goes to the portfolio; an active or unknown id is Page Not Found',
  ONCE,
  async ({ page }) => {
    await page.goto('/portfolio-details');
    await expect(page).toHaveURL(/\/portfolio$/);
    const [active] = await homeListings(page);
    const id = active!.href.split('/').pop();
    for (const path of [`/portfolio-details/${id}`, '/portfolio-details/999999999']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    }
  },
);

test.describe('without JavaScript', ONCE, () => {
  test.use({ javaScriptEnabled: false });

  test('add from a card, book and track with plain form posts', async ({ page }) => {
    const [listing] = await homeListings(page);
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: `Add ${listing!.title} to visit list` })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('button', { name: `Remove ${listing!.title} from visit list` }).first(),
    ).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByText('1 property in your visit list')).toBeVisible();
    await page.getByRole('link', { name: 'Book site visits' }).click();
    await fillBooking(page, todayInIndia(), { email: 'Ravi.NoJS@example.in' });
    // Sent at once: the server holds it until the form's minimum fill time has passed.
    await page.getByRole('button', { name: 'Book site visits' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your site visits are requested' }),
    ).toBeVisible();
    const reference = (await page.getByText(REFERENCE).textContent())!.trim();

    await page.getByRole('link', { name: 'Track your visit request' }).click();
    await page.getByLabel('Booking reference').fill(reference);
    await page.getByLabel('Email or phone').fill('ravi.nojs@EXAMPLE.in');
    await page.getByRole('button', { name: 'Track visit' }).click();
    await expect(page.getByText('Requested', { exact: true })).toBeVisible();
    // Posted, so the email never lands in the URL.
    await expect(page).toHaveURL(/\/order-tracking$/);
  });
});
