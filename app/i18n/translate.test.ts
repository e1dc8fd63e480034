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

test('the spec texts of the shell are in the catalogue verbatim', () => {
  expect(en['notFound.title']).toBe('Page Not Found');
  expect(en['newsletter.success']).toBe('Email sent successfully!');
  expect(en['newsletter.failed']).toBe('Failed to send email');
  expect(en['newsletter.error']).toBe('An error occurred while sending email');
  expect(en['home.latestListings']).toBe('Latest Listings');
});
