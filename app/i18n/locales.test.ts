import { expect, test } from 'vitest';
import { localeOfPath, localizedPath, stripLocale } from './locales.ts';

test('a page’s language is in its path: English at the root, Telugu under /te, Hindi under /hi', () => {
  expect(localeOfPath('/')).toBe('en');
  expect(localeOfPath('/shop')).toBe('en');
  expect(localeOfPath('/te')).toBe('te');
  expect(localeOfPath('/te/shop')).toBe('te');
  expect(localeOfPath('/hi/product-details/7.data')).toBe('hi');
  expect(localeOfPath('/hi.data')).toBe('hi');
  // A page whose name starts with the letters is no language.
  expect(localeOfPath('/team')).toBe('en');
  expect(localeOfPath('/history')).toBe('en');
});

test('the same page in another language', () => {
  expect(localizedPath('te', '/shop?city=guntur')).toBe('/te/shop?city=guntur');
  expect(localizedPath('hi', '/te/shop')).toBe('/hi/shop');
  expect(localizedPath('en', '/te/shop')).toBe('/shop');
  expect(localizedPath('te', '/')).toBe('/te');
  expect(localizedPath('te', '/?tab=rent')).toBe('/te?tab=rent');
  expect(localizedPath('en', '/te')).toBe('/');
  expect(stripLocale('/te?tab=rent')).toBe('/?tab=rent');
  expect(stripLocale('/team')).toBe('/team');
});
