import { adminEn } from './admin/admin-en.ts';
import { adminHi } from './admin/admin-hi.ts';
import { adminTe } from './admin/admin-te.ts';
import { expect, test } from 'vitest';
import { en } from './en.ts';
import { hi } from './hi.ts';
import { te } from './te.ts';
import { translate } from './translate.ts';
import { mayStayEnglish } from './untranslated.ts';

test('parameters are filled in', () => {
  expect(translate('en', 'footer.copyright', { year: 2026, agency: 'Nivasa' })).toBe(
    '© 2026 Nivasa. All rights reserved.',
  );
});

test('Telugu and Hindi pages show their own texts, plurals by the language’s rules', () => {
  expect(translate('te', 'nav.home')).toBe(te['nav.home']);
  expect(translate('hi', 'nav.home')).toBe(hi['nav.home']);
  expect(translate('hi', 'myAccount.visits.count', { count: 1 })).toBe(
    hi['myAccount.visits.count.one'].replace('{count}', '1'),
  );
  expect(translate('te', 'myAccount.visits.count', { count: 3 })).toBe(
    te['myAccount.visits.count'].replace('{count}', '3'),
  );
});

test('a count is written with Indian grouping in every language; other numbers as they are', () => {
  expect(translate('en', 'portfolio.count', { count: 1234567 })).toBe(
    '12,34,567 properties sold or rented',
  );
  expect(translate('te', 'portfolio.count', { count: 1234 })).toBe(
    'అమ్మిన లేదా అద్దెకు ఇచ్చిన 1,234 ప్రాపర్టీలు',
  );
  expect(translate('hi', 'blog.views', { count: 25000 })).toBe('25,000 बार देखा गया');
  expect(translate('en', 'footer.copyright', { year: 2026, agency: 'Nivasa' })).toContain('2026');
});

test('one of something reads in the singular in Telugu and Hindi', () => {
  expect(translate('te', 'search.count.one', { count: '1' })).toBe('1 ప్రాపర్టీ దొరికింది');
  expect(translate('hi', 'search.count.one', { count: '1' })).toBe('1 प्रॉपर्टी मिली');
  expect(translate('hi', 'search.count.other', { count: '2' })).toBe('2 प्रॉपर्टी मिलीं');
  expect(translate('te', 'myAccount.visits.count', { count: 1 })).toBe('1 విజిట్ అభ్యర్థన');
  expect(translate('te', 'portfolio.count', { count: 1 })).toBe('అమ్మిన లేదా అద్దెకు ఇచ్చిన 1 ప్రాపర్టీ');
  expect(translate('hi', 'portfolio.count', { count: 1 })).toBe('1 प्रॉपर्टी बिकी या किराये पर दी गई');
  expect(translate('hi', 'portfolio.count', { count: 2 })).toBe('2 प्रॉपर्टी बिकीं या किराये पर दी गईं');
});

