import { expect, test } from 'vitest';
import { keepLetters, keepPhoneCharacters, normalisePhone } from './account-rules.ts';
import { LoginSchema, RegisterSchema } from './account-schema.server.ts';
import { en } from '../../i18n/en.ts';
import { firstIssuePerField } from '../../lib/forms.ts';

const valid = {
  firstName: 'Ravi',
  lastName: 'Teja',
  phone: '9876543210',
  password: 'mango-tree-42',
  confirmPassword: 'mango-tree-42',
  consentTerms: 'on',
};
const errorsOf = (input: unknown) => {
  const result = RegisterSchema.safeParse(input);
  return result.success ? {} : firstIssuePerField(result.error);
};

test('a complete registration passes', () => {
  expect(RegisterSchema.safeParse(valid).success).toBe(true);
});

test('the Terms must be agreed to; marketing consent is optional', () => {
  const { consentTerms: _, ...withoutTerms } = valid;
  expect(en[errorsOf(withoutTerms).consentTerms as keyof typeof en]).toBe(
    'Please agree to the Terms & Conditions to register',
  );
  expect(errorsOf({ ...valid, consentTerms: 'yes' }).consentTerms).toBe('register.termsRequired');
  expect(RegisterSchema.parse(valid).consentUpdates).toBe(false);
  expect(RegisterSchema.parse({ ...valid, consentUpdates: 'on' }).consentUpdates).toBe(true);
});

test('registration shows the spec’s messages', () => {
  const errors = errorsOf({
    ...valid,
    firstName: '',
    lastName: ' ',
    password: '12345',
    confirmPassword: '',
  });
  expect(en[errors.firstName as keyof typeof en]).toBe('First Name is required');
  expect(en[errors.lastName as keyof typeof en]).toBe('Last Name is required');
  expect(en[errors.password as keyof typeof en]).toBe('Password must be at least 6 characters');
  expect(en[errors.confirmPassword as keyof typeof en]).toBe('Confirm Password is required');
  expect(
    en[errorsOf({ ...valid, confirmPassword: 'other-thing' }).confirmPassword as keyof typeof en],
  ).toBe('Passwords must match');
});

test('names accept letters only, and the server refuses anything else', () => {
  expect(errorsOf({ ...valid, firstName: 'R4vi' }).firstName).toBe('auth.nameLetters');
  expect(errorsOf({ ...valid, lastName: '<script>' }).lastName).toBe('auth.nameLetters');
  expect(errorsOf({ ...valid, firstName: 'రవి' }).firstName).toBeUndefined();
  expect(keepLetters('R4vi Teja!')).toBe('RviTeja');
  expect(keepLetters('రవి1')).toBe('రవి');
});

test('a phone is taken as people write it and stored as its 10 digits', () => {
  for (const written of [
    '9848023456',
    '+91 98480 23456',
    '+919848023456',
    '919848023456',
    '09848023456',
    '098480-23456',
    '(+91) 98480-23456',
    ' 98480 23456 ',
  ]) {
    expect(normalisePhone(written), written).toBe('9848023456');
    expect(RegisterSchema.safeParse({ ...valid, phone: written }).data?.phone, written).toBe(
      '9848023456',
    );
  }
});

test('any other phone is refused with the spec’s message, never cut into another number', () => {
  for (const written of [
    '98765',
    '98-765 43210 99',
    '+91 98480 234567',
    '+44 20 7946 0958',
    '9848O23456',
    '+1 9848023456',
    '',
  ]) {
    expect(normalisePhone(written), written).toBeNull();
    expect(en[errorsOf({ ...valid, phone: written }).phone as keyof typeof en], written).toBe(
      'Phone number must be 10 digits',
    );
  }
  expect(keepPhoneCharacters('+91 98480-23456 abc')).toBe('+91 98480-23456 ');
});

test('the most common passwords are refused', () => {
  expect(errorsOf({ ...valid, password: 'password', confirmPassword: 'password' }).password).toBe(
    'auth.passwordCommon',
  );
  expect(errorsOf({ ...valid, password: '123456', confirmPassword: '123456' }).password).toBe(
    'auth.passwordCommon',
  );
});

test('sign-in needs a 10-digit phone and a password', () => {
  const result = LoginSchema.safeParse({ phone: '123', password: '' });
  expect(result.success).toBe(false);
  const errors = firstIssuePerField(result.error!);
  expect(en[errors.phone as keyof typeof en]).toBe('Phone number must be 10 digits');
  expect(en[errors.password as keyof typeof en]).toBe('Password is required');
});

test('a password mismatch is reported even while the Terms box is unticked', () => {
  const { consentTerms: _, ...withoutTerms } = valid;
  const errors = errorsOf({ ...withoutTerms, confirmPassword: 'mango-tree-43' });
  expect(errors.confirmPassword).toBe('auth.passwordsMustMatch');
  expect(errors.consentTerms).toBe('register.termsRequired');
});
