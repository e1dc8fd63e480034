import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';

import { getConfig } from '../../app/config.server.ts';
import { getDb } from '../../app/db/db.server.ts';
import { passwordResetCodes, smsMessages } from '../../app/db/schema/index.ts';
import {
  createSession,
  getSessionUser,
  SESSION_COOKIE,
} from '../../app/features/accounts/session.server.ts';
import { authenticate, registerUser } from '../../app/features/accounts/users.server.ts';
import {
  checkResetCode,
  createResetCode,
  resetPasswordWithCode,
} from '../../app/features/password-reset/otp.server.ts';
import {
  completePasswordReset,
  requestResetCode,
} from '../../app/features/password-reset/password-reset.server.ts';
import {
  createSmsSender,
  outboxFile,
  type SmsConfig,
  type SmsMessage,
} from '../../app/features/sms/sms.server.ts';
import { action } from '../../app/routes/forgot-password.tsx';
import { createUser } from '../factories/index.ts';
import { answerOf, callRoute } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// The route's SMS goes to the outbox in DATA_DIR: a scratch folder, set before the
// configuration is first read.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-reset-'));
vi.stubEnv('DATA_DIR', dataDir);
afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PASSWORD = 'Mango-Tree-42';
const NEW_PASSWORD = 'Neem-Shade-77';

let counter = 0;
const randomPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const uniqueIp = () =>
  `10.${(counter >> 8) & 255}.${counter++ & 255}.${Math.floor(Math.random() * 250) + 1}`;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function registered(phone = randomPhone()) {
  const created = await registerUser({
    firstName: 'Ravi',
    lastName: 'Teja',
    phone,
    password: PASSWORD,
  });
  if (!created.ok) throw new Error(created.reason);
  const { id } = created.value;
  return { id, phone };
}

const tokenOf = (setCookie: string) => setCookie.split(';')[0]!.split('=')[1]!;
const requestWith = (token?: string) =>
  new Request('http://localhost/', {
    headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {},
  });

/** A logger that keeps its lines, to prove what never reaches the logs. */
function memoryLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), text: () => lines.join('') };
}

/** The newest message the outbox file holds for `phone`. */
function newestOutboxText(dir: string, phone: string): string {
  const lines = fs
    .readFileSync(outboxFile({ dataDir: dir }), 'utf8')
    .trim()
    .split('\n');
  const mine = lines
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === phone);
  return mine.at(-1)!.text;
}
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

