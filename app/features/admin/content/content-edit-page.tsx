import { Form, Link } from 'react-router';
import { LOCALE_NAMES } from '../../../i18n/locales.ts';
import { TextField } from '../../../components/ui/field.tsx';
import { mediaUrl } from '../../media/images.ts';
import { IMAGE_ACCEPT } from '../../media/upload-limits.ts';
import type { FieldErrors, FormValues } from '../../../lib/forms.ts';
import type { KindDef } from './kinds/define-kind.ts';
import {
  RICH_TEXT_TAGS,
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

// The one content editor: draws any kind's form from its field definitions. Works without
// JavaScript (a plain multipart post when the kind has an image); the rich-text field adds
// its toolbar once the page runs.

function ImageField({
  field,
  imageKey,
  error,
  maxFileMb,
}: {
  field: FieldDef;
  imageKey: string | null;
  error?: string | undefined;
  maxFileMb: number;
}) {
  const id = `content-${field.name}`;
  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="sr-only">{field.label}</legend>
      {imageKey ? (
        <img
          src={mediaUrl(imageKey, 400)}
          alt={`Current ${field.label.toLowerCase()}`}
          width={160}
          className="mb-3 h-auto w-40 rounded border border-slate-200 bg-slate-100"
        />
      ) : (
        <p className="mb-2 text-sm text-slate-700">No image yet.</p>
      )}
      {/* The input carries the field's own name ('Featured image'), so it is found by it. */}
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {field.label}
        <span className="font-normal text-slate-700">
          {imageKey ? ': choose a new one to replace it' : ': choose a file'}
        </span>
      </label>
      <input
        id={id}
        type="file"
        name={field.name}
        accept={IMAGE_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        JPEG, PNG or WebP, at most {maxFileMb} MB. Leave empty to keep the current image.
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {imageKey ? (
        <div className="mt-3">
          <CheckboxField name="removeImage" label="Remove the current image" />
        </div>
      ) : null}
    </fieldset>
  );
}

function Field({
  field,
  value,
  error,
  options,
  imageKey,
  maxFileMb,
  lang,
}: {
  field: FieldDef;
  value: string;
  error?: string | undefined;
  options: ContentOptions;
  imageKey: string | null;
  maxFileMb: number;
  /** The language typed in the box (a translation's), for spelling and screen readers. */
  lang?: string;
}) {
  const common = { name: field.name, label: field.label, error, hint: field.hint, lang };
  switch (field.type) {
    case 'image':
      return <ImageField field={field} imageKey={imageKey} error={error} maxFileMb={maxFileMb} />;
    case 'richtext':
      return (
        <RichTextEditor
          name={field.name}
          label={field.label}
          defaultValue={value}
          error={error}
          required={field.required}
          allowedTags={RICH_TEXT_TAGS}
        />
      );
    case 'checkbox':
      return (
        <CheckboxField
          name={field.name}
          label={field.label}
          defaultChecked={value === 'on'}
          hint={field.hint}
        />
      );
    case 'select': {
      const choices = options[field.options ?? 'agents'] ?? [];
      return (
        <SelectField
          {...common}
          defaultValue={value}
          options={[{ value: '', label: field.emptyOption ?? 'None' }, ...choices]}
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
function translationOf(field: FieldDef, locale: TranslationLocale): FieldDef {
  return {
    ...field,
    name: translationFieldName(field.name, locale),
    label: LOCALE_NAMES[locale],
    required: false,
    hint:
      field.type === 'lines' ? 'The English entries in the same order, one per line.' : undefined,
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
          <p className="font-semibold text-red-900">
            {count === 1 ? 'One field needs attention.' : `${count} fields need attention.`}
          </p>
          {errors.form ? <p className="mt-1 text-sm text-red-900">{errors.form}</p> : null}
        </div>
      ) : null}
      {def.translated.length > 0 ? (
        <p className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700">
          Beside each field readers read are its Telugu (తెలుగు) and Hindi (हिन्दी) versions. A
          language left empty shows the English on its pages, marked as English for screen readers;
          fill every field of a language or none of them.
        </p>
      ) : null}
      {def.fields.map((field) => {
        const english = (
          <Field
            key={field.name}
            field={field}
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
            <legend className="sr-only">{field.label}</legend>
            {english}
            {TRANSLATION_LANGUAGES.map(({ locale }) => {
              const translated = translationOf(field, locale);
              return (
                <Field
                  key={locale}
                  field={translated}
                  value={values[translated.name] ?? ''}
                  error={errors[translated.name]}
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
          Save
        </button>
        <Link to={listHref} className={secondaryButton}>
          Cancel
        </Link>
        {deleteHref ? (
          <Link to={deleteHref} className={`${linkStyle} ml-auto text-red-800`}>
            Delete…
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
  singular: string;
  name: string;
  id: number;
  cancelHref: string;
}) {
  return (
    <section
      aria-labelledby="delete-title"
      className="mb-5 rounded-lg border border-red-300 bg-red-50 p-4"
    >
      <h2 id="delete-title" className="text-lg font-semibold text-red-900">
        Delete this {singular}?
      </h2>
      <p className="mt-1 text-sm text-red-900">
        “{name}” will be removed from the site. This cannot be undone.
      </p>
      <Form method="post" className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <button type="submit" className={dangerButton}>
          Delete {singular}
        </button>
        <Link to={cancelHref} className={secondaryButton}>
          Keep it
        </Link>
      </Form>
    </section>
  );
}
