import { expect, test, type Page, type Response } from '@playwright/test';
import { hydrated } from './support/hydration.ts';
import { fillRegistration, PASSWORD, randomPhone, signIn } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { ONCE } from './support/once.ts';

/** Every HTML and data response of a test, to check no secret ever reaches the browser. */
function recordResponses(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/text\/html|text\/x-script|application\/json|text\/plain/.test(type)) return;
    try {
      bodies.push(await response.text());
    } catch {
      // Redirects and aborted requests have no body.
    }
  });
  return bodies;
}

const register = (page: Page, phone: string, firstName = 'Ravi') =>
  fillRegistration(page, { phone, firstName });

/** A new account, signed out again at once; its phone. */
async function registerAndSignOut(page: Page, isPhone: boolean): Promise<string> {
  const phone = randomPhone();
  await register(page, phone);
  await expect(page).toHaveURL(/\/$/);
  await logout(page, isPhone);
  return phone;
}

async function logout(page: Page, isPhone: boolean) {
  const loggedOut = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/logout'));
  if (isPhone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Logout' })
      .click();
  } else {
    await page.locator('summary', { hasText: 'My Account' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
  }
  await loggedOut;
  await expect(page).toHaveURL(/\/$/);
  // Signed out again: the header offers Register (inside the closed menu on phones).
  await expect(page.locator('a[href="/register"]').first()).toBeAttached();
}

test('register, like, see the wishlist, unlike and log out', async ({ page }, info) => {
  const isPhone = info.project.name === 'phone';
  const bodies = recordResponses(page);
  const phone = randomPhone();
  await register(page, phone, 'Lakshmi');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome to Nivasa')).toBeVisible();
  await expect(page.getByText('Your account is ready')).toBeVisible();
  if (!isPhone) {
    await expect(page.locator('summary', { hasText: 'My Account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Listing' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  }

  // Like the first listing of the carousel; it shows as liked at once and after a reload.
  await expect(page.getByRole('button', { name: 'Next listings' })).toBeEnabled();
  const heart = page.getByRole('button', { name: /^Save .+ to your favourites$/ }).first();
  const title = (await heart.textContent())?.replace(/^Save | to your favourites$/g, '') ?? '';
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // The heart turns at once; the save follows. Reload only once it is saved (a reload cancels
  // a request still in flight, for a visitor too).
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/like'),
  );
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await saved;
  await page.reload();
  await expect(
    page.getByRole('button', { name: `Save ${title} to your favourites` }).first(),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goto('/my-account/favourites');
  await expect(
    page.getByRole('main').getByText(title).filter({ visible: true }).first(),
  ).toBeVisible();
  await page.goto('/wishlist');
  await page.getByRole('button', { name: `Save ${title} to your favourites` }).click();
  // Unliked, it leaves the wishlist.
  await expect(page.getByText('No Liked data available.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No Liked data available.')).toBeVisible();

  await logout(page, isPhone);
  await page.goto('/wishlist');
  await expect(page.getByText('Sign in to see your favourite properties.')).toBeVisible();

  const all = bodies.join('\n');
  expect(all).not.toContain(PASSWORD);
  expect(all).not.toMatch(/\$argon2id\$/);
  expect(all).not.toContain('password_hash');
  expect(all).not.toContain('passwordHash');
});

test('a signed-out heart says why it asks to sign in, and the like is saved afterwards', async ({
  page,
}, info) => {
  const phone = await registerAndSignOut(page, info.project.name === 'phone');

  await expect(page.getByRole('button', { name: 'Next listings' })).toBeEnabled();
  const heart = page.getByRole('link', { name: /^Save .+ to your favourites$/ }).first();
  const title = (await heart.textContent())?.replace(/^Save | to your favourites$/g, '') ?? '';
  await heart.click();
  await expect(page).toHaveURL(/\/login\?like=\d+$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Sign in to save this property')).toBeVisible();
  await signIn(page, phone);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Saved to your favourites')).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Save ${title} to your favourites` }).first(),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('a like made signed out survives registration', ONCE, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Next listings' })).toBeEnabled();
  const heart = page.getByRole('link', { name: /^Save .+ to your favourites$/ }).first();
  const title = (await heart.textContent())?.replace(/^Save | to your favourites$/g, '') ?? '';
  await heart.click();
  await expect(page.getByText('Sign in to save this property')).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?like=\d+$/);
  await expect(page.getByText('Register to save this property')).toBeVisible();
  const phone = randomPhone();
  await page.getByLabel('First Name').fill('Anil');
  await page.getByLabel('Last Name').fill('Kumar');
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Saved to your favourites')).toBeVisible();
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test(
  'sign-in failure does not say which part was wrong; success goes back where you came from',
  ONCE,
  async ({ page }, info) => {
    const phone = await registerAndSignOut(page, info.project.name === 'phone');

    await page.goto('/login?redirectTo=%2Fwishlist');
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await expect(dialog).toContainText('Invalid phone number or password');

    await page.getByLabel('Phone Number').fill(randomPhone());
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Invalid phone number or password');

    await page.getByLabel('Phone Number').fill(phone);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByText('Signed in', { exact: true })).toBeVisible();
    await expect(page.getByText('Welcome back')).toBeVisible();
  },
);

test('the sign-in form explains missing or short values', ONCE, async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Phone Number').fill('12345');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByText('Phone number must be 10 digits')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('registration shows the spec’s messages and keeps what was typed', ONCE, async ({ page }) => {
  await page.goto('/register');
  // Letters are dropped by the page's script: type once it runs.
  await hydrated(page);
  await page.getByLabel('First Name').pressSequentially('Ra1vi!');
  await expect(page.getByLabel('First Name')).toHaveValue('Ravi');
  // Letters are dropped as typed; a number that is too long is refused, never cut into another.
  await page.getByLabel('Phone Number').pressSequentially('98a76-54321099');
  await expect(page.getByLabel('Phone Number')).toHaveValue('9876-54321099');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Phone number must be 10 digits')).toBeVisible();
  await expect(page.getByText('Last Name is required')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Confirm Password is required')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Ravi');
  // Field errors clear after 3 s (spec §8).
  await expect(page.getByText('Last Name is required')).toBeHidden({ timeout: 6000 });

  await page.getByLabel('Last Name').fill('Teja');
  await page.getByLabel('Phone Number').fill('+91 98765 43210');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByRole('alertdialog').getByRole('heading', { name: 'Error!' }),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog')).toContainText('Passwords do not match');
  await expect(page.getByText('Passwords must match')).toBeVisible();
});

test('a phone registers only once', ONCE, async ({ page }, info) => {
  const phone = randomPhone();
  await register(page, phone);
  await expect(page).toHaveURL(/\/$/);
  await logout(page, info.project.name === 'phone');
  await register(page, phone, 'Other');
  await expect(
    page.getByText('This phone number is already registered. Sign in instead.'),
  ).toBeVisible();
});

test('sign-in and register pages are accessible', ONCE, async ({ page }) => {
  for (const url of ['/login', '/register']) {
    await page.goto(url);
    expect(await axeViolations(page, url)).toEqual([]);
  }
});

test('too many sign-in attempts for one phone are refused with 429', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop', 'runs once');
  const phone = randomPhone();
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    const response = await request.post('/login', {
      form: { phone, password: 'wrong-password' },
      headers: { origin: new URL(info.project.use.baseURL ?? 'http://127.0.0.1:3100').origin },
    });
    statuses.push(response.status());
    if (response.status() === 429)
      expect(await response.text()).toContain('Too many attempts. Please try again in');
  }
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses.at(-1)).toBe(429);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('register, like with a form post and log out', async ({ page }, info) => {
    const isPhone = info.project.name === 'phone';
    await register(page, randomPhone(), 'Kiran');
    await expect(page.getByText('Welcome to Nivasa')).toBeVisible();
    const heart = page.getByRole('button', { name: /^Save .+ to your favourites$/ }).first();
    await heart.click();
    await expect(
      page.getByRole('button', { name: /^Save .+ to your favourites$/ }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
    if (!isPhone) await logout(page, false);
  });
});
