import { Form, Link } from 'react-router';
import { useT } from '../../../i18n/i18n-context.tsx';
import { LOCALE_NAMES } from '../../../i18n/locales.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { TextField } from '../../../components/ui/field.tsx';
import { mediaUrl } from '../../media/images.ts';
import { IMAGE_ACCEPT } from '../../media/upload-limits.ts';
import type { FieldErrors, FormValues } from '../../../lib/forms.ts';
import type { KindDef } from './kinds/define-kind.ts';
import {
  TRANSLATION_LANGUAGES,
  translationFieldName,
  type TranslationLocale,
  type ContentOptions,
  type FieldDef,
} from './kinds/fields.ts';
import { RichTextEditor } from './rich-text-editor.tsx';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
} from '../../../components/ui/field-controls.tsx';
import { dangerButton, linkStyle, primaryButton, secondaryButton } from '../ui/buttons.ts';

// The one content editor: draws any kind's form from its field definitions, their words
// (catalogue keys) in the page's language. Works without JavaScript (a plain multipart post
// when the kind has an image); the rich-text field adds its toolbar once the page runs.

function ImageField({
  name,
  label,
  imageKey,
  error,
  maxFileMb,
}: {
  name: string;
  label: string;
  imageKey: string | null;
  error?: string | undefined;
  maxFileMb: number;
}) {
  const t = useT();
  const id = `content-${name}`;
  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="sr-only">{label}</legend>
      {imageKey ? (
        <img
          src={mediaUrl(imageKey, 400)}
          alt={t('admin.content.image.current', { field: label.toLowerCase() })}
          width={160}
          className="mb-3 h-auto w-40 rounded border border-slate-200 bg-slate-100"
        />
      ) : (
        <p className="mb-2 text-sm text-slate-700">{t('admin.content.image.none')}</p>
      )}
      {/* The input carries the field's own name ('Featured image'), so it is found by it. */}
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        <span className="font-normal text-slate-700">
          {t(imageKey ? 'admin.content.image.replace' : 'admin.content.image.choose')}
        </span>
      </label>
      <input
        id={id}
        type="file"
        name={name}
        accept={IMAGE_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t('admin.content.image.hint', { mb: maxFileMb })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {imageKey ? (
        <div className="mt-3">
          <CheckboxField name="removeImage" label={t('admin.content.image.remove')} />
        </div>
      ) : null}
    </fieldset>
  );
}

function Field({
  field,
  label,
  hint,
  value,
  error,
  options,
  imageKey,
  maxFileMb,
  lang,
}: {
  field: FieldDef;
  /** The field's label and hint as shown (translated). */
  label: string;
  hint?: string | undefined;
  value: string;
  error?: string | undefined;
  options: ContentOptions;
  imageKey: string | null;
  maxFileMb: number;
  /** The language typed in the box (a translation's), for spelling and screen readers. */
  lang?: string;
}) {
  const t = useT();
  const common = { name: field.name, label, error, hint, lang };
  switch (field.type) {
    case 'image':
      return (
        <ImageField
          name={field.name}
          label={label}
          imageKey={imageKey}
          error={error}
          maxFileMb={maxFileMb}
        />
      );
    case 'richtext':
      return (
        <RichTextEditor
          name={field.name}
          label={label}
          defaultValue={value}
          error={error}
          required={field.required}
          lang={lang}
        />
      );
    case 'checkbox':
      return (
        <CheckboxField
          name={field.name}
          label={label}
          defaultChecked={value === 'on'}
          hint={hint}
        />
      );
    case 'select': {
      const choices = options[field.options ?? 'agents'] ?? [];
      const empty = t(field.emptyOption ?? 'admin.content.field.none');
      return (
        <SelectField
          {...common}
          defaultValue={value}
          options={[{ value: '', label: empty }, ...choices]}
        />
      );
    }
    case 'textarea':
    case 'paragraphs':
    case 'sections':
    case 'lines':
    case 'qa':
      return (
        <TextAreaField
          {...common}
          defaultValue={value}
          required={field.required}
          maxLength={field.type === 'textarea' ? field.maxLength : undefined}
          rows={field.rows ?? 4}
        />
      );
    default:
      return (
        <TextField
          {...common}
          defaultValue={value}
          required={field.required}
          maxLength={field.maxLength}
          type={field.type === 'number' || field.type === 'list' ? 'text' : field.type}
          inputMode={field.type === 'number' ? 'numeric' : undefined}
          autoComplete="off"
        />
      );
  }
}

