import { z } from 'zod';
import { isCommonPassword } from './common-passwords.ts';
import {
  NAME_MAX,
  normaliseCallbackPhone,
  normalisePhone,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_INPUT_MAX,
} from './account-rules.ts';

// One schema per form, parsed by the server actions (the browser checks with the fields' own
// attributes: required, maxlength, type). Messages are catalogue keys.

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

/** A number for calling back only (see normaliseCallbackPhone); `optional`: blank is null. */
function callbackPhone(optional: boolean) {
  return z
    .string({ error: 'auth.phoneInvalid' })
    .max(PHONE_INPUT_MAX * 2, 'inquiry.callbackPhoneInvalid')
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) {
        if (optional) return null;
        ctx.addIssue({ code: 'custom', message: 'inquiry.callbackPhoneInvalid' });
        return z.NEVER;
      }
      const phone = normaliseCallbackPhone(value);
      if (phone === null) {
        ctx.addIssue({ code: 'custom', message: 'inquiry.callbackPhoneInvalid' });
        return z.NEVER;
      }
      return phone;
    });
}

/** A required number for calling back: an Indian one, or one abroad with its country code. */
export const CallbackPhoneSchema = callbackPhone(false).pipe(z.string());
/** An optional number for calling back: blank is null. */
export const OptionalCallbackPhoneSchema = callbackPhone(true);
