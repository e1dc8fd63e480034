import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { MessageDialog } from '../components/ui/message-dialog.tsx';
import { TextField } from '../components/ui/text-field.tsx';
import { fieldErrors, keepPhoneDigits, LoginSchema, type FieldErrors } from '../features/accounts/account-schema.ts';
import { getUser } from '../features/accounts/auth.server.ts';
import { AuthLayout } from '../features/accounts/auth-layout.tsx';
import { ForgotPasswordDialog } from '../features/password-reset/forgot-password-dialog.tsx';
import { checkLimits, loginRules } from '../features/accounts/rate-limits.server.ts';
import { createSession } from '../features/accounts/session.server.ts';
import { authenticate } from '../features/accounts/users.server.ts';
import { resetRateLimit } from '../features/rate-limit/rate-limit.server.ts';
import { useT } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { flashCookie } from '../lib/flash.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { safeRedirectPath } from '../lib/redirect.ts';
import { getRequestInfo } from '../lib/request-context.ts';
import { getLogger } from '../lib/logger.server.ts';
import type { Route } from './+types/login';

type ActionResult = {
  errors?: FieldErrors;
  failure?: { reason: MessageKey; params?: Record<string, number> };
  phone?: string;
};

export function loader({ context, request }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'));
  if (getUser(context)) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = LoginSchema.safeParse({
    phone: String(form.get('phone') ?? ''),
    password: String(form.get('password') ?? ''),
    redirectTo: String(form.get('redirectTo') ?? '/'),
  });
  if (!parsed.success) {
    return data<ActionResult>({ errors: fieldErrors(parsed.error), phone: String(form.get('phone') ?? '').slice(0, 10) }, { status: 400 });
  }
  const { phone, password } = parsed.data;
  const { clientIp } = getRequestInfo(context, getLogger());
  const rules = loginRules();
  const wait = await checkLimits([
    [rules.ip, clientIp],
    [rules.phone, phone],
  ]);
  if (wait !== null) {
    return data<ActionResult>(
      { failure: { reason: 'auth.tooManyAttempts', params: { minutes: Math.max(1, Math.ceil(wait / 60)) } }, phone },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    );
  }
  const user = await authenticate(phone, password);
  if (!user) return data<ActionResult>({ failure: { reason: 'login.invalid' }, phone }, { status: 401 });
  await resetRateLimit(rules.phone, phone);
  const headers = new Headers();
  headers.append('Set-Cookie', await createSession(request, user.id, { ipAddress: clientIp }));
  headers.append('Set-Cookie', flashCookie({ tone: 'success', title: 'login.successTitle', text: 'login.successText' }));
  return redirect(safeRedirectPath(parsed.data.redirectTo), { headers });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'login.metaTitle', description: 'login.metaDescription' });

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const errors = actionData?.errors ?? {};
  const failure = actionData?.failure;
  return (
    <AuthLayout title={t('login.heading')}>
      {failure ? (
        <MessageDialog
          tone="error"
          title={t('login.errorTitle')}
          text={`${t('login.errorPrefix')}${t(failure.reason, failure.params)}`}
        />
      ) : null}
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField
          label={t('auth.phone')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          required
          defaultValue={actionData?.phone}
          onInput={(event) => {
            event.currentTarget.value = keepPhoneDigits(event.currentTarget.value);
          }}
          error={errors.phone ? t(errors.phone as MessageKey) : undefined}
        />
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password ? t(errors.password as MessageKey) : undefined}
        />
        <div className="text-right text-sm">
          <ForgotPasswordDialog className="font-medium text-brand-700 underline">
            {t('login.forgot')}
          </ForgotPasswordDialog>
        </div>
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-md bg-brand-700 px-4 py-3 font-bold tracking-wide text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {t('login.submit')}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {t('login.noAccount')}{' '}
        <Link
          to={loaderData.redirectTo === '/' ? '/register' : `/register?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`}
          className="font-semibold text-brand-700 underline"
        >
          {t('login.registerLink')}
        </Link>
      </p>
    </AuthLayout>
  );
}
