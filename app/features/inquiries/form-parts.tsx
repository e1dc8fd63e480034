// The pieces every public form is made of (PublicForm, the details page's message form, the
// newsletter form in the footer): the spam fields, the status line and its toast, and the
// labelled fields. Apart from PublicForm (public-form.tsx), which only the pages with such a
// form load: these are in every page's script through the footer (issue 27).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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
