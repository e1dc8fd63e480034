import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, expect, test } from 'vitest';
import { getConfig } from '../../app/config.server.ts';
import { getDb } from '../../app/db/db.server.ts';
import { smsMessages } from '../../app/db/schema/index.ts';
import { PhoneStepSchema } from '../../app/features/password-reset/reset-schema.server.ts';
import { requestResetCode } from '../../app/features/password-reset/password-reset.server.ts';
import { createSmsSender } from '../../app/features/sms/sms.server.ts';
import { createUser } from '../factories/index.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Issue 14, "OTP": SMS pumping. 200 reset requests over 50 registered numbers, each from an
// address of its own (so no per-IP limit helps), send at most OTP_RATE_LIMIT_GLOBAL texts (20
// here), and each number at most OTP_RATE_LIMIT_PER_PHONE (3); numbers outside India are
// refused before anything is counted or sent.

process.env.OTP_RATE_LIMIT_GLOBAL = '20';
// The answer's time floor (tests/security/timing.spec.ts) is not what this test is about.
process.env.RESET_ANSWER_MIN_MS = '0';
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-pumping-'));
afterAll(() => fs.rmSync(outboxDir, { recursive: true, force: true }));

describeEachDatabase('SMS pumping', () => {
  test('200 requests over 50 numbers from 200 addresses send at most the global cap', async () => {
    const sender = createSmsSender(
      { ...getConfig(), dataDir: outboxDir, SMS_PROVIDER: 'outbox' },
      pino({ level: 'silent' }),
    );
    const phones: string[] = [];
    for (let n = 0; n < 50; n++) {
      const user = await createUser();
      phones.push(user.phone);
    }
    const answers = [];
    for (let n = 0; n < 200; n++) {
      answers.push(
        await requestResetCode({
          phone: phones[n % 50]!,
          clientIp: `198.51.${Math.floor(n / 250)}.${n % 250}`,
          locale: 'en',
          sender,
        }),
      );
    }
    let sent = 0;
    for (const phone of phones) {
      const rows = await getDb().select().from(smsMessages).where(eq(smsMessages.phone, phone));
      expect(rows.length).toBeLessThanOrEqual(3);
      sent += rows.length;
    }
    expect(sent).toBeLessThanOrEqual(20);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(sent);
    expect(answers.filter((answer) => !answer.ok && answer.reason === 'rate-limited')).toHaveLength(
      200 - sent,
    );
    console.log(`SMS pumping: 200 requests, ${sent} SMS sent (cap 20)`);
  }, 120_000);

  test('a number outside India is refused by the form, never counted or texted', () => {
    for (const phone of [
      '+1 415 555 0100',
      '+44 20 7946 0958',
      '+971501234567',
      '00919848012345x',
    ]) {
      expect(PhoneStepSchema.safeParse({ phone }).success, phone).toBe(false);
    }
    expect(PhoneStepSchema.safeParse({ phone: '+91 98480 12345' }).success).toBe(true);
  });
});
