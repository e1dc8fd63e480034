import type { Logger } from 'pino';
import { redirect, type RouterContextProvider } from 'react-router';
import type { MessageKey } from '../../i18n/translate.ts';
import { flashCookie } from '../../lib/flash.server.ts';
import { getLocale } from '../../lib/locale.server.ts';
import { formText, parseForm, type FieldErrors } from '../../lib/forms.ts';
import { safeRedirectPath } from '../../lib/redirect.ts';
import { fail, ok, type Failure, type Ok } from '../../lib/result.ts';
import { logSecurityEvent } from '../../lib/security-log.server.ts';
import { resetRateLimit, retryMinutes } from '../rate-limit/rate-limit.server.ts';
import { NAME_MAX, PHONE_INPUT_MAX } from './account-rules.ts';
import { LoginSchema, RegisterSchema } from './account-schema.server.ts';
import { PENDING_LIKE_FIELD, pendingLikeFrom } from './auth-links.ts';
import { CHOOSE_PASSWORD, getUser } from './auth.server.ts';
import { checkLimits, loginRules, registerRule } from './rate-limits.server.ts';
import { createSession } from './session.server.ts';
import { authenticate, registerUser } from './users.server.ts';

// Sign-in and registration, as the /login and /register actions call them: the form, the
// rate limits, the security log, then the way in (a new session, rotated; the success message;
// back where the person came from). A refusal is a Result whose `answer` is what the form
// shows again; the route answers it with the status its reason calls for.

/** A failure shown in the form's message box: a catalogue key and its parameters. */
type FormFailure = { reason: MessageKey; params?: Record<string, number> };

/** A refused sign-in or registration: why, what the form shows, and a rate limit's wait. */
type Refused<Reason extends string, Answer> = Failure<
  Reason,
  { answer: Answer; retryAfter?: number }
>;

/**
 * Work the caller adds to the way in, once the account is known (saving the like a signed-out
 * visitor asked for: likes/likes.server.ts; passed in, as accounts sits below likes). A text it
 * answers replaces the success message's.
 */
export type OnEntry = (userId: number) => Promise<MessageKey | null>;

type Visit = { request: Request; clientIp: string; logger: Logger; onEntry?: OnEntry };

/**
 * What /login and /register load: where to go back to and the pending like, if any. A visitor
 * already signed in goes straight back.
 */
export function signedOutPage(context: Readonly<RouterContextProvider>, request: Request) {
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirectPath(params.get('redirectTo'));
  if (getUser(context)) throw redirect(redirectTo);
  return { redirectTo, like: pendingLikeFrom(params.get(PENDING_LIKE_FIELD)) };
}

/** The message for too many attempts, with the minutes to wait. */
function tooManyAttempts(waitSeconds: number): FormFailure {
  return { reason: 'auth.tooManyAttempts', params: { minutes: retryMinutes(waitSeconds) } };
}

/**
 * Signs the user in: starts a new session (ending any the request carried), sets the success
 * message and redirects to `redirectTo` when it is a path on this site, else home.
 */
async function enter(
  { request, clientIp, onEntry }: Visit,
  userId: number,
  {
    redirectTo,
    message,
  }: { redirectTo: unknown; message: { title: MessageKey; text: MessageKey } | null },
): Promise<Response> {
  const instead = onEntry ? await onEntry(userId) : null;
  const headers = new Headers();
  headers.append('Set-Cookie', await createSession(request, userId, { ipAddress: clientIp }));
  if (message) {
    const { title, text } = message;
    headers.append('Set-Cookie', flashCookie({ tone: 'success', title, text: instead ?? text }));
  }
  return redirect(safeRedirectPath(redirectTo), { headers });
}

export type SignInAnswer = { errors?: FieldErrors; failure?: FormFailure; phone?: string };

/**
 * The sign-in form: phone and password, limited per IP and per phone; every refusal and
 * success is in the security log. A good sign-in forgets the phone's failed tries.
 */
export async function signInWithPassword(
  form: FormData,
  visit: Visit,
): Promise<
  Ok<Response> | Refused<'invalid' | 'rate-limited' | 'wrong-phone-or-password', SignInAnswer>
