import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { getDb } from '../../db/db.server.ts';
import {
  inquiries,
  mailMessages,
  properties,
  smsMessages,
  visitListItems,
  visitRequestItems,
  visitRequests,
} from '../../db/schema/index.ts';
import { createProperty, createUser } from '../../../tests/factories/index.ts';
import { describeEachDatabase } from '../../../tests/support/test-database.ts';
import {
  adoptCookieList,
  changeVisitList,
  getVisitListIds,
  loadVisitList,
} from './visit-list.server.ts';
import { todayInKolkata } from './visit-fields.ts';
import { checkoutForm, postCheckout } from '../../../tests/support/checkout.ts';
import { type VisitBookingInput } from './visit-schema.server.ts';
import {
  bookSiteVisits,
  bookedReference,
  findVisitRequest,
  handleTracking,
} from './visits.server.ts';

// The listers' SMS go to the outbox in DATA_DIR: a scratch folder, set before the
// configuration is first read.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-visits-'));
const previousDataDir = process.env.DATA_DIR;
process.env.DATA_DIR = dataDir;
afterAll(() => {
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const booking: VisitBookingInput = {
  name: 'Lakshmi Prasanna',
  phone: '9848023456',
  email: 'Lakshmi@Example.in',
  preferredDate: todayInKolkata(),
  timeSlot: 'morning',
  notes: 'Please call after 10.',
};

function withCookie(cookie: string, init: RequestInit = {}, url = 'http://localhost/cart') {
  return new Request(url, { ...init, headers: { cookie, ...(init.headers ?? {}) } });
}

/** The `name=value` part of each Set-Cookie header. */
function cookiePairs(headers: Headers): string[] {
  return headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
}

describeEachDatabase('site visits', () => {
  test('booking stores the request with only the active properties, tells the agency and each lister once', async () => {
    const ownerA = await createUser();
    const ownerB = await createUser();
    const flat = await createProperty({ ownerId: ownerA.id, title: 'Flat in Brodipet' });
    const villa = await createProperty({ ownerId: ownerA.id, title: 'Villa in Arundelpet' });
    const plot = await createProperty({ ownerId: ownerB.id, title: 'Plot near Mangalagiri' });
    const sold = await createProperty({ ownerId: ownerB.id, status: 'sold' });

    const booked = await bookSiteVisits({
      user: null,
      propertyIds: [flat.id, sold.id, villa.id, plot.id],
      input: booking,
    });
    expect(booked?.reference).toMatch(/^NV-[A-HJ-NP-Z2-9]{6}$/);

    const [request] = await getDb()
      .select()
      .from(visitRequests)
      .where(eq(visitRequests.reference, booked!.reference));
    expect(request).toMatchObject({
      status: 'requested',
      phone: '9848023456',
      timeSlot: 'morning',
    });
    const items = await getDb()
      .select({ propertyId: visitRequestItems.propertyId })
      .from(visitRequestItems)
      .where(eq(visitRequestItems.visitRequestId, request!.id));
    expect(items.map((i) => i.propertyId).sort()).toEqual([flat.id, villa.id, plot.id].sort());

    const [inquiry] = await getDb()
      .select()
      .from(inquiries)
      .where(eq(inquiries.message, booking.notes));
    expect(inquiry).toMatchObject({ kind: 'visit', email: booking.email, phone: '9848023456' });
    const [mail] = await getDb()
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.inquiryId, inquiry!.id));
    expect(mail?.subject).toBe(`Site visit request ${booked!.reference}`);
    expect(mail?.body).toContain('Time slot: Morning (9 am – 12 pm)');
    expect(mail?.body).toContain(`/product-details/${plot.id}`);

    const sms = await getDb().select().from(smsMessages);
    const mine = sms.filter((row) => row.idempotencyKey.startsWith(`visit:${booked!.reference}:`));
    expect(mine.map((row) => row.idempotencyKey).sort()).toEqual(
      [`visit:${booked!.reference}:${ownerA.id}`, `visit:${booked!.reference}:${ownerB.id}`].sort(),
    );
    expect(mine.find((row) => row.phone === ownerA.phone)?.maskedBody).toContain(
      '2 of your properties',
    );
  });

  test('nothing is booked when no property in the list can be visited', async () => {
    const withdrawn = await createProperty({ status: 'withdrawn' });
    expect(
      await bookSiteVisits({ user: null, propertyIds: [withdrawn.id], input: booking }),
    ).toBeNull();
    expect(await bookSiteVisits({ user: null, propertyIds: [], input: booking })).toBeNull();
  });

  test('tracking needs the reference with the booking’s email (any case) or phone (as typed)', async () => {
    const property = await createProperty({ title: 'Corner flat' });
    const booked = await bookSiteVisits({ user: null, propertyIds: [property.id], input: booking });
    const reference = booked!.reference;

    const byEmail = await findVisitRequest(reference.toLowerCase(), 'lakshmi@example.IN');
    expect(byEmail).toMatchObject({
      reference,
      status: 'requested',
      timeSlot: 'morning',
      properties: [{ id: property.id, title: 'Corner flat', available: true }],
    });
    expect(await findVisitRequest(reference, '+91 98480 23456')).not.toBeNull();
    expect(await findVisitRequest(reference, 'someone@else.in')).toBeNull();
    expect(await findVisitRequest(reference, '9999999999')).toBeNull();
    expect(await findVisitRequest('NV-ZZZZZZ', booking.email)).toBeNull();
    expect(await findVisitRequest('not a reference', booking.email)).toBeNull();
  });

  test('a wrong pair gets one neutral answer; lookups per IP are limited', async () => {
    const ip = freshIp();
    const post = (reference: string, contact: string) => {
      const body = new FormData();
      body.set('reference', reference);
      body.set('contact', contact);
      return new Request('http://localhost/order-tracking', { method: 'POST', body });
    };
    const miss = await handleTracking(post('NV-ABCDEF', 'x@y.in'), ip);
    expect(miss).toMatchObject({ reason: 'no-match' });
    expect(miss.answer).toEqual({
      ok: false,
      message: 'tracking.noMatch',
      values: { reference: 'NV-ABCDEF', contact: 'x@y.in' },
    });
    const empty = await handleTracking(post('', ''), ip);
    expect(empty).toMatchObject({ ok: false, reason: 'invalid' });
    // Default limit: ENQUIRY_RATE_LIMIT (5) × 4 lookups per window; one is spent above.
    for (let i = 0; i < 19; i++) await handleTracking(post('NV-ABCDEF', 'x@y.in'), ip);
    const limited = await handleTracking(post('NV-ABCDEF', 'x@y.in'), ip);
    expect(limited).toMatchObject({
      ok: false,
      reason: 'rate-limited',
      retryAfter: expect.any(Number),
    });
    expect(limited.answer).toMatchObject({ ok: false, message: 'tracking.rateLimited' });
  });

  test('a visitor’s list lives in cookies, one a listing: only active listings are added', async () => {
    const active = await createProperty();
    const pending = await createProperty({ status: 'pending' });
    const added = await changeVisitList(withCookie(''), null, 'add', active.id);
    expect(added.change).toEqual({ ok: true, ids: [active.id] });
    const cookie = added.cookies[0]!;
    expect(cookie).toMatch(
      new RegExp(`^visit-${active.id}=\\d+; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000$`),
    );

    const refused = await changeVisitList(
      withCookie(cookie.split(';')[0]!),
      null,
      'add',
      pending.id,
    );
    expect(refused).toEqual({
      change: { ok: false, message: 'visits.unavailableToAdd', status: 404 },
      cookies: [],
    });

    const removed = await changeVisitList(
      withCookie(cookie.split(';')[0]!),
      null,
      'remove',
      active.id,
    );
    expect(removed.change).toEqual({ ok: true, ids: [] });
    expect(removed.cookies).toEqual([expect.stringMatching(`^visit-${active.id}=; .*Max-Age=0`)]);
  });

  test('cards ticked quickly are all kept: posts that overlap do not undo each other', async () => {
    const first = await createProperty();
    const second = await createProperty();
    // Both posts carry the same (empty) cookies; each answer sets its own listing's cookie.
    const answers = await Promise.all(
      [first, second].map((p) => changeVisitList(withCookie(''), null, 'add', p.id)),
    );
    const sent = answers
      .flatMap((answer) => answer.cookies)
      .map((line) => line.split(';')[0])
      .join('; ');
    expect((await getVisitListIds(withCookie(sent), null)).toSorted()).toEqual(
      [first.id, second.id].toSorted(),
    );
  });

  test('a list kept in the one cookie of before is read, and becomes a cookie a listing', async () => {
    const first = await createProperty();
    const second = await createProperty();
    const third = await createProperty();
    const request = withCookie(`visit_list=${second.id}%2C${first.id}`);
    expect(await getVisitListIds(request, null)).toEqual([second.id, first.id]);
    const added = await changeVisitList(request, null, 'add', third.id);
    expect(added.change).toEqual({ ok: true, ids: [second.id, first.id, third.id] });
    const sent = added.cookies.map((line) => line.split(';')[0]);
    expect(sent[0]).toBe('visit_list=');
    const after = sent.filter((pair) => !pair!.startsWith('visit_list=')).join('; ');
    expect(await getVisitListIds(withCookie(after), null)).toEqual([second.id, first.id, third.id]);
  });

  test('signing in adopts the cookie list into the table and clears the cookie; a removal sticks', async () => {
    const user = await createUser();
    const first = await createProperty();
    const second = await createProperty();
    await getDb().insert(visitListItems).values({ userId: user.id, propertyId: first.id });
    const request = withCookie(`visit_list=${second.id}%2C${first.id}`);

    // The root loader shows both lists before the cookie is adopted.
    expect(await getVisitListIds(request, user)).toEqual([first.id, second.id]);
    const { items, cookies } = await loadVisitList(request, user);
    expect(items.map((i) => i.id)).toEqual([first.id, second.id]);
    expect(cookies[0]).toMatch(/^visit_list=; .*Max-Age=0/);

    const removed = await changeVisitList(request, user, 'remove', second.id);
    expect(removed.change).toEqual({ ok: true, ids: [first.id] });
    expect(await getVisitListIds(withCookie(''), user)).toEqual([first.id]);
    expect(await adoptCookieList(withCookie(''), user.id)).toEqual([]);
  });

  test('a visitor’s cookie list shows public listings only: ids in a cookie prove nothing', async () => {
    const active = await createProperty({ price: 4_600_000, areaSqft: 1150 });
    const rented = await createProperty({ status: 'rented', listingType: 'rent', price: 15_000 });
    const pending = await createProperty({ status: 'pending', title: 'Not public yet' });
    const { items, cookies } = await loadVisitList(
      withCookie(`visit_list=${rented.id},${pending.id},${active.id},999999`),
      null,
    );
    expect(items.map((i) => [i.id, i.available])).toEqual([[active.id, true]]);
    // The cookies are tidied to what is shown.
    expect(cookies.map((line) => line.split(';')[0])).toEqual([
      'visit_list=',
      expect.stringMatching(`^visit-${active.id}=\\d+$`),
    ]);
  });

  test('a signed-in user’s list marks a listing that left the site after it was added', async () => {
    const user = await createUser();
    const active = await createProperty();
    const closing = await createProperty({ title: 'Sold since' });
    await getDb()
      .insert(visitListItems)
      .values([
        { userId: user.id, propertyId: closing.id },
        { userId: user.id, propertyId: active.id },
      ]);
    await getDb().update(properties).set({ status: 'sold' }).where(eq(properties.id, closing.id));
    const { items } = await loadVisitList(withCookie(''), { id: user.id });
    expect(new Map(items.map((i) => [i.id, i.available]))).toEqual(
      new Map([
        [closing.id, false],
        [active.id, true],
      ]),
    );
  });

  test('the same booking form sent twice books once', async () => {
    const property = await createProperty();
    const input = {
      name: 'Ravi Teja',
      phone: '9848011111',
      email: 'ravi@example.in',
      preferredDate: todayInKolkata(),
      timeSlot: 'evening' as const,
      notes: '',
    };
    const first = await bookSiteVisits({
      user: null,
      propertyIds: [property.id],
      input,
      formKey: 'k1',
    });
    const again = await bookSiteVisits({ user: null, propertyIds: [], input, formKey: 'k1' });
    expect(again).toEqual(first);
    const other = await bookSiteVisits({
      user: null,
      propertyIds: [property.id],
      input,
      formKey: 'k2',
    });
    expect(other?.reference).not.toBe(first?.reference);
  });

  test('checkout books the list, empties it and shows the reference only to the booking browser', async () => {
    const property = await createProperty({ title: 'Duplex near the stadium' });
    const response = await postCheckout([property.id], {
      body: checkoutForm({ phone: '+91 98480 11111' }),
      clientIp: freshIp(),
    });
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(303);
    const location = redirect.headers.get('Location')!;
    const reference = new URL(location, 'http://localhost').searchParams.get('done')!;
    expect(reference).toMatch(/^NV-/);
    const [emptied, booked] = cookiePairs(redirect.headers);
    expect(emptied).toBe('visit_list=');
    // The reference, its expiry and a signature.
    expect(booked).toMatch(new RegExp(`^visit_booked=${reference}\\.\\d{10}\\.[\\w-]{43}$`));

    const confirmation = `http://localhost${location}`;
    expect(bookedReference(withCookie(booked!, {}, confirmation))).toBe(reference);
    expect(bookedReference(new Request(confirmation))).toBeNull();
    expect(bookedReference(withCookie(`visit_booked=${reference}`, {}, confirmation))).toBeNull();
    // An hour later the cookie no longer shows it.
    expect(
      bookedReference(withCookie(booked!, {}, confirmation), Date.now() + 61 * 60_000),
    ).toBeNull();
  });

  test('checkout refuses a past date next to the field and keeps what was typed', async () => {
    const property = await createProperty();
    const reply = await postCheckout([property.id], {
      body: checkoutForm({ name: 'Ravi', preferredDate: '2020-01-01', timeSlot: 'morning' }),
      clientIp: freshIp(),
    });
    expect(reply).not.toBeInstanceOf(Response);
    expect(reply).toMatchObject({ ok: false, reason: 'invalid' });
    expect((reply as { answer: unknown }).answer).toMatchObject({
      ok: false,
      fieldErrors: { preferredDate: 'checkout.dateInPast' },
      values: { name: 'Ravi', preferredDate: '2020-01-01' },
    });
  });
});
