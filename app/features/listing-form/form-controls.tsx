import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { type Choice } from './listing-choices.ts';

// The listing form's labelled controls. Ids are fixed (`lf-{name}`) so the error list can
// link to each field; every error sits by its field (aria-invalid + aria-describedby).

export const fieldId = (name: string) => `lf-${name}`;
export const errorId = (name: string) => `lf-${name}-error`;
export const hintId = (name: string) => `lf-${name}-hint`;

const CONTROL_LOOK =
  'min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-xs transition-colors focus:border-brand-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40';
const CONTROL = `block w-full ${CONTROL_LOOK}`;

export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The visible '*': screen readers hear 'required' from the control's own attribute. */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

export function FieldError({ name, error }: { name: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p
      id={errorId(name)}
      className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
    >
      <Icon
        d="M10 1.8a8.2 8.2 0 1 0 0 16.4 8.2 8.2 0 0 0 0-16.4Zm0 4a1 1 0 0 1 1 1v3.6a1 1 0 1 1-2 0V6.8a1 1 0 0 1 1-1Zm0 8.6a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z"
        className="mt-0.5 size-4 shrink-0"
      />
      {/* Sentence case on screen; the words stay the spec's ('possession status is required'). */}
      <span className="block first-letter:uppercase">{error}</span>
    </p>
  );
}

function Hint({ name, children }: { name: string; children: ReactNode }) {
  return (
    <p id={hintId(name)} className="mt-1.5 text-sm text-slate-600">
      {children}
    </p>
  );
}

export function Label({
  name,
  required,
  children,
  className = '',
}: {
  name: string;
  required?: boolean | undefined;
  children: ReactNode;
  className?: string;
}) {
  // The '*' sits beside the label, not in it: the label's text stays the field's name.
  return (
    <div className={`mb-1.5 flex items-baseline text-sm font-semibold text-slate-800 ${className}`}>
      <label htmlFor={fieldId(name)}>{children}</label>
      {required ? <RequiredMark /> : null}
    </div>
  );
}

type Common = {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

export function TextInput({
  name,
  label,
  error,
  hint,
  required,
  className = '',
  extraDescription,
  ...input
}: Common & { extraDescription?: string } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'name' | 'id'
  >) {
  return (
    <div className={className}>
      <Label name={name} required={required}>
        {label}
      </Label>
      <input
        id={fieldId(name)}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          error && errorId(name),
          hint ? hintId(name) : null,
          extraDescription,
        )}
        className={CONTROL}
        {...input}
      />
      {hint ? <Hint name={name}>{hint}</Hint> : null}
      <FieldError name={name} error={error} />
    </div>
  );
}

export function TextArea({
  name,
  label,
  error,
  hint,
  required,
  className = '',
  ...input
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>) {
  return (
    <div className={className}>
      <Label name={name} required={required}>
        {label}
      </Label>
      <textarea
        id={fieldId(name)}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId(name), hint ? hintId(name) : null)}
        className={`${CONTROL} min-h-32 leading-relaxed`}
        {...input}
      />
      {hint ? <Hint name={name}>{hint}</Hint> : null}
      <FieldError name={name} error={error} />
    </div>
  );
}

export type OptionGroup = { label: string; options: readonly Choice[] };

/** The options of a select: a flat list, or groups (<optgroup>) when `groups` is given. */
export function Options({
  choices,
  groups,
  placeholder,
}: {
  choices?: readonly Choice[] | undefined;
  groups?: readonly OptionGroup[] | undefined;
  placeholder?: string | undefined;
}) {
  const t = useT();
  return (
    <>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {groups
        ? groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {t(choice.label)}
                </option>
              ))}
            </optgroup>
          ))
        : choices?.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {t(choice.label)}
            </option>
          ))}
    </>
  );
}

