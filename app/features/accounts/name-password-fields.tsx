import { TextField } from '../../components/ui/field.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import type { FieldMessage } from './account-fields.tsx';
import { keepLetters, NAME_MAX, PASSWORD_MIN } from './account-rules.ts';

// The name and new-password fields of the account forms (registration, profile, password
// reset): the same labels, autocomplete, input filtering and limits on each. Apart from the
// phone field (account-fields.tsx), which the inquiry forms share: they stay out of the
// listing page's script.

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
