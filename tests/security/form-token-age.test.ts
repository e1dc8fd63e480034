import { expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { visitRequests } from '../../app/db/schema/index.ts';
import { issueFormToken } from '../../app/features/inquiries/form-token.server.ts';
import { createProperty } from '../factories/index.ts';
import { checkoutForm, postCheckout } from '../support/checkout.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Issue 24, finding 2 (its last part): form tokens never expired, so one fetched page could
// feed a script for ever. A token is now good for FORM_TOKEN_MAX_AGE_HOURS (24 by default);
// an older one is asked to send again with everything typed kept, and nothing is booked or sent.

process.env.FORM_TOKEN_MAX_AGE_HOURS = '2';
process.env.FORM_MIN_FILL_MS = '0';
const HOUR = 3_600_000;

describeEachDatabase('the age of a form', () => {
  test('a form older than FORM_TOKEN_MAX_AGE_HOURS books nothing and keeps what was typed', async () => {
    const property = await createProperty();
    const before = await getDb().$count(visitRequests);
    const stale = await postCheckout([property.id], {
      body: checkoutForm({
        formStarted: issueFormToken(Date.now() - 2 * HOUR - 60_000),
        name: 'Old Tab',
      }),
      clientIp: '10.24.20.1',
    });
    expect(stale).not.toBeInstanceOf(Response);
    expect(stale).toMatchObject({
      ok: false,
      reason: 'resend',
      answer: { ok: false, message: 'inquiry.resend', values: { name: 'Old Tab' } },
    });
    expect(await getDb().$count(visitRequests)).toBe(before);

    // Within the age the same form books.
    const fresh = await postCheckout([property.id], {
      body: checkoutForm({ formStarted: issueFormToken(Date.now() - HOUR), name: 'Old Tab' }),
      clientIp: '10.24.20.1',
    });
    expect(fresh).toBeInstanceOf(Response);
    expect(await getDb().$count(visitRequests)).toBe(before + 1);
  });
});
