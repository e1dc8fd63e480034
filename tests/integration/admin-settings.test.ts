import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
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
  getBuyingCostSettings,
  getSiteSettings,
  getSmsDailyBudget,
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
import { latestAudit, outsiders } from '../support/back-office.ts';
import { callRoute, flashOf, form, statusOf, thrownStatus } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// The SMS outbox file and the listing photos go to a scratch folder.
const root = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-admin-settings-'));
process.env.DATA_DIR = root;

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

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
  smsDailyBudget: '750',
  stampDutyPercent: '5',
  transferDutyPercent: '1.5',
  registrationFeePercent: '1',
  homeLoanRatePercent: '8.5',
  buyingCostsSource: 'Registration and Stamps Department, Government of Andhra Pradesh',
  buyingCostsSourceUrl: 'https://registration.ap.gov.in/',
};

/** The Settings form, valid unless told; a null leaves a field out (an unticked box). */
function settingsForm(overrides: Partial<Record<keyof typeof VALID, string | null>> = {}) {
  const fields = Object.entries({ ...VALID, ...overrides }).filter(([, value]) => value !== null);
  return form({ intent: 'save', ...(Object.fromEntries(fields) as Record<string, string>) });
}

/** Posts `body` to the Settings page as `user`. */
const postSettings = (body: FormData, user: User | null) =>
  callRoute(settingsAction, '/admin/settings', { user, body });

/** A back-office page's loader data, as `user`. */
const pageAt = <F extends (args: never) => unknown>(loader: F, path: string, user: User | null) =>
  callRoute(loader, path, { user });

