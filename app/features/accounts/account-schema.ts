import { z } from 'zod';
import { isCommonPassword } from './common-passwords.ts';

// One schema per form, used by the browser check and the server action. Messages are
// catalogue keys. Safe on client and server.

export const PHONE_LENGTH = 10;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 50;

/** What the name fields keep as people type: letters (any script) and nothing else. */
export function keepLetters(value: string): string {
  return value.replace(/[^\p{L}\p{M}]/gu, '');
}

/** What the phone field keeps as people type: digits, at most 10. */
export function keepPhoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}

const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(NAME_MAX, 'auth.nameTooLong')
    .regex(/^[\p{L}\p{M}]+$/u, 'auth.nameLetters');

export const PhoneSchema = z
  .string({ error: 'auth.phoneInvalid' })
  .trim()
  .regex(/^\d{10}$/, 'auth.phoneInvalid');

export const NewPasswordSchema = z
  .string({ error: 'auth.passwordMin' })
  .min(PASSWORD_MIN, 'auth.passwordMin')
  .max(PASSWORD_MAX, 'auth.passwordMax')
  .refine((value) => !isCommonPassword(value), 'auth.passwordCommon');

export const RegisterSchema = z
  .object({
    firstName: name('auth.firstNameRequired'),
    lastName: name('auth.lastNameRequired'),
    phone: PhoneSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: 'auth.confirmRequired' }).min(1, 'auth.confirmRequired'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.passwordsMustMatch',
  });

export const LoginSchema = z.object({
  phone: PhoneSchema,
  password: z
    .string({ error: 'auth.passwordRequired' })
    .min(1, 'auth.passwordRequired')
    .max(PASSWORD_MAX, 'auth.passwordRequired'),
  redirectTo: z.string().max(2000).optional(),
});
