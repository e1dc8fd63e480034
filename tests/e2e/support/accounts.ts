import { expect, type Browser, type Cookie, type Page } from '@playwright/test';

// Accounts for journeys: register through the real form (as a visitor would), reuse the
// session in other browser contexts, sign in through the real form.

export const PASSWORD = 'Mango-Tree-42';

/** A fresh 10-digit mobile number starting with 9. */
export const randomPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** Fills /register and presses Register (the caller checks what follows). */
export async function fillRegistration(
  page: Page,
  {
    phone,
    firstName = 'Ravi',
    lastName = 'Teja',
  }: { phone: string; firstName?: string; lastName?: string },
) {
  await page.goto('/register');
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
}

export type Account = { firstName: string; phone: string; cookies: Cookie[] };

/** Registers a new account in a throwaway context and returns its session cookie. */
export async function registerAccount(browser: Browser, firstName = 'Ravi'): Promise<Account> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const phone = randomPhone();
  await fillRegistration(page, { phone, firstName });
  // The session cookie, not the 3-second welcome toast: several registrations at once (argon2
  // for each) can take longer than the toast stays (the toast itself is checked in auth.spec).
  const session = async () =>
    (await context.cookies()).filter((cookie) => cookie.name === 'nivasa_session');
  await expect.poll(async () => (await session()).length, { timeout: 30_000 }).toBe(1);
  const cookies = await session();
  await context.close();
  return { firstName, phone, cookies };
}

/** A page in a browser context of its own, signed in as `account` (its session cookie). */
export async function pageAs(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies(account.cookies);
  return context.newPage();
}

/**
 * Signs in through the sign-in form `page` shows (/login), with the phone and password; the
 * caller checks what follows. Specs that start signed in use the fixtures of fixtures.ts.
 */
export async function signIn(page: Page, phone: string, password = PASSWORD) {
  const main = page.getByRole('main');
  await main.getByLabel('Phone Number').fill(phone);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'SIGN IN' }).click();
}
