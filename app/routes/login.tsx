import { data, Form, useNavigation } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { MessageDialog } from '../components/ui/message-dialog.tsx';
import { TextField } from '../components/ui/field.tsx';
import { PhoneField } from '../features/accounts/account-fields.tsx';
import { AuthLayout, AuthSwitch, PendingLikeNote } from '../features/accounts/auth-layout.tsx';
import { authHref, PENDING_LIKE_FIELD } from '../features/accounts/auth-links.ts';
import { signedOutPage, signInWithPassword } from '../features/accounts/sign-in.server.ts';
import { savePendingLike } from '../features/likes/likes.server.ts';
import { ForgotPasswordDialog } from '../features/password-reset/forgot-password-dialog.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { errorTextFor, readForm } from '../lib/forms.ts';
import { answerInit } from '../lib/http.ts';
import { getLogger } from '../lib/logger.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { getRequestInfo } from '../lib/request-context.ts';
import type { Route } from './+types/login';

const STATUS = { invalid: 400, 'wrong-phone-or-password': 401, 'rate-limited': 429 } as const;

export function loader({ context, request }: Route.LoaderArgs) {
  return signedOutPage(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const signedIn = await signInWithPassword(form, {
    request,
    ...getRequestInfo(context, getLogger()),
    onEntry: savePendingLike(form.get(PENDING_LIKE_FIELD)),
  });
  if (signedIn.ok) return signedIn.value;
  return data(signedIn.answer, answerInit(STATUS[signedIn.reason], signedIn.retryAfter));
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
          text={t(failure.reason, failure.params)}
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
