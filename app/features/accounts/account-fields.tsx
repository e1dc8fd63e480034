import { TextField } from '../../components/ui/field.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import { keepPhoneCharacters, normalisePhone, PHONE_INPUT_MAX } from './account-rules.ts';

// The phone field every form shares (sign-in, registration, profile, password reset, the
// inquiry forms): the same label, autocomplete, input filtering and limits wherever a phone is
// typed. The name and new-password fields, which only the account forms show, are in
// name-password-fields.tsx: the inquiry form on a listing's page needs only the phone.

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
