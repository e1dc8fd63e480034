import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { type RouterContextProvider } from 'react-router';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { auditLog, properties, siteSettings, type User } from '../../app/db/schema/index.ts';
import { getAgencyCounters } from '../../app/features/agency/agency-content.server.ts';
import { toPropertyValues } from '../../app/features/listing-form/to-property-values.ts';
import { parseListingForm } from '../../app/features/listing-form/parse-listing-form.ts';
import { saveDraftImages } from '../../app/features/listings/draft-images.server.ts';
import { expireStaleListings } from '../../app/features/listings/expire-listings.server.ts';
import { createListing } from '../../app/features/listings/manage-listings.server.ts';
import { createLocalStorage } from '../../app/features/media/storage.server.ts';
import {
  getListingRules,
  getSiteSettings,
  refreshSiteSettings,
  reloadSiteSettings,
} from '../../app/features/settings/site-settings.server.ts';
import { loader as auditLoader } from '../../app/routes/admin/audit.tsx';
import { loader as outboxLoader } from '../../app/routes/admin/outbox.tsx';
import {
  action as settingsAction,
  loader as settingsLoader,
} from '../../app/routes/admin/settings.tsx';
import { createCity, createProperty, createUser } from '../factories/index.ts';
import { FLAT_FOR_SALE_FIELDS } from '../factories/listing-form-fields.ts';
import { callAction } from '../support/call-action.ts';
import { contextFor } from '../support/route-context.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// The SMS outbox file and the listing photos go to a scratch folder.
const root = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-admin-settings-'));
process.env.DATA_DIR = root;

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

type LoaderLike = (args: never) => unknown;

async function callLoader<L extends LoaderLike>(
  loader: L,
  pathAndQuery: string,
  context: RouterContextProvider,
): Promise<Awaited<ReturnType<L>>> {
  const url = new URL(pathAndQuery, 'http://localhost');
  const args = { request: new Request(url), params: {}, context, url, pattern: url.pathname };
  return (await loader(args as never)) as Awaited<ReturnType<L>>;
}

/** The HTTP status a loader or action answered with, thrown or returned. */
async function statusOf(run: () => unknown): Promise<number> {
  try {
    const result = await run();
    if (result instanceof Response) return result.status;
    return (result as { init?: { status?: number } } | null)?.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw thrown;
  }
}

/** The notice a redirect carries ('Settings saved.'). */
function noticeOf(response: unknown): string {
  expect(response).toBeInstanceOf(Response);
  const cookie = (response as Response).headers.get('Set-Cookie') ?? '';
  const value = /nivasa_flash=([^;]+)/.exec(cookie)?.[1] ?? '';
  return (JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { text: string }).text;
}

const VALID = {
  agencyName: 'Amaravati Homes',
  email: 'desk@amaravati-homes.in',
  phone1: '+91 98480 12345',
  phone2: '0863 223 4567',
  phone3: '',
  address: '1st Floor, Brodipet, Guntur 522002',
  socialFacebook: 'https://www.facebook.com/amaravatihomes',
  socialYoutube: 'https://www.youtube.com/@amaravatihomes',
  socialInstagram: 'https://www.instagram.com/amaravatihomes',
  counterListings: '',
  counterCities: '',
  counterAgents: '',
  counterYears: '',
  moderation: 'on',
  heartbeatDays: '45',
  dailyListingLimit: '5',
};

function settingsForm(overrides: Partial<Record<keyof typeof VALID, string | null>> = {}) {
  const form = new FormData();
  form.set('intent', 'save');
  for (const [name, value] of Object.entries({ ...VALID, ...overrides })) {
    if (value !== null) form.set(name, value);
  }
  return form;
}