describeEachDatabase('one-time codes', () => {
  test('a code is 6 digits, stored only as a hash, and resets the password once', async () => {
    const user = await registered();
    const { code, codeId } = await createResetCode(user.id);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await getDb()
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.id, codeId));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    expect(await resetPasswordWithCode(user.id, code, NEW_PASSWORD)).toEqual({ ok: true });
    expect(await authenticate(user.phone, NEW_PASSWORD)).toEqual({
      id: user.id,
      mustChangePassword: false,
    });
    expect(await authenticate(user.phone, PASSWORD)).toBeNull();
    expect(await resetPasswordWithCode(user.id, code, 'Another-Pass-99')).toEqual({
      ok: false,
      reason: 'used',
    });
    expect(await authenticate(user.phone, NEW_PASSWORD)).toEqual({
      id: user.id,
      mustChangePassword: false,
    });
  });

  test('an expired code is refused, even when right', async () => {
    const user = await registered();
    const { code, codeId } = await createResetCode(user.id);
    await getDb()
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.id, codeId));
    expect(await resetPasswordWithCode(user.id, code, NEW_PASSWORD)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await authenticate(user.phone, PASSWORD)).toEqual({
      id: user.id,
      mustChangePassword: false,
    });
  });

  test('five wrong tries use the code up: then even the right code fails', async () => {
    const user = await registered();
    const { code } = await createResetCode(user.id);
    const wrong = otherCode(code);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await checkResetCode(user.id, wrong));
    expect(answers).toEqual([
      { ok: false, reason: 'wrong', triesLeft: 4 },
      { ok: false, reason: 'wrong', triesLeft: 3 },
      { ok: false, reason: 'wrong', triesLeft: 2 },
      { ok: false, reason: 'wrong', triesLeft: 1 },
      { ok: false, reason: 'too-many' },
    ]);
    expect(await resetPasswordWithCode(user.id, code, NEW_PASSWORD)).toEqual({
      ok: false,
      reason: 'too-many',
    });
    expect(await authenticate(user.phone, PASSWORD)).toEqual({
      id: user.id,
      mustChangePassword: false,
    });
  });

  test('four wrong tries still leave the fifth for the right code', async () => {
    const user = await registered();
    const { code } = await createResetCode(user.id);
    for (let i = 0; i < 4; i++) await checkResetCode(user.id, otherCode(code));
    expect(await resetPasswordWithCode(user.id, code, NEW_PASSWORD)).toEqual({ ok: true });
  });

  test('parallel wrong tries are all counted', async () => {
    const user = await registered();
    const { code, codeId } = await createResetCode(user.id);
    await Promise.all(Array.from({ length: 8 }, () => checkResetCode(user.id, otherCode(code))));
    const [row] = await getDb()
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.id, codeId));
    expect(row!.attempts).toBe(8);
    expect(await checkResetCode(user.id, code)).toEqual({ ok: false, reason: 'too-many' });
  });

  test('a new code retires the earlier one', async () => {
    const user = await registered();
    const first = await createResetCode(user.id);
    const second = await createResetCode(user.id);
    const [old] = await getDb()
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.id, first.codeId));
    expect(old!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    if (first.code !== second.code) {
      expect(await checkResetCode(user.id, first.code)).toMatchObject({
        ok: false,
        reason: 'wrong',
      });
    }
    expect(await resetPasswordWithCode(user.id, second.code, NEW_PASSWORD)).toEqual({ ok: true });
  });

  test('a user who never asked for a code has none to guess', async () => {
    const user = await registered();
    expect(await checkResetCode(user.id, '123456')).toEqual({ ok: false, reason: 'no-code' });
  });

  test('a reset ends every session of the user, and only theirs', async () => {
    const user = await registered();
    const other = await createUser();
    const a = tokenOf(await createSession(requestWith(), user.id));
    const b = tokenOf(await createSession(requestWith(), user.id));
    const c = tokenOf(await createSession(requestWith(), other.id));
    const { code } = await createResetCode(user.id);
    expect(await resetPasswordWithCode(user.id, code, NEW_PASSWORD)).toEqual({ ok: true });
    expect(await getSessionUser(requestWith(a))).toBeNull();
    expect(await getSessionUser(requestWith(b))).toBeNull();
    expect(await getSessionUser(requestWith(c))).not.toBeNull();
  });

  test('a wrong code changes nothing: the password and sessions stay', async () => {
    const user = await registered();
    const token = tokenOf(await createSession(requestWith(), user.id));
    const { code } = await createResetCode(user.id);
    expect(await resetPasswordWithCode(user.id, otherCode(code), NEW_PASSWORD)).toMatchObject({
      ok: false,
      reason: 'wrong',
    });
    expect(await getSessionUser(requestWith(token))).not.toBeNull();
    expect(await authenticate(user.phone, PASSWORD)).toEqual({
      id: user.id,
      mustChangePassword: false,
    });
  });
});

