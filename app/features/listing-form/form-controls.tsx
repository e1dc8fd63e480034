import {
  createContext,
  use,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import {
  describedControl,
  FieldError,
  FieldHint,
  FieldLabel,
  RequiredMark,
  TextField,
} from '../../components/ui/field.tsx';
import {
  BOLD,
  BOLD_SURFACE,
  SelectField,
  TextAreaField,
} from '../../components/ui/field-controls.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import { type Choice } from './listing-choices.ts';
import {
  FIELD_LABELS,
  type ListingErrorField,
  type ListingFormField,
  type ListingFormMessageKey,
} from './listing-fields.ts';
import type { ListingFormValues } from './listing-form-result.ts';
import { keepDecimal, keepDigits, MAX_NUMBER_TEXT } from './numeric-input.ts';

// The listing form's controls: the site's field kit (components/ui/field.tsx) in its bold
// look, each control found by its field's name. The name gives the fixed id (`lf-{name}`, so
// the error list can link to it), the label (FIELD_LABELS), the value the form starts with and
// the open error, all read from the form around it (ListingFieldsScope).

export const fieldId = (name: string) => `lf-${name}`;

/** What every control of the form reads by its name. */
type FormState = {
  values: ListingFormValues;
  /** The field's message in words, when it has one that is still open. */
  error: (field: ListingErrorField) => string | undefined;
};

const FormStateContext = createContext<FormState | null>(null);

/** The values and errors the controls inside read. */
export function ListingFieldsScope({ children, ...state }: FormState & { children: ReactNode }) {
  return <FormStateContext value={state}>{children}</FormStateContext>;
}

export function useFormState(): FormState {
  const state = use(FormStateContext);
  if (!state) throw new Error('A listing form control is outside ListingFieldsScope');
  return state;
}

/** The props the kit's controls take from a field's name alone. */
function useNamed(name: ListingFormField, label: ReactNode, controlled: boolean) {
  const t = useT();
  const { values, error } = useFormState();
  return {
    look: BOLD,
    id: fieldId(name),
    name,
    label: label ?? t(FIELD_LABELS[name]),
    error: error(name),
    ...(controlled ? {} : { defaultValue: values[name] }),
  };
}

/** Keeps a decimal number as people type. */
const typeDecimal = (event: FormEvent<HTMLInputElement>) => {
  event.currentTarget.value = keepDecimal(event.currentTarget.value);
};

/** Keeps at most `max` digits as people type. */
const typeDigits = (max: number) => (event: FormEvent<HTMLInputElement>) => {
  event.currentTarget.value = keepDigits(event.currentTarget.value, max);
};

type Named = {
  name: ListingFormField;
  /** Its label when it is not FIELD_LABELS' (Rent for a rental's price). */
  label?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

type InputProps = Named &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'> & {
    alsoDescribedBy?: string;
  };

/** A text input, by its name. */
export function TextInput({ name, label, ...input }: InputProps) {
  const named = useNamed(name, label, 'value' in input);
  return <TextField {...named} {...input} />;
}

/** A textarea (6 rows unless told), by its name. */
export function TextArea({
  name,
  label,
  rows = 6,
  ...textarea
}: Named &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className'> & {
    alsoDescribedBy?: string;
  }) {
  const named = useNamed(name, label, 'value' in textarea);
  return <TextAreaField {...named} rows={rows} {...textarea} />;
}

/**
 * A number typed as text: digits and one dot, or with `digits` at most that many digits
 * (a year, a floor, a pincode). What cannot be part of the number is dropped as people type.
 */
export function NumberInput({ digits, ...props }: InputProps & { digits?: number }) {
  return (
    <TextInput
      inputMode={digits ? 'numeric' : 'decimal'}
      autoComplete="off"
      maxLength={digits ?? MAX_NUMBER_TEXT}
      onInput={digits ? typeDigits(digits) : typeDecimal}
      {...props}
    />
  );
}

export type OptionGroup = { label: string; options: readonly Choice[] };

/** The options of a select: a flat list, or groups (<optgroup>) when `groups` is given. */
function Options({
  choices,
  groups,
  placeholder,
}: {
  choices?: readonly Choice[] | undefined;
  groups?: readonly OptionGroup[] | undefined;
  placeholder?: string | undefined;
}) {
  const t = useT();
  const list = (options: readonly Choice[]) =>
    options.map((choice) => (
      <option key={choice.value} value={choice.value}>
        {t(choice.label)}
      </option>
    ));
  return (
    <>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {groups
        ? groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {list(group.options)}
            </optgroup>
          ))
        : list(choices ?? [])}
    </>
  );
}

/**
 * A select, by its name: its choices with their catalogue labels (in groups when `groups` is
 * given) after a placeholder ('Select', unless told; null: none), or options as children.
 */
