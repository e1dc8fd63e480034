import { expect, test } from 'vitest';
import { codeMatches, generateCode, hashCode } from './otp.server.ts';

test('codes are 6 digits, leading zeros kept, and spread over the whole range', () => {
  const codes = Array.from({ length: 2000 }, generateCode);
  for (const code of codes) expect(code).toMatch(/^\d{6}$/);
  expect(new Set(codes).size).toBeGreaterThan(1990);
  expect(codes.some((code) => code.startsWith('0'))).toBe(true);
});

test('the stored hash is salted, bound to the user and never contains the code', () => {
  const stored = hashCode(7, '042917');
  expect(stored).not.toContain('042917');
  expect(hashCode(7, '042917')).not.toBe(stored);
  expect(codeMatches(stored, 7, '042917')).toBe(true);
  expect(codeMatches(stored, 7, '042918')).toBe(false);
  expect(codeMatches(stored, 8, '042917')).toBe(false);
});

test('a malformed stored hash matches nothing', () => {
  for (const stored of ['', 'v1$', 'v0$abc$def', 'v1$abc$', 'v1$abc$short']) {
    expect(codeMatches(stored, 7, '042917')).toBe(false);
  }
});