describeEachDatabase('the two reset steps', () => {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-outbox-'));
  afterAll(() => fs.rmSync(outboxDir, { recursive: true, force: true }));
  const sender = () =>
    createSmsSender(
      { ...getConfig(), dataDir: outboxDir, SMS_PROVIDER: 'outbox' },
      memoryLogger().logger,
    );

  test('step 1 texts a code to a known phone; step 2 with it sets the password', async () => {
    const user = await registered();
    const ip = uniqueIp();
    expect(
      await requestResetCode({ phone: user.phone, clientIp: ip, locale: 'en', sender: sender() }),
    ).toEqual({ ok: true, value: { minutes: 10 } });
    const text = newestOutboxText(outboxDir, user.phone);
    expect(text).toMatch(
      /^\d{6} is your Nivasa Realty code to reset your password\. It expires in 10 minutes\./,
    );
    const result = await completePasswordReset({
      phone: user.phone,
      code: codeIn(text),
      password: NEW_PASSWORD,
      clientIp: ip,
    });
    expect(result).toEqual({ ok: true });
    expect(await authenticate(user.phone, NEW_PASSWORD)).toEqual({
      id: user.id,
      mustChangePassword: false,
    });
  });

  test('an unknown phone is answered as a registered one is, without an SMS', async () => {
    const user = await registered();
    const phone = randomPhone();
    const ask = (to: string) =>
      requestResetCode({ phone: to, clientIp: uniqueIp(), locale: 'en', sender: sender() });
    expect(await ask(phone)).toEqual(await ask(user.phone));
    expect(await getDb().select().from(smsMessages).where(eq(smsMessages.phone, phone))).toEqual(
      [],
    );
    // Step 2: the same failures, try by try, as a registered phone's wrong codes.
    const code = codeIn(newestOutboxText(outboxDir, user.phone));
    const tryCode = (to: string) =>
      completePasswordReset({
        phone: to,
        code: otherCode(code),
        password: NEW_PASSWORD,
        clientIp: uniqueIp(),
      });
    for (let i = 0; i < 6; i++) expect(await tryCode(phone)).toEqual(await tryCode(user.phone));
    expect(await tryCode(phone)).toEqual({
      ok: false,
      reason: 'code-refused',
      failure: { title: 'reset.failureTitle', reason: 'reset.tooManyTries' },
    });
  });

  test('a wrong code is refused with the tries left', async () => {
    const user = await registered();
    const ip = uniqueIp();
    await requestResetCode({ phone: user.phone, clientIp: ip, locale: 'en', sender: sender() });
    const code = codeIn(newestOutboxText(outboxDir, user.phone));
    expect(
      await completePasswordReset({
        phone: user.phone,
        code: otherCode(code),
        password: NEW_PASSWORD,
        clientIp: ip,
      }),
    ).toEqual({
      ok: false,
      reason: 'code-refused',
      failure: { title: 'reset.failureTitle', reason: 'reset.wrongCode', params: { tries: 4 } },
    });
  });

  test('codes for one phone are limited: the fourth in the window is refused', async () => {
    const user = await registered();
    const outcomes = [];
    for (let i = 0; i < 4; i++) {
      const result = await requestResetCode({
        phone: user.phone,
        clientIp: uniqueIp(),
        locale: 'en',
        sender: sender(),
      });
      outcomes.push(result.ok ? 'sent' : result.reason);
      if (!result.ok && result.reason === 'rate-limited') {
        expect(result.failure).toMatchObject({
          reason: 'reset.tooManyRequests',
          params: { minutes: 60 },
        });
        expect(result.retryAfter).toBeGreaterThan(3000);
      }
    }
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'rate-limited']);
  });

  test('one IP is limited across phones, known or not, and verifying counts too', async () => {
    const ip = uniqueIp();
    const user = await registered();
    const outcomes = [];
    for (let i = 0; i < 8; i++) {
      const result = await requestResetCode({
        phone: randomPhone(),
        clientIp: ip,
        locale: 'en',
        sender: sender(),
      });
      outcomes.push(result.ok ? 'sent' : result.reason);
    }
    expect(outcomes).toEqual(Array(8).fill('sent'));
    expect(
      (await requestResetCode({ phone: user.phone, clientIp: ip, locale: 'en', sender: sender() }))
        .ok,
    ).toBe(true);
    const code = codeIn(newestOutboxText(outboxDir, user.phone));
    const wrong = await completePasswordReset({
      phone: user.phone,
      code: otherCode(code),
      password: NEW_PASSWORD,
      clientIp: ip,
    });
    expect(wrong).toMatchObject({ ok: false, reason: 'code-refused' });
    // The eleventh OTP request from this IP in the window: refused, though the code is right.
    const refused = await completePasswordReset({
      phone: user.phone,
      code,
      password: NEW_PASSWORD,
      clientIp: ip,
    });
    expect(refused).toMatchObject({
      ok: false,
      reason: 'rate-limited',
      failure: { reason: 'reset.tooManyRequests' },
    });
    expect(await authenticate(user.phone, PASSWORD)).toEqual({
      id: user.id,
      mustChangePassword: false,
    });
    // Another IP may still finish with the same code.
    expect(
      await completePasswordReset({
        phone: user.phone,
        code,
        password: NEW_PASSWORD,
        clientIp: uniqueIp(),
      }),
    ).toEqual({ ok: true });
  });
});

