import { figure } from '../support/figure.ts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { registerAccount } from '../e2e/support/accounts.ts';
import { FLAT_FOR_SALE_FIELDS } from '../factories/listing-form-fields.ts';
import { adminContext } from '../e2e/support/admin.ts';
import { actionUrl, routeTable } from './support/route-table.ts';

// Issue 14, "Access control" and "CSRF": every route that takes writes, from the route config.
// Who may post to it is in WHO_MAY_WRITE; a route with an action and no entry fails the first
// test, so a new form cannot slip through unguarded. (The back office's own matrix, route by
// route and role by role, is tests/e2e/admin-access.spec.ts.)

type Who = 'anyone' | 'signed-in' | 'staff';

const WHO_MAY_WRITE: Record<string, Who> = {
  // Public forms: sign-in, registration, reset, enquiries, messages, visits, the newsletter.
  login: 'anyone',
  register: 'anyone',
  'forgot-password': 'anyone',
  contact: 'anyone',
  newsletter: 'anyone',
  language: 'anyone',
  'product-details/:id': 'anyone',
  'blog-details/:id': 'anyone',
  // The post page's view counter (once per visit, once per address and post a day).
  'blog-details/:id/view': 'anyone',
  'team-details/:slug': 'anyone',
  cart: 'anyone',
  compare: 'anyone',
  checkout: 'anyone',
  'order-tracking': 'anyone',
  // Answers 404 for whatever is posted to an unknown address.
  '*': 'anyone',
  // An alert mail's unsubscribe link: its key is the proof, and a mail program's one-click
  // POST (RFC 8058) carries no session. Without the key it changes nothing (404).
  'alerts/unsubscribe': 'anyone',
  // A visitor posting here is sent to sign in.
  logout: 'anyone',
  like: 'signed-in',
  'add-listing': 'signed-in',
  'my-account/profile': 'signed-in',
  'my-account/properties': 'signed-in',
  'my-account/favourites': 'signed-in',
  'my-account/add-property': 'signed-in',
  'my-account/messages': 'signed-in',
  'my-account/saved-searches': 'signed-in',
};

const WRITE_ROUTES = routeTable().filter((route) => route.hasAction);
const PARAMS = { id: '1', slug: 'ravi-kiran-vemuri', kind: 'blogs' };

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructured first argument
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'security', 'the security project only');
});

test('every route that takes writes says who may post to it', () => {
  expect(WRITE_ROUTES.length).toBeGreaterThan(20);
  const unlisted = WRITE_ROUTES.filter(
    (route) => !route.pattern.startsWith('admin') && !(route.pattern in WHO_MAY_WRITE),
  ).map((route) => route.pattern);
  expect(unlisted).toEqual([]);
});

/** A form post as another site's page would send it (the browser adds its own Origin). */
async function crossSitePost(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string>,
) {
  const response = await request.post(url, {
    maxRedirects: 0,
    form: { intent: 'delete', propertyId: '1', email: 'victim@example.com', locale: 'te' },
    headers,
  });
  return { status: response.status(), body: await response.text() };
}

