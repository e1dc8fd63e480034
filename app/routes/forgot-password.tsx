import { useState } from 'react';
import { data, Link } from 'react-router';
import { AuthLayout } from '../features/accounts/auth-layout.tsx';
import { ForgotPasswordForm } from '../features/password-reset/forgot-password-form.tsx';
import {
  completePasswordReset,
  requestResetCode,
} from '../features/password-reset/password-reset.server.ts';
import { CodeStepSchema, PhoneStepSchema } from '../features/password-reset/reset-schema.server.ts';
import { type ForgotPasswordResult } from '../features/password-reset/reset-fields.ts';
import { maskPhone } from '../lib/mask.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { getLocale } from '../lib/locale.server.ts';
import { redirectWithFlash } from '../lib/flash.server.ts';
import { getLogger } from '../lib/logger.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { getRequestInfo } from '../lib/request-context.ts';
import type { Route } from './+types/forgot-password';
import { formText, parseForm } from '../lib/forms.ts';
import { PHONE_INPUT_MAX } from '../features/accounts/account-rules.ts';

// Forgotten password (spec §2 Login, §5, §8): step 1 sends a one-time code to the phone,
// step 2 takes the code and the new password. The phone rides along in a hidden field; it
// is never trusted on its own: the code is the proof.

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => formText(form, name);
  const phone = text('phone').slice(0, PHONE_INPUT_MAX);
  const { clientIp } = getRequestInfo(context, getLogger());
  const answer = (result: ForgotPasswordResult, status = 200, retryAfter?: number) =>
    data(result, {
      status,
      headers: retryAfter ? { 'Retry-After': String(retryAfter) } : undefined,
    });

  if (text('intent') !== 'reset') {
    const again = text('intent') === 'resend';
    const parsed = parseForm(PhoneStepSchema, { phone: text('phone') });
    if (parsed.fieldErrors)
      return answer({ step: 'phone', phone, errors: parsed.fieldErrors }, 400);
    const sent = await requestResetCode({
      phone: parsed.value.phone,
      clientIp,
      locale: getLocale(request),
    });
    // From here on the phone is its 10 digits, however it was written.
    const number = parsed.value.phone;
    if (!sent.ok)
      return answer(
        { step: again ? 'code' : 'phone', phone: number, failure: sent.failure },
        sent.status,
        sent.retryAfter,
      );
    return answer({
      step: 'code',
      phone: number,
      sent: { maskedPhone: maskPhone(number, 0, 4), minutes: sent.minutes, again },
    });
  }

  const parsed = parseForm(CodeStepSchema, {
    phone: text('phone'),
    code: text('code'),
    password: text('password'),
    confirmPassword: text('confirmPassword'),
  });
  if (parsed.fieldErrors) {
    const errors = parsed.fieldErrors;
    if (errors.phone) return answer({ step: 'phone', phone, errors: { phone: errors.phone } }, 400);
    const mismatch = errors.confirmPassword === 'reset.passwordsMustMatch';
    const failure = mismatch
      ? ({ title: 'reset.errorTitle', reason: 'reset.passwordsDoNotMatch' } as const)
      : undefined;
    return answer({ step: 'code', phone, errors, ...(failure ? { failure } : {}) }, 400);
  }
  const done = await completePasswordReset({ ...parsed.value, clientIp });
  if (!done.ok)
    return answer({ step: 'code', phone, failure: done.failure }, done.status, done.retryAfter);
  return redirectWithFlash('/login', {
    tone: 'success',
    title: 'reset.successTitle',
    text: 'reset.successText',
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'reset.metaTitle', description: 'reset.metaDescription' });

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  // "Use another phone number" starts a new round: a fresh form, step 1.
  const [round, setRound] = useState(0);
  return (
    <AuthLayout title={t('reset.heading')}>
      <ForgotPasswordForm
        key={round}
        initial={round === 0 ? actionData : undefined}
        onRestart={() => setRound((n) => n + 1)}
      />
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 underline">
          {t('reset.backToLogin')}
        </Link>
      </p>
    </AuthLayout>
  );
}