> {
  const parsed = parseForm(LoginSchema, {
    phone: formText(form, 'phone'),
    password: formText(form, 'password'),
    redirectTo: formText(form, 'redirectTo') || '/',
  });
  if (parsed.fieldErrors) {
    const phone = (parsed.values.phone ?? '').slice(0, PHONE_INPUT_MAX);
    return fail('invalid', { answer: { errors: parsed.fieldErrors, phone } });
  }
  const { phone, password, redirectTo } = parsed.value;
  const { clientIp: ip, logger } = visit;
  const rules = loginRules();
  const wait = await checkLimits([
    [rules.ip, ip],
    [rules.phone, phone],
  ]);
  if (wait !== null) {
    const details = { outcome: 'refused', reason: 'rate-limited', ip, phone } as const;
    logSecurityEvent('sign_in_failed', details, logger);
    return fail('rate-limited', {
      retryAfter: wait,
      answer: { failure: tooManyAttempts(wait), phone },
    });
  }
  const user = await authenticate(phone, password);
  if (!user) {
    const details = { outcome: 'failure', reason: 'wrong-phone-or-password', ip, phone } as const;
    logSecurityEvent('sign_in_failed', details, logger);
    return fail('wrong-phone-or-password', {
      answer: { failure: { reason: 'login.invalid' }, phone },
    });
  }
  logSecurityEvent('sign_in_succeeded', { outcome: 'success', userId: user.id, ip }, logger);
  await resetRateLimit(rules.phone, phone);
  return ok(
    await enter(
      visit,
      user.id,
      // A password the seed printed is replaced before anything else (the form says why).
      user.mustChangePassword
        ? { redirectTo: CHOOSE_PASSWORD.path, message: null }
        : { redirectTo, message: { title: 'login.successTitle', text: 'login.successText' } },
    ),
  );
}

/** What the registration form keeps after a refusal (never the passwords). */
type RegisterValues = {
  firstName: string;
  lastName: string;
  phone: string;
  consentTerms: boolean;
  consentUpdates: boolean;
};

export type RegisterAnswer = {
  errors?: FieldErrors;
  /** The passwords differ: the form also shows the alert. */
  mismatch?: boolean;
  failure?: FormFailure;
  values: RegisterValues;
};

/**
 * The registration form: a `user` account (see registerUser), limited per IP, then signed in.
 * Only the form's own fields are read: a crafted role, status or id in the post changes nothing.
 */
export async function registerAccount(
  form: FormData,
  visit: Visit,
): Promise<Ok<Response> | Refused<'invalid' | 'rate-limited' | 'phone-taken', RegisterAnswer>> {
  const parsed = parseForm(RegisterSchema, {
    firstName: formText(form, 'firstName'),
    lastName: formText(form, 'lastName'),
    phone: formText(form, 'phone'),
    password: formText(form, 'password'),
    confirmPassword: formText(form, 'confirmPassword'),
    consentTerms: formText(form, 'consentTerms') || undefined,
    consentUpdates: formText(form, 'consentUpdates') || undefined,
  });
  const typed = parsed.values;
  const values: RegisterValues = {
    firstName: (typed.firstName ?? '').slice(0, NAME_MAX),
    lastName: (typed.lastName ?? '').slice(0, NAME_MAX),
    phone: (typed.phone ?? '').slice(0, PHONE_INPUT_MAX),
    consentTerms: typed.consentTerms === 'on',
    consentUpdates: typed.consentUpdates === 'on',
  };
  if (parsed.fieldErrors) {
    const errors = parsed.fieldErrors;
    const mismatch = errors.confirmPassword === 'auth.passwordsMustMatch';
    return fail('invalid', { answer: { errors, mismatch, values } });
  }
  const wait = await checkLimits([[registerRule(), visit.clientIp]]);
  if (wait !== null) {
    return fail('rate-limited', {
      retryAfter: wait,
      answer: { failure: tooManyAttempts(wait), values },
    });
  }
  const { consentUpdates, ...account } = parsed.value;
  const registered = await registerUser({
    ...account,
    marketingConsent: consentUpdates,
    // The account's SMS and mail are written in the language it was made in.
    locale: getLocale(visit.request),
  });
  if (!registered.ok) {
    return fail('phone-taken', { answer: { errors: { phone: 'auth.phoneTaken' }, values } });
  }
  return ok(
    await enter(visit, registered.value.id, {
      redirectTo: formText(form, 'redirectTo'),
      message: { title: 'register.successTitle', text: 'register.successText' },
    }),
  );
}
