import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { randomPhone, registerAccount, type Account } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { ONCE } from './support/once.ts';

// NOTE: registrations count against REGISTER_RATE_LIMIT_PER_IP (default 10 per window) for
// 127.0.0.1, shared by every spec: this file registers one user per project and shares its
// session cookie between its tests.

const randomLetters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LONG_DATE =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

const TABS = [
  { link: 'Dashboard', path: '/my-account', heading: /^Hello / },
  { link: 'Profiles', path: '/my-account/profile', heading: 'My profile' },
  { link: 'My Properties', path: '/my-account/properties', heading: 'My Properties' },
  { link: 'Favourite Properties', path: '/my-account/favourites', heading: 'Favourite Properties' },
  { link: 'Add Property', path: '/my-account/add-property', heading: 'Add Property' },
] as const;

test.describe.configure({ mode: 'serial' });

let account: Account;

test.beforeAll(async ({ browser }) => {
  account = await registerAccount(browser, `Asha${randomLetters(5)}`);
});

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'My Account' });

async function smallPng(): Promise<Buffer> {
  return sharp({
    create: { width: 120, height: 120, channels: 3, background: { r: 11, g: 93, b: 75 } },
  })
    .png()
    .toBuffer();
}

test('signed out, My Account leads to sign-in and back', ONCE, async ({ page }) => {
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-account$/);
  await page.goto('/my-account/favourites?page=2');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-account%2Ffavourites%3Fpage%3D2$/);
});

