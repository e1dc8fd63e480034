import { useState } from 'react';
import { data, Link } from 'react-router';
import { AuthLayout } from '../features/accounts/auth-layout.tsx';
import { ForgotPasswordForm } from '../features/password-reset/forgot-password-form.tsx';
import { forgotPasswordStep } from '../features/password-reset/forgot-password.server.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { getLocale } from '../lib/locale.server.ts';
import { redirectWithFlash } from '../lib/flash.server.ts';
import { readForm } from '../lib/forms.ts';
import { answerInit } from '../lib/http.ts';
import { getLogger } from '../lib/logger.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { getRequestInfo } from '../lib/request-context.ts';
import type { Route } from './+types/forgot-password';

const STATUS = {
  invalid: 400,
  'code-refused': 401,
  'rate-limited': 429,
  'sms-failed': 503,
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { clientIp } = getRequestInfo(context, getLogger());
  const step = await forgotPasswordStep(form, { clientIp, locale: getLocale(request) });
  if (!step.ok) return data(step.answer, answerInit(STATUS[step.reason], step.retryAfter));
  if (step.value !== 'password-reset') return data(step.value, { status: 200 });
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
