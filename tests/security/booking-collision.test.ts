import { expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { visitRequests } from '../../app/db/schema/index.ts';
import { issueFormToken } from '../../app/features/inquiries/form-token.server.ts';
import { createProperty } from '../factories/index.ts';
import { checkoutForm, postCheckout } from '../support/checkout.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Issue 24, finding 10: the checkout's duplicate key was a hash of the form's start time, which
// was `Date.now()` plus a MAC. Two pages made in the same millisecond, or two copies of one
// cached page (a visitor who opened the cached home page and went on to /checkout without a
// reload keeps its start time), shared it, and the second visitor was shown the first
// visitor's booking. Now every rendered form has a random part, and the browser adds a key it
// draws for its copy of the form; a double click still answers the first booking.

process.env.FORM_MIN_FILL_MS = '0';

const referenceOf = (response: unknown) => {
  expect(response).toBeInstanceOf(Response);
  const location = (response as Response).headers.get('Location')!;
  return new URL(location, 'http://localhost').searchParams.get('done')!;
};

const KEY_A = 'AAAAAAAAAAAAAAAAAAAAAA';
const KEY_B = 'BBBBBBBBBBBBBBBBBBBBBB';

describeEachDatabase('two bookings from one page', () => {
  test('two visitors of one cached page book two visits and each sees their own', async () => {
    const property = await createProperty();
    // One start time, as the cached page gave both of them.
    const token = issueFormToken(Date.now() - 5_000);
    const first = await postCheckout([property.id], {
      body: checkoutForm({ formStarted: token, formSendKey: KEY_A, name: 'First Visitor' }),
      clientIp: '10.24.10.1',
    });
    const second = await postCheckout([property.id], {
      body: checkoutForm({ formStarted: token, formSendKey: KEY_B, name: 'Second Visitor' }),
      clientIp: '10.24.10.2',
    });
    expect(referenceOf(second)).not.toBe(referenceOf(first));
    const names = (await getDb().select({ name: visitRequests.name }).from(visitRequests)).map(
      (row) => row.name,
    );
    expect(names).toEqual(expect.arrayContaining(['First Visitor', 'Second Visitor']));
  });

  test('two forms made in the same millisecond, sent without JavaScript, book twice', async () => {
    const property = await createProperty();
    const at = Date.now() - 5_000;
    const [one, two] = [issueFormToken(at), issueFormToken(at)];
    const first = await postCheckout([property.id], {
      body: checkoutForm({ formStarted: one }),
      clientIp: '10.24.11.1',
    });
    const second = await postCheckout([property.id], {
      body: checkoutForm({ formStarted: two }),
      clientIp: '10.24.11.2',
    });
    expect(referenceOf(second)).not.toBe(referenceOf(first));
  });

  test('one form sent twice (a double click) books once and answers the same booking', async () => {
    const property = await createProperty();
    const token = issueFormToken(Date.now() - 5_000);
    const send = () =>
      postCheckout([property.id], {
        body: checkoutForm({ formStarted: token, formSendKey: KEY_A, name: 'Double Click' }),
        clientIp: '10.24.12.1',
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect(referenceOf(second)).toBe(referenceOf(first));
    const rows = await getDb().select({ name: visitRequests.name }).from(visitRequests);
    expect(rows.filter((row) => row.name === 'Double Click')).toHaveLength(1);
  });
});