export function SelectField({
  name,
  label,
  error,
  hint,
  required,
  className = '',
  children,
  ...select
}: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>) {
  return (
    <div className={className}>
      <Label name={name} required={required}>
        {label}
      </Label>
      <select
        id={fieldId(name)}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId(name), hint ? hintId(name) : null)}
        className={`${CONTROL} pr-8`}
        {...select}
      >
        {children}
      </select>
      {hint ? <Hint name={name}>{hint}</Hint> : null}
      <FieldError name={name} error={error} />
    </div>
  );
}

/**
 * A number and its unit side by side ('45' + 'L', '1200' + 'sqft'): one visible label for the
 * number, the unit select labelled for screen readers. Each shows its own error.
 */
export function AmountWithUnit({
  name,
  unitName,
  label,
  unitLabel,
  error,
  unitError,
  hint,
  required,
  className = '',
  defaultValue,
  unitChildren,
  unitProps,
  onInput,
  inputMode = 'decimal',
  placeholder,
  unitWidth = 'w-28',
}: {
  name: string;
  unitName: string;
  label: ReactNode;
  unitLabel: string;
  error?: string | undefined;
  unitError?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  defaultValue?: string | undefined;
  unitChildren: ReactNode;
  unitProps?: SelectHTMLAttributes<HTMLSelectElement>;
  onInput?: InputHTMLAttributes<HTMLInputElement>['onInput'];
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string | undefined;
  /** A Tailwind width for the unit select, wide enough for its longest unit. */
  unitWidth?: string;
}) {
  return (
    <div className={className}>
      <Label name={name} required={required}>
        {label}
      </Label>
      <div className="flex">
        <input
          id={fieldId(name)}
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          required={required}
          defaultValue={defaultValue}
          placeholder={placeholder}
          onInput={onInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId(name), hint ? hintId(name) : null)}
          className={`${CONTROL_LOOK} block w-full min-w-0 flex-1 rounded-r-none`}
        />
        <label htmlFor={fieldId(unitName)} className="sr-only">
          {unitLabel}
        </label>
        <select
          id={fieldId(unitName)}
          name={unitName}
          aria-invalid={unitError ? true : undefined}
          aria-describedby={describedBy(unitError && errorId(unitName))}
          className={`${CONTROL_LOOK} -ml-px block ${unitWidth} shrink-0 rounded-l-none bg-slate-50 pr-8 font-medium`}
          {...unitProps}
        >
          {unitChildren}
        </select>
      </div>
      {hint ? <Hint name={name}>{hint}</Hint> : null}
      <FieldError name={name} error={error} />
      <FieldError name={unitName} error={unitError} />
    </div>
  );
}

/** A required-or-not choice shown as a row of radio buttons (Category, Sell or Rent). */
export function RadioGroup<V extends string>({
  name,
  legend,
  choices,
  error,
  required,
  value,
  defaultValue,
  onChange,
  className = '',
}: {
  name: string;
  legend: ReactNode;
  choices: readonly Choice<V>[];
  error?: string | undefined;
  required?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (value: V) => void;
  className?: string;
}) {
  const t = useT();
  return (
    <fieldset
      id={fieldId(name)}
      role="radiogroup"
      aria-labelledby={`${fieldId(name)}-legend`}
      aria-required={required ? true : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error && errorId(name))}
      className={className}
    >
      <legend
        id={`${fieldId(name)}-legend`}
        className="mb-1.5 block text-sm font-semibold text-slate-800"
      >
        {legend}
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
              id={`${fieldId(name)}-${choice.value}`}
              name={name}
              value={choice.value}
              required={required}
              className="size-4 accent-brand-700 focus-visible:outline-none"
              {...(value !== undefined
                ? { checked: value === choice.value, onChange: () => onChange?.(choice.value) }
                : { defaultChecked: defaultValue === choice.value })}
            />
            {t(choice.label)}
          </label>
        ))}
      </div>
      <FieldError name={name} error={error} />
    </fieldset>
  );
}
