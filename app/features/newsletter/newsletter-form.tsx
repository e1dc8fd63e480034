import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';

export type NewsletterResult =
  { ok: true; message: MessageKey } | { ok: false; message: MessageKey; fieldError?: MessageKey };

/** The footer's newsletter box. Posts with a fetcher; without JavaScript, to /newsletter. */
export function NewsletterForm({ idPrefix = 'footer' }: { idPrefix?: string }) {
  const t = useT();
  const fetcher = useFetcher<NewsletterResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const inputId = `${idPrefix}-newsletter-email`;
  const errorId = `${inputId}-error`;
  const statusId = `${inputId}-status`;

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  const fieldError = result && !result.ok ? result.fieldError : undefined;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/newsletter"
      noValidate
      className="flex flex-col gap-2"
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('footer.newsletterEmail')}
      </label>
      <div className="flex">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className="w-full min-w-0 rounded-l-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
        />
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className="rounded-r-md bg-accent-400 px-4 py-2 font-semibold text-slate-900 hover:bg-accent-500 disabled:opacity-70"
        >
          {t('footer.subscribe')}
        </button>
      </div>
      {fieldError ? (
        <p id={errorId} className="text-sm font-medium text-red-200">
          {t(fieldError)}
        </p>
      ) : null}
      <p id={statusId} role="status" className="min-h-5 text-sm">
        {result && (result.ok || !result.fieldError) ? t(result.message) : ''}
      </p>
    </fetcher.Form>
  );
}
