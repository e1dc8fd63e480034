import { expect, test } from 'vitest';
import { checkFormToken, FORM_TOKEN_PATTERN, issueFormToken } from './form-token.server.ts';

const config = {
  FORM_SECRET: 'a-test-secret-of-some-length',
  FORM_MIN_FILL_MS: 1000,
  FORM_TOKEN_MAX_AGE_HOURS: 24,
};
const HOUR = 3_600_000;

test('a token is accepted from the minimum fill time until FORM_TOKEN_MAX_AGE_HOURS', () => {
  const token = issueFormToken(1_000_000, config);
  expect(checkFormToken(token, 1_000_500, config)).toBe('too-fast');
  expect(checkFormToken(token, 1_001_000, config)).toBe('ok');
  // A tab left open overnight still sends.
  expect(checkFormToken(token, 1_000_000 + 23 * HOUR, config)).toBe('ok');
  expect(checkFormToken(token, 1_000_000 + 24 * HOUR + 1, config)).toBe('expired');
  expect(
    checkFormToken(token, 1_000_000 + 48 * HOUR, { ...config, FORM_TOKEN_MAX_AGE_HOURS: 72 }),
  ).toBe('ok');
});

test('two forms made in the same millisecond get different tokens (issue 24, finding 10)', () => {
  const tokens = new Set(Array.from({ length: 100 }, () => issueFormToken(1_000_000, config)));
  expect(tokens.size).toBe(100);
});

test('a forged, altered or missing token is invalid', () => {
  const token = issueFormToken(1_000_000, config);
  const [, nonce, signature] = token.split('.');
  expect(checkFormToken(`999000.${nonce}.${signature}`, 1_005_000, config)).toBe('invalid');
  expect(checkFormToken(`1000000.${'A'.repeat(22)}.${signature}`, 1_005_000, config)).toBe(
    'invalid',
  );
  expect(
    checkFormToken(
      issueFormToken(1_000_000, { ...config, FORM_SECRET: 'another-secret-value' }),
      1_005_000,
      config,
    ),
  ).toBe('invalid');
  // The earlier form (time and signature, no random part) is no longer taken.
  expect(checkFormToken(`1000000.${signature}`, 1_005_000, config)).toBe('invalid');
  expect(checkFormToken(undefined, 1_005_000, config)).toBe('invalid');
  expect(checkFormToken('not-a-token', 1_005_000, config)).toBe('invalid');
  expect(checkFormToken(token, 999_000, config)).toBe('invalid');
});

test('FORM_TOKEN_PATTERN finds every issued token inside a page and nothing else', () => {
  const tokens = [issueFormToken(1_795_657_924_137, config), issueFormToken(Date.now(), config)];
  const page = `<input value="${tokens[0]}"/><p>1.5 acres</p>"formToken":"${tokens[1]}"`;
  expect(page.match(FORM_TOKEN_PATTERN)).toEqual(tokens);
});
