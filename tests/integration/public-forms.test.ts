import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { getConfig } from '../../app/config.server.ts';
import { getDb } from '../../app/db/db.server.ts';
import { inquiries, mailMessages, smsMessages } from '../../app/db/schema/index.ts';
import { createPropertyInquiry } from '../../app/features/inquiries/inquiries.server.ts';
import { issueFormToken } from '../../app/features/inquiries/form-token.server.ts';
import { FORM_TOKEN_NAME, HONEYPOT_NAME } from '../../app/features/inquiries/inquiry-fields.ts';
import { checkSpam, recordInquiry } from '../../app/features/inquiries/record-inquiry.server.ts';
import { createMailSender, setMailSender } from '../../app/features/mail/mail.server.ts';
import {
  listAccountMessages,
  markMessageHandled,
} from '../../app/features/my-account/messages.server.ts';
import { subscribeToNewsletter } from '../../app/features/newsletter/newsletter.server.ts';
import { getSiteSettings } from '../../app/features/settings/site-settings.server.ts';
import { createProperty, createUser } from '../factories/index.ts';
import { form } from '../support/call-route.ts';
import { createSmtpServer } from '../support/smtp-server.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// A real SMTP server on loopback: what the site sends is what arrives.
const { server: smtp, received } = createSmtpServer();
let smtpUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
});
afterEach(() => {
  setMailSender(undefined);
  received.length = 0;
});

function useSmtp(url = smtpUrl) {
  setMailSender(
    createMailSender({
      SMTP_URL: url,
      MAIL_FROM: 'Nivasa <no-reply@nivasa.test>',
      SMTP_TIMEOUT_MS: 3000,
    }),
  );
}

const lead = {
  kind: 'quote' as const,
  name: 'Ravi Teja',
  email: 'ravi@example.in',
  phone: '9848023456',
  service: 'Home Buying',
  message: 'Looking for a 3BHK near Benz Circle.\n<script>alert(1)</script>',
  consent: true,
};

