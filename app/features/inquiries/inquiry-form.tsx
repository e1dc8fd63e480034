import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import type { PropertyInquiryResult } from './inquiry-result.ts';
import { INQUIRY_FIELDS, type InquiryField, INQUIRY_LIMITS } from './inquiry-fields.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { PhoneField } from '../accounts/account-fields.tsx';
import { SpamFields } from './public-form.tsx';

const INPUT =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20';

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

  const field = (
    name: Exclude<InquiryField, 'phone'>,
    label: MessageKey,
    placeholder: MessageKey,
  ) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const error = fieldErrors[name];
    const common = {
      id: inputId,
      name,
      required: true,
      maxLength: INQUIRY_LIMITS[name],
      placeholder: t(placeholder),
      defaultValue: values?.[name],
      autoFocus: name === autoFocusField,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      className: INPUT,
    } as const;
    return (
      <div>
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
          {t(label)}{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
          <span className="sr-only">({t('inquiry.required')})</span>
        </label>
        {name === 'message' ? (
          <textarea {...common} rows={5} className={`${INPUT} resize-y`} />
        ) : (
          <input
            {...common}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'email' ? 'email' : 'name'}
            inputMode={name === 'email' ? 'email' : undefined}
          />
        )}
        {error ? (
          <p id={errorId} className="mt-1 flex items-center gap-1 text-sm font-medium text-red-700">
            <Icon
              d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm0 6.8h1.8v1.8H9.1v-1.8Z"
              className="size-4 shrink-0"
            />
            {t(error)}
          </p>
        ) : null}
      </div>
    );
  };

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
      {field('name', 'inquiry.name', 'inquiry.namePlaceholder')}
      {field('email', 'inquiry.email', 'inquiry.emailPlaceholder')}
      <PhoneField
        label="inquiry.phone"
        required={false}
        defaultValue={values?.phone}
        error={fieldErrors.phone ? t(fieldErrors.phone) : undefined}
      />
      {field('message', 'inquiry.message', 'inquiry.messagePlaceholder')}
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