/**
 * The same field in Telugu or Hindi: optional, its own name, no English hint, and labelled by
 * the language's name in its script (the group around the three names the field), so a field
 * found by its English label ('Title') is only ever the English one.
 */
function translationOf(
  t: Translate,
  field: FieldDef,
  locale: TranslationLocale,
): { field: FieldDef; label: string; hint: string | undefined } {
  return {
    field: { ...field, name: translationFieldName(field.name, locale), required: false },
    label: LOCALE_NAMES[locale],
    hint: field.type === 'lines' ? t('admin.content.edit.linesHint') : undefined,
  };
}

export function ContentEditForm({
  def,
  values,
  errors,
  options,
  imageKey,
  maxFileMb,
  deleteHref,
  listHref,
}: {
  def: KindDef;
  values: FormValues;
  errors: FieldErrors<string>;
  options: ContentOptions;
  imageKey: string | null;
  maxFileMb: number;
  deleteHref: string | null;
  listHref: string;
}) {
  const t = useT();
  const count = Object.keys(errors).length;
  return (
    <Form
      method="post"
      encType={def.image ? 'multipart/form-data' : undefined}
      noValidate
      className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {count > 0 ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3">
          <p className="font-semibold text-red-900">{t('admin.content.edit.errors', { count })}</p>
          {errors.form ? <p className="mt-1 text-sm text-red-900">{errors.form}</p> : null}
        </div>
      ) : null}
      {def.translated.length > 0 ? (
        <p className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700">
          {t('admin.content.edit.languagesNote')}
        </p>
      ) : null}
      {def.fields.map((field) => {
        const label = t(field.label);
        const english = (
          <Field
            key={field.name}
            field={field}
            label={label}
            hint={field.hint ? t(field.hint) : undefined}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            options={options}
            imageKey={imageKey}
            maxFileMb={maxFileMb}
          />
        );
        if (!field.translate) return english;
        return (
          <fieldset key={field.name} className="grid gap-4 xl:grid-cols-3">
            <legend className="sr-only">{label}</legend>
            {english}
            {TRANSLATION_LANGUAGES.map(({ locale }) => {
              const translated = translationOf(t, field, locale);
              const { name } = translated.field;
              return (
                <Field
                  key={locale}
                  field={translated.field}
                  label={translated.label}
                  hint={translated.hint}
                  value={values[name] ?? ''}
                  error={errors[name]}
                  options={options}
                  imageKey={null}
                  maxFileMb={maxFileMb}
                  lang={locale}
                />
              );
            })}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton}>
          {t('admin.content.edit.save')}
        </button>
        <Link to={listHref} className={secondaryButton}>
          {t('admin.content.edit.cancel')}
        </Link>
        {deleteHref ? (
          <Link to={deleteHref} className={`${linkStyle} ml-auto text-red-800`}>
            {t('admin.content.edit.delete')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** The confirmation step of a delete: a POST form that only this page's button sends. */
export function DeleteConfirmation({
  singular,
  name,
  id,
  cancelHref,
}: {
  /** The kind's name for one row, as shown ('blog post'). */
  singular: string;
  name: string;
  id: number;
  cancelHref: string;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="delete-title"
      className="mb-5 rounded-lg border border-red-300 bg-red-50 p-4"
    >
      <h2 id="delete-title" className="text-lg font-semibold text-red-900">
        {t('admin.content.delete.heading', { singular })}
      </h2>
      <p className="mt-1 text-sm text-red-900">{t('admin.content.delete.text', { name })}</p>
      <Form method="post" className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <button type="submit" className={dangerButton}>
          {t('admin.content.delete.confirm', { singular })}
        </button>
        <Link to={cancelHref} className={secondaryButton}>
          {t('admin.content.delete.keep')}
        </Link>
      </Form>
    </section>
  );
}
