import { expect, test } from 'vitest';
import { getConfig } from '../../app/config.server.ts';
import { answerForm } from '../../app/lib/http.ts';
import { INQUIRY_STATUS } from '../../app/routes/inquiry-status.ts';
import {
  createPropertyInquiry,
  propertyInquiryOutcome,
  listInquiriesFor,
  parseInquiryForm,
  sendPropertyInquiry,
} from '../../app/features/inquiries/inquiries.server.ts';
import { createProperty, createUser } from '../factories/index.ts';
import { form } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

const input = {
  name: 'Lakshmi',
  email: 'lakshmi@example.in',
  phone: '9848023456',
  message: 'Is a site visit possible on Sunday?',
  website: '',
};
let ipCounter = 0;
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

test('the posted form is read with the shared schema; errors name their field and keep the text', () => {
  const ok = parseInquiryForm(
    form({ name: ' Lakshmi ', email: 'lakshmi@example.in', message: 'Hello' }),
  );
  expect(ok).toEqual({
    ok: true,
    input: {
      name: 'Lakshmi',
      email: 'lakshmi@example.in',
      phone: null,
      message: 'Hello',
      website: '',
    },
  });
  const withPhone = parseInquiryForm(
    form({ name: 'Lakshmi', email: 'l@example.in', phone: '+91 98480 23456', message: 'Hi' }),
  );
  expect(withPhone.ok && withPhone.input.phone).toBe('9848023456');

  const bad = parseInquiryForm(form({ name: '', email: 'nope', message: 'Still typed' }));
  expect(bad).toEqual({
    ok: false,
    result: {
      ok: false,
      // Not 'Failed to send message': nothing failed, the fields say what to correct.
      message: 'inquiry.checkFields',
      fieldErrors: { name: 'inquiry.nameRequired', email: 'inquiry.emailInvalid' },
      values: { name: '', email: 'nope', phone: '', message: 'Still typed' },
    },
  });
});

test('a refusal says how many minutes to wait, with a Retry-After header', () => {
  const answer = (kind: Parameters<typeof propertyInquiryOutcome>[0]) =>
    answerForm(propertyInquiryOutcome(kind, input), INQUIRY_STATUS);
  const refused = answer({ kind: 'rate-limited', retryAfterSeconds: 540 });
  expect(refused.init?.status).toBe(429);
  expect(new Headers(refused.init?.headers).get('Retry-After')).toBe('540');
  expect(refused.data).toMatchObject({
    ok: false,
    message: 'inquiry.rateLimited',
    params: { minutes: 9 },
    values: { name: 'Lakshmi' },
  });
  expect(answer({ kind: 'rate-limited', retryAfterSeconds: 20 }).data.message).toBe(
    'inquiry.rateLimitedOneMinute',
  );
  const sent = answer({ kind: 'sent' });
  expect(sent.init?.status ?? 200).toBe(200);
  expect(sent.data).toEqual({ ok: true, message: 'inquiry.success' });
  const gone = answer({ kind: 'listing-unavailable' });
  expect(gone.init?.status).toBe(404);
  expect(gone.data).toMatchObject({ ok: false, message: 'inquiry.failed' });
});

test('each refused inquiry form is answered with its status', () => {
  expect(INQUIRY_STATUS).toEqual({
    invalid: 400,
    resend: 200,
    'rate-limited': 429,
    gone: 404,
    error: 500,
  });
});

describeEachDatabase('property enquiries', () => {
  test('a message is stored for the listing’s owner and the agency', async () => {
    const owner = await createUser();
    const property = await createProperty({ ownerId: owner.id });
    const inquiry = await createPropertyInquiry({ propertyId: property.id, ...input });
    expect(inquiry).toMatchObject({
      kind: 'property',
      status: 'new',
      propertyId: property.id,
      recipientUserId: owner.id,
      name: 'Lakshmi',
      email: 'lakshmi@example.in',
      phone: '9848023456',
      message: input.message,
    });
    const ownersInbox = await listInquiriesFor({ id: owner.id, role: 'user' });
    expect(ownersInbox.map((i) => i.id)).toContain(inquiry!.id);
    const agency = await listInquiriesFor({
      id: (await createUser({ role: 'admin' })).id,
      role: 'admin',
    });
    expect(agency.map((i) => i.id)).toContain(inquiry!.id);
    const stranger = await listInquiriesFor({ id: (await createUser()).id, role: 'user' });
    expect(stranger.map((i) => i.id)).not.toContain(inquiry!.id);
  });

  test('no message for a listing that is not active or does not exist', async () => {
    const pending = await createProperty({ status: 'pending' });
    expect(await createPropertyInquiry({ propertyId: pending.id, ...input })).toBeNull();
    expect(await createPropertyInquiry({ propertyId: 2_000_000_000, ...input })).toBeNull();
    expect(
      await sendPropertyInquiry({ propertyId: pending.id, input, clientIp: freshIp() }),
    ).toEqual({
      kind: 'listing-unavailable',
    });
  });

  test('one address may send ENQUIRY_RATE_LIMIT messages per window; the next is refused', async () => {
    const owner = await createUser();
    const property = await createProperty({ ownerId: owner.id });
    const { ENQUIRY_RATE_LIMIT: limit, ENQUIRY_RATE_WINDOW_SECONDS: window } = getConfig();
    const ip = freshIp();
    for (let i = 0; i < limit; i++) {
      expect(await sendPropertyInquiry({ propertyId: property.id, input, clientIp: ip })).toEqual({
        kind: 'sent',
      });
    }
    const refused = await sendPropertyInquiry({ propertyId: property.id, input, clientIp: ip });
    expect(refused.kind).toBe('rate-limited');
    if (refused.kind === 'rate-limited') {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(window);
    }
    // Another address is not affected; the refused message was not stored.
    expect(
      await sendPropertyInquiry({ propertyId: property.id, input, clientIp: freshIp() }),
    ).toEqual({ kind: 'sent' });
    expect(await listInquiriesFor({ id: owner.id, role: 'user' })).toHaveLength(limit + 1);
  });

  test('a filled-in honeypot looks sent but stores nothing', async () => {
    const owner = await createUser();
    const property = await createProperty({ ownerId: owner.id });
    const outcome = await sendPropertyInquiry({
      propertyId: property.id,
      input: { ...input, website: 'https://spam.example' },
      clientIp: freshIp(),
    });
    expect(outcome).toEqual({ kind: 'sent' });
    expect(await listInquiriesFor({ id: owner.id, role: 'user' })).toHaveLength(0);
  });
});
