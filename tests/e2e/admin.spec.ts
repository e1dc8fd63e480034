import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { pageAs, registerAccount, signIn, type Account } from './support/accounts.ts';
import { notice, openPerson, setRole } from './support/admin.ts';
import { axeViolations } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';
import { expect, test } from './support/fixtures.ts';
import { fillGunturLocation, fillHouseForSale } from './support/listing-form.ts';
import { expectMail } from './support/mail.ts';
import { outboxTexts } from './support/sms.ts';

// The back office's journeys (issue 12), as the agency and the people it serves see them:
// moderation (the owner sees the result), a blog post with a picture, confirming a site
// visit (tracking shows it), disabling an account (its open session stops), and rich text
// that tries to run script. Runs once (desktop); the pages' phone layout is checked by axe
// and the access test.

const suffix = () => Math.random().toString(36).slice(2, 7);

test.describe.configure({ mode: 'serial' });

let photoDir: string;
let photoFile: string;
let owner: Account;

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructured first argument
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'desktop', 'runs once, not per screen size');
});

test.beforeAll(async ({ browser }, info) => {
  if (info.project.name !== 'desktop') return;
  photoDir = await mkdtemp(path.join(os.tmpdir(), 'nivasa-admin-photos-'));
  photoFile = path.join(photoDir, 'house.png');
  // A picture with some structure (not one flat colour), so its hash is its own.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#2a6f97"/><rect x="${100 + Math.floor(Math.random() * 300)}" y="150" width="300" height="250" fill="#f4a261"/>
    <polygon points="100,150 250,40 400,150" fill="#9b2226"/></svg>`;
  await writeFile(photoFile, await sharp(Buffer.from(svg)).png().toBuffer());
  owner = await registerAccount(browser, 'Owner');
});

test.afterAll(async () => {
  if (photoDir) await rm(photoDir, { recursive: true, force: true });
});

/** The owner adds a Sell Independent House in Guntur through the real form. */
async function addListing(page: Page, title: string): Promise<number> {
  await page.goto('/add-listing');
  const form = page.getByRole('form', { name: 'Add Property' });
  await fillHouseForSale(form, {
    title,
    description: 'A corner house with a neem tree in the yard, close to the market and the school.',
    price: '72',
    maintenance: '0',
  });
  await fillGunturLocation(form, `${Math.floor(Math.random() * 90) + 10}-4-1, Brodipet`);
  await form.getByLabel('Photos', { exact: true }).setInputFiles(photoFile);
  await form.getByRole('button', { name: 'Submit Property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Success!' });
  await expect(dialog).toContainText('Property added successfully!');
  // Moderation is on by default: the owner is told it waits for review.
  await expect(dialog).toContainText('It waits for our team’s review before others can see it.');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'It will be visible to others once our team approves it' }),
  ).toBeVisible();
  await page.goto('/my-account/properties');
  const link = page.getByRole('link', { name: title }).first();
  const href = await link.getAttribute('href');
  const id = Number(/(\d+)/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** The row of the owner's My Properties list that shows `title`. */
function ownRow(page: Page, title: string): Locator {
  return page.getByRole('row').filter({ hasText: title });
}

test('approve one pending listing and reject another: the owner sees both results and gets an SMS', async ({
  asAdmin: admin,
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await pageAs(browser, owner);
  const approveTitle = `Corner house for approval ${suffix()}`;
  const rejectTitle = `Corner house for rejection ${suffix()}`;
  const approveId = await addListing(page, approveTitle);
  const rejectId = await addListing(page, rejectTitle);

  await page.goto('/my-account/properties');
  await expect(ownRow(page, approveTitle)).toContainText('Waiting for review');
  // Not public yet.
  const visitor = await browser.newPage();
  expect((await visitor.goto(`/product-details/${approveId}`))!.status()).toBe(404);

  await admin.goto('/admin/moderation');
  await expect(admin.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Listings waiting for review' })).toContainText(
    approveTitle,
  );
  expect(await axeViolations(admin)).toEqual([]);
  await admin.goto(`/admin/listings/${approveId}`);
  await expect(admin.getByRole('heading', { level: 1 })).toContainText(approveTitle);
  await expect(admin.getByRole('img').first()).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  const smsBefore = outboxTexts(owner.phone).length;
  await admin.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(notice(admin)).toContainText(/approved/i);
  await expect(admin.getByRole('table', { name: /Status history/ })).toContainText('Active');

  // Rejecting without a reason is refused next to the field; with one it is done.
  await admin.goto(`/admin/listings/${rejectId}`);
  const reason = admin.getByLabel('Reason for rejection');
  await reason.fill('abc');
  await reason.evaluate((el: HTMLTextAreaElement) => el.removeAttribute('minlength'));
  await admin.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(admin.getByText(/at least 5 characters/i)).toBeVisible();
  await admin
    .getByLabel('Reason for rejection')
    .fill('The photos show a different house. Please add photos of this one.');
  await admin.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(notice(admin)).toContainText(/rejected/i);

  // The owner sees both results, and was told by SMS.
  await page.goto('/my-account/properties');
  await expect(ownRow(page, approveTitle)).toContainText('Active');
  await expect(ownRow(page, rejectTitle)).toContainText(
    'Rejected: The photos show a different house. Please add photos of this one.',
  );
  await expect.poll(() => outboxTexts(owner.phone).length).toBeGreaterThanOrEqual(smsBefore + 2);
  const texts = outboxTexts(owner.phone).slice(smsBefore).join('\n');
  expect(texts).toContain('is now live');
  expect(texts).toContain('The photos show a different house');

  // The approved listing is public now; the rejected one is not.
  expect((await visitor.goto(`/product-details/${approveId}`))!.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: approveTitle })).toBeVisible();
  expect((await visitor.goto(`/product-details/${rejectId}`))!.status()).toBe(404);

  // The audit log records both decisions.
  await admin.goto('/admin/audit');
  await expect(admin.getByRole('table').first()).toContainText('listing.approve');
  await expect(admin.getByRole('table').first()).toContainText('listing.reject');
});

test('a blog post written with an image in the back office is published on /blog', async ({
  asAdmin: admin,
  browser,
}) => {
  const title = `Registering a plot in Amaravati, step by step ${suffix()}`;
  await admin.goto('/admin/content/blogs/new');
  await hydrated(admin);
  await admin.getByLabel('Title', { exact: true }).fill(title);
  await admin.getByLabel('Author', { exact: true }).fill('Sravani Kolli');
  await admin.getByLabel('Category').fill('Buying guide');
  await admin.getByLabel('Date').fill('2026-11-20');
  await admin
    .getByLabel('Short description')
    .fill('What to check at the sub-registrar office before you sign: EC, link documents and LP.');
  await admin.getByLabel('Featured image').setInputFiles(photoFile);
  // The rich-text editor: type, then make a heading with the toolbar.
  const editor = admin.getByRole('textbox', { name: 'Body' });
  await editor.click();
  await editor.pressSequentially('Before you sign');
  await admin.getByRole('button', { name: 'Heading 2' }).click();
  await editor.press('End');
  await editor.press('Enter');
  await editor.pressSequentially('Ask for the encumbrance certificate for the last 30 years.');
  await editor.press('Enter');
  await editor.pressSequentially('Check that the survey number on the 1-B matches the sale deed.');
  await admin.getByLabel('Published (shown on /blog)').check();
  expect(await axeViolations(admin)).toEqual([]);
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(admin)).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/blog');
  const card = visitor.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  // The card's picture is decorative (the title says what it is): alt="".
  await expect(card.locator('img[src^="/media/"]')).toBeVisible();
  await card.getByRole('link', { name: /Read more/ }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Before you sign' })).toBeVisible();
  await expect(
    visitor.getByText('Ask for the encumbrance certificate for the last 30 years.'),
  ).toBeVisible();
  const image = visitor.locator('main img[src^="/media/"]').first();
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('confirming a site visit in the inbox shows it as Confirmed on /order-tracking and mails the visitor', async ({
  asAdmin: admin,
  browser,
}) => {
  // A visitor books a visit to a live listing.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  const href = await visitor
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link')
    .getAttribute('href');
  await visitor.goto(href!);
  await hydrated(visitor);
  await visitor.getByRole('button', { name: 'Add to visit list' }).click();
  await expect(visitor.getByRole('button', { name: 'Remove from visit list' })).toBeVisible();
  // The button turns at once; the visit list is saved when the server answers.
  await expect
    .poll(async () => {
      await visitor.goto('/cart');
      return visitor.getByText('1 property in your visit list').count();
    })
    .toBe(1);
  await visitor.getByRole('link', { name: 'Book site visits' }).click();
  const email = `visit-${suffix()}@example.in`;
  const form = visitor.locator('main form');
  await form.getByLabel('Name').fill('Bhavani Shankar');
  await form.getByLabel('Phone').fill('9848011122');
  await form.getByLabel('Email').fill(email);
  await form
    .getByLabel('Preferred date')
    .fill(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()));
  await form.getByLabel('Time slot').selectOption({ index: 1 });
  await visitor.getByRole('button', { name: 'Book site visits' }).click();
  const reference = (await visitor.getByText(/^NV-[A-Z0-9]{6}$/).textContent())!.trim();

  await admin.goto(`/admin/inbox?q=${reference}`);
  const inbox = admin.getByRole('table', { name: 'Enquiries and visit requests' });
  await expect(inbox).toContainText('Bhavani Shankar');
  expect(await axeViolations(admin)).toEqual([]);
  await inbox.locator('tbody').getByRole('link').first().click();
  await expect(admin.getByText(reference).first()).toBeVisible();
  await admin.getByRole('button', { name: 'Confirm visit' }).click();
  await expect(notice(admin)).toBeVisible();
  await expectMail(`To: ${email}`, reference);

  await visitor.goto('/order-tracking');
  await visitor.getByLabel('Booking reference').fill(reference);
  await visitor.getByLabel('Email or phone').fill(email);
  await visitor.getByRole('button', { name: 'Track visit' }).click();
  await expect(visitor.getByRole('heading', { name: `Visit request ${reference}` })).toBeVisible();
  await expect(visitor.getByText('Confirmed', { exact: true })).toBeVisible();
});

test('an agent sees an enquiry once it is assigned to them, and nothing before', async ({
  asAdmin: admin,
  browser,
}) => {
  // A name of their own: other journeys make agents too.
  const agentName = `Madhu${suffix().replace(/[^a-z]/g, '')}`;
  const agent = await registerAccount(browser, agentName);
  await setRole(admin, agent.phone, 'agent');

  // A visitor sends the contact form.
  const visitor = await browser.newPage();
  await visitor.goto('/contact');
  await hydrated(visitor);
  const name = `Kiran ${suffix()}`;
  const quote = visitor.getByRole('region', { name: 'Get A Quote' });
  await quote.getByLabel('Name').fill(name);
  await quote.getByLabel('Email').fill('kiran@example.in');
  await quote.getByLabel('Service').selectOption('Property Management');
  await quote.getByLabel('Phone').fill('9848033344');
  await quote
    .getByLabel('Message')
    .fill('Looking for someone to manage my flat near the bus stand.');
  await quote.getByLabel('I agree to be contacted about my enquiry').check();
  await quote.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(visitor.getByText('Inquiry sent successfully!')).toBeVisible();

  const agentPage = await pageAs(browser, agent);
  await agentPage.goto('/admin/inbox');
  await expect(agentPage.getByText(name)).toHaveCount(0);

  await admin.goto(`/admin/inbox?q=${encodeURIComponent(name)}`);
  await admin
    .getByRole('table', { name: 'Enquiries and visit requests' })
    .locator('tbody')
    .getByRole('link')
    .first()
    .click();
  await expect(admin.getByText('Agreed to be contacted')).toBeVisible();
  await admin.getByLabel('Assign to').selectOption({ label: `${agentName} Teja` });
  await admin.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(notice(admin)).toBeVisible();

  await agentPage.goto('/admin/inbox');
  await expect(agentPage.getByText(name)).toBeVisible();
  // The back office says enquiry, as the public pages do (issue 25, Words).
  await agentPage.goto('/admin');
  await expect(agentPage.getByRole('heading', { name: 'Latest enquiries' })).toBeVisible();
  await expect(agentPage.getByRole('link', { name: `Quote request from ${name}` })).toBeVisible();
  // The agent's menu has no admin pages.
  const menu = agentPage.getByRole('navigation', { name: 'Back office' });
  await expect(menu.getByRole('link', { name: 'Inbox' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'People' })).toHaveCount(0);
  expect((await agentPage.goto('/admin/people'))!.status()).toBe(403);
});

test('disabling an account ends its open session at once and it cannot sign in again', async ({
  asAdmin: admin,
  browser,
}) => {
  const person = await registerAccount(browser, 'Suresh');
  const page = await pageAs(browser, person);
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/my-account$/);

  await openPerson(admin, person.phone);
  await admin.getByRole('button', { name: 'Disable account' }).click();
  await expect(notice(admin)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Enable account' })).toBeVisible();

  // The open session no longer works: My Account sends them to sign in.
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await signIn(page, person.phone);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Signed in', { exact: true })).toHaveCount(0);
});

// Payloads that try to run script through the rich-text body: each would call __xss() if
// any of it survived sanitising. Written through the plain HTML field (JavaScript off), then
// rendered on the public post and in the admin editor with JavaScript on.
const XSS_PAYLOADS = [
  '<script>__xss("script")</script>',
  '<img src=x onerror="__xss(\'img\')">',
  '<a href="javascript:__xss(\'href\')" id="x-js">click</a>',
  '<a href="JaVaScRiPt:__xss(\'mixed\')" id="x-mixed">click</a>',
  '<a href="&#106;avascript:__xss(\'entity\')" id="x-entity">click</a>',
  '<a href="data:text/html,<script>__xss(\'data\')</script>" id="x-data">click</a>',
  '<svg onload="__xss(\'svg\')"><script>__xss("svg-script")</script></svg>',
  '<iframe srcdoc="<script>parent.__xss(\'srcdoc\')</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="__xss(\'mxss\')"></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(\'noscript\')>"></p></noscript>',
  '<form><button formaction="javascript:__xss(\'formaction\')">go</button></form>',
  '<p style="background:url(javascript:__xss(\'style\'))">styled</p>',
  '<details open ontoggle="__xss(\'details\')">x</details>',
  '<p>Safe paragraph survives</p>',
];

test('rich text with script payloads runs no script on the public post or in the editor', async ({
  asAdmin,
  browser,
}) => {
  const cookies = await asAdmin.context().cookies();
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  await noJs.addCookies(cookies);
  const page = await noJs.newPage();
  const title = `Sanitiser check ${suffix()}`;
  await page.goto('/admin/content/blogs/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Author', { exact: true }).fill('Test Desk');
  await page.getByLabel('Category').fill('Notes');
  // An old date: the post sorts last, out of the way of the blog grid's own journeys.
  await page.getByLabel('Date').fill('2019-01-15');
  await page.getByLabel('Short description').fill('A post that checks the sanitiser.');
  await page.getByLabel('Featured image').setInputFiles(photoFile);
  await page.getByLabel('Body').fill(XSS_PAYLOADS.join('\n'));
  await page.getByLabel('Published (shown on /blog)').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page)).toBeVisible();
  await page.goto(`/admin/content/blogs?q=${encodeURIComponent(title)}`);
  const editHref = await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('link')
    .first()
    .getAttribute('href');
  const blogId = /(\d+)/.exec(editHref!)![1];
  await noJs.close();

  const context = await browser.newContext();
  await context.addCookies(cookies);
  const ran: string[] = [];
  await context.exposeFunction('__xss', (what: string) => ran.push(what));
  const dialogs: string[] = [];
  const viewer = await context.newPage();
  viewer.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  for (const url of [`/blog-details/${blogId}`, `/admin/content/blogs/${blogId}`]) {
    await viewer.goto(url);
    await hydrated(viewer);
    // Event handlers (onerror, onload, ontoggle) and frames have had their chance to run once
    // the page has loaded and every picture on it has arrived or failed.
    await expect
      .poll(() =>
        viewer.evaluate(
          () =>
            document.readyState === 'complete' &&
            [...document.images].every((image) => image.complete),
        ),
      )
      .toBe(true);
    for (const id of ['x-js', 'x-mixed', 'x-entity', 'x-data']) {
      const link = viewer.locator(`#${id}`);
      if ((await link.count()) > 0)
        expect(await link.getAttribute('href')).not.toMatch(/^\s*(javascript|data):/i);
    }
  }
  await viewer.goto(`/blog-details/${blogId}`);
  await expect(viewer.getByText('Safe paragraph survives')).toBeVisible();
  // What survived in the page: no script-capable element, handler or URL.
  const postBody = viewer.getByText('Safe paragraph survives').locator('..');
  const found = await postBody.evaluate((main) => {
    const bad: string[] = [];
    for (const el of main.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase();
      if (['script', 'iframe', 'svg', 'math', 'object', 'embed', 'form', 'style'].includes(tag))
        bad.push(tag);
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name) || ['srcdoc', 'formaction', 'style'].includes(attr.name))
          bad.push(`${tag}[${attr.name}]`);
        if (/^\s*(javascript|data|vbscript):/i.test(attr.value))
          bad.push(`${tag}[${attr.name}=url]`);
      }
    }
    return bad;
  });
  expect(found).toEqual([]);
  expect(ran).toEqual([]);
  expect(dialogs).toEqual([]);
  await context.close();
});
