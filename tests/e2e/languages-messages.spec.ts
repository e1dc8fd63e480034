import { expect, test } from '@playwright/test';
import { te } from '../../app/i18n/te.ts';
import { axeViolations } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';
import { expectMail, readable } from './support/mail.ts';
import { outboxTexts } from './support/sms.ts';
import { ONCE } from './support/once.ts';

// Issue 26: mail and SMS in the recipient's language. A site visit booked from a Telugu page
// is answered in Telugu: the SMS in the test outbox and the mail in the SMTP sink carry the
// Telugu catalogue's texts, the Telugu time slot and addresses of Telugu pages.
// NOTE: one booking per project, from a phone and an address of its own.

const REFERENCE = /^NV-[A-HJ-NP-Z2-9]{6}$/;

/** Today in India, as the date input takes it. */
const todayInIndia = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/**
 * The parts of a catalogue text that do not depend on what the site fills in: `params` filled,
 * split at the parameters left ({agency}, {when}), so each part must appear as written.
 */
function fixedParts(template: string, params: Record<string, string>): string[] {
  const filled = template.replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match);
  return filled
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .filter((part) => part.length > 1);
}

/** A form field by its Telugu label, which a required field follows with its mark. */
const label = (key: keyof typeof te) => new RegExp(`^${te[key].replace(/[()]/g, '\\$&')}`);

test(
  'a site visit booked in Telugu is answered in Telugu by SMS and by mail',
  ONCE,
  async ({ page }, info) => {
    const phone = `94${String(Date.now()).slice(-7)}${info.project.name === 'phone' ? 1 : 2}`;
    const email = `lakshmi.${info.project.name}.${Date.now()}@example.in`;

    await page.goto('/te');
    const link = page.locator('main article a[href^="/te/product-details/"]').first();
    const href = (await link.getAttribute('href'))!;
    await page.goto(href);
    await hydrated(page);
    // The button turns at once; the visit is saved by the request that follows. Leave the page
    // only once it is saved (leaving cancels a request still in flight).
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/cart(\.data)?$/.test(new URL(r.url()).pathname),
    );
    await page.getByRole('button', { name: te['visits.add'], exact: true }).click();
    await expect(
      page.getByRole('button', { name: te['visits.remove'], exact: true }),
    ).toBeVisible();
    await saved;

    await page.goto('/te/checkout');
    const listed = page.locator(`main a[href="${href}"]`);
    await expect(listed).toBeVisible();
    const title = (await listed.textContent())!.trim();
    await hydrated(page);
    const form = page.locator('main form');
    await form.getByLabel(label('checkout.name')).fill('లక్ష్మి ప్రసన్న');
    await form.getByLabel(label('checkout.phone')).fill(phone);
    await form.getByLabel(label('checkout.email')).fill(email);
    await form.getByLabel(label('checkout.date')).fill(todayInIndia());
    await form
      .getByLabel(label('checkout.slot'))
      .selectOption({ label: te['checkout.slot.evening'] });
    await page.getByRole('button', { name: te['checkout.submit'] }).click();
    await expect(page.getByRole('heading', { name: te['checkout.doneHeading'] })).toBeVisible();
    const reference = (await page.getByText(REFERENCE).textContent())!.trim();
    expect(await axeViolations(page)).toEqual([]);

    // The SMS: the Telugu text around the agency's name and the date, the Telugu slot, the
    // Telugu tracking page; no English words but the agency's name.
    await expect.poll(() => outboxTexts(phone).length).toBeGreaterThan(0);
    const sms = outboxTexts(phone).find((text) => text.includes(reference))!;
    for (const part of fixedParts(te['out.visit.sms.requested'], { reference })) {
      expect(sms).toContain(part);
    }
    expect(sms).toContain(te['checkout.slot.evening']);
    expect(sms).toMatch(
      new RegExp(
        `${te['out.visit.sms.track'].replace('{url}', '')}\\S+/te/order-tracking\\?reference=${reference}$`,
      ),
    );
    expect(sms).not.toMatch(/site visit|Track it|Evening/);

    // The mail: the Telugu subject and body, the property's Telugu page.
    const subject = te['out.visit.subject.requested'].replace('{reference}', reference);
    const mail = readable(
      (await expectMail(`To: ${email}`, subject, te['out.visit.mail.willCall'])).raw,
    );
    expect(mail).toContain(`Subject: ${subject}`);
    expect(mail).toContain(te['out.visit.mail.hello']);
    for (const part of fixedParts(te['out.visit.mail.requested'], { reference })) {
      expect(mail).toContain(part);
    }
    expect(mail).toContain(te['out.visit.mail.properties']);
    expect(mail).toContain(`- ${title} (`);
    expect(mail).toContain(`${href})`);
    expect(mail).toContain(te['checkout.slot.evening']);
    expect(mail).not.toMatch(/Hello|site visit|Properties:/);
    // Nothing the booker typed goes back to the address they typed.
    expect(mail).not.toContain('లక్ష్మి');
  },
);