async function lastAudit(action: string) {
  const [row] = await getDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describeEachDatabase('back office: settings, outbox and audit log', () => {
  let admin: User;
  let adminContext: RouterContextProvider;

  beforeAll(async () => {
    await reloadSiteSettings();
    admin = await createUser({ role: 'admin', firstName: 'Anita', lastName: 'Rao' });
    adminContext = contextFor(admin);
  });

  afterAll(async () => {
    // The next database block starts from the configuration again.
    await getDb().delete(siteSettings);
    await reloadSiteSettings();
  });

  test('an admin saves the settings: stored, every page reads them at once, audited', async () => {
    const before = getSiteSettings();
    const response = await callAction(
      settingsAction,
      '/admin/settings',
      settingsForm(),
      adminContext,
    );
    expect(noticeOf(response)).toBe('Settings saved.');

    expect(getSiteSettings()).toMatchObject({
      agencyName: 'Amaravati Homes',
      email: 'desk@amaravati-homes.in',
      phones: ['+91 98480 12345', '0863 223 4567'],
      address: '1st Floor, Brodipet, Guntur 522002',
      social: {
        facebook: 'https://www.facebook.com/amaravatihomes',
        youtube: 'https://www.youtube.com/@amaravatihomes',
        instagram: 'https://www.instagram.com/amaravatihomes',
      },
    });
    expect(getListingRules()).toEqual({
      moderation: true,
      heartbeatDays: 45,
      dailyListingLimit: 5,
    });
    const rows = await getDb().select().from(siteSettings);
    expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toMatchObject({
      agencyName: 'Amaravati Homes',
      heartbeatDays: 45,
    });
    expect(rows.every((row) => row.updatedBy === admin.id)).toBe(true);

    const entry = await lastAudit('settings.update');
    expect(entry).toMatchObject({ actorUserId: admin.id, entityType: 'settings' });
    expect(entry!.before).toMatchObject({ agencyName: before.agencyName });
    expect(entry!.after).toMatchObject({ agencyName: 'Amaravati Homes', heartbeatDays: 45 });
    // Only what changed: moderation was on before and after.
    expect(entry!.after).not.toHaveProperty('moderation');

    const page = await callLoader(settingsLoader, '/admin/settings', adminContext);
    expect(page.values).toMatchObject({ agencyName: 'Amaravati Homes', phone2: '0863 223 4567' });
  });

  test('invalid values are refused with a message beside each field, kept as typed, nothing saved', async () => {
    const saved = getSiteSettings();
    const auditBefore = await getDb().select().from(auditLog);
    const result = await callAction(
      settingsAction,
      '/admin/settings',
      settingsForm({
        agencyName: '  ',
        email: 'not-an-email',
        phone1: '12345',
        phone3: '+1 415 555 0100',
        socialFacebook: 'http://www.facebook.com/amaravatihomes',
        socialInstagram: 'javascript:alert(1)',
        counterCities: 'many',
        heartbeatDays: '0',
        dailyListingLimit: '5000',
      }),
      adminContext,
    );
    expect(result).not.toBeInstanceOf(Response);
    const answer = result as unknown as {
      data: { errors: Record<string, string>; values: Record<string, unknown> };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors).toEqual({
      agencyName: 'Enter the agency name.',
      email: 'Enter an email address like hello@agency.in.',
      phone1: 'Enter an Indian phone number, e.g. +91 98480 12345.',
      phone3: 'Enter an Indian phone number, e.g. +91 98480 12345.',
      socialFacebook: 'Enter an https:// link to the Facebook page.',
      socialInstagram: 'Enter an https:// link to the Instagram page.',
      counterCities: 'Enter a whole number, or leave it blank to count live.',
      heartbeatDays: 'Enter a whole number of days from 1 to 365.',
      dailyListingLimit: 'Enter a whole number from 1 to 1000.',
    });
    expect(answer.data.values).toMatchObject({
      email: 'not-an-email',
      phone1: '12345',
      socialInstagram: 'javascript:alert(1)',
      heartbeatDays: '0',
    });
    expect(getSiteSettings()).toEqual(saved);
    expect(await getDb().select().from(auditLog)).toHaveLength(auditBefore.length);

    const noPhone = await callAction(
      settingsAction,
      '/admin/settings',
      settingsForm({ phone1: '', phone2: '' }),
      adminContext,
    );
    expect((noPhone as unknown as { data: { errors: object } }).data.errors).toEqual({
      phone1: 'Enter at least one phone number.',
    });
  });

  test('a counter left blank is counted live; a number typed is shown instead', async () => {
    await createCity();
    const live = await getAgencyCounters();
    expect(live.citiesServed).toBeGreaterThanOrEqual(1);

    await callAction(
      settingsAction,
      '/admin/settings',
      settingsForm({ counterListings: '560', counterYears: '15' }),
      adminContext,
    );
    const fixed = await getAgencyCounters();
    expect(fixed.activeListings).toBe(560);
    expect(fixed.citiesServed).toBe(live.citiesServed);
    expect(new Date().getFullYear() - fixed.firstYear!).toBe(15);

    await callAction(settingsAction, '/admin/settings', settingsForm(), adminContext);
    expect(await getAgencyCounters()).toEqual(live);
    // A blank counter has no row: the configuration (live count) applies.
    const keys = (await getDb().select().from(siteSettings)).map((row) => row.key);
    expect(keys).not.toContain('counterListings');
  });

  test('with moderation off, an owner’s new listing goes live at once', async () => {
    await callAction(
      settingsAction,
      '/admin/settings',
      settingsForm({ moderation: null }),
      adminContext,
    );
    expect(getListingRules().moderation).toBe(false);

    const owner = await createUser({ createdAt: new Date(Date.now() - 365 * 86_400_000) });
    const { city, areas } = await createCity();
    const parsed = parseListingForm({
      ...FLAT_FOR_SALE_FIELDS,
      bhk: '2bhk',
      cityId: String(city.id),
      areaId: String(areas[0]!.id),
    });
    if (!parsed.ok) throw new Error('expected a valid listing form');
    const storage = createLocalStorage(path.join(root, 'media'));
    const png = await sharp({
      create: { width: 48, height: 32, channels: 3, background: { r: 20, g: 90, b: 60 } },
    })
      .png()
      .toBuffer();
    const drafts = await saveDraftImages(owner.id, [png], storage);
    const created = await createListing(
      { id: owner.id, role: owner.role },
      toPropertyValues(parsed.value),
      drafts.map((d) => d.id),
      { storage },
    );
    expect(created).toMatchObject({ ok: true, value: { status: 'active' } });

    await callAction(settingsAction, '/admin/settings', settingsForm(), adminContext);
    expect(getListingRules().moderation).toBe(true);
  });

  test('the saved heartbeat days decide which listings the sweep expires', async () => {
    await callAction(
      settingsAction,
      '/admin/settings',
      settingsForm({ heartbeatDays: '10' }),
      adminContext,
    );
    const day = 86_400_000;
    const stale = await createProperty({
      status: 'active',
      confirmedAt: new Date(Date.now() - 12 * day),
    });
    const fresh = await createProperty({
      status: 'active',
      confirmedAt: new Date(Date.now() - 8 * day),
    });
    await expireStaleListings();
    const statusOf = async (id: number) =>
      (await getDb().select().from(properties).where(eq(properties.id, id)))[0]!.status;
    // 12 days unconfirmed expires under 10 days (it would not under the default 30); 8 does not.
    expect(await statusOf(stale.id)).toBe('expired');
    expect(await statusOf(fresh.id)).toBe('active');
    await callAction(settingsAction, '/admin/settings', settingsForm(), adminContext);
  });

  test('the saved daily listing limit decides when a new account is refused', async () => {
    await callAction(
      settingsAction,
      '/admin/settings',
      settingsForm({ dailyListingLimit: '1' }),
      adminContext,
    );
    const owner = await createUser();
    const { city, areas } = await createCity();
    const parsed = parseListingForm({
      ...FLAT_FOR_SALE_FIELDS,
      cityId: String(city.id),
      areaId: String(areas[0]!.id),
    });
    if (!parsed.ok) throw new Error('expected a valid listing form');
    const storage = createLocalStorage(path.join(root, 'media'));
    const png = await sharp({
      create: { width: 48, height: 32, channels: 3, background: { r: 90, g: 20, b: 60 } },
    })
      .png()
      .toBuffer();
    const add = async () => {
      const drafts = await saveDraftImages(owner.id, [png], storage);
      return createListing(
        { id: owner.id, role: owner.role },
        toPropertyValues(parsed.value),
        drafts.map((d) => d.id),
        { storage },
      );
    };
    expect((await add()).ok).toBe(true);
    expect(await add()).toMatchObject({ ok: false, reason: 'daily-limit', limit: 1 });
    await callAction(settingsAction, '/admin/settings', settingsForm(), adminContext);
  });

  test('a change saved by another process is read once the snapshot is older than its TTL', async () => {
    await getDb()
      .insert(siteSettings)
      .values({ key: 'agencyName', value: 'Saved Elsewhere' })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: 'Saved Elsewhere' } });
    await refreshSiteSettings();
    expect(getSiteSettings().agencyName).toBe('Amaravati Homes');

    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    try {
      await refreshSiteSettings();
    } finally {
      clock.mockRestore();
    }
    expect(getSiteSettings().agencyName).toBe('Saved Elsewhere');
  });

  test('the Delivery panel names the adapters, never a password', async () => {
    const page = await callLoader(settingsLoader, '/admin/settings', adminContext);
    expect(page.delivery).toMatchObject({
      mail: { adapter: 'outbox', host: null },
      sms: { adapter: 'outbox', host: null },
    });
  });

  test('a test email goes through the mail adapter; the Outbox lists it with the recipient masked', async () => {
    const form = new FormData();
    form.set('intent', 'test-mail');
    form.set('testEmail', 'ravi.kumar@gmail.com');
    const response = await callAction(settingsAction, '/admin/settings', form, adminContext);
    expect(noticeOf(response)).toBe(
      'Test email to ravi.kumar@gmail.com: stored in the Outbox (no provider set).',
    );
    expect(await lastAudit('settings.test-mail')).toMatchObject({
      actorUserId: admin.id,
      after: { adapter: 'outbox', status: 'stored' },
    });

    const outbox = await callLoader(outboxLoader, '/admin/outbox', adminContext);
    expect(outbox.channel).toBe('mail');
    expect(outbox.mail[0]).toMatchObject({
      to: ['ra***@gmail.com'],
      subject: 'Test email from Saved Elsewhere',
      adapter: 'outbox',
      status: 'stored',
    });
    expect(outbox.mail[0]!.body).toContain('the site can send mail');
    expect(JSON.stringify(outbox)).not.toContain('ravi.kumar@gmail.com');

    const bad = new FormData();
    bad.set('intent', 'test-mail');
    bad.set('testEmail', 'ravi@');
    const refused = await callAction(settingsAction, '/admin/settings', bad, adminContext);
    expect(refused).toMatchObject({
      data: { errors: { testEmail: expect.any(String) }, testEmail: 'ravi@' },
      init: { status: 400 },
    });
  });

  test('a test SMS goes to the outbox; the Outbox shows its full text, the phone masked', async () => {
    const form = new FormData();
    form.set('intent', 'test-sms');
    form.set('testPhone', '+91 98480 12356');
    const response = await callAction(settingsAction, '/admin/settings', form, adminContext);
    expect(noticeOf(response)).toBe(
      'Test SMS to 9848012356: stored in the Outbox (no provider set).',
    );
    expect(await lastAudit('settings.test-sms')).toMatchObject({
      actorUserId: admin.id,
      after: { adapter: 'outbox', status: 'sent' },
    });

    const outbox = await callLoader(outboxLoader, '/admin/outbox?channel=sms', adminContext);
    expect(outbox.sms[0]).toMatchObject({
      phone: '98******56',
      adapter: 'outbox',
      status: 'sent',
      fullText: 'Saved Elsewhere: this is a test SMS from the back office. No action needed.',
    });
    expect(JSON.stringify(outbox)).not.toContain('9848012356');

    const bad = new FormData();
    bad.set('intent', 'test-sms');
    bad.set('testPhone', '12345');
    expect(
      await statusOf(() => callAction(settingsAction, '/admin/settings', bad, adminContext)),
    ).toBe(400);
  });

  test('the audit log lists entries newest first, filtered by record type and by who', async () => {
    const other = await createUser({ role: 'admin', firstName: 'Kiran', lastName: 'Babu' });
    await callAction(
      settingsAction,
      '/admin/settings',
      settingsForm({ agencyName: 'Kiran Realty' }),
      contextFor(other),
    );
    const all = await callLoader(auditLoader, '/admin/audit', adminContext);
    expect(all.rows[0]).toMatchObject({
      action: 'settings.update',
      actorLabel: 'Kiran Babu (admin)',
      entityType: 'settings',
    });
    expect(all.rows[0]!.changes).toContainEqual({
      field: 'agencyName',
      before: 'Saved Elsewhere',
      after: 'Kiran Realty',
    });
    expect(all.choices.entityTypes).toContain('settings');
    expect(all.choices.actors.map((a) => a.id)).toEqual(
      expect.arrayContaining([admin.id, other.id]),
    );

    const mine = await callLoader(auditLoader, `/admin/audit?actor=${admin.id}`, adminContext);
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((row) => row.actorUserId === admin.id)).toBe(true);
    const users = await callLoader(auditLoader, '/admin/audit?type=user', adminContext);
    expect(users.rows).toEqual([]);
  });

  test('a user, an agent and a visitor are refused on every Settings, Outbox and Audit request', async () => {
    const user = await createUser({ role: 'user' });
    const agent = await createUser({ role: 'agent' });
    for (const [who, expected] of [
      [user, 403],
      [agent, 403],
      [null, 302],
    ] as const) {
      const context = contextFor(who);
      for (const run of [
        () => callLoader(settingsLoader, '/admin/settings', context),
        () => callLoader(outboxLoader, '/admin/outbox', context),
        () => callLoader(outboxLoader, '/admin/outbox?channel=sms', context),
        () => callLoader(auditLoader, '/admin/audit', context),
        () => callAction(settingsAction, '/admin/settings', settingsForm(), context),
        () => {
          const form = new FormData();
          form.set('intent', 'test-mail');
          return callAction(settingsAction, '/admin/settings', form, context);
        },
        () => {
          const form = new FormData();
          form.set('intent', 'test-sms');
          form.set('testPhone', '9848012345');
          return callAction(settingsAction, '/admin/settings', form, context);
        },
      ]) {
        expect(await statusOf(run)).toBe(expected);
      }
    }
    expect(getSiteSettings().agencyName).toBe('Kiran Realty');
  });
});

