import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { mailMessages, smsMessages, users, visitRequests } from '../../app/db/schema/index.ts';
import { changeVisitStatus } from '../../app/features/admin/inbox/inbox-commands.server.ts';
import { createPropertyInquiry } from '../../app/features/inquiries/inquiries.server.ts';
import { subscribeToNewsletter } from '../../app/features/newsletter/newsletter.server.ts';
import { requestResetCode } from '../../app/features/password-reset/password-reset.server.ts';
import { getSiteSettings } from '../../app/features/settings/site-settings.server.ts';
import { todayInKolkata } from '../../app/features/visits/visit-fields.ts';
import { formatDate } from '../../app/i18n/format.ts';
import { action as languageAction } from '../../app/routes/language.ts';
import { action as profileAction } from '../../app/routes/my-account/profile.tsx';
import { action as registerAction } from '../../app/routes/register.tsx';
import { createProperty, createUser } from '../factories/index.ts';
import { answerOf, callRoute, form, statusOf } from '../support/call-route.ts';
import { checkoutForm, postCheckout } from '../support/checkout.ts';
import { scratchDataDir } from '../support/scratch-data-dir.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Issue 26: mail and SMS in the recipient's language. A visitor's booking is answered in the
// language of the page it was sent from; a lister or owner is texted in the language of their
// account (set at registration, changed with the language list); English stays as it was.

process.env.FORM_MIN_FILL_MS = '0';
scratchDataDir('nivasa-message-languages-');

