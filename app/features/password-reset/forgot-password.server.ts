import type { Locale } from '../../i18n/locales.ts';
import { formText, parseForm } from '../../lib/forms.ts';
import { maskPhone } from '../../lib/mask.ts';
import { fail, ok, type Failure, type Ok } from '../../lib/result.ts';
import { PHONE_INPUT_MAX } from '../accounts/account-rules.ts';
import {
  completePasswordReset,
  requestResetCode,
  type StepRefusal,
} from './password-reset.server.ts';
import type { ForgotPasswordResult } from './reset-fields.ts';
import { CodeStepSchema, PhoneStepSchema } from './reset-schema.server.ts';

// The forgotten-password form (spec §2 Login, §5, §8), as the /forgot-password action calls
// it: step 1 sends a one-time code to the phone, step 2 takes the code and the new password.
// The phone rides along in a hidden field; it is never trusted on its own: the code is the
// proof. A refusal carries the form's answer and a reason, for the route to pick the status.

type StepAnswer =
  | Ok<ForgotPasswordResult | 'password-reset'>
  | Failure<
      'invalid' | StepRefusal['reason'],
      { answer: ForgotPasswordResult; retryAfter?: number }
    >;

/** Runs the step the form asks for: 'send' or 'resend' a code, or 'reset' with it. */
export async function forgotPasswordStep(
  form: FormData,
  visit: { clientIp: string; locale: Locale },
): Promise<StepAnswer> {
  const phone = formText(form, 'phone').slice(0, PHONE_INPUT_MAX);
  const intent = formText(form, 'intent');
  return intent === 'reset'
    ? resetStep(form, phone, visit.clientIp)
    : sendStep(form, phone, intent === 'resend', visit);
}

async function sendStep(
  form: FormData,
  phone: string,
  again: boolean,
  visit: { clientIp: string; locale: Locale },
): Promise<StepAnswer> {
  const parsed = parseForm(PhoneStepSchema, { phone: formText(form, 'phone') });
  if (parsed.fieldErrors)
    return fail('invalid', { answer: { step: 'phone', phone, errors: parsed.fieldErrors } });
  // From here on the phone is its 10 digits, however it was written.
  const number = parsed.value.phone;
  const sent = await requestResetCode({ phone: number, ...visit });
  if (!sent.ok) {
    const answer = {
      step: again ? 'code' : 'phone',
      phone: number,
      failure: sent.failure,
    } as const;
    return fail(sent.reason, { answer, retryAfter: sent.retryAfter });
  }
  return ok({
    step: 'code',
    phone: number,
    sent: { maskedPhone: maskPhone(number, 0, 4), minutes: sent.value.minutes, again },
  });
}

async function resetStep(form: FormData, phone: string, clientIp: string): Promise<StepAnswer> {
  const parsed = parseForm(CodeStepSchema, {
    phone: formText(form, 'phone'),
    code: formText(form, 'code'),
    password: formText(form, 'password'),
    confirmPassword: formText(form, 'confirmPassword'),
  });
  if (parsed.fieldErrors) {
    const errors = parsed.fieldErrors;
    if (errors.phone)
      return fail('invalid', { answer: { step: 'phone', phone, errors: { phone: errors.phone } } });
    const mismatch = errors.confirmPassword === 'reset.passwordsMustMatch';
    const failure = mismatch
      ? ({ title: 'reset.errorTitle', reason: 'reset.passwordsDoNotMatch' } as const)
      : undefined;
    return fail('invalid', {
      answer: { step: 'code', phone, errors, ...(failure ? { failure } : {}) },
    });
  }
  const done = await completePasswordReset({ ...parsed.value, clientIp });
  if (!done.ok) {
    const answer = { step: 'code', phone, failure: done.failure } as const;
    return fail(done.reason, { answer, retryAfter: done.retryAfter });
  }
  return ok('password-reset');
}
