import type { FieldErrors } from '../../lib/forms.ts';

// The forgotten-password form: step 1 asks for the phone, step 2 for the one-time code and
// the new password. What the browser needs too: the code's length, masks and the action's
// answer. The schemas, one per step, are server-only (reset-schema.server.ts).

export const CODE_LENGTH = 6;

/** What the code field keeps as people type (or paste "123 456"): digits, at most 6. */
export function keepCodeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** The text with every digit of `code` hidden, for logs and the stored copy of an SMS. */
export function maskCode(text: string, code: string): string {
  if (!code) return text;
  return text.split(code).join('*'.repeat(code.length));
}

type ResetStep = 'phone' | 'code';

/** Why a step failed, as catalogue keys; never the code or the password. */
export type ResetFailure = {
  title: 'reset.failureTitle' | 'reset.errorTitle';
  reason:
    | 'reset.wrongCode'
    | 'reset.wrongCodeLastTry'
    | 'reset.expired'
    | 'reset.tooManyTries'
    | 'reset.used'
    | 'reset.noCode'
    | 'reset.smsFailed'
    | 'reset.tooManyRequests'
    | 'reset.passwordsDoNotMatch';
  params?: Record<string, number>;
};

/** What the /forgot-password action answers (the page and the dialog render the same). */
export type ForgotPasswordResult = {
  step: ResetStep;
  phone: string;
  errors?: FieldErrors;
  failure?: ResetFailure;
  /** Step 2's line: 'We sent a 6-digit code to ******3210…'. */
  sent?: { maskedPhone: string; minutes: number; again: boolean };
};
