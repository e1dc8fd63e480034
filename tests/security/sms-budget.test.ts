import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { smsMessages } from '../../app/db/schema/index.ts';
import { createPropertyInquiry } from '../../app/features/inquiries/inquiries.server.ts';
import { requestResetCode } from '../../app/features/password-reset/password-reset.server.ts';
import { translate } from '../../app/i18n/translate.ts';
import { loader as dashboardLoader } from '../../app/routes/admin/dashboard.tsx';
import { createProperty, createUser } from '../factories/index.ts';
import { callRoute } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Issue 24, finding 2: nothing bounded what the site spends on SMS in a day. Each lister has a
// cap of their own, so a script spreads its messages over many listers. The whole site now
// has a daily budget (SMS_DAILY_BUDGET, 10 here; an admin changes it in Settings): past it
// notices are not sent (the Outbox says why) and the dashboard says so, while reset codes
// still go out and count.

process.env.SMS_DAILY_BUDGET = '10';
process.env.RESET_ANSWER_MIN_MS = '0';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-sms-budget-'));
process.env.DATA_DIR = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describeEachDatabase('the daily SMS budget', () => {
  test('while the budget lasts the dashboard has no alert about it', async () => {
    const admin = await createUser({ role: 'admin' });
    const { dashboard } = await callRoute(dashboardLoader, '/admin', { user: admin });
    expect(dashboard.alerts.map((alert) => alert.id)).not.toContain('sms-budget');
  });

  test('15 property messages to 15 listers send 10 SMS; a reset code still goes out; the dashboard says so', async () => {
    const admin = await createUser({ role: 'admin' });
    for (let n = 0; n < 15; n++) {
      const property = await createProperty();
      await createPropertyInquiry({
        propertyId: property.id,
        name: 'Pump Visitor',
        email: 'pump@example.in',
        message: 'Is it still available?',
      });
    }
    const rows = await getDb().select().from(smsMessages);
    expect(rows).toHaveLength(15);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(10);
    const held = rows.filter((row) => row.status !== 'sent');
    expect(held).toHaveLength(5);
    for (const row of held) {
      expect(row).toMatchObject({ status: 'failed', error: 'daily SMS budget reached' });
    }

    // Over the budget, a person who forgot their password still gets their code.
    const member = await createUser();
    const asked = await requestResetCode({
      phone: member.phone,
      clientIp: '198.51.100.7',
      locale: 'en',
    });
    expect(asked.ok).toBe(true);
    const [code] = await getDb()
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.phone, member.phone));
    expect(code?.status).toBe('sent');

    const { dashboard } = await callRoute(dashboardLoader, '/admin', { user: admin });
    const alert = dashboard.alerts.find((a) => a.id === 'sms-budget');
    const text = translate('en', alert!.text, { ...alert!.params, time: 'the time' });
    expect(text).toMatch(/daily SMS budget of 10 is reached/);
    expect(alert?.at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
