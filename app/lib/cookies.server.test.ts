import { expect, test } from 'vitest';
import {
  cookieName,
  readCookiesStartingWith,
  secureCookies,
  serializeCookie,
} from './cookies.server.ts';

const dev = { isProduction: false, SITE_URL: 'http://localhost:3000' };
const prodHttp = { isProduction: true, SITE_URL: 'http://localhost:3000' };
const prodHttps = { isProduction: true, SITE_URL: 'https://nivasa.example' };

test('cookies are Secure and __Host- prefixed only on a production site served over https', () => {
  expect(secureCookies(dev)).toBe(false);
  expect(secureCookies(prodHttp)).toBe(false);
  expect(secureCookies(prodHttps)).toBe(true);
  expect(cookieName('nivasa_session', false)).toBe('nivasa_session');
  expect(cookieName('nivasa_session', true)).toBe('__Host-nivasa_session');
});

test('every cookie is site-wide, SameSite=Lax and HttpOnly unless told', () => {
  expect(serializeCookie('nivasa_flash', 'x', { maxAgeSeconds: 60 }, false)).toBe(
    'nivasa_flash=x; Path=/; HttpOnly; SameSite=Lax; Max-Age=60',
  );
  expect(serializeCookie('nivasa_session', 'abc', { maxAgeSeconds: 10 }, true)).toBe(
    '__Host-nivasa_session=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=10; Secure',
  );
  expect(serializeCookie('nivasa_lang', 'te', { httpOnly: false }, false)).toBe(
    'nivasa_lang=te; Path=/; SameSite=Lax',
  );
});

test('a cookie for a narrower path is sent there only, and takes __Secure- (as __Host- needs Path=/)', () => {
  expect(serializeCookie('viewed_blogs', '3.7', { path: '/blog-details' }, false)).toBe(
    'viewed_blogs=3.7; Path=/blog-details; HttpOnly; SameSite=Lax',
  );
  expect(serializeCookie('viewed_blogs', '3.7', { path: '/blog-details' }, true)).toBe(
    '__Secure-viewed_blogs=3.7; Path=/blog-details; HttpOnly; SameSite=Lax; Secure',
  );
  expect(cookieName('viewed_blogs', true, '/blog-details')).toBe('__Secure-viewed_blogs');
});

test('a list kept a cookie per item is read back by the names’ common start', () => {
  const request = new Request('http://localhost/', {
    headers: { cookie: 'compare-64=17; nivasa_lang=te; compare-=3; compare-40=12; xcompare-9=1' },
  });
  expect(readCookiesStartingWith(request, 'compare-')).toEqual([
    ['64', '17'],
    ['40', '12'],
  ]);
  expect(readCookiesStartingWith(new Request('http://localhost/'), 'compare-')).toEqual([]);
});
