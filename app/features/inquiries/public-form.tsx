import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { MESSAGE_CLOSE_MS } from '../../components/ui/message-dialog.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import { useRootData } from '../../lib/root-data.ts';
import { PhoneField } from '../accounts/account-fields.tsx';
import {
  FORM_SEND_KEY_NAME,
  FORM_TOKEN_NAME,
  HONEYPOT_NAME,
  INQUIRY_LIMITS,
} from './inquiry-fields.ts';
import type { InquiryResult } from './inquiry-result.ts';

export const INPUT_CLASS =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20';

export type PublicFormField =
  | {
      name: string;
      kind: 'text' | 'email' | 'textarea' | 'date';
      label: MessageKey;
      placeholder?: MessageKey;
      required?: boolean;
      autoComplete?: string;
      min?: string;
    }
  | { name: string; kind: 'phone'; label: MessageKey; required?: boolean }
  | {
      name: string;
      kind: 'select';
      label: MessageKey;
      required?: boolean;
      placeholder: MessageKey;
      /** Each choice's words, by catalogue key. */
      options: readonly { value: string; label: MessageKey }[];
    }
  | { name: string; kind: 'checkbox'; label: MessageKey; children?: ReactNode };

/** 16 random bytes in base64url (getRandomValues: it works on plain http too). */
function randomSendKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The honeypot, the signed start time and this browser's send key, which every public form
 * carries. The key is drawn after the page appears (a copy of a cached page is shared, the key
 * is not) and again with every new start time; without JavaScript the start time's own random
 * part tells forms apart.
 */
export function SpamFields() {
  const t = useT();
  const id = useId();
  const token = useRootData()?.formToken ?? '';
  const [sendKey, setSendKey] = useState('');
  useEffect(() => setSendKey(randomSendKey()), [token]);
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_NAME} value={token} />
      <input type="hidden" name={FORM_SEND_KEY_NAME} value={sendKey} />
      {/* Bots fill every field; people never see this one. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-hp`}>{t('inquiry.honeypot')}</label>
        <input id={`${id}-hp`} type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}

/**
 * A form's one status line (a polite live region): inline for errors and for answers a page
 * brings back without JavaScript; with JavaScript a success shows as a 3-second toast with a
 * progress bar (spec §8/§9), then the line clears. One element, so the text is never twice.
 * The toast stays in the form's flow under its button, scrolled into view if it is below the
 * screen's edge: a toast fixed to the screen covered the button a thumb had just pressed, and
 * the form, on a phone (issue 25).
 */
export function FormStatus({
  text,
  toast,
  onToastDone,
  className,
  id,
}: {
  text: string;
  toast: boolean;
  onToastDone: () => void;
  /** The inline line's classes (its colours: the form knows its background). */
  className: string;
  id?: string;
}) {
  const done = useRef(onToastDone);
  done.current = onToastDone;
  const toastRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!toast || !text) return;
    toastRef.current?.scrollIntoView({ block: 'nearest' });
    const timer = setTimeout(() => done.current(), MESSAGE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [toast, text]);
  if (toast && text)
    return (
      <p
        ref={toastRef}
        id={id}
        role="status"
        className="w-full max-w-sm scroll-my-4 overflow-hidden rounded-lg bg-slate-900 text-white shadow-lg ring-1 ring-white/20"
      >
        <span className="flex items-center gap-2 px-4 py-3 font-semibold">
          <Icon d="M7.6 13.4 4.2 10l-1.4 1.4 4.8 4.8 10-10-1.4-1.4z" className="size-5 shrink-0" />
          {text}
        </span>
        <span
          aria-hidden="true"
          className="block h-1 origin-left bg-accent-400 motion-safe:animate-[shrink_3s_linear_forwards]"
        />
      </p>
    );
  return (
    <p id={id} role="status" className={className}>
      {text}
    </p>
  );
}

/**
 * A public form's fields (PublicForm, the details page's message form): each labelled, with a
 * '*' and "(required)" for screen readers when it must be filled, its error under it, the
 * value typed before a post without JavaScript came back, and focus on the first that failed.
 */
export function PublicFields({
  formId,
  fields,
  fieldErrors,
  values,
  autoFocusField,
}: {
  /** The form's id: each control's is `{formId}-{name}`. */
  formId: string;
  fields: readonly PublicFormField[];
  fieldErrors: Partial<Record<string, MessageKey>>;
  values: Partial<Record<string, string>> | undefined;
  autoFocusField: string | undefined;
}) {
  const t = useT();
  const id = formId;
  return (
    <>
      {fields.map((field) => {
        const inputId = `${id}-${field.name}`;
        const errorId = `${inputId}-error`;
        const error = fieldErrors[field.name];
        const errorText = error ? t(error) : undefined;
        const value = values?.[field.name];
        if (field.kind === 'phone')
          return (
            <PhoneField
              key={field.name}
              name={field.name}
              label={field.label}
              required={field.required ?? false}
              requiredMark={field.required ?? false}
              defaultValue={value}
              error={errorText}
            />
          );
        if (field.kind === 'checkbox')
          return (
            <div key={field.name} className="flex items-start gap-2">
              <input
                id={inputId}
                type="checkbox"
                name={field.name}
                defaultChecked={value === 'on'}
                className="mt-1 size-4 accent-brand-700"
              />
              <label htmlFor={inputId} className="text-sm text-slate-700">
                {t(field.label)}
                {field.children}
              </label>
            </div>
          );
        const required = field.required ?? true;
        const common = {
          id: inputId,
          name: field.name,
          required,
          defaultValue: value,
          autoFocus: field.name === autoFocusField,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          className: INPUT_CLASS,
        } as const;
        return (
          <div key={field.name}>
            <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
              {t(field.label)}
              {required ? (
                <>
                  {' '}
                  <span aria-hidden="true" className="text-red-700">
                    *
                  </span>
                  <span className="sr-only">({t('inquiry.required')})</span>
                </>
              ) : null}
            </label>
            {field.kind === 'textarea' ? (
              <textarea
                {...common}
                rows={5}
                maxLength={INQUIRY_LIMITS.message}
                placeholder={field.placeholder ? t(field.placeholder) : undefined}
                className={`${INPUT_CLASS} resize-y`}
              />
            ) : field.kind === 'select' ? (
              <select {...common}>
                <option value="">{t(field.placeholder)}</option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {t(option.label)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field.kind}
                min={field.kind === 'date' ? field.min : undefined}
                maxLength={
                  field.kind === 'date'
                    ? undefined
                    : INQUIRY_LIMITS[field.kind === 'email' ? 'email' : 'name']
                }
                placeholder={field.placeholder ? t(field.placeholder) : undefined}
                autoComplete={field.autoComplete ?? (field.kind === 'email' ? 'email' : undefined)}
              />
            )}
            {errorText ? (
              <p
                id={errorId}
                className="mt-1 flex items-center gap-1 text-sm font-medium text-red-700"
              >
                <Icon
                  d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm0 6.8h1.8v1.8H9.1v-1.8Z"
                  className="size-4 shrink-0"
                />
                {errorText}
              </p>
            ) : null}
          </div>
        );
      })}
    </>
  );
}

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