describeEachDatabase('leads: stored first, then mailed', () => {
  test('a lead is stored and arrives over SMTP as plain text to the agency, reply-to the sender', async () => {
    useSmtp();
    const inquiry = await recordInquiry(lead, {
      subject: 'Quote request: Home Buying\r\nBcc: x@evil.test',
    });
    const [row] = await getDb().select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(row).toMatchObject({
      kind: 'quote',
      name: 'Ravi Teja',
      service: 'Home Buying',
      consent: true,
    });
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual([getSiteSettings().email]);
    expect(mail.raw).toMatch(/^Subject: Quote request: Home Buying Bcc: x@evil\.test\r?$/m);
    expect(mail.raw).not.toMatch(/^Bcc:/im);
    expect(mail.raw).toMatch(/^Reply-To: ravi@example\.in\r?$/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(mail.raw).toContain('Name: Ravi Teja');
    expect(mail.raw).toContain('Service: Home Buying');
    const [sent] = await getDb()
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.inquiryId, inquiry.id));
    expect(sent).toMatchObject({ adapter: 'smtp', status: 'sent' });
  });

  test('when the mail server is down the lead is kept and the failure recorded', async () => {
    useSmtp('smtp://127.0.0.1:9');
    const inquiry = await recordInquiry(lead, { subject: 'Quote request' });
    const [row] = await getDb().select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(row?.message).toBe(lead.message);
    const [failed] = await getDb()
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.inquiryId, inquiry.id));
    expect(failed).toMatchObject({ adapter: 'smtp', status: 'failed' });
    expect(failed?.error).toBeTruthy();
  });

  test('without SMTP_URL the mail is stored in the outbox', async () => {
    setMailSender(
      createMailSender({ SMTP_URL: undefined, MAIL_FROM: 'x <x@x.test>', SMTP_TIMEOUT_MS: 1000 }),
    );
    const inquiry = await recordInquiry(lead, {
      subject: 'Quote request',
      alsoTo: ['agent@nivasa.test'],
    });
    const [stored] = await getDb()
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.inquiryId, inquiry.id));
    expect(stored).toMatchObject({ adapter: 'outbox', status: 'stored', subject: 'Quote request' });
    expect(stored?.to).toEqual([getSiteSettings().email, 'agent@nivasa.test']);
    expect(stored?.body).toContain('Looking for a 3BHK near Benz Circle.');
  });

  test('a newsletter address is a lead and gets a confirmation once; a second time changes nothing', async () => {
    useSmtp();
    expect(
      await subscribeToNewsletter({ email: 'Reader@Example.in', locale: 'en', source: 'footer' }),
    ).toBe(true);
    expect(
      await subscribeToNewsletter({
        email: 'reader@example.in',
        locale: 'en',
        source: 'coming-soon',
      }),
    ).toBe(false);
    const rows = await getDb()
      .select()
      .from(inquiries)
      .where(eq(inquiries.email, 'reader@example.in'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.kind).toBe('newsletter');
    expect(received.map((mail) => mail.to)).toEqual([
      [getSiteSettings().email],
      ['reader@example.in'],
    ]);
    expect(received[0]!.raw).toMatch(/^Subject: Service Inquiry\r?$/m);
  });

  test('a message about a listing is mailed to the agency and the lister is told by SMS', async () => {
    useSmtp();
    const owner = await createUser();
    const property = await createProperty({ ownerId: owner.id, title: 'Sunny 2BHK in Brodipet' });
    const inquiry = await createPropertyInquiry({
      propertyId: property.id,
      name: 'Lakshmi',
      email: 'lakshmi@example.in',
      message: 'Is a visit possible on Sunday?',
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toMatch(/^Subject: Message from user\r?$/m);
    expect(received[0]!.raw).toContain(`/product-details/${property.id}`);
    const [sms] = await getDb()
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.idempotencyKey, `inquiry:${inquiry!.id}`));
    expect(sms?.phone).toBe(owner.phone);
    expect(sms?.maskedBody).toContain('Sunny 2BHK in Brodipet');
  });

  test('My Account messages: the recipient reads and marks theirs; nobody else can', async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const property = await createProperty({ ownerId: owner.id });
    const inquiry = await createPropertyInquiry({
      propertyId: property.id,
      name: 'Lakshmi',
      email: 'lakshmi@example.in',
      phone: '9848023456',
      message: 'Hello',
    });
    const mine = await listAccountMessages(owner.id, 1);
    expect(mine.items.map((item) => item.id)).toEqual([inquiry!.id]);
    expect(mine.items[0]).toMatchObject({
      email: 'lakshmi@example.in',
      phone: '9848023456',
      handled: false,
    });
    expect((await listAccountMessages(stranger.id, 1)).total).toBe(0);
    expect(await markMessageHandled(stranger.id, inquiry!.id, true)).toBe(false);
    expect(await markMessageHandled(owner.id, inquiry!.id, true)).toBe(true);
    expect((await listAccountMessages(owner.id, 1, 'handled')).total).toBe(1);
    expect((await listAccountMessages(owner.id, 1, 'open')).total).toBe(0);
  });
});

describeEachDatabase('spam checks on public forms', () => {
  let n = 0;
  const ip = () => `10.9.${Math.floor(++n / 250)}.${n % 250}`;
  const old = () => issueFormToken(Date.now() - 5000);

  test('a filled honeypot is spam; a forged or missing start time asks for the form again', async () => {
    expect(
      await checkSpam(form({ [HONEYPOT_NAME]: 'x', [FORM_TOKEN_NAME]: old() }), 't', ip()),
    ).toEqual({ kind: 'spam' });
    // A page made before a restart looks the same as a forged one: nothing typed is lost.
    expect(await checkSpam(form({}), 't', ip())).toEqual({ kind: 'resend' });
    const forged = old().replace(/\.[^.]+$/, '.AAAA');
    expect(await checkSpam(form({ [FORM_TOKEN_NAME]: forged }), 't', ip())).toEqual({
      kind: 'resend',
    });
  });

  test('a form sent sooner than the minimum fill time is held until that time has passed', async () => {
    const started = Date.now();
    const verdict = await checkSpam(
      form({ [FORM_TOKEN_NAME]: issueFormToken(started) }),
      't',
      ip(),
    );
    expect(verdict).toEqual({ kind: 'ok' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(getConfig().FORM_MIN_FILL_MS - 5);
  });

  test('each form has its own per-address limit', async () => {
    const address = ip();
    const limit = getConfig().ENQUIRY_RATE_LIMIT;
    for (let i = 0; i < limit; i++)
      expect(await checkSpam(form({ [FORM_TOKEN_NAME]: old() }), 'quote', address)).toEqual({
        kind: 'ok',
      });
    expect((await checkSpam(form({ [FORM_TOKEN_NAME]: old() }), 'quote', address)).kind).toBe(
      'rate-limited',
    );
    expect(await checkSpam(form({ [FORM_TOKEN_NAME]: old() }), 'blog', address)).toEqual({
      kind: 'ok',
    });
  });
});
