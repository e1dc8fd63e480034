import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { MESSAGE_CLOSE_MS, MessageDialog } from '../components/ui/message-dialog.tsx';
import { NameFields, NewPasswordFields, PhoneField } from '../features/accounts/account-fields.tsx';
import { NAME_MAX, PHONE_INPUT_MAX } from '../features/accounts/account-rules.ts';
import { RegisterSchema } from '../features/accounts/account-schema.server.ts';
import { AuthLayout, AuthSwitch, PendingLikeNote } from '../features/accounts/auth-layout.tsx';
import { authHref, PENDING_LIKE_FIELD, pendingLikeFrom } from '../features/accounts/auth-links.ts';
import { completePendingLike } from '../features/likes/likes.server.ts';
import { getUser } from '../features/accounts/auth.server.ts';
import { checkLimits, registerRule } from '../features/accounts/rate-limits.server.ts';
import { signIn, tooManyAttempts, type FormFailure } from '../features/accounts/sign-in.server.ts';
import { useFadingErrors } from '../features/accounts/use-fading-errors.ts';
import { registerUser } from '../features/accounts/users.server.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { formText, parseForm, type FieldErrors, errorTextFor } from '../lib/forms.ts';
import { getLogger } from '../lib/logger.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { safeRedirectPath } from '../lib/redirect.ts';
import { getRequestInfo } from '../lib/request-context.ts';
import type { Route } from './+types/register';

type Values = {
  firstName: string;
  lastName: string;
  phone: string;
  consentTerms: boolean;
  consentUpdates: boolean;
};
type ActionResult = {
  errors?: FieldErrors;
  mismatch?: boolean;
  failure?: FormFailure;
  values: Values;
};

export function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirectPath(params.get('redirectTo'));
  if (getUser(context)) throw redirect(redirectTo);
  return { redirectTo, like: pendingLikeFrom(params.get(PENDING_LIKE_FIELD)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // Only these fields are read: a crafted role, status or id in the post changes nothing.
  const input = {
    firstName: formText(form, 'firstName'),
    lastName: formText(form, 'lastName'),
    phone: formText(form, 'phone'),
    password: formText(form, 'password'),
    confirmPassword: formText(form, 'confirmPassword'),
    consentTerms: formText(form, 'consentTerms') || undefined,
    consentUpdates: formText(form, 'consentUpdates') || undefined,
  };
  const values: Values = {
    firstName: input.firstName.slice(0, NAME_MAX),
    lastName: input.lastName.slice(0, NAME_MAX),
    phone: input.phone.slice(0, PHONE_INPUT_MAX),
    consentTerms: input.consentTerms === 'on',
    consentUpdates: input.consentUpdates === 'on',
  };
  const parsed = parseForm(RegisterSchema, input);
  if (parsed.fieldErrors) {
    const errors = parsed.fieldErrors;
    const mismatch = errors.confirmPassword === 'auth.passwordsMustMatch';
    return data<ActionResult>({ errors, mismatch, values }, { status: 400 });
  }
  const { clientIp } = getRequestInfo(context, getLogger());
  const wait = await checkLimits([[registerRule(), clientIp]]);
  if (wait !== null) {
    const { failure, init } = tooManyAttempts(wait);
    return data<ActionResult>({ failure, values }, init);
  }
  const registered = await registerUser({
    ...parsed.value,
    marketingConsent: parsed.value.consentUpdates,
  });
  if (!registered.ok) {
    return data<ActionResult>({ errors: { phone: 'auth.phoneTaken' }, values }, { status: 409 });
  }
  const liked = await completePendingLike(registered.value.id, form.get(PENDING_LIKE_FIELD));
  return signIn(request, registered.value.id, {
    ipAddress: clientIp,
    redirectTo: formText(form, 'redirectTo'),
    message: {
      title: 'register.successTitle',
      text: liked ? 'likes.saved' : 'register.successText',
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'register.metaTitle', description: 'register.metaDescription' });

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const errors = useFadingErrors(actionData?.errors);
  const values = actionData?.values;
  const error = errorTextFor(t, errors);
  return (
    <AuthLayout title={t('register.heading')}>
      {loaderData.like ? <PendingLikeNote text={t('likes.registerToSave')} /> : null}
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
      {/* Posts to the bare path: a query typed into the address bar (even ?password=…) is
          never carried into the form's action. */}
      <Form method="post" action="/register" noValidate className="space-y-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        {loaderData.like ? (
          <input type="hidden" name={PENDING_LIKE_FIELD} value={loaderData.like} />
        ) : null}
        <NameFields values={values} message={error} />
        <PhoneField defaultValue={values?.phone} error={error('phone')} />
        <NewPasswordFields message={error} />
        <div className="space-y-2 text-sm text-slate-800">
          <div>
            <div className="flex items-start gap-2">
              <input
                id="consent-terms"
                type="checkbox"
                name="consentTerms"
                required
                defaultChecked={values?.consentTerms}
                aria-invalid={errors.consentTerms ? true : undefined}
                aria-describedby={errors.consentTerms ? 'consent-terms-error' : undefined}
                className="mt-1 size-4"
              />
              <label htmlFor="consent-terms">
                {t('register.consentTermsBefore')}
                <Link
                  to="/terms"
                  target="_blank"
                  className="font-semibold text-brand-700 underline"
                >
                  {t('register.consentTermsLink')}
                </Link>
                {t('register.consentTermsBetween')}
                <Link
                  to="/privacy-policy"
                  target="_blank"
                  className="font-semibold text-brand-700 underline"
                >
                  {t('register.consentPrivacyLink')}
                </Link>
              </label>
            </div>
            {errors.consentTerms ? (
              <p id="consent-terms-error" className="mt-1 font-medium text-red-700">
                {error('consentTerms')}
              </p>
            ) : null}
          </div>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="consentUpdates"
              defaultChecked={values?.consentUpdates}
              className="mt-1 size-4"
            />
            <span>{t('register.consentUpdates')}</span>
          </label>
        </div>
        <Button busy={navigation.state === 'submitting'} block size="lg">
          {t('register.submit')}
        </Button>
      </Form>
      <AuthSwitch
        text={t('register.haveAccount')}
        linkText={t('register.loginLink')}
        to={authHref('/login', loaderData)}
      />
    </AuthLayout>
  );
}
