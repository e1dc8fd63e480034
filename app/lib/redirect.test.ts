import { expect, test } from 'vitest';
import { safeRedirectPath } from './redirect.ts';

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
