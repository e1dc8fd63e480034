import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { MESSAGE_CLOSE_MS, MessageDialog } from '../components/ui/message-dialog.tsx';
import { TextField } from '../components/ui/text-field.tsx';
import {
  fieldErrors,
  keepLetters,
  keepPhoneDigits,
  RegisterSchema,
  type FieldErrors,
} from '../features/accounts/account-schema.ts';
import { getUser } from '../features/accounts/auth.server.ts';
import { AuthLayout } from '../features/accounts/auth-layout.tsx';
import { checkLimits, registerRule } from '../features/accounts/rate-limits.server.ts';
import { createSession } from '../features/accounts/session.server.ts';
import { useFadingErrors } from '../features/accounts/use-fading-errors.ts';
import { PhoneTakenError, registerUser } from '../features/accounts/users.server.ts';
import { useT } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { flashCookie } from '../lib/flash.server.ts';
import { getLogger } from '../lib/logger.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { safeRedirectPath } from '../lib/redirect.ts';
import { getRequestInfo } from '../lib/request-context.ts';
import type { Route } from './+types/register';

type Values = { firstName: string; lastName: string; phone: string };
type ActionResult = {
  errors?: FieldErrors;
  mismatch?: boolean;
  failure?: { reason: MessageKey; params?: Record<string, number> };
  values: Values;
};

export function loader({ context, request }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'));
  if (getUser(context)) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  // Only these fields are read: a crafted role, status or id in the post changes nothing.
  const input = {
    firstName: text('firstName'),
    lastName: text('lastName'),
    phone: text('phone'),
    password: text('password'),
    confirmPassword: text('confirmPassword'),
  };
  const values: Values = {
    firstName: input.firstName.slice(0, 50),
    lastName: input.lastName.slice(0, 50),
    phone: input.phone.slice(0, 10),
  };
  const parsed = RegisterSchema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const mismatch = errors.confirmPassword === 'auth.passwordsMustMatch';
    return data<ActionResult>({ errors, mismatch, values }, { status: 400 });
  }
  const { clientIp } = getRequestInfo(context, getLogger());
  const wait = await checkLimits([[registerRule(), clientIp]]);
  if (wait !== null) {
    return data<ActionResult>(
      { failure: { reason: 'auth.tooManyAttempts', params: { minutes: Math.max(1, Math.ceil(wait / 60)) } }, values },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    );
  }
  let user: { id: number };
  try {
    user = await registerUser(parsed.data);
  } catch (error) {
    if (error instanceof PhoneTakenError) {
      return data<ActionResult>({ errors: { phone: 'auth.phoneTaken' }, values }, { status: 409 });
    }
    throw error;
  }
  const headers = new Headers();
  headers.append('Set-Cookie', await createSession(request, user.id, { ipAddress: clientIp }));
  headers.append('Set-Cookie', flashCookie({ tone: 'success', title: 'register.successTitle', text: 'register.successText' }));
  return redirect(safeRedirectPath(String(form.get('redirectTo') ?? '/')), { headers });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'register.metaTitle', description: 'register.metaDescription' });

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const errors = useFadingErrors(actionData?.errors);
  const values = actionData?.values;
  const error = (name: string) => (errors[name] ? t(errors[name] as MessageKey) : undefined);
  return (
    <AuthLayout title={t('register.heading')}>
      {actionData?.mismatch ? (
        <MessageDialog
          tone="error"
          title={t('register.errorTitle')}
          text={t('auth.passwordsDoNotMatch')}
          autoCloseMs={MESSAGE_CLOSE_MS}
        />
      ) : null}
      {actionData?.failure ? (
        <MessageDialog
          tone="error"
          title={t('register.errorTitle')}
          text={t(actionData.failure.reason, actionData.failure.params)}
        />
      ) : null}
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('auth.firstName')}
            name="firstName"
            autoComplete="given-name"
            maxLength={50}
            required
            defaultValue={values?.firstName}
            onInput={(event) => {
              event.currentTarget.value = keepLetters(event.currentTarget.value);
            }}
            error={error('firstName')}
          />
          <TextField
            label={t('auth.lastName')}
            name="lastName"
            autoComplete="family-name"
            maxLength={50}
            required
            defaultValue={values?.lastName}
            onInput={(event) => {
              event.currentTarget.value = keepLetters(event.currentTarget.value);
            }}
            error={error('lastName')}
          />
        </div>
        <TextField
          label={t('auth.phone')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          required
          defaultValue={values?.phone}
          onInput={(event) => {
            event.currentTarget.value = keepPhoneDigits(event.currentTarget.value);
          }}
          error={error('phone')}
        />
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={6}
          required
          error={error('password')}
        />
        <TextField
          label={t('auth.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={error('confirmPassword')}
        />
        <div className="space-y-2 text-sm text-slate-800">
          <label className="flex items-start gap-2">
            <input type="checkbox" name="consentTerms" className="mt-1 size-4" />
            <span>{t('register.consentTerms')}</span>
          </label>
          <label className="flex items-start gap-2">
            <input type="checkbox" name="consentUpdates" className="mt-1 size-4" />
            <span>{t('register.consentUpdates')}</span>
          </label>
        </div>
        <button
          type="submit"
          disabled={navigation.state === 'submitting'}
          className="w-full rounded-md bg-brand-700 px-4 py-3 font-bold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {t('register.submit')}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {t('register.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          {t('register.loginLink')}
        </Link>
      </p>
    </AuthLayout>
  );
}
