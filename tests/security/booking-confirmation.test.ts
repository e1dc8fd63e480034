import { expect, test } from 'vitest';
import { loader as checkoutLoader } from '../../app/routes/checkout.tsx';
import { createProperty } from '../factories/index.ts';
import { callRoute, statusOf } from '../support/call-route.ts';
import { bookedCookieOf, postCheckout } from '../support/checkout.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Issue 24, finding 1: a booking was readable with its reference alone. The confirmation
// compared `?done=` with the `visit_booked` cookie, both written by the client, so
// `curl -H 'Cookie: visit_booked=NV-WPZWYM' '/checkout?done=NV-WPZWYM'` showed that booking's
// status, date, slot and properties, with no limit on tries. Now the cookie carries the
// reference and its expiry signed by the server, is honoured for an hour, and each address may
// open CONFIRMATION_RATE_LIMIT confirmations per ENQUIRY_RATE_WINDOW_SECONDS.

process.env.CONFIRMATION_RATE_LIMIT = '5';
process.env.FORM_MIN_FILL_MS = '0';

type View = { kind: string; visit?: { reference: string }; minutes?: number };

/** What /checkout shows this address with this cookie: its view and status. */
async function confirmation(reference: string, cookie: string | null, clientIp: string) {
  const result = await callRoute(checkoutLoader, `/checkout?done=${reference}`, {
    clientIp,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  const view = (result as unknown as { data: { view: View } }).data.view;
  return { view, status: statusOf(result), result };
}

async function book(clientIp: string) {
  const property = await createProperty({ title: 'Villa on the canal road' });
  const response = await postCheckout([property.id], { clientIp });
  expect(response).toBeInstanceOf(Response);
  const location = (response as Response).headers.get('Location')!;
  const reference = new URL(location, 'http://localhost').searchParams.get('done')!;
  return { reference, cookie: bookedCookieOf(response as Response) };
}

describeEachDatabase('the booking confirmation', () => {
  test('the booking browser sees its booking; a cookie written by hand shows nothing', async () => {
    const { reference, cookie } = await book('10.24.1.1');
    const own = await confirmation(reference, cookie, '10.24.1.1');
    expect(own.view).toMatchObject({ kind: 'done', visit: { reference } });

    // The attack from the review: the reference as the cookie.
    const forged = await confirmation(reference, `visit_booked=${reference}`, '10.24.1.2');
    expect(forged.view.kind).toBe('form');
    expect(JSON.stringify(forged.view)).not.toContain(reference);

    // The booker's own signed cookie does not open another booking.
    const other = await book('10.24.1.3');
    const swapped = await confirmation(other.reference, cookie, '10.24.1.4');
    expect(swapped.view.kind).toBe('form');

    // Nor does a signature moved to another reference or an expiry pushed forward.
    const [, expires, signature] = cookie.slice('visit_booked='.length).split('.');
    for (const edited of [
      `visit_booked=${other.reference}.${expires}.${signature}`,
      `visit_booked=${reference}.${Number(expires) + 86_400}.${signature}`,
    ]) {
      const reference2 = edited.split('=')[1]!.split('.')[0]!;
      const answer = await confirmation(reference2, edited, '10.24.1.5');
      expect(answer.view.kind).toBe('form');
    }
  });

  test('an address may open CONFIRMATION_RATE_LIMIT confirmations per window, then 429', async () => {
    const { reference, cookie } = await book('10.24.2.1');
    const guesses = [];
    for (let n = 0; n < 5; n++) {
      guesses.push(
        await confirmation(`NV-AAAA${n}${n}`, `visit_booked=NV-AAAA${n}${n}`, '10.24.2.9'),
      );
    }
    expect(guesses.map((guess) => guess.view.kind)).toEqual(Array(5).fill('form'));
    // The sixth, even with a good cookie, waits.
    const refused = await confirmation(reference, cookie, '10.24.2.9');
    expect(refused.status).toBe(429);
    expect(refused.view).toMatchObject({ kind: 'rate-limited' });
    expect(refused.view.minutes).toBeGreaterThanOrEqual(1);
    const init = (refused.result as unknown as { init: { headers: Record<string, string> } }).init;
    expect(Number(init.headers['Retry-After'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await confirmation(reference, cookie, '10.24.2.1')).view.kind).toBe('done');
  });
});
