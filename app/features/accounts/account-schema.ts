import { z } from 'zod';
import { isCommonPassword } from './common-passwords.ts';

// One schema per form, used by the browser check and the server action. Messages are
// catalogue keys. Safe on client and server.

const PHONE_LENGTH = 10;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 50;

/** What the name fields keep as people type: letters (any script) and nothing else. */
export function keepLetters(value: string): string {
  return value.replace(/[^\p{L}\p{M}]/gu, '');
}

/** How long a typed or pasted phone may be: '+91 98480 23456' and some spacing. */
export const PHONE_INPUT_MAX = 20;

/** What the phone field lets people type: digits and the marks numbers are written with. */
export function keepPhoneCharacters(value: string): string {
  return value.replace(/[^\d+\-\s().]/g, '').slice(0, PHONE_INPUT_MAX);
}

/**
 * The 10-digit mobile number in what someone typed or pasted: '+91 98480 23456',
 * '098480-23456' and '9848023456' all give '9848023456'. Spaces, dashes, dots and brackets
 * are ignored, then a leading +91 / 91 (12 digits) or 0 (11 digits) is dropped. Anything
 * else is null: never cut into another, valid-looking number.
 */
export function normalisePhone(value: string): string | null {
  const compact = value.replace(/[\s\-().]/g, '');
  const digits = compact.startsWith('+91') ? compact.slice(3) : compact;
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === PHONE_LENGTH) return digits;
  if (digits.length === PHONE_LENGTH + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) return digits.slice(1);
  return null;
}

const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(NAME_MAX, 'auth.nameTooLong')
    .regex(/^[\p{L}\p{M}]+$/u, 'auth.nameLetters');

/** A phone as typed (see normalisePhone); the value is the 10-digit number. */
export const PhoneSchema = z
  .string({ error: 'auth.phoneInvalid' })
  .max(PHONE_INPUT_MAX * 2, 'auth.phoneInvalid')
  .transform((value, ctx) => {
    const phone = normalisePhone(value);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: 'auth.phoneInvalid' });
      return z.NEVER;
    }
    return phone;
  });

/** An optional phone (enquiries): blank is null, anything else must be a phone as above. */
export const OptionalPhoneSchema = z
  .string()
  .max(PHONE_INPUT_MAX * 2, 'auth.phoneInvalid')
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const phone = normalisePhone(value);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: 'auth.phoneInvalid' });
      return z.NEVER;
    }
    return phone;
  });

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
    // A checked box posts 'on'. The Terms must be agreed to (DESIGN.md); marketing is optional.
    consentTerms: z.literal('on', { error: 'register.termsRequired' }),
    consentUpdates: z
      .string()
      .optional()
      .transform((value) => value === 'on'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.passwordsMustMatch',
    // Checked whenever both were typed, even while another field (the Terms box) is wrong.
    when: (payload) => {
      const v = payload.value as { password?: unknown; confirmPassword?: unknown };
      return (
        typeof v.password === 'string' &&
        typeof v.confirmPassword === 'string' &&
        v.confirmPassword !== ''
      );
    },
  });

export const LoginSchema = z.object({
  phone: PhoneSchema,
  password: z
    .string({ error: 'auth.passwordRequired' })
    .min(1, 'auth.passwordRequired')
    .max(PASSWORD_MAX, 'auth.passwordRequired'),
  redirectTo: z.string().max(2000).optional(),
});
