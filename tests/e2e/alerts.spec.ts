import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { pageAs, registerAccount, type Account } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { fillGunturLocation, fillHouseForSale } from './support/listing-form.ts';
import { expectMail, readable, SMTP_HTTP_URL } from './support/mail.ts';
import { ONCE } from './support/once.ts';
import type { ReceivedMail } from '../support/smtp-server.ts';

// Saved-search alerts (issue 28), as a buyer lives them: save a search, choose instant alerts
// by email and confirm the address from the mail; an owner's new listing is approved in the
// back office and another's price comes down; the alert mail the SMTP peer catches says both,
// with what changed; its link stops the alerts without signing in.

test.describe.configure({ mode: 'serial' });

const suffix = Array.from({ length: 6 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
).join('');
/** A word only this run's listings carry, so the search finds them alone. */
const WORD = `marigold${suffix}`;
const SEARCH = `/shop?listing=sell&city=guntur&q=${WORD}`;
const BUYER_EMAIL = `buyer-${suffix}@example.com`;

let owner: Account;
let buyer: Account;
let photoDir: string;
let photoFile: string;
let firstId = 0;

test.beforeAll(async ({ browser }) => {
  photoDir = await mkdtemp(path.join(os.tmpdir(), 'nivasa-alert-photos-'));
  photoFile = path.join(photoDir, 'house.png');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#577590"/><rect x="${120 + Math.floor(Math.random() * 300)}" y="160" width="280" height="240" fill="#f9c74f"/></svg>`;
  await writeFile(photoFile, await sharp(Buffer.from(svg)).png().toBuffer());
  [owner, buyer] = await Promise.all([
    registerAccount(browser, 'Owner'),
    registerAccount(browser, 'Saanvi'),
  ]);
});

test.afterAll(async () => {
  if (photoDir) await rm(photoDir, { recursive: true, force: true });
});

/** The owner lists a house through the real form; it waits for review. Returns its id. */
async function addHouse(page: Page, title: string, price: string): Promise<number> {
  await page.goto('/add-listing');
  const form = page.getByRole('form', { name: 'Add Property' });
  await fillHouseForSale(form, {
    title,
    description: 'A corner house with a marigold garden, close to the market and the school.',
    price,
    maintenance: '0',
  });
  await fillGunturLocation(form, `${Math.floor(Math.random() * 90) + 10}-7-3, Brodipet`);
  await form.getByLabel('Photos', { exact: true }).setInputFiles(photoFile);
  await form.getByRole('button', { name: 'Submit Property' }).click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toContainText(
    'Property added successfully!',
  );
  await page.goto('/my-account/properties');
  const href = await page.getByRole('link', { name: title }).first().getAttribute('href');
  const id = Number(/(\d+)/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

async function approve(admin: Page, id: number) {
  await admin.goto(`/admin/listings/${id}`);
  await admin.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(admin.getByRole('table', { name: /Status history/ })).toContainText('Active');
}

/** Every mail the SMTP peer caught for `address`, as people read them. */
async function mailsTo(address: string): Promise<string[]> {
  const mails = (await (await fetch(`${SMTP_HTTP_URL}/messages`)).json()) as ReceivedMail[];
  return mails
    .filter((mail) => mail.to.includes(address))
    .map((mail) => readable(mail.raw).replaceAll('\r\n', '\n'));
}

test(
  'an alert mail carries the new listing and the price cut, once; its link unsubscribes without signing in',
  ONCE,
  async ({ asAdmin: admin, browser }) => {
    test.setTimeout(180_000);
    const ownerPage = await pageAs(browser, owner);

    // A house that is already live when the search is saved.
    firstId = await addHouse(ownerPage, `${WORD} house one`, '72');
    await approve(admin, firstId);

    // The buyer saves the search, asks for instant alerts and gives an email.
    const page = await pageAs(browser, buyer);
    await page.goto(SEARCH);
    await expect(page.getByRole('link', { name: `${WORD} house one` }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Save this search' }).click();
    await expect(page.getByText(/^Search saved · See saved searches$/)).toBeVisible();
    await page.goto('/my-account/saved-searches');
    const row = page
      .getByRole('region', { name: 'Saved searches' })
      .getByRole('listitem')
      .filter({ hasText: WORD });
    await expect(row.getByLabel('Alerts')).toHaveValue('daily');
    await row.getByLabel('Alerts').selectOption({ label: 'Instant' });
    await row.getByRole('button', { name: 'Save alerts' }).click();
    await expect(page.getByText('Your alerts for this search have been updated.')).toBeVisible();
    await expect(row.getByLabel('Alerts')).toHaveValue('instant');
    await expect(page.getByText('Alerts come by SMS to your phone')).toBeVisible();

    await page.getByLabel('Email for alerts').fill('not an address');
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await page.getByLabel('Email for alerts').fill(BUYER_EMAIL);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByText('Open the link we sent to confirm the address.')).toBeVisible();
    await expect(page.getByText(`We sent a confirmation link to ${BUYER_EMAIL}.`)).toBeVisible();
    const confirmation = readable((await expectMail(BUYER_EMAIL, 'Confirm your email')).raw);
    const confirmUrl = /(http\S+\/alerts\/confirm-email\?token=\S+)/.exec(confirmation)?.[1];
    expect(confirmUrl).toBeTruthy();
    await page.goto(confirmUrl!);
    await expect(page.getByText('Email confirmed.')).toBeVisible();
    await page.goto('/my-account/saved-searches');
    await expect(page.getByText(`Alerts come by email to ${BUYER_EMAIL}.`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // A new matching house is approved, and the first one's price comes down (the edit goes
    // back to review and is approved again).
    const secondId = await addHouse(ownerPage, `${WORD} house two`, '80');
    await approve(admin, secondId);
    await ownerPage.goto(`/add-listing?edit=${firstId}`);
    const form = ownerPage.getByRole('form', { name: 'Edit Property' });
    await form.getByLabel('Price', { exact: true }).fill('65');
    await form.getByRole('button', { name: 'Update Property' }).click();
    await expect(ownerPage).toHaveURL(/\/my-account\/properties$/);
    await approve(admin, firstId);

    // The alert: both, with what changed (one mail, or two if the job ran between them).
    await expect
      .poll(
        async () => (await mailsTo(BUYER_EMAIL)).filter((m) => /Price changed/.test(m)).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    const alerts = (await mailsTo(BUYER_EMAIL)).filter((m) => !m.includes('Confirm your email'));
    expect(alerts.length).toBeGreaterThan(0);
    const all = alerts.join('\n');
    expect(all).toContain(`New (1)\n- ${WORD} house two`);
    expect(all).toContain(`/product-details/${secondId}`);
    expect(all).toContain(`Price changed (1)\n- ${WORD} house one`);
    expect(all).toContain('₹ 72 L → ₹ 65 L, down ₹ 7 L');
    // Each change is told once.
    expect(all.split(`- ${WORD} house two`).length - 1).toBe(1);
    expect(all.split(`- ${WORD} house one`).length - 1).toBe(1);
    const last = alerts.at(-1)!;
    expect(last).toMatch(/^List-Unsubscribe: <http\S+\/alerts\/unsubscribe\?search=\d+&key=\w+>$/m);
    expect(last).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // Unsubscribing from the mail's link, in a browser that is not signed in.
    const stopUrl = /Stop these alerts \(no sign-in needed\): (http\S+)/.exec(last)?.[1];
    expect(stopUrl).toBeTruthy();
    const stranger = await (await browser.newContext()).newPage();
    await stranger.goto(stopUrl!);
    await expect(stranger.getByText('Stop the alerts for this saved search?')).toBeVisible();
    await expect(
      stranger.getByText(`Properties for sale in Guntur matching “${WORD}”`, { exact: true }),
    ).toBeVisible();
    await stranger.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(
      stranger.getByText('You are unsubscribed: no more alerts will come for this saved search.'),
    ).toBeVisible();
    expect(await axeViolations(stranger)).toEqual([]);
    await page.goto('/my-account/saved-searches');
    await expect(row.getByText('Alerts paused')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Resume alerts' })).toBeVisible();
  },
);

test('the alert controls at 360 px in Telugu, with a keyboard and without sideways scrolling', async ({
  signInAs,
}) => {
  const page = await signInAs(buyer);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/te/shop?listing=rent&city=vijayawada');
  await page.getByRole('button', { name: 'ఈ శోధనను సేవ్ చేయండి' }).click();
  await expect(page.getByRole('link', { name: 'సేవ్ చేసిన శోధనలు చూడండి' })).toBeVisible();
  await page.goto('/te/my-account/saved-searches');
  await expect(page.getByRole('heading', { name: 'అలర్ట్‌లు మీకు ఎలా వస్తాయి' })).toBeVisible();
  const row = page
    .getByRole('region', { name: 'సేవ్ చేసిన శోధనలు' })
    .getByRole('listitem')
    .filter({ hasText: 'విజయవాడ' });
  await expect(row.getByLabel('అలర్ట్‌లు')).toBeVisible();
  // The frequency is chosen and saved with the keyboard alone.
  await row.getByLabel('అలర్ట్‌లు').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('ఈ శోధన అలర్ట్‌లు అప్‌డేట్ అయ్యాయి.')).toBeVisible();
  await expect(row.getByLabel('అలర్ట్‌లు')).toHaveValue('weekly');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);
});