describeEachDatabase('the /forgot-password action', () => {
  const post = (fields: Record<string, string>) =>
    callRoute(action, '/forgot-password', { body: new URLSearchParams(fields) });
  const answer = async (fields: Record<string, string>) =>
    answerOf<Record<string, unknown>>(await post(fields));

  test('a bad phone answers 400 with the spec’s message', async () => {
    const refused = await answer({ intent: 'send', phone: '12345' });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ step: 'phone', errors: { phone: 'auth.phoneInvalid' } });
  });

  test('a known phone moves to step 2 with the phone masked; nothing carries the code', async () => {
    const user = await registered();
    const sent = await answer({ intent: 'send', phone: user.phone });
    expect(sent.status).toBe(200);
    expect(sent.data).toEqual({
      step: 'code',
      phone: user.phone,
      sent: { maskedPhone: `******${user.phone.slice(-4)}`, minutes: 10, again: false },
    });
    const code = codeIn(newestOutboxText(dataDir, user.phone));
    expect(JSON.stringify(sent)).not.toContain(code);
    const [row] = await getDb().select().from(smsMessages).where(eq(smsMessages.phone, user.phone));
    expect(row!.maskedBody).toContain('******');
    expect(row!.maskedBody).not.toContain(code);
  });

  test('different passwords answer 400 with the alert; a right code then resets and redirects to sign in', async () => {
    const user = await registered();
    await post({ intent: 'send', phone: user.phone });
    const code = codeIn(newestOutboxText(dataDir, user.phone));
    const mismatch = await answer({
      intent: 'reset',
      phone: user.phone,
      code,
      password: NEW_PASSWORD,
      confirmPassword: 'x',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.data).toMatchObject({
      step: 'code',
      failure: { reason: 'reset.passwordsDoNotMatch' },
    });

    const wrong = await answer({
      intent: 'reset',
      phone: user.phone,
      code: otherCode(code),
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.data).toMatchObject({
      step: 'code',
      failure: { title: 'reset.failureTitle', reason: 'reset.wrongCode' },
    });

    const done = (await post({
      intent: 'reset',
      phone: user.phone,
      code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/login');
    expect(done.headers.get('set-cookie')).toMatch(/^nivasa_flash=/);
    expect(await authenticate(user.phone, NEW_PASSWORD)).toEqual({
      id: user.id,
      mustChangePassword: false,
    });
  });

  test('an unknown phone moves to step 2 as a known one does', async () => {
    const sent = await answer({ intent: 'send', phone: randomPhone() });
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ step: 'code', sent: { minutes: 10, again: false } });
    expect(sent.data).not.toHaveProperty('failure');
  });

  test('a fourth code for one phone answers 429 with Retry-After, on the step it was asked from', async () => {
    const user = await registered();
    for (let i = 0; i < 3; i++)
      expect((await answer({ intent: 'send', phone: user.phone })).status).toBe(200);
    const refused = await post({ intent: 'resend', phone: user.phone });
    expect(answerOf(refused)).toMatchObject({
      status: 429,
      data: {
        step: 'code',
        phone: user.phone,
        failure: {
          title: 'reset.errorTitle',
          reason: 'reset.tooManyRequests',
          params: { minutes: 60 },
        },
      },
    });
    const retryAfter = Number(
      new Headers((refused as { init: ResponseInit }).init.headers).get('Retry-After'),
    );
    expect(retryAfter).toBeGreaterThan(3000);
  });
});

describeEachDatabase('SMS adapters', () => {
  type Seen = { headers: http.IncomingHttpHeaders; body: Record<string, unknown> };
  let seen: Seen[] = [];
  let respond: (req: http.IncomingMessage, res: http.ServerResponse, n: number) => void = () => {};
  let server: http.Server;
  let url = '';
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-sms-'));

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        seen.push({ headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> });
        respond(req, res, seen.length);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/sms`;
  });
  afterEach(() => {
    seen = [];
    server.closeAllConnections();
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  const config = (overrides: Partial<SmsConfig> = {}): SmsConfig => ({
    NODE_ENV: 'production',
    dataDir: outboxDir,
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: url,
    SMS_HTTP_TOKEN: 'test-token',
    SMS_HTTP_SENDER: 'NIVASA',
    SMS_HTTP_TIMEOUT_MS: 2000,
    ...overrides,
  });
  const message = (): SmsMessage => {
    const key = `test:${Math.random().toString(36).slice(2)}`;
    return {
      to: randomPhone(),
      text: '042917 is your Nivasa code.',
      maskedText: '****** is your Nivasa code.',
      idempotencyKey: key,
    };
  };
  const rowOf = async (key: string) =>
    (await getDb().select().from(smsMessages).where(eq(smsMessages.idempotencyKey, key)))[0]!;
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    // No keep-alive: a socket closed after one test must not fail the next one's first try.
    res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
    res.end(JSON.stringify(body));
  };

  test('the HTTP adapter posts JSON with the token and key, and records the provider’s id', async () => {
    respond = (_req, res) => json(res, 200, { messageId: 'prov-123' });
    const logs = memoryLogger();
    const sms = message();
    const result = await createSmsSender(config(), logs.logger).send(sms);
    expect(result).toMatchObject({
      status: 'sent',
      providerMessageId: 'prov-123',
      duplicate: false,
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.authorization).toBe('Bearer test-token');
    expect(seen[0]!.headers['idempotency-key']).toBe(sms.idempotencyKey);
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[0]!.body).toEqual({
      to: `+91${sms.to}`,
      from: 'NIVASA',
      text: sms.text,
      idempotencyKey: sms.idempotencyKey,
    });
    expect(await rowOf(sms.idempotencyKey)).toMatchObject({
      status: 'sent',
      providerMessageId: 'prov-123',
      adapter: 'http',
      attempts: 1,
      maskedBody: sms.maskedText,
    });
    expect(logs.text()).not.toContain('042917');
    expect(logs.text()).not.toContain('test-token');
  });

  test('a 5xx is retried once with the same Idempotency-Key, and the SMS goes once', async () => {
    respond = (_req, res, n) =>
      n === 1 ? json(res, 503, { error: 'busy' }) : json(res, 201, { id: 'prov-2' });
    const sms = message();
    const result = await createSmsSender(config(), memoryLogger().logger).send(sms);
    expect(result).toMatchObject({ status: 'sent', providerMessageId: 'prov-2' });
    expect(seen).toHaveLength(2);
    expect(new Set(seen.map((s) => s.headers['idempotency-key']))).toEqual(
      new Set([sms.idempotencyKey]),
    );
    expect(await rowOf(sms.idempotencyKey)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  test('a provider that keeps failing gets three tries in all, then the SMS is failed', async () => {
    respond = (_req, res) => json(res, 500, {});
    const sms = message();
    const result = await createSmsSender(config(), memoryLogger().logger).send(sms);
    expect(result.status).toBe('failed');
    expect(seen).toHaveLength(3);
    expect(await rowOf(sms.idempotencyKey)).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: 'HTTP 500',
    });
  });

  test('a 4xx is not retried', async () => {
    respond = (_req, res) => json(res, 400, { error: 'bad number' });
    const sms = message();
    expect((await createSmsSender(config(), memoryLogger().logger).send(sms)).status).toBe(
      'failed',
    );
    expect(seen).toHaveLength(1);
    expect(await rowOf(sms.idempotencyKey)).toMatchObject({ status: 'failed', error: 'HTTP 400' });
  });

  test('a provider that never answers fails cleanly within the timeout', async () => {
    respond = () => {};
    const sms = message();
    const started = Date.now();
    const result = await createSmsSender(
      config({ SMS_HTTP_TIMEOUT_MS: 300 }),
      memoryLogger().logger,
    ).send(sms);
    const elapsed = Date.now() - started;
    expect(result.status).toBe('failed');
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1500);
    expect(await rowOf(sms.idempotencyKey)).toMatchObject({
      status: 'failed',
      error: 'timeout after 300 ms',
    });
  });

  test('an unreachable provider is a failed SMS, not a crash', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/sms`;
    await new Promise((resolve) => closed.close(resolve));
    const sms = message();
    const result = await createSmsSender(
      config({ SMS_HTTP_URL: deadUrl }),
      memoryLogger().logger,
    ).send(sms);
    expect(result.status).toBe('failed');
    expect(await rowOf(sms.idempotencyKey)).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await rowOf(sms.idempotencyKey)).error).toMatch(/^network error/);
  });

  test('sending twice with the same idempotency key makes one provider request', async () => {
    respond = (_req, res) => json(res, 200, { messageId: 'prov-once' });
    const sender = createSmsSender(config(), memoryLogger().logger);
    const sms = message();
    const [first, second] = await Promise.all([sender.send(sms), sender.send(sms)]);
    const third = await sender.send(sms);
    expect(seen).toHaveLength(1);
    expect([first, second].filter((r) => r.duplicate)).toHaveLength(1);
    expect(third).toMatchObject({
      duplicate: true,
      status: 'sent',
      providerMessageId: 'prov-once',
    });
    expect(
      await getDb()
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.idempotencyKey, sms.idempotencyKey)),
    ).toHaveLength(1);
  });

  test('the outbox writes the full message to a private file and a masked row and log', async () => {
    const logs = memoryLogger();
    const sender = createSmsSender(config({ SMS_PROVIDER: 'outbox' }), logs.logger);
    const sms = message();
    const result = await sender.send(sms);
    expect(result).toMatchObject({ status: 'sent', duplicate: false });
    expect(await sender.send(sms)).toMatchObject({ duplicate: true });

    const file = outboxFile({ dataDir: outboxDir });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const lines = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const mine = lines.filter((l) => l.idempotencyKey === sms.idempotencyKey);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ to: sms.to, text: '042917 is your Nivasa code.' });

    expect(await rowOf(sms.idempotencyKey)).toMatchObject({
      status: 'sent',
      adapter: 'outbox',
      maskedBody: '****** is your Nivasa code.',
    });
    expect(logs.text()).toContain('****** is your Nivasa code.');
    expect(logs.text()).not.toContain('042917');
    expect(logs.text()).not.toContain(sms.to);
    expect(seen).toHaveLength(0);
  });

  test('only in development does the outbox print the code to the terminal', async () => {
    const printed = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      await createSmsSender(
        config({ SMS_PROVIDER: 'outbox', NODE_ENV: 'production' }),
        memoryLogger().logger,
      ).send(message());
      expect(printed).not.toHaveBeenCalled();
      await createSmsSender(
        config({ SMS_PROVIDER: 'outbox', NODE_ENV: 'development' }),
        memoryLogger().logger,
      ).send(message());
      expect(printed).toHaveBeenCalledTimes(1);
      expect(String(printed.mock.calls[0]![0])).toContain('042917 is your Nivasa code.');
    } finally {
      printed.mockRestore();
    }
  });
});