test('Telugu and Hindi translate every English key, keep its parameters, and copy no English text', () => {
  const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  const keys = Object.keys(en) as (keyof typeof en)[];
  expect(keys.length).toBeGreaterThan(1000);
  for (const [name, catalogue] of [
    ['te', te],
    ['hi', hi],
  ] as const) {
    const problems: string[] = [];
    for (const key of keys) {
      const text = catalogue[key];
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${name} lacks ${key}`);
      else if (params(text).join() !== params(en[key]).join())
        problems.push(`${name} ${key}: parameters differ`);
      else if (text === en[key] && !mayStayEnglish(text))
        problems.push(`${name} ${key}: the English text, untranslated`);
    }
    for (const key of Object.keys(catalogue)) {
      if (!(key in en)) problems.push(`${name} has ${key}, which English lacks`);
    }
    expect(problems).toEqual([]);
  }
});

test('the back office is in Telugu and Hindi too: every key, its parameters, nothing left in English', () => {
  const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  const english: Record<string, string> = adminEn;
  const problems: string[] = [];
  for (const key of Object.keys(english)) {
    if (!key.startsWith('admin.')) problems.push(`${key}: a back-office key starts with admin.`);
    if (key in en) problems.push(`${key}: also a key of the site`);
  }
  for (const [name, catalogue] of [
    ['te', adminTe],
    ['hi', adminHi],
  ] as const) {
    const texts: Record<string, string> = catalogue;
    for (const [key, text] of Object.entries(english)) {
      const translated = texts[key];
      if (typeof translated !== 'string' || translated.trim() === '')
        problems.push(`${name} lacks ${key}`);
      else if (params(translated).join() !== params(text).join())
        problems.push(`${name} ${key}: parameters differ`);
      else if (translated === text && !mayStayEnglish(text))
        problems.push(`${name} ${key}: the English text, untranslated`);
    }
    for (const key of Object.keys(texts))
      if (!(key in english)) problems.push(`${name} has ${key}, which English lacks`);
  }
  expect(problems).toEqual([]);
});

test('only names and marks of the trade may stay in Latin letters', () => {
  for (const text of ['Nivasa', 'BHK', '{count} BHK', '₹ {amount}', 'WhatsApp'])
    expect(mayStayEnglish(text)).toBe(true);
  for (const text of ['Search', 'Chat with the agency', 'Sign in', '{count} properties'])
    expect(mayStayEnglish(text)).toBe(false);
});

test('the spec texts of the shell are in the catalogue verbatim, or as DESIGN.md rewrote them', () => {
  expect(en['notFound.title']).toBe('Page Not Found');
  // DESIGN.md, "Words that replace the spec's".
  expect(en['newsletter.success']).toBe('You are subscribed');
  expect(en['newsletter.failed']).toBe('Failed to send email');
  expect(en['newsletter.error']).toBe('An error occurred while sending email');
  expect(en['home.latestListings']).toBe('Latest Listings');
});

test('every replacement in DESIGN.md is the catalogue text (issue 25, Words)', () => {
  expect(en['inquiry.heading']).toBe('Ask about this property');
  expect([en['register.successTitle'], en['register.successText']]).toEqual([
    'Welcome to Nivasa',
    'Your account is ready',
  ]);
  expect(en['login.errorTitle']).toBe('Sign-in failed');
  expect(en['login.invalid']).toBe('Invalid phone number or password');
  expect([en['login.successTitle'], en['login.successText']]).toEqual([
    'Signed in',
    'Welcome back',
  ]);
  expect(en['search.filters.heading']).toBe('Filters');
  expect(en['team.heading']).toBe('Our agents');
  expect(en['newsletter.success']).toBe('You are subscribed');
  expect([
    en['tracking.heading'],
    en['tracking.reference'],
    en['tracking.contact'],
    en['tracking.submit'],
  ]).toEqual(['Track your site visit', 'Booking reference', 'Email or phone', 'Track visit']);
  expect(en['agent.form.saveDetails']).toBe('Remember my details on this device');
  // No template leftovers anywhere in the catalogue.
  const texts = Object.values(en).join('\n');
  for (const leftover of [
    'An error occurred. user',
    'next time I comment',
    'Order ID',
    'Billing email',
  ])
    expect(texts).not.toContain(leftover);
});

// Issue 25, Words: the editor's pass over every other text, kept by these checks.
const texts = Object.entries(en) as [string, string][];

test('no text is a template leftover, and each thing has one word', () => {
  const offending = (pattern: RegExp) => texts.filter(([, text]) => pattern.test(text));
  expect(
    offending(
      /lorem|ipsum|woocommerce|billing|order id|track order|\bcart\b|coupon|checkout|\bproducts?\b|\bshop\b|next time I comment|An error occurred\. user/i,
    ),
  ).toEqual([]);
  // Sign in (never log in), email (never e-mail), site visit (never site-visit), enquiry.
  expect(offending(/\blog ?in\b|e-mail|site-visit|\bleads?\b/i)).toEqual([]);
  // 'Inquiry' only where the spec's quote form says it (its button and its answers).
  expect(offending(/inquir/i).map(([key]) => key)).toEqual([
    'contact.quote.submit',
    'contact.quote.success',
    'contact.quote.failed',
    'contact.quote.error',
  ]);
});

test('texts have no stray spaces and use the typographic apostrophe', () => {
  // The two fragments around the Terms and Privacy links keep their edge spaces.
  const fragments = ['register.consentTermsBefore', 'register.consentTermsBetween'];
  const spaced = texts.filter(
    ([key, text]) => /\s{2}|\t|\n/.test(text) || (!fragments.includes(key) && text !== text.trim()),
  );
  expect(spaced).toEqual([]);
  expect(texts.filter(([, text]) => /[A-Za-z]'[A-Za-z]/.test(text))).toEqual([]);
});

test('a text of more than one sentence ends as a sentence does', () => {
  const unfinished = texts.filter(
    ([, text]) => /[.!?] [A-Z]/.test(text.replaceAll('e.g. ', '')) && !/[.!?:…)]$/.test(text),
  );
  expect(unfinished).toEqual([]);
});

test('our own headings and page titles are in sentence case; the spec’s names keep their capitals', () => {
  // Names the spec gives (and the documents' names), kept as the spec writes them.
  const named = [
    'Page Not Found',
    'Core Features',
    'Properties List',
    'Favourite Properties',
    'My Account',
    'My Properties',
    'Add Property',
    'Edit Property',
    'Terms & Conditions',
    'Privacy Policy',
    'About Us',
    'Our Primary Emphasis',
    'Contact Us',
    'Get A Quote',
    'FAQ',
  ];
  const places = /\b(Guntur|Amaravati|Vijayawada|Andhra Pradesh|Nivasa)\b/g;
  const headings = texts.filter(([key]) => /(heading|Heading|metaTitle|MetaTitle)$/.test(key));
  expect(headings.length).toBeGreaterThan(50);
  const titleCased = headings.filter(([, text]) => {
    const rest = named
      .reduce((left, name) => left.replaceAll(name, ''), text)
      .replace(places, '')
      .replace(/\{\w+\}/g, '')
      .replace(/^\W*\w/, '');
    return /\b[A-Z][a-z]/.test(rest);
  });
  expect(titleCased).toEqual([]);
  expect(en['about.testimonialsHeading']).toBe('What our clients say');
  expect(en['details.related.heading']).toBe('Related properties');
});
