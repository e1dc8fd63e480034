import { expect, test } from 'vitest';
import { en } from './en.ts';
import { hi } from './hi.ts';
import { te } from './te.ts';
import { isTranslated, translate } from './translate.ts';

test('parameters are filled in', () => {
  expect(translate('en', 'footer.copyright', { year: 2026, agency: 'Nivasa' })).toBe(
    '© 2026 Nivasa. All rights reserved.',
  );
});

test('Telugu and Hindi texts are used where translated and fall back to English elsewhere', () => {
  expect(translate('te', 'nav.home')).toBe('హోమ్');
  expect(translate('hi', 'nav.home')).toBe('होम');
  expect(translate('te', 'newsletter.success')).toBe(en['newsletter.success']);
  expect(isTranslated('te', 'newsletter.success')).toBe(false);
});

test('every translation translates a key that exists in English, keeping its parameters', () => {
  for (const catalogue of [te, hi]) {
    for (const [key, text] of Object.entries(catalogue)) {
      expect(en).toHaveProperty(key);
      const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(params(text ?? '')).toEqual(params(en[key as keyof typeof en]));
    }
  }
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
