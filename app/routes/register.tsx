import { data, Form, Link, useNavigation } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { MESSAGE_CLOSE_MS, MessageDialog } from '../components/ui/message-dialog.tsx';
import { PhoneField } from '../features/accounts/account-fields.tsx';
import { NameFields, NewPasswordFields } from '../features/accounts/name-password-fields.tsx';
import { AuthLayout, AuthSwitch, PendingLikeNote } from '../features/accounts/auth-layout.tsx';
import { authHref, PENDING_LIKE_FIELD } from '../features/accounts/auth-links.ts';
import { registerAccount, signedOutPage } from '../features/accounts/sign-in.server.ts';
import { useFadingErrors } from '../features/accounts/use-fading-errors.ts';
import { savePendingLike } from '../features/likes/likes.server.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { errorTextFor, readForm } from '../lib/forms.ts';
import { answerInit } from '../lib/http.ts';
import { getLogger } from '../lib/logger.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { getRequestInfo } from '../lib/request-context.ts';
import type { Route } from './+types/register';

const STATUS = { invalid: 400, 'phone-taken': 409, 'rate-limited': 429 } as const;

export function loader({ context, request }: Route.LoaderArgs) {
  return signedOutPage(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const registered = await registerAccount(form, {
    request,
    ...getRequestInfo(context, getLogger()),
    onEntry: savePendingLike(form.get(PENDING_LIKE_FIELD)),
  });
  if (registered.ok) return registered.value;
  return data(registered.answer, answerInit(STATUS[registered.reason], registered.retryAfter));
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
                {t('register.consentTermsAfter')}
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
