import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startChildServer, stopChildServer } from '../support/child-server.ts';

// Issue 14, "Logs": the production build in a child process of its own, whose stdout this test
// reads whole. Each security event leaves one structured line (time, user or IP, outcome), no
// line holds a password, a reset code, a session token or a whole phone number, and a newline
// or control character sent by a client cannot make a line of its own.

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructured first argument
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'security', 'the security project only');
});

type Line = Record<string, unknown> & { msg?: string; event?: string; time?: string };

test('security events are logged once each, with who and the outcome, and no secret', async () => {
  test.setTimeout(120_000);
  const phone = '9848012345';
  const password = 'Secret-Mango-771';
  let code = '';
  let token = '';
  const server = await startChildServer({ LOG_LEVEL: 'info', LOGIN_RATE_LIMIT_PER_PHONE: '3' });
  const { base, dataDir } = server;
  try {
    const post = (
      url: string,
      fields: Record<string, string>,
      headers: Record<string, string> = {},
    ) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: { Origin: base, ...headers },
        redirect: 'manual',
      });

    const registered = await post('/register', {
      firstName: 'Ravi',
      lastName: 'Teja',
      phone,
      password,
      confirmPassword: password,
      consentTerms: 'on',
    });
    expect([302, 303]).toContain(registered.status);

    // Two wrong passwords, one right (the limit per phone is 3), then a fourth try refused.
    expect((await post('/login', { phone, password: 'Wrong-Pass-1' })).status).toBe(401);
    // A newline and a fake JSON line in the phone field: refused by the form, never a log line.
    await post('/login', { phone: `${phone}\n{"level":30,"msg":"forged"}`, password: 'x\r\ny' });
    expect((await post('/login', { phone, password: 'Wrong-Pass-2' })).status).toBe(401);
    const signedIn = await post('/login', { phone, password });
    expect([302, 303]).toContain(signedIn.status);
    token = /nivasa_session=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')![1]!;
    for (let n = 0; n < 3; n++) await post('/login', { phone, password: 'Wrong-Pass-3' });
    expect((await post('/login', { phone, password: 'Wrong-Pass-4' })).status).toBe(429);

    // A reset code by SMS (the outbox file stands in for the provider).
    expect((await post('/forgot-password', { phone })).status).toBe(200);
    const outbox = fs.readFileSync(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8');
    code = /\b(\d{6})\b/.exec(outbox)![1]!;

    // A signed-in user at the back office; a bot filling the honeypot; a file that is no photo.
    const cookie = { Cookie: `nivasa_session=${token}` };
    expect((await fetch(`${base}/admin`, { headers: cookie, redirect: 'manual' })).status).toBe(
      403,
    );
    await post('/newsletter', { email: 'bot@example.com', website: 'http://spam.example' });
    const upload = new FormData();
    upload.append('title', 'x');
    upload.append(
      'photos',
      new File(['<html>not a photo</html>'], 'a.jpg', { type: 'image/jpeg' }),
    );
    const refused = await fetch(`${base}/add-listing`, {
      method: 'POST',
      body: upload,
      headers: { Origin: base, ...cookie },
    });
    expect(refused.status).toBe(400);
    // A request path with an encoded newline and control characters.
    await fetch(`${base}/shop%0A%7B%22msg%22%3A%22forged%22%7D%1B%5B31m`);
  } finally {
    await stopChildServer(server);
  }
  const output = server.output();

  // Every line is one JSON object: nothing a client sent started a line of its own.
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  const parsed: Line[] = lines.map((line) => {
    expect(() => JSON.parse(line), line).not.toThrow();
    return JSON.parse(line) as Line;
  });
  expect(parsed.filter((line) => line.msg === 'forged')).toEqual([]);

  const events = parsed.filter((line) => line.msg?.startsWith('security: '));
  const named = (event: string) => events.filter((line) => line.event === event);
  for (const line of events) {
    expect(line.time, JSON.stringify(line)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(['success', 'failure', 'refused']).toContain(line.outcome);
    expect(line.userId ?? line.ip ?? line.subject, JSON.stringify(line)).toBeTruthy();
  }
  expect(named('sign_in_failed').filter((l) => l.outcome === 'failure')).toHaveLength(5);
  expect(
    named('sign_in_failed').filter((l) => l.outcome === 'refused').length,
  ).toBeGreaterThanOrEqual(1);
  expect(named('sign_in_succeeded')).toHaveLength(1);
  expect(named('sign_in_succeeded')[0]).toMatchObject({ ip: '127.0.0.1' });
  expect(named('rate_limited').length).toBeGreaterThanOrEqual(1);
  expect(named('rate_limited')[0]).toMatchObject({ rule: 'login:phone', subject: '********45' });
  expect(named('otp_sent')).toHaveLength(1);
  expect(named('otp_sent')[0]).toMatchObject({ phone: '********45', ip: '127.0.0.1' });
  expect(named('authz_denied')).toHaveLength(1);
  expect(named('authz_denied')[0]).toMatchObject({ path: '/admin', role: 'user' });
  expect(named('honeypot_hit')).toHaveLength(1);
  expect(named('upload_refused')).toHaveLength(1);
  expect(named('upload_refused')[0]).toMatchObject({ reason: 'not-an-image' });

  // No secret of the fixtures anywhere in the output.
  for (const secret of [password, 'Wrong-Pass-1', 'Wrong-Pass-4', code, token, phone]) {
    expect(output.includes(secret), `the log holds ${secret}`).toBe(false);
  }
});
