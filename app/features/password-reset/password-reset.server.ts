import { getConfig } from '../../config.server.ts';
import type { Locale } from '../../i18n/locales.ts';
import '../../i18n/catalogues.server.ts';
import { translate } from '../../i18n/translate.ts';
import { fail, ok, type Failure, type Ok } from '../../lib/result.ts';
import { logSecurityEvent } from '../../lib/security-log.server.ts';
import { checkLimits, loginRules, otpRules } from '../accounts/rate-limits.server.ts';
import { findAccountByPhone } from '../accounts/users.server.ts';
import {
  hitRateLimit,
  resetRateLimit,
  retryMinutes,
  type RateLimitRule,
} from '../rate-limit/rate-limit.server.ts';
import { getSiteSettings } from '../settings/site-settings.server.ts';
import { getSmsSender, type SmsSender } from '../sms/sms.server.ts';
import { createResetCode, resetPasswordWithCode, type CodeRefusal } from './otp.server.ts';
import { maskCode, type ResetFailure } from './reset-fields.ts';

// The two steps of a forgotten password: rate limits (in PostgreSQL), the account, the code
// and the SMS. A refusal is a Result: its reason ('rate-limited', 'sms-failed', 'code-refused')
// for the route to choose the status, and the message to show as catalogue keys; never the
// code, never the password.

export type StepRefusal = Failure<
  'rate-limited' | 'sms-failed' | 'code-refused',
  { failure: ResetFailure; retryAfter?: number }
>;

function tooMany(wait: number): StepRefusal {
  return fail('rate-limited', {
    retryAfter: wait,
    failure: {
      title: 'reset.errorTitle',
      reason: 'reset.tooManyRequests',
      params: { minutes: retryMinutes(wait) },
    },
  });
}

/**
 * Tries of a code for a phone with no account, counted as a real code's tries are: with
 * OTP_MAX_ATTEMPTS tries in the code's lifetime, the answers for a phone nobody uses
 * ('wrong code, 4 tries left', …, 'too many tries') are the answers for a registered one.
 */
function unknownPhoneTries(): RateLimitRule {
  const c = getConfig();
  return {
    name: 'reset:unknown',
    limit: c.OTP_MAX_ATTEMPTS,
    windowSeconds: c.OTP_TTL_MINUTES * 60,
  };
}

/**
 * Step 1: sends a new code to the phone's account. Counts against the phone's and the IP's
 * limits before looking the phone up, so the answer cannot be used to probe many phones.
 */
export async function requestResetCode(input: {
  phone: string;
  clientIp: string;
  /** The page's language; when not known, the SMS is in the account's. */
  locale?: Locale;
  sender?: SmsSender;
}): Promise<Ok<{ minutes: number }> | StepRefusal> {
  // A registered phone costs a code, a row and an SMS; an unknown one a single delete. Both
  // answer no sooner than RESET_ANSWER_MIN_MS, so the time does not tell them apart either (an
  // SMS provider slower than that still shows, in the rare failure only).
  const started = Date.now();
  try {
    return await sendResetCode(input);
  } finally {
    const left = started + getConfig().RESET_ANSWER_MIN_MS - Date.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

async function sendResetCode(input: {
  phone: string;
  clientIp: string;
  locale?: Locale;
  sender?: SmsSender;
}): Promise<Ok<{ minutes: number }> | StepRefusal> {
  const rules = otpRules();
  const wait = await checkLimits([
    [rules.ip, input.clientIp],
    [rules.phone, input.phone],
    [rules.global, 'all'],
  ]);
  if (wait !== null) return tooMany(wait);
  const account = await findAccountByPhone(input.phone);
  const minutes = getConfig().OTP_TTL_MINUTES;
  // A phone with no account gets the answer a registered one gets, and no SMS: whether a
  // number has an account is not told to whoever asks (the spec's 'user not found' dialog
  // stays for the failures of step 2).
  if (account === null) {
    await resetRateLimit(unknownPhoneTries(), input.phone);
    return ok({ minutes });
  }
  const userId = account.id;
  const { codeId, code } = await createResetCode(userId);
  const params = { agency: getSiteSettings().agencyName, minutes };
  // The language of the page that asked for it; without one, the account's.
  const text = translate(input.locale ?? account.locale, 'reset.smsText', { ...params, code });
  const sent = await (input.sender ?? getSmsSender()).send({
    to: input.phone,
    text,
    maskedText: maskCode(text, code),
    idempotencyKey: `password-reset:${codeId}`,
    // Someone is waiting for it: sent even past the daily SMS budget (it still counts).
    purpose: 'code',
  });
  const event = { userId, ip: input.clientIp, phone: input.phone, smsId: sent.id };
  if (sent.status === 'failed') {
    logSecurityEvent('otp_failed', { outcome: 'failure', ...event });
    return fail('sms-failed', {
      failure: { title: 'reset.errorTitle', reason: 'reset.smsFailed' },
    });
  }
  logSecurityEvent('otp_sent', { outcome: 'success', ...event });
  return ok({ minutes });
}

/** Step 2: proves the code and sets the new password; every session of the user ends. */
export async function completePasswordReset(input: {
  phone: string;
  code: string;
  password: string;
  clientIp: string;
}): Promise<Ok | StepRefusal> {
  const wait = await checkLimits([[otpRules().ip, input.clientIp]]);
  if (wait !== null) return tooMany(wait);
  const account = await findAccountByPhone(input.phone);
  const outcome =
    account === null
      ? await triesForUnknownPhone(input.phone)
      : await resetPasswordWithCode(account.id, input.code, input.password);
  if (outcome.ok) {
    // Whoever forgot a password has often been locked out of signing in: let them in again.
    await resetRateLimit(loginRules().phone, input.phone);
    return ok();
  }
  const failure = (reason: ResetFailure['reason'], params?: Record<string, number>): StepRefusal =>
    fail('code-refused', {
      failure: { title: 'reset.failureTitle', reason, ...(params ? { params } : {}) },
    });
  switch (outcome.reason) {
    case 'wrong':
      return outcome.triesLeft === 1
        ? failure('reset.wrongCodeLastTry')
        : failure('reset.wrongCode', { tries: outcome.triesLeft });
    case 'expired':
      return failure('reset.expired');
    case 'too-many':
      return failure('reset.tooManyTries');
    case 'used':
      return failure('reset.used');
    case 'no-code':
      return failure('reset.noCode');
  }
}

/** A code tried for a phone with no account: wrong, as a registered phone's wrong code is. */
async function triesForUnknownPhone(phone: string): Promise<CodeRefusal> {
  // `remaining` counts this try, as a real code's tries left do.
  const hit = await hitRateLimit(unknownPhoneTries(), phone);
  return hit.allowed && hit.remaining > 0
    ? fail('wrong', { triesLeft: hit.remaining })
    : fail('too-many');
}
