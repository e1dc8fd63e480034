import { expect, test } from 'vitest';
import { currentPathOf, safeRedirectPath } from './redirect.ts';

test('local paths are kept', () => {
  expect(safeRedirectPath('/shop?city=guntur')).toBe('/shop?city=guntur');
});

test('other hosts and tricks fall back to home', () => {
  for (const bad of [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'shop',
    '',
    null,
    '/a\nb',
  ]) {
    expect(safeRedirectPath(bad)).toBe('/');
  }
});

test('the current path keeps the query but never a parameter that can carry a secret', () => {
  const path = (url: string) => currentPathOf(new URL(url, 'http://nivasa.test'));
  expect(path('/shop?city=guntur&sort=price-asc')).toBe('/shop?city=guntur&sort=price-asc');
  expect(path('/login?phone=9876543210&password=hunter22')).toBe('/login?phone=9876543210');
  for (const name of ['password', 'Passwd', 'newPassword', 'otp', 'code', 'token', 'session']) {
    expect(path(`/register?${name}=s3cret&x=1`)).toBe('/register?x=1');
  }
  expect(path('/shop.data?city=guntur')).toBe('/shop?city=guntur');
  expect(path('/about')).toBe('/about');
});
