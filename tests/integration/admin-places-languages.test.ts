import { afterAll, beforeAll, expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { siteSettings, type User } from '../../app/db/schema/index.ts';
import { reloadSiteSettings } from '../../app/features/settings/site-settings.server.ts';
import { translate } from '../../app/i18n/translate.ts';
import { action as placesAction } from '../../app/routes/admin/places.tsx';
import {
  action as settingsAction,
  loader as settingsLoader,
} from '../../app/routes/admin/settings.tsx';
import { createCity, createProperty, createUser } from '../factories/index.ts';
import { answerOf, callRoute, flashOf, form } from '../support/call-route.ts';
import { scratchDataDir } from '../support/scratch-data-dir.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Cities and areas, and Settings, under /te/admin and /hi/admin (issue 26): the messages
// beside the fields and the notices after a change are in the page's language. The English
// ones are held by admin-places.test.ts and admin-settings.test.ts.

// The SMS outbox file goes to a scratch folder.
scratchDataDir('nivasa-admin-places-languages-');

type Refusal = { errors: Record<string, string>; values: Record<string, string> };

const postPlaces = (user: User, pathname: string, fields: Record<string, string>) =>
  callRoute(placesAction, pathname, { user, body: new URLSearchParams(fields) });

const postSettings = (user: User, pathname: string, fields: Record<string, string>) =>
  callRoute(settingsAction, pathname, { user, body: form(fields) });

/** The Settings form as the page shows it (the settings in force), to post back. */
async function settingsAsShown(user: User): Promise<Record<string, string>> {
  const { values } = await callRoute(settingsLoader, '/admin/settings', { user });
  const { moderation, ...text } = values;
  return { intent: 'save', ...text, ...(moderation ? { moderation: 'on' } : {}) };
}

describeEachDatabase('admin places and settings in Telugu and Hindi', () => {
  let admin: User;

  beforeAll(async () => {
    await reloadSiteSettings();
    admin = await createUser({ role: 'admin' });
  });

  afterAll(async () => {
    await getDb().delete(siteSettings);
    await reloadSiteSettings();
  });

  test('a place added, refused or merged under /te/admin and /hi/admin is told in that language', async () => {
    const added = await postPlaces(admin, '/te/admin/places', {
      intent: 'add-city',
      name: 'Tenali',
    });
    expect(flashOf(added)?.text).toBe('నగరం “Tenali” జోడించబడింది.');

    const again = answerOf<Refusal>(
      await postPlaces(admin, '/te/admin/places', { intent: 'add-city', name: 'TENALI' }),
    );
    expect(again.status).toBe(400);
    expect(again.data.errors.name).toBe('ఈ పేరుతో ఇప్పటికే ఒక నగరం ఉంది.');

    const badArea = answerOf<Refusal>(
      await postPlaces(admin, '/hi/admin/places', {
        intent: 'add-area',
        cityId: '',
        name: 'x'.repeat(61),
        pincode: '12',
      }),
    );
    expect(badArea.data.errors).toEqual({
      cityId: 'शहर चुनें।',
      name: 'नाम 60 अक्षरों या उससे कम का रखें।',
      pincode: '6 अंकों का पिनकोड लिखें।',
    });

    const {
      city,
      areas: [from, into],
    } = await createCity({}, ['Old Market', 'New Market']);
    await createProperty({ cityId: city.id, areaId: from!.id });
    await createProperty({ cityId: city.id, areaId: from!.id });
    const merged = await postPlaces(admin, '/hi/admin/places', {
      intent: 'merge-area',
      areaId: String(from!.id),
      intoAreaId: String(into!.id),
    });
    expect(flashOf(merged)?.text).toBe(
      '“Old Market” को “New Market” में मर्ज किया गया: 2 लिस्टिंग उसमें चली गईं।',
    );
    const renamed = await postPlaces(admin, '/te/admin/places', {
      intent: 'rename-area',
      areaId: String(into!.id),
      name: 'New Market',
      nameTe: 'కొత్త మార్కెట్',
    });
    expect(flashOf(renamed)?.text).toBe('“New Market” పేర్లు సేవ్ అయ్యాయి.');
  });

  test('every message the settings form gives is in the page’s language', async () => {
    const shown = await settingsAsShown(admin);
    const refused = answerOf<Refusal>(
      await postSettings(admin, '/te/admin/settings', {
        ...shown,
        agencyName: '  ',
        email: 'not-an-email',
        phone1: '12345',
        address: 'x'.repeat(301),
        socialFacebook: 'http://www.facebook.com/amaravatihomes',
        socialYoutube: `https://www.youtube.com/${'x'.repeat(300)}`,
        counterListings: 'many',
        counterCities: '2000000000',
        heartbeatDays: '0',
        dailyListingLimit: '5000',
        smsDailyBudget: '0',
      }),
    );
    expect(refused.status).toBe(400);
    const te = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
      translate('te', key, params);
    expect(refused.data.errors).toEqual({
      agencyName: te('admin.places.settings.error.agencyName'),
      email: te('admin.places.settings.error.email'),
      phone1: te('admin.places.settings.error.phone'),
      address: te('admin.places.settings.error.addressTooLong', { max: 300 }),
      socialFacebook: te('admin.places.settings.error.link', { site: 'Facebook' }),
      socialYoutube: te('admin.places.settings.error.linkTooLong', { max: 300 }),
      counterListings: te('admin.places.settings.error.counter'),
      counterCities: te('admin.places.settings.error.counterTooBig'),
      heartbeatDays: te('admin.places.settings.error.heartbeatDays', { min: 1, max: 365 }),
      dailyListingLimit: te('admin.places.settings.error.wholeNumber', { min: 1, max: 1000 }),
      smsDailyBudget: te('admin.places.settings.error.wholeNumber', { min: 1, max: '10,00,000' }),
    });
    // Each is the Telugu text, with the limits filled in.
    expect(refused.data.errors.smsDailyBudget).toBe('1 నుంచి 10,00,000 వరకు పూర్ణ సంఖ్య నమోదు చేయండి.');
    for (const message of Object.values(refused.data.errors)) {
      expect(message).toMatch(/[\u0c00-\u0c7f]/);
    }

    const more = answerOf<Refusal>(
      await postSettings(admin, '/hi/admin/settings', {
        ...shown,
        agencyName: 'x'.repeat(81),
        phone1: '',
        phone2: '',
        phone3: '',
        address: '',
        counterAgents: '-1',
      }),
    );
    expect(more.data.errors).toEqual({
      agencyName: 'नाम 80 अक्षरों से कम रखें।',
      phone1: 'कम से कम एक फ़ोन नंबर लिखें।',
      address: 'ऑफ़िस का पता लिखें।',
      // '-1' is not a whole number as typed: the counter's own message.
      counterAgents: 'पूरी संख्या लिखें, या लाइव गिनती के लिए खाली छोड़ें।',
    });

    const saved = await postSettings(admin, '/hi/admin/settings', {
      ...shown,
      agencyName: 'Amaravati Homes',
    });
    expect(flashOf(saved)?.text).toBe('सेटिंग्स सेव हो गईं।');
    const unchanged = await postSettings(admin, '/te/admin/settings', {
      ...shown,
      agencyName: 'Amaravati Homes',
    });
    expect(flashOf(unchanged)?.text).toBe('ఏమీ మారలేదు.');
  });

  test('a test send and its refusals are told in the page’s language', async () => {
    const sent = await postSettings(admin, '/te/admin/settings', {
      intent: 'test-mail',
      testEmail: 'ravi.kumar@gmail.com',
    });
    expect(flashOf(sent)?.text).toBe(
      'ravi.kumar@gmail.comకి టెస్ట్ ఈమెయిల్: అవుట్‌బాక్స్‌లో నిల్వ అయింది (ప్రొవైడర్ సెట్ చేయలేదు).',
    );
    const badMail = answerOf<Refusal>(
      await postSettings(admin, '/hi/admin/settings', { intent: 'test-mail', testEmail: 'ravi@' }),
    );
    expect(badMail.data.errors.testEmail).toBe('hello@agency.in जैसा ईमेल पता लिखें, या खाली छोड़ें।');
    const badPhone = answerOf<Refusal>(
      await postSettings(admin, '/te/admin/settings', { intent: 'test-sms', testPhone: '12345' }),
    );
    expect(badPhone.status).toBe(400);
    expect(badPhone.data.errors.testPhone).toBe(
      '10 అంకెల భారతీయ మొబైల్ నంబర్ నమోదు చేయండి, ఉదా. 98480 12345.',
    );
  });
});
