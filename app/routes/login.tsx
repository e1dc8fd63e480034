import { data, Form, redirect, useNavigation } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { MessageDialog } from '../components/ui/message-dialog.tsx';
import { TextField } from '../components/ui/field.tsx';
import { PhoneField } from '../features/accounts/account-fields.tsx';
import { LoginSchema } from '../features/accounts/account-schema.server.ts';
import { PHONE_INPUT_MAX } from '../features/accounts/account-rules.ts';
import { AuthLayout, AuthSwitch, PendingLikeNote } from '../features/accounts/auth-layout.tsx';
import { authHref, PENDING_LIKE_FIELD, pendingLikeFrom } from '../features/accounts/auth-links.ts';
import { completePendingLike } from '../features/likes/likes.server.ts';
import { getUser } from '../features/accounts/auth.server.ts';
import { checkLimits, loginRules } from '../features/accounts/rate-limits.server.ts';
import { signIn, tooManyAttempts, type FormFailure } from '../features/accounts/sign-in.server.ts';
import { authenticate } from '../features/accounts/users.server.ts';
import { ForgotPasswordDialog } from '../features/password-reset/forgot-password-dialog.tsx';
import { resetRateLimit } from '../features/rate-limit/rate-limit.server.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { formText, parseForm, type FieldErrors, errorTextFor } from '../lib/forms.ts';
import { logSecurityEvent } from '../lib/security-log.server.ts';
import { getLogger } from '../lib/logger.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { safeRedirectPath } from '../lib/redirect.ts';
import { getRequestInfo } from '../lib/request-context.ts';
import type { Route } from './+types/login';

type ActionResult = { errors?: FieldErrors; failure?: FormFailure; phone?: string };

export function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirectPath(params.get('redirectTo'));
  if (getUser(context)) throw redirect(redirectTo);
  return { redirectTo, like: pendingLikeFrom(params.get(PENDING_LIKE_FIELD)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = parseForm(LoginSchema, {
    phone: formText(form, 'phone'),
    password: formText(form, 'password'),
    redirectTo: formText(form, 'redirectTo') || '/',
  });
  if (parsed.fieldErrors) {
    const phone = formText(form, 'phone').slice(0, PHONE_INPUT_MAX);
    return data<ActionResult>({ errors: parsed.fieldErrors, phone }, { status: 400 });
  }
  const { phone, password, redirectTo } = parsed.value;
  const { clientIp, logger } = getRequestInfo(context, getLogger());
  const rules = loginRules();
  const wait = await checkLimits([
    [rules.ip, clientIp],
    [rules.phone, phone],
  ]);
  if (wait !== null) {
    logSecurityEvent(
      'sign_in_failed',
      { outcome: 'refused', reason: 'rate-limited', ip: clientIp, phone },
      logger,
    );
    const { failure, init } = tooManyAttempts(wait);
    return data<ActionResult>({ failure, phone }, init);
  }
  const user = await authenticate(phone, password);
  if (!user) {
    logSecurityEvent(
      'sign_in_failed',
      { outcome: 'failure', reason: 'wrong-phone-or-password', ip: clientIp, phone },
      logger,
    );
    return data<ActionResult>({ failure: { reason: 'login.invalid' }, phone }, { status: 401 });
  }
  logSecurityEvent(
    'sign_in_succeeded',
    { outcome: 'success', userId: user.id, ip: clientIp },
    logger,
  );
  await resetRateLimit(rules.phone, phone);
  const liked = await completePendingLike(user.id, form.get(PENDING_LIKE_FIELD));
  return signIn(request, user.id, {
    ipAddress: clientIp,
    redirectTo,
    message: { title: 'login.successTitle', text: liked ? 'likes.saved' : 'login.successText' },
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'login.metaTitle', description: 'login.metaDescription' });

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const errors = actionData?.errors ?? {};
  const message = errorTextFor(t, errors);
  const failure = actionData?.failure;
  return (
    <AuthLayout title={t('login.heading')}>
      {loaderData.like ? <PendingLikeNote text={t('likes.signInToSave')} /> : null}
      {failure ? (
        <MessageDialog
          tone="error"
          title={t('login.errorTitle')}
          text={`${t('login.errorPrefix')}${t(failure.reason, failure.params)}`}
        />
      ) : null}
      {/* Posts to the bare path: a query typed into the address bar (even ?password=…) is
          never carried into the form's action. */}
      <Form method="post" action="/login" noValidate className="space-y-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        {loaderData.like ? (
          <input type="hidden" name={PENDING_LIKE_FIELD} value={loaderData.like} />
        ) : null}
        <PhoneField defaultValue={actionData?.phone} error={message('phone')} />
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={message('password')}
        />
        <div className="text-right text-sm">
          <ForgotPasswordDialog className="font-medium text-brand-700 underline">
            {t('login.forgot')}
          </ForgotPasswordDialog>
        </div>
        <Button busy={busy} block size="lg" className="tracking-wide">
          {t('login.submit')}
        </Button>
      </Form>
      <AuthSwitch
        text={t('login.noAccount')}
        linkText={t('login.registerLink')}
        to={authHref('/register', loaderData)}
      />
    </AuthLayout>
  );
}
