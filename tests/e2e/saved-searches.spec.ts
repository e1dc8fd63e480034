import { registerAccount, type Account } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { ONCE } from './support/once.ts';

// Saved searches (issue 28): save a results page's search, find it in My Account in words,
// open it again, delete it; signed out, the same button leads to sign in and back.

test.describe.configure({ mode: 'serial' });

let account: Account;

test.beforeAll(async ({ browser }) => {
  account = await registerAccount(browser, 'Saanvi');
});

const SEARCH = '/shop?listing=sell&city=guntur&bhk=3bhk';

test(
  'a saved search is listed in My Account in words, opens its results and can be deleted',
  ONCE,
  async ({ signInAs }) => {
    const page = await signInAs(account);
    await page.goto(SEARCH);
    await page.getByRole('button', { name: 'Save this search' }).click();
    await expect(page).toHaveURL(SEARCH);
    await expect(
      page.getByText('You will find it in My Account, under Saved searches.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);
    // The same search from another page and layout is the same saved search.
    await page.goto('/shop-grid?bhk=3bhk&city=guntur&listing=sell&page=2');
    await expect(page.getByText(/^Search saved · See saved searches$/)).toBeVisible();
    await page.getByRole('link', { name: 'See saved searches' }).click();

    await expect(page).toHaveURL('/my-account/saved-searches');
    const list = page.getByRole('region', { name: 'Saved searches' });
    await expect(list.getByText('1 saved search', { exact: true })).toBeVisible();
    const open = list.getByRole('link', { name: 'Properties for sale in Guntur', exact: true });
    await expect(open).toBeVisible();
    await expect(list.getByText('3BHK', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await open.click();
    await expect(page).toHaveURL(SEARCH);
    await expect(page.getByText(/^Search saved · See saved searches$/)).toBeVisible();

    await page.goto('/my-account/saved-searches');
    await list.getByRole('link', { name: /^Delete/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('This saved search will be deleted:');
    await expect(dialog).toContainText('Properties for sale in Guntur');
    await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(page.getByText('The saved search has been deleted.')).toBeVisible();
    await expect(list.getByText(/^No saved searches yet\./)).toBeVisible();
  },
);

test('in Telugu at 360 px the list and the button speak Telugu and fit the screen', async ({
  signInAs,
}) => {
  const page = await signInAs(account);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/te${SEARCH}`);
  await page.getByRole('button', { name: 'ఈ శోధనను సేవ్ చేయండి' }).click();
  await expect(page.getByText('శోధన సేవ్ అయింది').first()).toBeVisible();
  await page.goto('/te/my-account/saved-searches');
  await expect(page.getByRole('heading', { name: 'సేవ్ చేసిన శోధనలు', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: /గుంటూరు/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test(
  'signed out, Save this search leads to sign in and back to the results',
  ONCE,
  async ({ page }) => {
    await page.goto(SEARCH);
    await page.getByRole('link', { name: 'Save this search' }).click();
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(SEARCH)}`);
  },
);