/** A flat for sale added by `owner` as an owner adds one: the form, a photo, createListing. */
async function addListing(owner: User, fields: Record<string, string> = {}) {
  const { city, areas } = await createCity();
  const parsed = parseListingForm({
    ...FLAT_FOR_SALE_FIELDS,
    ...fields,
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
  return createListing(
    { id: owner.id, role: owner.role },
    toPropertyValues(parsed.value),
    drafts.map((d) => d.id),
    { storage },
  );
}

describeEachDatabase('back office: settings, outbox and audit log', () => {
  let admin: User;

  beforeAll(async () => {
    await reloadSiteSettings();
    admin = await createUser({ role: 'admin', firstName: 'Anita', lastName: 'Rao' });
  });

  afterAll(async () => {
    // The next database block starts from the configuration again.
    await getDb().delete(siteSettings);
    await reloadSiteSettings();
  });

  test('an admin saves the settings: stored, every page reads them at once, audited', async () => {
    const before = getSiteSettings();
    const response = await postSettings(settingsForm(), admin);
    expect(flashOf(response)?.text).toBe('Settings saved.');

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
    expect(getSmsDailyBudget()).toBe(750);
    const rows = await getDb().select().from(siteSettings);
    expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toMatchObject({
      agencyName: 'Amaravati Homes',
      heartbeatDays: 45,
    });
    expect(rows.every((row) => row.updatedBy === admin.id)).toBe(true);

    const entry = await latestAudit('settings.update');
    expect(entry).toMatchObject({ actorUserId: admin.id, entityType: 'settings' });
    expect(entry!.before).toMatchObject({ agencyName: before.agencyName });
    expect(entry!.after).toMatchObject({ agencyName: 'Amaravati Homes', heartbeatDays: 45 });
    // Only what changed: moderation was on before and after.
    expect(entry!.after).not.toHaveProperty('moderation');

    const page = await pageAt(settingsLoader, '/admin/settings', admin);
    expect(page.values).toMatchObject({ agencyName: 'Amaravati Homes', phone2: '0863 223 4567' });
  });

  test('invalid values are refused with a message beside each field, kept as typed, nothing saved', async () => {
    const saved = getSiteSettings();
    const auditBefore = await getDb().select().from(auditLog);
    const result = await postSettings(
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
        smsDailyBudget: '0',
      }),
      admin,
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
      smsDailyBudget: 'Enter a whole number from 1 to 10,00,000.',
    });
    expect(answer.data.values).toMatchObject({
      email: 'not-an-email',
      phone1: '12345',
      socialInstagram: 'javascript:alert(1)',
      heartbeatDays: '0',
    });
    expect(getSiteSettings()).toEqual(saved);
    expect(await getDb().select().from(auditLog)).toHaveLength(auditBefore.length);

    const noPhone = await postSettings(settingsForm({ phone1: '', phone2: '' }), admin);
    expect((noPhone as unknown as { data: { errors: object } }).data.errors).toEqual({
      phone1: 'Enter at least one phone number.',
    });
  });

  test('the buying costs and the loan rate are percentages with decimals, from their source', async () => {
    const refused = await postSettings(
      settingsForm({
        stampDutyPercent: '25',
        transferDutyPercent: 'one and a half',
        registrationFeePercent: '1.125',
        homeLoanRatePercent: '0',
        buyingCostsSource: ' ',
        buyingCostsSourceUrl: 'http://registration.ap.gov.in/',
      }),
      admin,
    );
    expect((refused as unknown as { data: { errors: object } }).data.errors).toEqual({
      stampDutyPercent: 'Enter a percentage from 0 to 20, e.g. 1.5.',
      transferDutyPercent: 'Enter a percentage from 0 to 20, e.g. 1.5.',
      registrationFeePercent: 'Enter a percentage from 0 to 20, e.g. 1.5.',
      homeLoanRatePercent: 'Enter a rate from 1 to 30 %, e.g. 8.5.',
      buyingCostsSource: 'Enter where the rates come from.',
      buyingCostsSourceUrl: 'Enter an https:// link to the page the rates come from.',
    });
    expect(getBuyingCostSettings()).toMatchObject({
      stampDutyPercent: 5,
      homeLoanRatePercent: 8.5,
    });

    await postSettings(
      settingsForm({
        stampDutyPercent: '5.5',
        homeLoanRatePercent: '9,25',
        buyingCostsSource: 'IGRS AP',
      }),
      admin,
    );
    expect(getBuyingCostSettings()).toEqual({
      stampDutyPercent: 5.5,
      transferDutyPercent: 1.5,
      registrationFeePercent: 1,
      homeLoanRatePercent: 9.25,
      source: 'IGRS AP',
      sourceUrl: 'https://registration.ap.gov.in/',
    });
    await postSettings(settingsForm(), admin);
    expect(getBuyingCostSettings().stampDutyPercent).toBe(5);
  });

  test('a counter left blank is counted live; a number typed is shown instead', async () => {
    await createCity();
    const live = await getAgencyCounters();
    expect(live.citiesServed).toBeGreaterThanOrEqual(1);

    await postSettings(settingsForm({ counterListings: '560', counterYears: '15' }), admin);
    const fixed = await getAgencyCounters();
    expect(fixed.activeListings).toBe(560);
    expect(fixed.citiesServed).toBe(live.citiesServed);
    expect(new Date().getFullYear() - fixed.firstYear!).toBe(15);

    await postSettings(settingsForm(), admin);
    expect(await getAgencyCounters()).toEqual(live);
    // A blank counter has no row: the configuration (live count) applies.
    const keys = (await getDb().select().from(siteSettings)).map((row) => row.key);
    expect(keys).not.toContain('counterListings');
  });

  test('with moderation off, an owner’s new listing goes live at once', async () => {
    await postSettings(settingsForm({ moderation: null }), admin);
    expect(getListingRules().moderation).toBe(false);

    const owner = await createUser({ createdAt: new Date(Date.now() - 365 * 86_400_000) });
    const created = await addListing(owner, { bhk: '2bhk' });
    expect(created).toMatchObject({ ok: true, value: { status: 'active' } });

    await postSettings(settingsForm(), admin);
    expect(getListingRules().moderation).toBe(true);
  });

  test('the saved heartbeat days decide which listings the sweep expires', async () => {
    await postSettings(settingsForm({ heartbeatDays: '10' }), admin);
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
    const listingStatus = async (id: number) =>
      (await getDb().select().from(properties).where(eq(properties.id, id)))[0]!.status;
    // 12 days unconfirmed expires under 10 days (it would not under the default 30); 8 does not.
    expect(await listingStatus(stale.id)).toBe('expired');
    expect(await listingStatus(fresh.id)).toBe('active');
    await postSettings(settingsForm(), admin);
  });

  test('the saved daily listing limit decides when a new account is refused', async () => {
    await postSettings(settingsForm({ dailyListingLimit: '1' }), admin);
    const owner = await createUser();
    expect((await addListing(owner)).ok).toBe(true);
    expect(await addListing(owner)).toMatchObject({ ok: false, reason: 'daily-limit', limit: 1 });
    await postSettings(settingsForm(), admin);
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
    const page = await pageAt(settingsLoader, '/admin/settings', admin);
    expect(page.delivery).toMatchObject({
      mail: { adapter: 'outbox', host: null },
      sms: { adapter: 'outbox', host: null },
    });
  });

  test('a test email goes through the mail adapter; the Outbox lists it with the recipient masked', async () => {
    const response = await postSettings(
      form({ intent: 'test-mail', testEmail: 'ravi.kumar@gmail.com' }),
      admin,
    );
    expect(flashOf(response)?.text).toBe(
      'Test email to ravi.kumar@gmail.com: stored in the Outbox (no provider set).',
    );
    expect(await latestAudit('settings.test-mail')).toMatchObject({
      actorUserId: admin.id,
      after: { adapter: 'outbox', status: 'stored' },
    });

    const outbox = await pageAt(outboxLoader, '/admin/outbox', admin);
    expect(outbox.channel).toBe('mail');
    expect(outbox.mail[0]).toMatchObject({
      to: ['ra***@gmail.com'],
      subject: 'Test email from Saved Elsewhere',
      adapter: 'outbox',
      status: 'stored',
    });
    expect(outbox.mail[0]!.body).toContain('the site can send mail');
    expect(JSON.stringify(outbox)).not.toContain('ravi.kumar@gmail.com');

    const refused = await postSettings(form({ intent: 'test-mail', testEmail: 'ravi@' }), admin);
    expect(refused).toMatchObject({
      data: { errors: { testEmail: expect.any(String) }, testEmail: 'ravi@' },
      init: { status: 400 },
    });
  });

  test('a test SMS goes to the outbox; the Outbox shows its text, the phone masked', async () => {
    const response = await postSettings(
      form({ intent: 'test-sms', testPhone: '+91 98480 12356' }),
      admin,
    );
    expect(flashOf(response)?.text).toBe(
      'Test SMS to 9848012356: stored in the Outbox (no provider set).',
    );
    expect(await latestAudit('settings.test-sms')).toMatchObject({
      actorUserId: admin.id,
      after: { adapter: 'outbox', status: 'sent' },
    });

    const outbox = await pageAt(outboxLoader, '/admin/outbox?channel=sms', admin);
    expect(outbox.sms[0]).toMatchObject({
      phone: '98******56',
      adapter: 'outbox',
      status: 'sent',
      maskedBody: 'Saved Elsewhere: this is a test SMS from the back office. No action needed.',
    });
    expect(JSON.stringify(outbox)).not.toContain('9848012356');

    const bad = await postSettings(form({ intent: 'test-sms', testPhone: '12345' }), admin);
    expect(statusOf(bad)).toBe(400);
  });

  test('the audit log lists entries newest first, filtered by record type and by who', async () => {
    const other = await createUser({ role: 'admin', firstName: 'Kiran', lastName: 'Babu' });
    await postSettings(settingsForm({ agencyName: 'Kiran Realty' }), other);
    const all = await pageAt(auditLoader, '/admin/audit', admin);
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

    const mine = await pageAt(auditLoader, `/admin/audit?actor=${admin.id}`, admin);
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((row) => row.actorUserId === admin.id)).toBe(true);
    const users = await pageAt(auditLoader, '/admin/audit?type=user', admin);
    expect(users.rows).toEqual([]);
  });

  test('a user, an agent and a visitor are refused on every Settings, Outbox and Audit request', async () => {
    for (const [who, expected] of await outsiders()) {
      for (const run of [
        () => pageAt(settingsLoader, '/admin/settings', who),
        () => pageAt(outboxLoader, '/admin/outbox', who),
        () => pageAt(outboxLoader, '/admin/outbox?channel=sms', who),
        () => pageAt(auditLoader, '/admin/audit', who),
        () => postSettings(settingsForm(), who),
        () => postSettings(form({ intent: 'test-mail' }), who),
        () => postSettings(form({ intent: 'test-sms', testPhone: '9848012345' }), who),
      ]) {
        expect(await thrownStatus(run)).toBe(expected);
      }
    }
    expect(getSiteSettings().agencyName).toBe('Kiran Realty');
  });
});