test('the dashboard greets by first name and every tab is a URL that survives a reload', async ({
  signInAs,
}) => {
  const page = await signInAs(account);
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Hello ${account.firstName}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(accountNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();

  for (const tab of TABS) {
    await accountNav(page).getByRole('link', { name: tab.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(tab.path)}$`));
    await expect(page.getByRole('heading', { level: 2, name: tab.heading })).toBeVisible();
    await expect(
      accountNav(page).getByRole('link', { name: tab.link, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: tab.heading })).toBeVisible();
    await expect(
      accountNav(page).getByRole('link', { name: tab.link, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  }

  await page.goto('/my-account/properties');
  await expect(page.getByText('No properties data available.')).toBeVisible();
  // Add Property is the listing form itself, inside the account area.
  await page.goto('/my-account/add-property');
  await expect(page.getByRole('button', { name: 'Submit Property' })).toBeVisible();
  await expect(page.getByText('1 Description')).toBeVisible();
});

test('Edit User Details updates the name and the photo, and refuses a fake image', async ({
  signInAs,
}) => {
  const page = await signInAs(account);
  await page.goto('/my-account/profile');
  await expect(page.getByText(`${account.firstName} Teja`)).toBeVisible();
  await expect(page.getByText('User', { exact: true })).toBeVisible();
  await expect(page.getByText(account.phone, { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Edit User Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User Details' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/my-account\/profile\?edit=1$/);

  // A text file dressed as a PNG is refused by its content.
  await dialog.getByLabel('Profile Image').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  });
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText('Choose a JPEG, PNG or WebP image')).toBeVisible();

  // A new phone number needs the current password.
  await dialog.getByLabel('Profile Image').setInputFiles([]);
  await dialog.getByLabel('Phone Number').fill(randomPhone());
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(
    dialog.getByText('Enter your current password to change your phone number or password'),
  ).toBeVisible();
  await dialog.getByLabel('Phone Number').fill(account.phone);

  // The browser checks with the same schema before anything is sent.
  await dialog.getByLabel('Last Name').fill('');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText('Last Name is required')).toBeVisible();

  await dialog.getByLabel('Last Name').fill('Reddy');
  await dialog
    .getByLabel('Profile Image')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await smallPng() });
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Profile Updated Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/my-account\/profile$/);
  await expect(page.getByText(`${account.firstName} Reddy`)).toBeVisible();
  const photo = page.getByRole('img', { name: `Profile photo of ${account.firstName} Reddy` });
  await expect(photo).toHaveAttribute('src', /^\/media\/avatars\/.+-400\.webp$/);
  const media = await page.request.get((await photo.getAttribute('src'))!);
  expect(media.status()).toBe(200);
  expect(media.headers()['content-type']).toBe('image/webp');
});

test(
  'a crafted profile post cannot change the role, and an oversized upload is refused',
  ONCE,
  async ({ signInAs }) => {
    const page = await signInAs(account);
    const crafted = await page.request.post('/my-account/profile', {
      multipart: {
        firstName: account.firstName,
        lastName: 'Reddy',
        phone: account.phone,
        role: 'admin',
        status: 'suspended',
        userId: '1',
      },
      maxRedirects: 0,
    });
    expect(crafted.status()).toBe(302);
    await page.goto('/my-account/profile');
    await expect(page.getByText('User', { exact: true })).toBeVisible();

    const tooBig = await page.request.post('/my-account/profile', {
      multipart: {
        firstName: account.firstName,
        lastName: 'Reddy',
        phone: account.phone,
        image: {
          name: 'huge.png',
          mimeType: 'image/png',
          buffer: Buffer.alloc(6 * 1024 * 1024, 1),
        },
      },
      maxRedirects: 0,
    });
    expect(tooBig.status()).toBe(413);
  },
);

test('a liked property shows in Favourite Properties and can be removed', async ({ signInAs }) => {
  const page = await signInAs(account);
  await page.goto('/my-account/favourites');
  await expect(page.getByText('No Liked data available.')).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Next listings' })).toBeEnabled();
  const card = page.getByRole('article').first();
  const href = (await card.getByRole('heading').getByRole('link').getAttribute('href'))!;
  const id = href.split('/').pop()!;
  const heart = card.getByRole('button', { name: /^Save .+ to your favourites$/ });
  const title = (await heart.textContent())!.replace(/^Save | to your favourites$/g, '');
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname.startsWith('/like') && r.request().method() === 'POST',
  );
  await heart.click();
  await saved;

  await page.goto('/my-account/favourites');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(page.getByText(LONG_DATE).filter({ visible: true })).toHaveCount(1);
  await page.getByRole('link', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(
    `You are about to delete property with ID ${id}. This action cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Success!')).toBeVisible();
  await expect(page.getByText('No Liked data available.')).toBeVisible();
  await expect(confirm).toBeHidden();
});

test('My Account and the profile have no accessibility violations', ONCE, async ({ signInAs }) => {
  const page = await signInAs(account);
  for (const url of [
    '/my-account',
    '/my-account/profile',
    '/my-account/profile?edit=1',
    '/my-account/favourites',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    if (url.endsWith('edit=1'))
      await expect(page.getByRole('dialog', { name: 'Edit User Details' })).toBeVisible();
    expect(await axeViolations(page), url).toEqual([]);
  }
});

test.describe('without JavaScript', ONCE, () => {
  test.use({ javaScriptEnabled: false });

  test('tabs, Edit User Details and removing a favourite work', async ({ signInAs }) => {
    const page = await signInAs(account);
    await page.goto('/my-account');
    await expect(page.getByRole('heading', { name: `Hello ${account.firstName}` })).toBeVisible();
    for (const tab of TABS) {
      await accountNav(page).getByRole('link', { name: tab.link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escape(tab.path)}$`));
      await expect(page.getByRole('heading', { level: 2, name: tab.heading })).toBeVisible();
    }

    await accountNav(page).getByRole('link', { name: 'Profiles', exact: true }).click();
    await page.getByRole('link', { name: 'Edit User Details' }).click();
    await expect(page).toHaveURL(/\/my-account\/profile\?edit=1$/);
    const panel = page.getByRole('dialog', { name: 'Edit User Details' });
    await panel.getByLabel('Last Name').fill('Naidu');
    await panel.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Profile Updated Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/my-account\/profile$/);
    await expect(page.getByText(`${account.firstName} Naidu`)).toBeVisible();
    await expect(panel).toHaveCount(0);

    // Like from the home page (a plain form post), then remove it through the confirmation page.
    await page.goto('/');
    const card = page.getByRole('article').first();
    const href = (await card.getByRole('heading').getByRole('link').getAttribute('href'))!;
    const id = href.split('/').pop()!;
    const title = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('button', { name: /^Save .+ to your favourites$/ }).click();
    await page.goto('/my-account/favourites');
    await page.getByRole('link', { name: `Delete ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/my-account/favourites\\?delete=${id}$`));
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText(
      `You are about to delete property with ID ${id}. This action cannot be undone.`,
    );
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(page.getByText('Success!')).toBeVisible();
    await expect(page.getByText('No Liked data available.')).toBeVisible();
  });
});
