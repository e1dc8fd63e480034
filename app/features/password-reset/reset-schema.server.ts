import { z } from 'zod';
import { NewPasswordSchema, PhoneSchema } from '../accounts/account-schema.server.ts';
import { CODE_LENGTH } from './reset-fields.ts';

// The forgotten-password form's schemas, one per step, parsed by the action. Messages are
// catalogue keys.

export const PhoneStepSchema = z.object({ phone: PhoneSchema });

export const CodeStepSchema = z
  .object({
    phone: PhoneSchema,
    code: z
      .string({ error: 'reset.codeInvalid' })
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'reset.codeInvalid')),
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: 'reset.confirmRequired' }).min(1, 'reset.confirmRequired'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'reset.passwordsMustMatch',
  });
