import { useEffect, useRef, useState } from 'react';
import { errorTextFor } from '../../lib/forms.ts';
import { maskPhone } from '../../lib/mask.ts';
import { useFetcher, useHref } from 'react-router';
import { MessageDialog } from '../../components/ui/message-dialog.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PhoneField } from '../accounts/account-fields.tsx';
import { NewPasswordFields } from '../accounts/name-password-fields.tsx';
import { CODE_LENGTH, keepCodeDigits, type ForgotPasswordResult } from './reset-fields.ts';

export const FORGOT_PASSWORD_PATH = '/forgot-password';

/**
 * The two steps of a forgotten password: the phone, then the code from the SMS with the new
 * password. Both are plain form posts to /forgot-password, so they work without JavaScript
 * (the page renders `initial`, the action's answer); with JavaScript a fetcher posts them,
 * which lets the same steps run inside the sign-in page's dialog. Success redirects to /login.
 */
export function ForgotPasswordForm({
  initial,
  onRestart,
}: {
  /** The action's answer when the page was rendered after a plain form post. */
  initial?: ForgotPasswordResult | undefined;
  /** "Use another phone number" with JavaScript: start again at step 1. */
  onRestart: () => void;
}) {
  const t = useT();
  // Under the page's language (/te/forgot-password): a plain link, not a router one.
  const forgotHref = useHref(FORGOT_PASSWORD_PATH);
  const fetcher = useFetcher<ForgotPasswordResult>();
  const result = fetcher.data ?? initial;
  const busy = fetcher.state !== 'idle';
  const errors = result?.errors ?? {};
  const error = errorTextFor(t, errors);

  // Each answer opens its message again, even when it says the same as the last one.
  const [submissions, setSubmissions] = useState(0);
  useEffect(() => {
    if (fetcher.state === 'submitting') setSubmissions((n) => n + 1);
  }, [fetcher.state]);

  // Remember the "we sent a code" line across failed tries of step 2.
  const [sent, setSent] = useState(result?.sent);
  useEffect(() => {
    if (result?.sent) setSent(result.sent);
  }, [result?.sent]);

  // With JavaScript, a code just sent takes the focus to its field.
  const codeStepRef = useRef<HTMLDivElement>(null);
  const step = result?.step ?? 'phone';
  useEffect(() => {
    if (fetcher.data?.step === 'code' && fetcher.data.sent) {
      codeStepRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
    }
  }, [fetcher.data]);

  const failure = result?.failure;
  return (
    <>
      {failure ? (
        <MessageDialog
          key={submissions}
          tone="error"
          title={t(failure.title)}
          text={t(failure.reason, failure.params)}
        />
      ) : null}
      {step === 'phone' ? (
        <fetcher.Form method="post" action={FORGOT_PASSWORD_PATH} noValidate className="space-y-4">
          <p className="text-slate-700">{t('reset.intro')}</p>
          <PhoneField label="reset.phone" defaultValue={result?.phone} error={error('phone')} />
          <Button name="intent" value="send" busy={busy} block size="lg" className="tracking-wide">
            {t('reset.sendCode')}
          </Button>
        </fetcher.Form>
      ) : (
        <div ref={codeStepRef} className="space-y-4">
          <p className="rounded-md bg-brand-50 p-3 text-slate-800" role="status">
            {sent
              ? t(sent.again ? 'reset.codeSentAgain' : 'reset.codeSent', {
                  phone: sent.maskedPhone,
                  minutes: sent.minutes,
                })
              : t('reset.enterCode', { phone: maskPhone(result?.phone ?? '', 0, 4) })}
          </p>
          <fetcher.Form
            method="post"
            action={FORGOT_PASSWORD_PATH}
            noValidate
            className="space-y-4"
          >
            <input type="hidden" name="phone" value={result?.phone ?? ''} />
            <TextField
              label={t('reset.code')}
              hint={t('reset.codeHint')}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern={`\\d{${CODE_LENGTH}}`}
              maxLength={CODE_LENGTH}
              required
              onInput={(event) => {
                event.currentTarget.value = keepCodeDigits(event.currentTarget.value);
              }}
              error={error('code')}
            />
            <NewPasswordFields
              labels={{ password: 'reset.newPassword', confirm: 'reset.confirmPassword' }}
              hint="reset.newPasswordHint"
              message={error}
            />
            <Button
              name="intent"
              value="reset"
              busy={busy}
              block
              size="lg"
              className="tracking-wide"
            >
              {t('reset.submit')}
            </Button>
          </fetcher.Form>
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <fetcher.Form method="post" action={FORGOT_PASSWORD_PATH}>
              <input type="hidden" name="phone" value={result?.phone ?? ''} />
              <button
                type="submit"
                name="intent"
                value="resend"
                disabled={busy}
                className="font-medium text-brand-700 underline disabled:opacity-70"
              >
                {t('reset.resend')}
              </button>
            </fetcher.Form>
            <a
              href={forgotHref}
              onClick={(event) => {
                event.preventDefault();
                onRestart();
              }}
              className="font-medium text-brand-700 underline"
            >
              {t('reset.changePhone')}
            </a>
          </div>
        </div>
      )}
    </>
  );
}
