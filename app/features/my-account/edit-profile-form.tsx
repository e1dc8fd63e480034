import { useEffect, useId, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { TextField } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/field-controls.tsx';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PhoneField } from '../accounts/account-fields.tsx';
import { NameFields, NewPasswordFields } from '../accounts/name-password-fields.tsx';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES } from './my-account-fields.ts';
import { Avatar, type ProfileView } from './profile-card.tsx';
import { CancelLink, UrlDialog } from './url-dialog.tsx';
import { type FieldErrors, errorTextFor } from '../../lib/forms.ts';

export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  phone: string;
  locale: Locale;
};

/** Each language in its own script, as the language list names them. */
const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/**
 * Edit User Details: names, phone, profile image and an optional new password. Checked by the
 * action; the browser only stops an image over the size limit before it is uploaded.
 */
export function EditProfileForm({
  profile,
  values,
  errors: serverErrors,
  mustChangePassword = false,
  closeTo,
}: {
  profile: ProfileView;
  values?: ProfileFormValues | undefined;
  errors?: FieldErrors | undefined;
  /** The password was generated and printed at setup: a new one is required, and said why. */
  mustChangePassword?: boolean;
  closeTo: string;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const imageId = useId();

  // A new answer from the server replaces what the browser found.
  useEffect(() => setClientErrors(null), [serverErrors]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const errors = clientErrors ?? serverErrors ?? {};
  const error = errorTextFor(t, errors);
  const shown = values ?? profile;

  return (
    <UrlDialog labelledBy="edit-profile-title" closeTo={closeTo} width="max-w-2xl">
      <div className="mb-5 flex items-start justify-between gap-4">
        <h2 id="edit-profile-title" className="text-2xl font-bold text-slate-900">
          {t('myAccount.profile.editTitle')}
        </h2>
        <Link
          to={closeTo}
          replace
          preventScrollReset
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
        >
          <span aria-hidden="true">✕</span>
          <span className="sr-only">{t('dialog.close')}</span>
        </Link>
      </div>
      {errors.form ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800"
        >
          {error('form')}
        </p>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          // The one check worth making before the upload starts: an image over the limit
          // would be refused by the server only after it was sent. The rest is the action's.
          const image = new FormData(event.currentTarget).get('image');
          if (image instanceof File && image.size > AVATAR_MAX_BYTES) {
            event.preventDefault();
            setClientErrors({ image: 'myAccount.profile.imageTooLarge' });
            return;
          }
          setClientErrors(null);
        }}
      >
        {mustChangePassword ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <strong className="block font-semibold">
              {t('myAccount.profile.choosePasswordTitle')}
            </strong>
            {t('myAccount.profile.choosePasswordText')}
          </p>
        ) : null}
        <NameFields values={shown} message={error} />
        <PhoneField defaultValue={shown.phone} error={error('phone')} />
        <SelectField
          label={t('myAccount.profile.messageLanguage')}
          name="locale"
          defaultValue={shown.locale}
          options={LANGUAGE_OPTIONS}
          hint={t('myAccount.profile.messageLanguageHint')}
          error={error('locale')}
        />
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          {preview ? (
            <img
              src={preview}
              alt={t('myAccount.profile.newImage')}
              className="size-20 shrink-0 rounded-full object-cover"
            />
          ) : (
            <Avatar profile={profile} size="size-20" />
          )}
          <div className="w-full min-w-0 flex-1">
            <label htmlFor={imageId} className="mb-1 block text-sm font-medium text-slate-800">
              {t('myAccount.profile.image')}
            </label>
            <input
              id={imageId}
              type="file"
              name="image"
              accept={AVATAR_ACCEPT}
              aria-invalid={errors.image ? true : undefined}
              aria-describedby={`${imageId}-hint${errors.image ? ` ${imageId}-error` : ''}`}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setPreview(
                  file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
                );
              }}
              className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
            />
            <p id={`${imageId}-hint`} className="mt-1 text-sm text-slate-600">
              {t('myAccount.profile.imageHint')}
            </p>
            {errors.image ? (
              <p id={`${imageId}-error`} className="mt-1 text-sm font-medium text-red-700">
                {error('image')}
              </p>
            ) : null}
          </div>
        </div>
        <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">
            {t(
              mustChangePassword
                ? 'myAccount.profile.choosePasswordTitle'
                : 'myAccount.profile.passwordLegend',
            )}
          </legend>
          <p className="text-sm text-slate-600">
            {t(
              mustChangePassword
                ? 'myAccount.profile.choosePasswordHint'
                : 'myAccount.profile.passwordHint',
            )}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <NewPasswordFields
              labels={{ password: 'auth.newPassword', confirm: 'auth.confirmNewPassword' }}
              names={{ password: 'newPassword', confirm: 'confirmNewPassword' }}
              optional={!mustChangePassword}
              message={error}
            />
          </div>
        </fieldset>
        <TextField
          label={t('myAccount.profile.currentPassword')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          hint={t('myAccount.profile.currentPasswordHint')}
          error={error('currentPassword')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <CancelLink to={closeTo}>{t('myAccount.profile.cancel')}</CancelLink>
          <Button busy={busy} className="px-6">
            {busy ? t('myAccount.profile.saving') : t('myAccount.profile.save')}
          </Button>
        </div>
      </Form>
    </UrlDialog>
  );
}
