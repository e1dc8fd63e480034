import { expect, test } from '@playwright/test';
import { startChildServer, stopChildServer } from '../support/child-server.ts';
import { figure } from '../support/figure.ts';

// Issue 14, "Credential stuffing": sign-in and the reset code request answer a registered
// phone and an unregistered one alike: the same status and text, and times within 20 % of each
// other (medians of alternating tries), so neither tells which numbers have accounts. (Sign-in
// checks a dummy hash for an unknown phone; the reset request answers no sooner than 250 ms.)

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructured first argument
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'timing', 'the timing project only: alone, on a quiet machine');
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

test('sign-in and reset answer registered and unregistered phones alike, in status, body and time', async () => {
  test.setTimeout(120_000);
  const limits = {
    LOGIN_RATE_LIMIT_PER_IP: '10000',
    LOGIN_RATE_LIMIT_PER_PHONE: '10000',
    OTP_RATE_LIMIT_PER_IP: '10000',
    OTP_RATE_LIMIT_PER_PHONE: '1000',
    REGISTER_RATE_LIMIT_PER_IP: '10000',
  };
  const server = await startChildServer(limits);
  const { base } = server;
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { Origin: base },
      redirect: 'manual',
    });
  try {
    const registered = '9848022222';
    const unregistered = '9848033333';
    const made = await post('/register', {
      firstName: 'Sita',
      lastName: 'Devi',
      phone: registered,
      password: 'Timing-Mango-42',
      confirmPassword: 'Timing-Mango-42',
      consentTerms: 'on',
    });
    expect([302, 303]).toContain(made.status);

    const measure = async (path: string, fields: (phone: string) => Record<string, string>) => {
      const times = { registered: [] as number[], unregistered: [] as number[] };
      const answers = { registered: new Set<string>(), unregistered: new Set<string>() };
      // Warm up both paths, then alternate.
      for (const phone of [registered, unregistered])
        await (await post(path, fields(phone))).text();
      for (let n = 0; n < 16; n++) {
        for (const [kind, phone] of [
          ['registered', registered],
          ['unregistered', unregistered],
        ] as const) {
          const started = performance.now();
          const response = await post(path, fields(phone));
          const body = await response.text();
          times[kind].push(performance.now() - started);
          // What the page says (the main content's text), with the phone itself taken out.
          const main = /<main[\s\S]*<\/main>/.exec(body)?.[0] ?? body;
          const text = main
            .replace(/<script[\s\S]*?<\/script>/g, '')
            .replace(/<[^>]+>/g, ' ')
            .replaceAll(phone, 'PHONE')
            .replaceAll(phone.slice(-4), 'LAST4')
            .replace(/\s+/g, ' ')
            .trim();
          answers[kind].add(`${response.status} ${text}`);
        }
      }
      return { times, answers };
    };

    const signIn = await measure('/login', (phone) => ({ phone, password: 'Wrong-Guess-99' }));
    const reset = await measure('/forgot-password', (phone) => ({ phone }));
    for (const [name, result] of [
      ['sign-in', signIn],
      ['reset code', reset],
    ] as const) {
      const a = median(result.times.registered);
      const b = median(result.times.unregistered);
      figure(`${name} median, registered / unregistered`, `${a.toFixed(1)} / ${b.toFixed(1)} ms`);
      expect([...result.answers.registered], name).toEqual([...result.answers.unregistered]);
      expect(Math.abs(a - b) / Math.max(a, b), name).toBeLessThanOrEqual(0.2);
    }
  } finally {
    await stopChildServer(server);
  }
});