test('a form posted from another site (or with a forged Host) is refused on every route, signed in or not, and changes nothing', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await adminContext(browser);
  const signedIn = await playwright.request.newContext({
    baseURL: baseURL!,
    storageState: await admin.storageState(),
  });
  const anonymous = await playwright.request.newContext({ baseURL: baseURL! });
  let refused = 0;
  for (const route of WRITE_ROUTES) {
    const url = actionUrl(route, PARAMS);
    for (const request of [anonymous, signedIn]) {
      const attempts: Record<string, string>[] = [
        { Origin: 'https://evil.example' },
        { Origin: 'null' },
        // An older browser that sends no Origin but says where the request came from.
        { 'Sec-Fetch-Site': 'cross-site' },
        // A client that writes its own Host to match its Origin (no browser can).
        { Host: 'evil.example', Origin: 'https://evil.example' },
      ];
      for (const headers of attempts) {
        const answer = await crossSitePost(request, url, headers);
        expect(answer.status, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(answer.body).toBe('Cross-site form submissions are not accepted.');
        refused += 1;
      }
    }
  }
  figure('refused', `${refused} cross-site posts`);

  // The admin is still signed in and nothing was liked or switched by those posts.
  const page = await admin.newPage();
  await page.goto('/my-account/favourites');
  await expect(page).toHaveURL(/\/my-account\/favourites/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await Promise.all([signedIn.dispose(), anonymous.dispose(), admin.close()]);
});

test('a visitor posting to a signed-in route is sent to sign in, and nothing is written', async ({
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL: baseURL! });
  for (const route of WRITE_ROUTES.filter((r) => WHO_MAY_WRITE[r.pattern] === 'signed-in')) {
    const url = actionUrl(route, PARAMS);
    const response = await anonymous.post(url, {
      maxRedirects: 0,
      form: { propertyId: '1', intent: 'delete', title: 'x' },
      headers: { Origin: baseURL! },
    });
    const status = response.status();
    expect([302, 303, 401], `${url} as a visitor`).toContain(status);
    if (status !== 401) {
      expect(response.headers()['location'], url).toContain('/login');
    }
  }
  await anonymous.dispose();
});

test('mass assignment: a crafted role, owner, status or featured flag in a form is ignored', async ({
  browser,
  baseURL,
}) => {
  const account = await registerAccount(browser, 'Crafty');
  const context = await browser.newContext({
    storageState: { cookies: account.cookies, origins: [] },
  });
  const page = await context.newPage();

  // The profile form with extra fields: the role stays 'user'.
  await page.goto('/my-account/profile?edit=1');
  const profile = await page.request.post('/my-account/profile', {
    maxRedirects: 0,
    multipart: {
      firstName: 'Crafty',
      lastName: 'Teja',
      phone: account.phone,
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
      role: 'admin',
      id: '1',
      userId: '1',
    },
    headers: { Origin: baseURL! },
  });
  expect(profile.status()).toBeLessThan(500);
  const adminPage = await page.request.get('/admin', { maxRedirects: 0 });
  expect(adminPage.status()).toBe(403);

  // A listing posted with status, owner and featured fields: pending review, the poster's own.
  await page.goto('/add-listing');
  const city = await page.getByLabel('City').locator('option').nth(1).getAttribute('value');
  await page.getByLabel('City').selectOption(city!);
  const area = await page.getByLabel('Sub Location').locator('option').nth(1).getAttribute('value');
  const title = `Crafted listing ${Date.now()}`;
  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 120, b: 80 } },
  })
    .png()
    .toBuffer();
  const created = await page.request.post('/add-listing', {
    multipart: {
      ...FLAT_FOR_SALE_FIELDS,
      bhk: '2bhk',
      title,
      cityId: city!,
      areaId: area!,
      status: 'active',
      featured: 'true',
      isFeatured: 'on',
      ownerId: '1',
      userId: '1',
      photos: { name: 'p.png', mimeType: 'image/png', buffer: photo },
    },
    headers: { Origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(200);
  await page.goto('/my-account/properties');
  const row = page.getByRole('main').locator('tr, li, article').filter({ hasText: title }).first();
  await expect(row).toContainText('Waiting for review');
  // Not on the public site while it waits.
  const href = await row.getByRole('link').first().getAttribute('href');
  const id = /(\d+)$/.exec(href ?? '')?.[1];
  expect(id).toBeTruthy();
  const visitor = await browser.newContext();
  expect((await visitor.request.get(`/product-details/${id}`)).status()).toBe(404);
  // Another signed-in user cannot see or edit it either.
  const other = await registerAccount(browser, 'Other');
  const otherContext = await browser.newContext({
    storageState: { cookies: other.cookies, origins: [] },
  });
  expect((await otherContext.request.get(`/product-details/${id}`)).status()).toBe(404);
  expect((await otherContext.request.get(`/add-listing?edit=${id}`)).status()).toBe(404);
  await Promise.all([context.close(), visitor.close(), otherContext.close()]);
});
