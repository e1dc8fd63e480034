import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import { FormStatus, SpamFields } from '../inquiries/form-parts.tsx';

export type NewsletterResult =
  { ok: true; message: MessageKey } | { ok: false; message: MessageKey; fieldError?: MessageKey };

/** Where a subscription came from (newsletter-schema.ts accepts these). */
export type NewsletterSource = 'footer' | 'coming-soon';

/**
 * A newsletter box: the footer's by default, or a page's own (the coming-soon page) with its
 * `source`, label and button text, on a light background. Posts with a fetcher; without
 * JavaScript, to /newsletter.
 */
export function NewsletterForm({
  idPrefix = 'footer',
  source,
  label = 'footer.newsletterEmail',
  submit = 'footer.subscribe',
  light = false,
}: {
  idPrefix?: string;
  /** Sent as a hidden field; the footer sends none (the schema's default). */
  source?: NewsletterSource;
  label?: MessageKey;
  submit?: MessageKey;
  /** Dark text and error colours for a light background (the footer is dark). */
  light?: boolean;
}) {
  const t = useT();
  const fetcher = useFetcher<NewsletterResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const inputId = `${idPrefix}-newsletter-email`;
  const errorId = `${inputId}-error`;
  const statusId = `${inputId}-status`;

  // Spec §8: a success is a 3-second toast with a progress bar, then the line clears.
  const [toastFor, setToastFor] = useState<NewsletterResult | null>(null);
  useEffect(() => {
    if (!result?.ok) return;
    formRef.current?.reset();
    setToastFor(result);
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
        {t(label)}
      </label>
      <SpamFields />
      {source ? <input type="hidden" name="source" value={source} /> : null}
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
          className="rounded-r-md bg-accent-400 px-4 py-2 font-semibold whitespace-nowrap text-slate-900 hover:bg-accent-500 disabled:opacity-70"
        >
          {t(submit)}
        </button>
      </div>
      {fieldError ? (
        <p
          id={errorId}
          className={`text-sm font-medium ${light ? 'text-red-700' : 'text-red-200'}`}
        >
          {t(fieldError)}
        </p>
      ) : null}
      <FormStatus
        id={statusId}
        text={
          result && (result.ok ? toastFor === result : !result.fieldError) ? t(result.message) : ''
        }
        toast={Boolean(result?.ok)}
        onToastDone={() => setToastFor(null)}
        className="min-h-5 text-sm"
      />
    </fetcher.Form>
  );
}