let counter = 0;
/** A phone and an address of their own per booking, so the per-number caps never meet. */
const freshPhone = () => `96000${String(++counter).padStart(5, '0')}`;
let ipCounter = 0;
const freshIp = () => `10.26.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;

const textsTo = async (phone: string) =>
  (await getDb().select().from(smsMessages).where(eq(smsMessages.phone, phone))).map(
    (sms) => sms.maskedBody,
  );

const mailsTo = (address: string) =>
  getDb()
    .select()
    .from(mailMessages)
    .where(sql`${address} = any(${mailMessages.to})`);

/** Books `propertyIds` from `page` ('/te/checkout'); the reference it was given. */
async function book(page: string, propertyIds: number[], fields: Record<string, string>) {
  const answer = await postCheckout(propertyIds, {
    path: page,
    clientIp: freshIp(),
    body: checkoutForm({ timeSlot: 'evening', preferredDate: todayInKolkata(), ...fields }),
  });
  expect(answer).toBeInstanceOf(Response);
  const location = (answer as Response).headers.get('Location')!;
  return new URL(location, 'http://localhost').searchParams.get('done')!;
}

describeEachDatabase('mail and SMS in the recipient’s language', () => {
  test('a booking from a Telugu page is answered in Telugu; its Hindi lister is texted in Hindi, its English one as before', async () => {
    const { agencyName, siteUrl } = getSiteSettings();
    const hindiLister = await createUser({ locale: 'hi' });
    const englishLister = await createUser();
    const villa = await createProperty({ ownerId: hindiLister.id, title: 'Villa in Mangalagiri' });
    const plot = await createProperty({ ownerId: englishLister.id, title: 'Plot near Amaravati' });
    const phone = freshPhone();
    const reference = await book('/te/checkout', [villa.id, plot.id], {
      name: 'Ravi <b>Teja</b>',
      phone,
      email: 'ravi.telugu@example.in',
      notes: 'Call me http://spam.example',
    });

    // The buyer's SMS: the Telugu words, the Telugu slot, the Telugu tracking page.
    const [sms] = await textsTo(phone);
    expect(sms).toContain(`మీ సైట్ విజిట్ అభ్యర్థన ${reference} మాకు అందింది`);
    expect(sms).toContain('సాయంత్రం (4 – 7)');
    expect(sms).toContain('నిర్ధారించడానికి మేము మీకు ఫోన్ చేస్తాం.');
    expect(sms).toContain(`ట్రాక్ చేయండి: ${siteUrl}/te/order-tracking?reference=${reference}`);
    expect(sms).not.toMatch(/site visit|Track it|Evening/);
    // Still nothing the booker typed.
    expect(sms).not.toContain('Ravi');
    expect(sms).not.toContain('spam.example');

    // The buyer's mail, Telugu from the subject down, the date in Telugu too.
    const [mail] = await mailsTo('ravi.telugu@example.in');
    expect(mail?.subject).toBe(`మీ సైట్ విజిట్ అభ్యర్థన ${reference}`);
    expect(mail?.body).toMatch(/^నమస్కారం,\n/);
    expect(mail?.body).toContain(formatDate(todayInKolkata(), 'te', 'dayFirst'));
    expect(mail?.body).toMatch(
      /(జనవరి|ఫిబ్రవరి|మార్చి|ఏప్రిల్|మే|జూన్|జులై|జూలై|ఆగస్టు|సెప్టెంబర్|అక్టోబర్|నవంబర్|డిసెంబర్)/,
    );
    expect(mail?.body).toContain('ప్రాపర్టీలు:');
    expect(mail?.body).toContain(`- Villa in Mangalagiri (${siteUrl}/te/product-details/`);
    expect(mail?.body).toContain('సమయాన్ని నిర్ధారించడానికి మేము మీకు ఫోన్ చేస్తాం.');
    expect(mail?.body).not.toMatch(/Hello|site visit|Properties:/);
    expect(mail?.body).not.toContain('Ravi');

    // The Hindi lister, in Hindi with the Hindi slot; the English lister, word for word as before.
    const [hindi] = await textsTo(hindiLister.phone);
    expect(hindi).toBe(
      `${agencyName}: आपकी प्रॉपर्टी "Villa in Mangalagiri" के लिए ${formatDate(todayInKolkata(), 'hi', 'dayFirst')}, शाम (4 – 7 बजे) साइट विज़िट का अनुरोध आया है। रेफ़रेंस ${reference}। पुष्टि के लिए हम आपको कॉल करेंगे।`,
    );
    const [english] = await textsTo(englishLister.phone);
    expect(english).toBe(
      `${agencyName}: a site visit to "Plot near Amaravati" is requested for ${formatDate(todayInKolkata(), 'en', 'dayFirst')}, Evening (4 – 7 pm). Ref ${reference}. We will call you to confirm.`,
    );

    // Confirming it later is in Telugu too: the booking remembers its language.
    const admin = await createUser({ role: 'admin' });
    const staff = { ...admin, imageKey: null, mustChangePassword: false, role: 'admin' as const };
    const [row] = await getDb()
      .select({ id: visitRequests.id })
      .from(visitRequests)
      .where(eq(visitRequests.reference, reference));
    expect(await changeVisitStatus(staff, row!.id, 'confirmed')).toMatchObject({ ok: true });
    expect(await textsTo(phone)).toContainEqual(expect.stringContaining(`మీ సైట్ విజిట్ ${reference}`));
    const subjects = (await mailsTo('ravi.telugu@example.in')).map((sent) => sent.subject);
    expect(subjects).toContain(`మీ సైట్ విజిట్ ${reference} ఖరారైంది`);
  });

  test('a booking from an English page is told exactly as before', async () => {
    const { agencyName, siteUrl } = getSiteSettings();
    const property = await createProperty({ title: 'Flat in Brodipet' });
    const phone = freshPhone();
    const reference = await book('/checkout', [property.id], { phone, email: 'en@example.in' });
    const when = `${formatDate(todayInKolkata(), 'en', 'dayFirst')}, Evening (4 – 7 pm)`;
    expect(await textsTo(phone)).toEqual([
      `${agencyName}: we have your site visit request ${reference} for ${when}. We will call you to confirm. Track it: ${siteUrl}/order-tracking?reference=${reference}`,
    ]);
    const [mail] = await mailsTo('en@example.in');
    expect(mail?.subject).toBe(`Your site visit request ${reference}`);
    expect(mail?.body).toContain(
      [
        'Hello,',
        '',
        `We have your site visit request ${reference} for ${when}.`,
        'We will call you to confirm the time.',
        '',
        'Properties:',
        `- Flat in Brodipet (${siteUrl}/product-details/${property.id})`,
        '',
        `Track your request at ${siteUrl}/order-tracking?reference=${reference} with reference ${reference} and your email or phone.`,
        '',
        agencyName,
      ].join('\n'),
    );
  });

  test('registering on a Telugu page and choosing Hindi later: the lister’s texts follow the account', async () => {
    const phone = freshPhone();
    const registered = await callRoute(registerAction, '/te/register', {
      clientIp: freshIp(),
      body: form({
        firstName: 'Lakshmi',
        lastName: 'Devi',
        phone,
        password: 'Secret-pass-26',
        confirmPassword: 'Secret-pass-26',
        consentTerms: 'on',
      }),
    });
    expect(registered).toBeInstanceOf(Response);
    const [lister] = await getDb().select().from(users).where(eq(users.phone, phone));
    const home = await createProperty({ ownerId: lister!.id, title: 'House in Arundelpet' });
    const message = { name: 'Visitor', email: 'visitor@example.in', message: 'Is it free?' };

    await createPropertyInquiry({ propertyId: home.id, ...message });
    expect(await textsTo(phone)).toEqual([
      `"House in Arundelpet" గురించి కొత్త మెసేజ్ వచ్చింది. నా ఖాతా > మెసేజ్‌లు లో చదవండి: ${getSiteSettings().siteUrl}/te/my-account/messages`,
    ]);

    // The language list, signed in: the account's texts are Hindi from now on.
    const chosen = await callRoute(languageAction, '/language', {
      user: lister!,
      body: form({ locale: 'hi', redirectTo: '/te/my-account' }),
    });
    expect((chosen as Response).headers.get('Location')).toBe('/hi/my-account');
    await createPropertyInquiry({ propertyId: home.id, ...message });
    expect((await textsTo(phone))[1]).toBe(
      `"House in Arundelpet" के बारे में नया संदेश आया है। मेरा खाता > संदेश में पढ़ें: ${getSiteSettings().siteUrl}/hi/my-account/messages`,
    );

    // A reset code asked for without a page (no language known) comes in the account's.
    const asked = await requestResetCode({ phone, clientIp: freshIp() });
    expect(asked.ok).toBe(true);
    expect((await textsTo(phone))[2]).toMatch(/^\*{6} पासवर्ड रीसेट करने के लिए आपका .+ कोड है।/);
  });

  test('My Account › Profile sets the language of the account’s SMS; a language that is none of the three is refused', async () => {
    const lister = await createUser({ firstName: 'Suresh', lastName: 'Babu' });
    const home = await createProperty({ ownerId: lister.id, title: 'Flat in Lakshmipuram' });
    const profile = (locale: string) =>
      callRoute(profileAction, '/my-account/profile?edit=1', {
        user: lister,
        body: form({ firstName: 'Suresh', lastName: 'Babu', phone: lister.phone, locale }),
      });

    const refused = await profile('fr');
    expect(answerOf(refused)).toMatchObject({
      status: 400,
      data: { errors: { locale: 'myAccount.profile.messageLanguageInvalid' } },
    });

    expect(statusOf(await profile('te'))).toBe(302);
    await createPropertyInquiry({
      propertyId: home.id,
      name: 'Visitor',
      email: 'visitor@example.in',
      message: 'Is it free?',
    });
    expect(await textsTo(lister.phone)).toEqual([
      `"Flat in Lakshmipuram" గురించి కొత్త మెసేజ్ వచ్చింది. నా ఖాతా > మెసేజ్‌లు లో చదవండి: ${getSiteSettings().siteUrl}/te/my-account/messages`,
    ]);
  });

  test('the newsletter’s confirmation is written in the language of the page it was asked from', async () => {
    await subscribeToNewsletter({ email: 'chadivey@example.in', locale: 'te', source: 'footer' });
    const [mail] = await mailsTo('chadivey@example.in');
    expect(mail?.subject).toBe(`${getSiteSettings().agencyName} వార్తాలేఖకు మీ సభ్యత్వం నమోదైంది`);
    expect(mail?.body).toContain('గుంటూరు, అమరావతి, విజయవాడలో');
    expect(mail?.body).toContain(`${getSiteSettings().siteUrl}/te`);

    await subscribeToNewsletter({ email: 'reader@example.in', locale: 'en', source: 'footer' });
    const [english] = await mailsTo('reader@example.in');
    expect(english?.subject).toBe(`You are subscribed to ${getSiteSettings().agencyName}`);
    expect(english?.body).toContain('No more than a few messages a month.');
  });
});
