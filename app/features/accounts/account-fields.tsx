import { TextField } from '../../components/ui/field.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import {
  keepLetters,
  keepPhoneCharacters,
  NAME_MAX,
  normalisePhone,
  PASSWORD_MIN,
  PHONE_INPUT_MAX,
} from './account-rules.ts';

// The account fields every form shares (sign-in, registration, profile, password reset): the
// same labels, autocomplete, input filtering and limits wherever a phone, a name or a new
// password is typed.

/** A field's message already in words, or undefined: `(name) => t(errors[name])`. */
export type FieldMessage = (name: string) => string | undefined;

/**
 * The 10-digit mobile number. Takes it as people write it ('+91 98480 23456', a leading 0,
 * spaces, dashes), typed or pasted, and shows the 10 digits once the field is left; the
 * server applies the same rule (normalisePhone), so nothing depends on this script.
 */
export function PhoneField({
  label = 'auth.phone',
  name = 'phone',
  required = true,
  requiredMark = false,
  defaultValue,
  error,
}: {
  label?: MessageKey;
  name?: string;
  required?: boolean;
  /** Marks the label with the red asterisk the public forms use for required fields. */
  requiredMark?: boolean;
  defaultValue?: string | undefined;
  error: string | undefined;
}) {
  const t = useT();
  return (
    <TextField
      label={
        requiredMark ? (
          <>
            {t(label)}{' '}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
            <span className="sr-only">({t('inquiry.required')})</span>
          </>
        ) : (
          t(label)
        )
      }
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={PHONE_INPUT_MAX}
      required={required}
      defaultValue={defaultValue}
      onInput={(event) => {
        const kept = keepPhoneCharacters(event.currentTarget.value);
        if (kept !== event.currentTarget.value) event.currentTarget.value = kept;
      }}
      onBlur={(event) => {
        const phone = normalisePhone(event.currentTarget.value);
        if (phone !== null) event.currentTarget.value = phone;
      }}
      error={error}
    />
  );
}

/** First and last name side by side; letters only. */
export function NameFields({
  values,
  message,
}: {
  values?: { firstName: string; lastName: string } | undefined;
  message: FieldMessage;
}) {
  const t = useT();
  const name = (field: 'firstName' | 'lastName', autoComplete: string) => (
    <TextField
      label={t(field === 'firstName' ? 'auth.firstName' : 'auth.lastName')}
      name={field}
      autoComplete={autoComplete}
      maxLength={NAME_MAX}
      required
      defaultValue={values?.[field]}
      onInput={(event) => {
        event.currentTarget.value = keepLetters(event.currentTarget.value);
      }}
      error={message(field)}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {name('firstName', 'given-name')}
      {name('lastName', 'family-name')}
    </div>
  );
}

/**
 * A new password and its confirmation: required, with a minimum, at registration and reset;
 * optional on the profile (blank keeps the old one), under its own names there.
 */
export function NewPasswordFields({
  labels = { password: 'auth.password', confirm: 'auth.confirmPassword' },
  names = { password: 'password', confirm: 'confirmPassword' },
  optional = false,
  hint,
  message,
}: {
  labels?: { password: MessageKey; confirm: MessageKey };
  names?: { password: string; confirm: string };
  optional?: boolean;
  hint?: MessageKey;
  message: FieldMessage;
}) {
  const t = useT();
  const field = (which: 'password' | 'confirm') => (
    <TextField
      label={t(labels[which])}
      hint={which === 'password' && hint ? t(hint) : undefined}
      name={names[which]}
      type="password"
      autoComplete="new-password"
      minLength={which === 'password' && !optional ? PASSWORD_MIN : undefined}
      required={!optional}
      error={message(names[which])}
    />
  );
  return (
    <>
      {field('password')}
      {field('confirm')}
    </>
  );
}
