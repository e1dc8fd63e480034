import fc from 'fast-check';
import { RouterContextProvider } from 'react-router';
import { beforeAll, expect, test } from 'vitest';
import { issueFormToken } from '../../app/features/inquiries/form-token.server.ts';
import { FORM_TOKEN_NAME } from '../../app/features/inquiries/inquiry-fields.ts';
import { action as contactAction } from '../../app/routes/contact.tsx';
import { action as loginAction } from '../../app/routes/login.tsx';
import { action as newsletterAction } from '../../app/routes/newsletter.tsx';
import { action as productAction } from '../../app/routes/product-details.tsx';
import { action as registerAction } from '../../app/routes/register.tsx';
import { createProperty } from '../factories/index.ts';
import { describeEachDatabase } from '../support/test-database.ts';
import { FUZZ_RUNS } from './support/fuzz-runs.ts';

// Issue 14, "Fuzzing": the public forms' actions with payloads nobody would type: NUL bytes,
// any unicode, 10 KB strings, huge and negative numbers, repeated and unknown fields. Every
// answer is a refusal or a success, never an error (no 500), within 500 ms. FUZZ_RUNS payloads
// per database (support/fuzz-runs.ts).

process.env.FORM_MIN_FILL_MS = '0';
process.env.ENQUIRY_RATE_LIMIT = '10000';
process.env.LOGIN_RATE_LIMIT_PER_IP = '10000';
process.env.LOGIN_RATE_LIMIT_PER_PHONE = '10000';
process.env.REGISTER_RATE_LIMIT_PER_IP = '10000';

const value = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.constantFrom(
    'Ravi',
    'ravi@example.com',
    '9848012345',
    '+91 98480 12345',
    'Home Buying',
    'on',
    "' OR '1'='1",
    '<img src=x onerror=alert(1)>',
    'గుంటూరు',
  ),
  fc.integer({ min: 1, max: 3 }).map((k) => 'y'.repeat(k * 3500)),
);
const FIELDS = [
  'name',
  'email',
  'phone',
  'message',
  'service',
  'source',
  'firstName',
  'lastName',
  'password',
  'confirmPassword',
  'consentTerms',
  'redirectTo',
  'website',
  'unknown',
];
const payload = fc.array(fc.tuple(fc.constantFrom(...FIELDS), value), { maxLength: 14 });

type Action = (args: never) => unknown;

/** The HTTP status an action answered with, returned or thrown; a thrown error fails the run. */
async function statusOf(action: Action, path: string, body: URLSearchParams, params = {}) {
  const url = new URL(path, 'http://localhost');
  const request = new Request(url, { method: 'POST', body });
  let result: unknown;
  try {
    result = await action({
      request,
      params,
      context: new RouterContextProvider(),
      url,
      pattern: path,
    } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } } | null)?.init;
    if (init?.status) return init.status;
    throw thrown;
  }
  if (result instanceof Response) return result.status;
  return (result as { init?: { status?: number } } | null)?.init?.status ?? 200;
}

describeEachDatabase('fuzzed public forms', () => {
  let propertyId = 0;
  beforeAll(async () => {
    propertyId = (await createProperty({ status: 'active' })).id;
  });

  test(`${FUZZ_RUNS} odd payloads to five public forms: never an error, each within 500 ms`, async () => {
    let slowest = 0;
    const forms: { action: Action; path: string; params?: Record<string, string> }[] = [
      { action: newsletterAction, path: '/newsletter' },
      { action: contactAction, path: '/contact' },
      { action: productAction, path: '/product-details/1', params: { id: 'placeholder' } },
      { action: registerAction, path: '/register' },
      { action: loginAction, path: '/login' },
    ];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: forms.length - 1 }), payload, async (n, pairs) => {
        const form = forms[n]!;
        const body = new URLSearchParams();
        body.append(FORM_TOKEN_NAME, issueFormToken(Date.now() - 5000));
        for (const [name, text] of pairs) body.append(name, text);
        const params = form.params ? { id: String(propertyId) } : {};
        const started = performance.now();
        const status = await statusOf(form.action, form.path, body, params);
        const ms = performance.now() - started;
        slowest = Math.max(slowest, ms);
        expect(status, `${form.path} ${body.toString().slice(0, 300)}`).toBeLessThan(500);
        expect(ms).toBeLessThanOrEqual(500);
      }),
      { numRuns: FUZZ_RUNS },
    );
    console.log(`fuzzed ${FUZZ_RUNS} form posts, slowest ${slowest.toFixed(1)} ms`);
  }, 600_000);

  test('a NUL in a message is dropped, not an error', async () => {
    const body = new URLSearchParams({
      [FORM_TOKEN_NAME]: issueFormToken(Date.now() - 5000),
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '9848012345',
      message: 'Is the flat\u0000 still available?',
    });
    const status = await statusOf(productAction, `/product-details/${propertyId}`, body, {
      id: String(propertyId),
    });
    expect(status).toBe(200);
  });
});