export function ChoiceSelect({
  name,
  label,
  choices,
  groups,
  placeholder = 'listingForm.placeholder.select',
  children,
  ...select
}: Named &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'className'> & {
    choices?: readonly Choice[];
    groups?: readonly OptionGroup[];
    placeholder?: ListingFormMessageKey | null;
  }) {
  const t = useT();
  const named = useNamed(name, label, 'value' in select);
  return (
    <SelectField {...named} {...select}>
      {children ?? (
        <Options
          placeholder={placeholder === null ? undefined : t(placeholder)}
          choices={choices}
          groups={groups}
        />
      )}
    </SelectField>
  );
}

/**
 * A number and its unit side by side ('45' + 'L', '1200' + 'sqft'): one visible label for the
 * number, the unit select labelled for screen readers. Each shows its own error.
 */
export function AmountWithUnit({
  name,
  unitName,
  unitChoices,
  label,
  hint,
  required,
  className = '',
  placeholder,
  unit,
  unitWidth = 'w-28',
}: Named & {
  unitName: ListingFormField;
  unitChoices: readonly Choice[];
  placeholder?: string | undefined;
  /** The unit's value and setter, when the form follows it. */
  unit?: { value: string; set: (value: string) => void };
  /** A Tailwind width for the unit select, wide enough for its longest unit. */
  unitWidth?: string;
}) {
  const t = useT();
  const { values, error } = useFormState();
  const id = fieldId(name);
  const unitId = fieldId(unitName);
  const amountError = error(name);
  const unitError = error(unitName);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required} look={BOLD}>
        {label ?? t(FIELD_LABELS[name])}
      </FieldLabel>
      <div className="flex">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required={required}
          defaultValue={values[name]}
          placeholder={placeholder}
          onInput={typeDecimal}
          {...describedControl(id, amountError, hint)}
          className={`${BOLD_SURFACE} block w-full min-w-0 flex-1 rounded-r-none`}
        />
        <label htmlFor={unitId} className="sr-only">
          {t(FIELD_LABELS[unitName])}
        </label>
        <select
          id={unitId}
          name={unitName}
          {...describedControl(unitId, unitError)}
          className={`${BOLD_SURFACE} -ml-px block ${unitWidth} shrink-0 rounded-l-none bg-slate-50 pr-8 font-medium`}
          {...(unit
            ? { value: unit.value, onChange: (event) => unit.set(event.currentTarget.value) }
            : { defaultValue: values[unitName] })}
        >
          <Options choices={unitChoices} />
        </select>
      </div>
      {hint ? (
        <FieldHint id={id} look={BOLD}>
          {hint}
        </FieldHint>
      ) : null}
      <FieldError id={id} error={amountError} look={BOLD} />
      <FieldError id={unitId} error={unitError} look={BOLD} />
    </div>
  );
}

/** A required-or-not choice shown as a row of radio buttons (Category, Sell or Rent). */
export function RadioGroup<V extends string>({
  name,
  choices,
  required,
  value,
  onChange,
  className = '',
}: {
  name: ListingFormField;
  choices: readonly Choice<V>[];
  required?: boolean;
  /** The chosen value and change handler, when the form follows the choice. */
  value?: string;
  onChange?: (value: V) => void;
  className?: string;
}) {
  const t = useT();
  const { values, error: errorOf } = useFormState();
  const id = fieldId(name);
  const error = errorOf(name);
  return (
    <fieldset
      id={id}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-required={required ? true : undefined}
      {...describedControl(id, error)}
      className={className}
    >
      <legend id={`${id}-legend`} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {t(FIELD_LABELS[name])}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`relative inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border bg-white px-3 py-2 text-sm font-semibold text-slate-800 transition-colors has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 hover:border-brand-600 ${
              error ? 'border-red-600' : 'border-slate-300'
            }`}
          >
            <input
              type="radio"
              id={`${id}-${choice.value}`}
              name={name}
              value={choice.value}
              required={required}
              className="size-4 accent-brand-700 focus-visible:outline-none"
              {...(value !== undefined
                ? { checked: value === choice.value, onChange: () => onChange?.(choice.value) }
                : { defaultChecked: values[name] === choice.value })}
            />
            {t(choice.label)}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} look={BOLD} />
    </fieldset>
  );
}

/**
 * Any number of choices as checkboxes under one name (Amenities): each ticked value is posted,
 * and the form reads them joined by commas (postedFieldText).
 */
export function CheckboxGroup({
  name,
  choices,
  hint,
}: {
  name: ListingFormField;
  choices: readonly { value: string; label: MessageKey }[];
  hint?: ReactNode;
}) {
  const t = useT();
  const { values, error: errorOf } = useFormState();
  const id = fieldId(name);
  const error = errorOf(name);
  const ticked = new Set(values[name].split(','));
  return (
    <fieldset id={id} aria-labelledby={`${id}-legend`} {...describedControl(id, error, hint)}>
      <legend id={`${id}-legend`} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {t(FIELD_LABELS[name])}
      </legend>
      {hint ? (
        <FieldHint id={id} look={BOLD}>
          {hint}
        </FieldHint>
      ) : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 hover:border-brand-600"
          >
            <input
              type="checkbox"
              name={name}
              value={choice.value}
              defaultChecked={ticked.has(choice.value)}
              className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
            />
            {t(choice.label)}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} look={BOLD} />
    </fieldset>
  );
}
