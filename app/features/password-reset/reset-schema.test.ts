import { expect, test } from 'vitest';
import { en } from '../../i18n/en.ts';
import { CodeStepSchema, PhoneStepSchema } from './reset-schema.server.ts';
import { keepCodeDigits, maskCode } from './reset-fields.ts';
import { firstIssuePerField } from '../../lib/forms.ts';

const step2 = (overrides: Record<string, unknown> = {}) => ({
  phone: '9876543210',
  code: '042917',
  password: 'Mango-Tree-42',
  confirmPassword: 'Mango-Tree-42',
  ...overrides,
});

test('step 1 wants a 10-digit phone, with the spec’s message', () => {
  expect(PhoneStepSchema.safeParse({ phone: '9876543210' }).success).toBe(true);
  for (const phone of ['98765', '98765432101', '98765abcde', '', undefined]) {
    const result = PhoneStepSchema.safeParse({ phone });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(en[firstIssuePerField(result.error).phone as keyof typeof en]).toBe(
        'Phone number must be 10 digits',
      );
  }
});

test('step 2 takes a 6-digit code (spaces ignored) and a new password confirmed', () => {
  const parsed = CodeStepSchema.parse(step2({ code: '042 917' }));
  expect(parsed.code).toBe('042917');
  for (const code of ['04291', '0429177', 'abcdef', '']) {
    const result = CodeStepSchema.safeParse(step2({ code }));
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssuePerField(result.error).code).toBe('reset.codeInvalid');
  }
});

test('the new password follows the registration rules: at least 6 characters, not a common one', () => {
  const short = CodeStepSchema.safeParse(step2({ password: 'abc', confirmPassword: 'abc' }));
  expect(short.success || firstIssuePerField(short.error).password).toBe('auth.passwordMin');
  const common = CodeStepSchema.safeParse(
    step2({ password: 'password', confirmPassword: 'password' }),
  );
  expect(common.success || firstIssuePerField(common.error).password).toBe('auth.passwordCommon');
});

test('different passwords are refused; the alert says the spec’s words', () => {
  const result = CodeStepSchema.safeParse(step2({ confirmPassword: 'Mango-Tree-43' }));
  expect(result.success).toBe(false);
  if (!result.success)
    expect(firstIssuePerField(result.error).confirmPassword).toBe('reset.passwordsMustMatch');
  expect(en['reset.passwordsDoNotMatch']).toBe('Passwords do not match');
  const empty = CodeStepSchema.safeParse(step2({ confirmPassword: '' }));
  expect(empty.success || firstIssuePerField(empty.error).confirmPassword).toBe(
    'reset.confirmRequired',
  );
});

test('the spec’s reset texts are in the catalogue verbatim', () => {
  expect(en['reset.successTitle']).toBe('Reset Password Successful');
  expect(en['reset.failureTitle']).toBe('user not found');
});

test('every digit of the code is masked in a message, wherever it appears', () => {
  const text = '042917 is your Nivasa code. Again: 042917.';
  expect(maskCode(text, '042917')).toBe('****** is your Nivasa code. Again: ******.');
  expect(maskCode(text, '')).toBe(text);
});

test('the code field keeps digits only, at most 6', () => {
  expect(keepCodeDigits(' 04 29-17 8')).toBe('042917');
});
