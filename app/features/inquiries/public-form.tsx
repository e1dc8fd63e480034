import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import { FormStatus, PublicFields, SpamFields, type PublicFormField } from './form-parts.tsx';
import type { InquiryResult } from './inquiry-result.ts';

/**
 * A public form (quote, blog message, agent contact, site visits): posts to `action` with a
 * fetcher, or as a plain form without JavaScript (the page comes back with `initialResult`).
 * Errors sit next to their field, nothing typed is lost, success clears the form and shows a
 * 3-second toast.
 */
export function PublicForm({
  action,
  fields,
  submit,
  sending = 'inquiry.sending',
  initialResult,
  defaults,
  intro,
  footer,
  onSuccess,
  className = 'flex flex-col gap-4',
}: {
  action: string;
  fields: readonly PublicFormField[];
  submit: MessageKey;
  sending?: MessageKey;
  initialResult?: InquiryResult | undefined;
  /** Values the fields start with (e.g. details this browser saved), until a post answers. */
  defaults?: Partial<Record<string, string>> | undefined;
  intro?: ReactNode;
  footer?: ReactNode;
  onSuccess?: (result: Extract<InquiryResult, { ok: true }>) => void;
  className?: string;
}) {
  const t = useT();
  const id = useId();
  const fetcher = useFetcher<InquiryResult>();
  const formRef = useRef<HTMLFormElement>(null);
  // The answer the toast shows; cleared when the toast has had its 3 seconds.
  const [toastFor, setToastFor] = useState<InquiryResult | null>(null);
  const busy = fetcher.state !== 'idle';
  const data = fetcher.data;
  const result = busy ? undefined : (data ?? initialResult);
  const fieldErrors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const values = data
    ? undefined
    : initialResult && !initialResult.ok
      ? initialResult.values
      : (defaults ?? {});
  const autoFocusField =
    !data && initialResult && !initialResult.ok
      ? fields.find((field) => initialResult.fieldErrors?.[field.name])?.name
      : undefined;

  useEffect(() => {
    if (!data || busy) return;
    if (data.ok) {
      formRef.current?.reset();
      setToastFor(data);
      onSuccess?.(data);
      return;
    }
    const firstInvalid = fields.find((field) => data.fieldErrors?.[field.name]);
    if (firstInvalid)
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus();
  }, [data, busy]); // eslint-disable-line react-hooks/exhaustive-deps

  // With JavaScript a success is a toast that then clears; otherwise the answer stays.
  const toast = Boolean(result?.ok && data);
  const statusText =
    result && (!toast || toastFor === data)
      ? t(result.message, result.ok ? undefined : result.params)
      : '';

  return (
    <fetcher.Form ref={formRef} method="post" action={action} noValidate className={className}>
      {intro}
      <PublicFields
        formId={id}
        fields={fields}
        fieldErrors={fieldErrors}
        values={values}
        autoFocusField={autoFocusField}
      />
      <SpamFields />
      {footer}
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-75 sm:w-auto"
      >
        {busy ? t(sending) : t(submit)}
      </button>
      <FormStatus
        text={statusText}
        toast={toast}
        className={`text-sm font-semibold ${result?.ok ? 'text-brand-700' : 'text-red-700'}`}
        onToastDone={() => setToastFor(null)}
      />
    </fetcher.Form>
  );
}