// Review (R1) regressions.
describeEachDatabase('back office: settings and audit, bad input and limits', () => {
  test('a NUL byte in a setting or an audit filter, or a post that is not a form, is never a 500', async () => {
    const admin = await createUser({ role: 'admin' });
    const context = contextFor(admin);
    const saved = await callAction(
      settingsAction,
      '/admin/settings',
      settingsForm({ agencyName: 'Amaravati\u0000 Homes' }),
      context,
    );
    expect(noticeOf(saved)).toBe('Settings saved.');
    expect(getSiteSettings().agencyName).toBe('Amaravati Homes');

    const audit = await callLoader(auditLoader, '/admin/audit?type=%00&id=1%00', context);
    expect(audit.filter).toMatchObject({ type: '', id: '1' });

    const url = new URL('/admin/settings', 'http://localhost');
    const request = new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"intent":"save"}',
    });
    const args = { request, params: {}, context, url, pattern: url.pathname };
    expect(await statusOf(() => settingsAction(args as never))).toBe(400);
  });

  test('test sends are limited per admin, so they cannot message strangers in bulk', async () => {
    const admin = await createUser({ role: 'admin' });
    const other = await createUser({ role: 'admin' });
    const send = (who: User, n: number) => {
      const form = new FormData();
      form.set('intent', n % 2 === 0 ? 'test-sms' : 'test-mail');
      form.set('testPhone', `98480${String(10000 + n)}`);
      form.set('testEmail', `stranger${n}@example.in`);
      return callAction(settingsAction, '/admin/settings', form, contextFor(who));
    };
    for (let n = 0; n < 5; n += 1) expect(await statusOf(() => send(admin, n))).toBe(303);
    const refused = await send(admin, 6);
    expect(refused).toMatchObject({
      data: { errors: { testPhone: expect.stringContaining('Too many test messages') } },
      init: { status: 400 },
    });
    expect(
      await getDb().select().from(auditLog).where(eq(auditLog.actorUserId, admin.id)),
    ).toHaveLength(5);
    // Another admin is not held up by the first one's sends.
    expect(await statusOf(() => send(other, 7))).toBe(303);
  });
});
