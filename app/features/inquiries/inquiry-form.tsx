import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import type { PropertyInquiryResult } from './inquiry-result.ts';
import { INQUIRY_FIELDS } from './inquiry-fields.ts';
import { PublicFields, SpamFields, type PublicFormField } from './form-parts.tsx';

// Name, email, phone (optional) and message, drawn as every public form's are.
const FIELDS: readonly PublicFormField[] = [
  {
    name: 'name',
    kind: 'text',
    label: 'inquiry.name',
    placeholder: 'inquiry.namePlaceholder',
    autoComplete: 'name',
  },
  { name: 'email', kind: 'email', label: 'inquiry.email', placeholder: 'inquiry.emailPlaceholder' },
  { name: 'phone', kind: 'phone', label: 'inquiry.phone', required: false },
  {
    name: 'message',
    kind: 'textarea',
    label: 'inquiry.message',
    placeholder: 'inquiry.messagePlaceholder',
  },
];

/**
 * 'Ask about this property': name, email and message for the lister and the agency. Posts to
 * the details route's action: with JavaScript through a fetcher (the page stays), without it
 * as a plain form whose answer is the page again. Errors sit next to their field; nothing
 * typed is lost; success clears the form.
 */
export function InquiryForm({
  action,
  initialResult,
  recipient,
}: {
  /** The details page's path; the answer scrolls back to the form. */
  action: string;
  /** The action's answer to a form posted without JavaScript. */
  initialResult?: PropertyInquiryResult | undefined;
  recipient: 'agent' | 'owner';
}) {
  const t = useT();
  const id = useId();
  const fetcher = useFetcher<PropertyInquiryResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  const result = busy ? undefined : (fetcher.data ?? initialResult);
  const fieldErrors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  // Values typed before a no-JavaScript post came back with its answer; a fetcher keeps its own.
  // After a no-JavaScript post the page is new: the browser focuses the first invalid field.
  const autoFocusField =
    !fetcher.data && initialResult && !initialResult.ok
      ? INQUIRY_FIELDS.find((field) => initialResult.fieldErrors?.[field])
      : undefined;
  const values = fetcher.data
    ? undefined
    : initialResult && !initialResult.ok
      ? initialResult.values
      : undefined;

  useEffect(() => {
    if (!fetcher.data || busy) return;
    if (fetcher.data.ok) {
      formRef.current?.reset();
      return;
    }
    const firstInvalid = INQUIRY_FIELDS.find(
      (field) => fetcher.data && !fetcher.data.ok && fetcher.data.fieldErrors?.[field],
    );
    if (firstInvalid)
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
  }, [fetcher.data, busy]);

  const statusText = result ? t(result.message, result.ok ? undefined : result.params) : '';

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      aria-describedby={`${id}-intro`}
      className="flex flex-col gap-4"
    >
      <p id={`${id}-intro`} className="text-sm text-slate-700">
        {t('inquiry.intro', {
          role:
            recipient === 'agent' ? t('details.contact.agentWord') : t('details.contact.ownerWord'),
        })}
      </p>
      <PublicFields
        formId={id}
        fields={FIELDS}
        fieldErrors={fieldErrors}
        values={values}
        autoFocusField={autoFocusField}
      />
      <SpamFields />
      <p className="text-xs text-slate-600">{t('inquiry.privacy')}</p>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-75"
      >
        {busy ? t('inquiry.sending') : t('inquiry.submit')}
      </button>
      <p
        role="status"
        className={`text-sm font-semibold ${result?.ok ? 'text-brand-700' : 'text-red-700'}`}
      >
        {statusText}
      </p>
    </fetcher.Form>
  );
}
