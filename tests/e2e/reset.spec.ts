import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { fillRegistration, PASSWORD, randomPhone, signIn } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';
import { nextCode, outboxTexts } from './support/sms.ts';
import { ONCE } from './support/once.ts';

// Forgotten password: a code by SMS (the outbox file of the test server) and a new password.
// NOTE: every request here comes from 127.0.0.1, and OTP requests per IP are limited
// (OTP_RATE_LIMIT_PER_IP, 10 an hour by default), so the checks that do not depend on the
// screen width run on the desktop project only: 9 OTP requests in all.

const NEW_PASSWORD = 'Neem-Shade-77';
const onceOnDesktop = (name: string) =>
  test.skip(name !== 'desktop', 'runs once: OTP requests per IP are limited');

/** The texts of every HTML and data response, to check that no code or password reaches the browser. */
function recordResponses(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/text\/html|text\/x-script|application\/json|text\/plain/.test(type)) return;
    // Redirects and aborted requests have no body.
    bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

async function registerAndSignOut(page: Page, phone: string) {
  await fillRegistration(page, { phone, firstName: 'Sita', lastName: 'Devi' });
  await expect(page.getByText('Your account is ready')).toBeVisible();
  await page.context().clearCookies();
}

async function fillStep2(scope: Locator, code: string, password: string, confirm = password) {
  await scope.getByLabel('Code from the SMS').fill(code);
  await scope.getByLabel('New Password', { exact: true }).fill(password);
  await scope.getByLabel('Confirm New Password').fill(confirm);
  await scope.getByRole('button', { name: 'Reset password' }).click();
}

/** The sign-in page's link, which with JavaScript opens the reset dialog. */
async function resetLink(page: Page): Promise<Locator> {
  // Before hydration the link is a plain link to /forgot-password (the no-JavaScript path,
  // tested below); the dialog needs React running.
  await hydrated(page);
  const link = page.getByRole('link', { name: 'forgotten your password' });
  await expect(
    link,
    'app/routes/login.tsx renders ForgotPasswordDialog for this link',
  ).toHaveAttribute('aria-haspopup', 'dialog');
  return link;
}

async function expectNoAxeViolations(page: Page, where: string) {
  expect(await axeViolations(page, where)).toEqual([]);
}

test('a forgotten password is reset with a code sent by SMS, in a dialog over the sign-in page', async ({
  page,
}) => {
  const bodies = recordResponses(page);
  const phone = randomPhone();
  await registerAndSignOut(page, phone);

  await page.goto('/login');
  await (await resetLink(page)).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(dialog.getByLabel('Phone Number')).toBeFocused();

  const before = outboxTexts(phone).length;
  await dialog.getByLabel('Phone Number').fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(
    dialog.getByText(
      `We sent a 6-digit code to ******${phone.slice(-4)}. It expires in 10 minutes.`,
    ),
  ).toBeVisible();
  const code = await nextCode(phone, before);
  await expect(dialog.getByLabel('Code from the SMS')).toBeFocused();
  await expect(dialog.getByLabel('Code from the SMS')).toHaveAttribute(
    'autocomplete',
    'one-time-code',
  );
  await expect(dialog.getByLabel('Code from the SMS')).toHaveAttribute('inputmode', 'numeric');
  await expectNoAxeViolations(page, 'reset dialog, step 2');

  await fillStep2(dialog, code, NEW_PASSWORD, `${NEW_PASSWORD}x`);
  await expect(dialog.getByRole('alertdialog')).toContainText('Passwords do not match');

  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await fillStep2(dialog, wrong, NEW_PASSWORD);
  const failure = dialog.getByRole('alertdialog');
  await expect(failure.getByRole('heading', { name: 'user not found' })).toBeVisible();
  await expect(failure).toContainText('the code is wrong; 4 tries left');

  await fillStep2(dialog, code, NEW_PASSWORD);
  await expect(page.getByText('Reset Password Successful')).toBeVisible();
  await expect(page.getByText('Sign in with your new password.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, phone, NEW_PASSWORD);
  await expect(page.getByText('Signed in', { exact: true })).toBeVisible();

  const all = (await Promise.all(bodies)).join('\n');
  expect(all).not.toContain(code);
  expect(all).not.toContain(NEW_PASSWORD);
  expect(all).not.toContain(PASSWORD);
});

test('the dialog closes by its button and by Escape, and the link still leads to the page', async ({
  page,
}) => {
  await page.goto('/login');
  const link = await resetLink(page);
  await expect(link).toHaveAttribute('href', '/forgot-password');
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'reset dialog, step 1');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  await link.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test(
  'a wrong phone number is explained at once, without sending anything',
  ONCE,
  async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('main').getByLabel('Phone Number').fill('98765');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Phone number must be 10 digits')).toBeVisible();
  },
);

test('an unknown phone is answered as a registered one: step 2, then the failure dialog', async ({
  page,
}, info) => {
  onceOnDesktop(info.project.name);
  const phone = randomPhone();
  await page.goto('/forgot-password');
  await page.getByRole('main').getByLabel('Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  // Nothing tells whether the number has an account: the same line as for a registered one.
  await expect(
    page.getByText(`We sent a 6-digit code to ******${phone.slice(-4)}. It expires in 10 minutes.`),
  ).toBeVisible();
  await fillStep2(page.getByRole('main'), '123456', NEW_PASSWORD);
  const failure = page.getByRole('alertdialog');
  await expect(failure.getByRole('heading', { name: 'user not found' })).toBeVisible();
  await expect(failure).toContainText('the code is wrong; 4 tries left');
});

test('the reset page has no accessibility violations', ONCE, async ({ page }) => {
  const response = await page.goto('/forgot-password');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Reset your password/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoAxeViolations(page, '/forgot-password');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in link leads to the reset page, and both steps work as form posts', async ({
    page,
  }, info) => {
    onceOnDesktop(info.project.name);
    const bodies = recordResponses(page);
    const phone = randomPhone();
    await registerAndSignOut(page, phone);

    await page.goto('/login');
    await page.getByRole('link', { name: 'forgotten your password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const main = page.getByRole('main');
    const before = outboxTexts(phone).length;
    await main.getByLabel('Phone Number').fill(phone);
    await main.getByRole('button', { name: 'Send code' }).click();
    await expect(
      main.getByText(`We sent a 6-digit code to ******${phone.slice(-4)}.`),
    ).toBeVisible();
    const code = await nextCode(phone, before);

    await fillStep2(main, code, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Reset Password Successful')).toBeVisible();
    await signIn(page, phone, NEW_PASSWORD);
    await expect(page.getByText('Signed in', { exact: true })).toBeVisible();

    const all = (await Promise.all(bodies)).join('\n');
    expect(all).not.toContain(code);
    expect(all).not.toContain(NEW_PASSWORD);
  });
});
