import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { getConfig } from '../../app/config.server.ts';
import type { User } from '../../app/db/schema/index.ts';
import { requestResetCode } from '../../app/features/password-reset/password-reset.server.ts';
import type { StaffUser } from '../../app/features/admin/access.server.ts';
import { getDashboard } from '../../app/features/admin/dashboard/dashboard.server.ts';
import { outboxFile, smsDeliveryWarning } from '../../app/features/sms/sms.server.ts';
import { loader as dashboardLoader } from '../../app/routes/admin/dashboard.tsx';
import { loader as outboxLoader } from '../../app/routes/admin/outbox.tsx';
import { createUser } from '../factories/index.ts';
import { auditEntries } from '../support/back-office.ts';
import { callRoute } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Issue 24, finding 4: with the outbox as the SMS adapter (no provider), /admin/outbox showed
// every SMS in full, live reset codes included, another admin's too, and nobody knew who had
// looked. Now the Outbox shows that a code was sent, never the code, every view of it is in
// the audit log, and a production start without a provider says so in the log and on the
// dashboard.

process.env.RESET_ANSWER_MIN_MS = '0';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-outbox-codes-'));
process.env.DATA_DIR = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The code of the newest SMS the outbox file holds for `phone`: what the phone would get. */
function liveCode(phone: string): string {
  const lines = fs.readFileSync(outboxFile(getConfig()), 'utf8').trim().split('\n');
  const mine = lines
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((sms) => sms.to === phone);
  return /\b(\d{6})\b/.exec(mine.at(-1)!.text)![1]!;
}

describeEachDatabase('reset codes in the Outbox', () => {
  let reader: User;
  let victim: User;

  beforeAll(async () => {
    reader = await createUser({ role: 'admin', firstName: 'Curious', lastName: 'Admin' });
    victim = await createUser({ role: 'admin', firstName: 'Other', lastName: 'Admin' });
  });

  test("an admin reading the SMS Outbox sees that another admin's code was sent, never the code", async () => {
    const asked = await requestResetCode({
      phone: victim.phone,
      clientIp: '203.0.113.40',
      locale: 'en',
    });
    expect(asked.ok).toBe(true);
    const code = liveCode(victim.phone);

    const page = await callRoute(outboxLoader, '/admin/outbox?channel=sms', { user: reader });
    expect(page.sms.length).toBeGreaterThan(0);
    expect(JSON.stringify(page)).not.toContain(code);
    expect(page.sms[0]!.maskedBody).toMatch(/\*{6}/);
  });

  test('every view of the Outbox, mail or SMS, is in the audit log with who looked', async () => {
    const before = (await auditEntries('outbox.view')).length;
    await callRoute(outboxLoader, '/admin/outbox', { user: reader });
    await callRoute(outboxLoader, '/admin/outbox?channel=sms&page=2', { user: reader });
    const entries = await auditEntries('outbox.view');
    expect(entries).toHaveLength(before + 2);
    expect(entries[0]).toMatchObject({
      actorUserId: reader.id,
      entityType: 'outbox',
      after: { channel: 'sms', page: 2 },
    });
    expect(entries[1]).toMatchObject({ actorUserId: reader.id, after: { channel: 'mail' } });
  });

  test('a production start with the outbox as the SMS adapter is told in the log and on the dashboard', async () => {
    expect(smsDeliveryWarning({ isProduction: true, SMS_PROVIDER: 'outbox' })).toMatch(
      /not delivered/,
    );
    expect(smsDeliveryWarning({ isProduction: true, SMS_PROVIDER: 'http' })).toBeNull();
    expect(smsDeliveryWarning({ isProduction: false, SMS_PROVIDER: 'outbox' })).toBeNull();

    const production = { ...getConfig(), isProduction: true };
    const alerts = (await getDashboard(reader as StaffUser, new Date(), production)).alerts;
    expect(alerts.map((alert) => alert.id)).toContain('sms-outbox');
    // Tests run as development: the dashboard has no such alert here.
    const { dashboard } = await callRoute(dashboardLoader, '/admin', { user: reader });
    expect(dashboard.alerts.map((alert) => alert.id)).not.toContain('sms-outbox');
  });
});