// Review (R1) regressions.
describeEachDatabase('back office: settings and audit, bad input and limits', () => {
  test('a NUL byte in a setting or an audit filter, or a post that is not a form, is never a 500', async () => {
    const admin = await createUser({ role: 'admin' });
    const saved = await postSettings(settingsForm({ agencyName: 'Amaravati\u0000 Homes' }), admin);
    expect(flashOf(saved)?.text).toBe('Settings saved.');
    expect(getSiteSettings().agencyName).toBe('Amaravati Homes');

    const audit = await pageAt(auditLoader, '/admin/audit?type=%00&id=1%00', admin);
    expect(audit.filters).toMatchObject({ type: '', id: '1' });

    const json = '{"intent":"save"}';
    const jsonPost = callRoute(settingsAction, '/admin/settings', { user: admin, json });
    expect(await thrownStatus(jsonPost)).toBe(400);
  });

  test('test sends are limited per admin, so they cannot message strangers in bulk', async () => {
    const admin = await createUser({ role: 'admin' });
    const other = await createUser({ role: 'admin' });
    const send = (who: User, n: number) =>
      postSettings(
        form({
          intent: n % 2 === 0 ? 'test-sms' : 'test-mail',
          testPhone: `98480${String(10000 + n)}`,
          testEmail: `stranger${n}@example.in`,
        }),
        who,
      );
    for (let n = 0; n < 5; n += 1) expect(statusOf(await send(admin, n))).toBe(303);
    const refused = await send(admin, 6);
    expect(refused).toMatchObject({
      data: { errors: { testPhone: expect.stringContaining('Too many test messages') } },
      init: { status: 400 },
    });
    expect(
      await getDb().select().from(auditLog).where(eq(auditLog.actorUserId, admin.id)),
    ).toHaveLength(5);
    // Another admin is not held up by the first one's sends.
    expect(statusOf(await send(other, 7))).toBe(303);
  });
});
