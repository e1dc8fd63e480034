import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { smsMessages, visitRequests, type User } from '../../app/db/schema/index.ts';
import { createPropertyInquiry } from '../../app/features/inquiries/inquiries.server.ts';
import { createProperty, createUser } from '../factories/index.ts';
import { checkoutForm, postCheckout } from '../support/checkout.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Issue 24, finding 2: anyone could make the agency text listers without limit. A checkout
// texts every owner on the visit list and a property message texts its lister; the only limit
// was per full address, so an IPv6 client rotated through its /64. Now per-IP limits count a
// /64 as one client, and a lister gets at most LISTER_SMS_PER_HOUR notices an hour: the rest
// wait for one digest SMS when the hour is over.

process.env.ENQUIRY_RATE_LIMIT = '5';
process.env.LISTER_SMS_PER_HOUR = '3';
process.env.FORM_MIN_FILL_MS = '0';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-lister-sms-'));
process.env.DATA_DIR = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** One visitor's checkout of `propertyIds` from `clientIp`: the redirect, or the refusal. */
function checkout(propertyIds: number[], clientIp: string) {
  // A form of its own each time, as a script fetching the page again would have.
  const body = checkoutForm({ name: 'Pump Visitor', email: 'pump@example.in' });
  return postCheckout(propertyIds, { body, clientIp });
}

const smsTo = (user: User) =>
  getDb().select().from(smsMessages).where(eq(smsMessages.phone, user.phone));

describeEachDatabase('texting listers', () => {
  test('30 checkouts from 30 addresses of one IPv6 /64 book only ENQUIRY_RATE_LIMIT visits', async () => {
    const lister = await createUser();
    const property = await createProperty({ ownerId: lister.id });
    const answers = [];
    for (let n = 1; n <= 30; n++) {
      answers.push(await checkout([property.id], `2001:db8:7:1::${n.toString(16)}`));
    }
    const booked = answers.filter((answer) => answer instanceof Response);
    const refused = answers.filter(
      (answer) => !(answer instanceof Response) && !answer.ok && answer.reason === 'rate-limited',
    );
    expect(booked).toHaveLength(5);
    expect(refused).toHaveLength(25);
    expect(await getDb().$count(visitRequests)).toBe(5);

    // A neighbour in another /64 is not held back by that client.
    expect(await checkout([property.id], '2001:db8:7:2::1')).toBeInstanceOf(Response);
  });

  test('a lister gets at most LISTER_SMS_PER_HOUR texts an hour, then one digest of the rest', async () => {
    const lister = await createUser();
    const homes = [];
    for (let n = 0; n < 3; n++) homes.push(await createProperty({ ownerId: lister.id }));
    // Six checkouts, each from a /64 of its own, and six property messages.
    for (let n = 0; n < 6; n++) {
      const answer = await checkout(
        homes.map((home) => home.id),
        `2001:db8:${(0x100 + n).toString(16)}::1`,
      );
      expect(answer).toBeInstanceOf(Response);
      await createPropertyInquiry({
        propertyId: homes[n % 3]!.id,
        name: 'Pump Visitor',
        email: 'pump@example.in',
        message: 'Is it still available?',
      });
    }
    expect(await smsTo(lister)).toHaveLength(3);

    // Loaded here rather than at the top: the digest is what the fix added.
    const { sendListerDigests } = await import('../../app/features/sms/lister-notices.server.ts');
    // Nothing is sent before the hour is over...
    expect(await sendListerDigests(new Date())).toEqual({ digests: 0 });
    // ...and one SMS for the nine held ones when it is, once.
    const later = new Date(Date.now() + 61 * 60_000);
    expect((await sendListerDigests(later)).digests).toBeGreaterThanOrEqual(1);
    expect(await sendListerDigests(later)).toEqual({ digests: 0 });
    const texts = await smsTo(lister);
    expect(texts).toHaveLength(4);
    const digest = texts.find((sms) => sms.idempotencyKey.startsWith('lister-digest:'));
    expect(digest?.maskedBody).toMatch(/9 more messages or site visit requests/);
    expect(digest?.maskedBody).toContain('/my-account/messages');
  });

  test('another lister is not held back by the first one being capped', async () => {
    const busy = await createUser();
    const quiet = await createUser();
    const busyHome = await createProperty({ ownerId: busy.id });
    const quietHome = await createProperty({ ownerId: quiet.id });
    for (let n = 0; n < 4; n++) {
      await createPropertyInquiry({
        propertyId: busyHome.id,
        name: 'Visitor',
        email: 'visitor@example.in',
        message: 'Hello',
      });
    }
    await createPropertyInquiry({
      propertyId: quietHome.id,
      name: 'Visitor',
      email: 'visitor@example.in',
      message: 'Hello',
    });
    expect(await smsTo(busy)).toHaveLength(3);
    expect(await smsTo(quiet)).toHaveLength(1);
  });
});
