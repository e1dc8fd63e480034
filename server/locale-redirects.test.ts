import { expect, test } from 'vitest';
import { redirectInLanguage } from './locale-redirects.ts';

test('a Telugu page’s redirect to an English path goes to the same page in Telugu', () => {
  expect(redirectInLanguage('/login?redirectTo=%2Fte%2Fcart', 'te')).toBe(
    '/te/login?redirectTo=%2Fte%2Fcart',
  );
  expect(redirectInLanguage('/', 'hi')).toBe('/hi');
  expect(redirectInLanguage('/checkout?done=NV-7K3Q9P', 'hi')).toBe('/hi/checkout?done=NV-7K3Q9P');
  // Already in a language, or elsewhere: as given.
  expect(redirectInLanguage('/te/my-account', 'te')).toBe('/te/my-account');
  expect(redirectInLanguage('/hi/shop', 'te')).toBe('/hi/shop');
  expect(redirectInLanguage('https://wa.me/919848012345', 'te')).toBe('https://wa.me/919848012345');
  expect(redirectInLanguage('//evil.example/', 'te')).toBe('//evil.example/');
});
