import {
  useId,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import {
  controlClass,
  FieldFrame,
  FieldHint,
  fieldHintId,
  ownAttributes,
  useField,
  type FieldLook,
  type FieldProps,
  type Omitted,
} from './field.tsx';

// The rest of the field kit (field.tsx has its pieces and the text field): the bold look, the
// select, the textarea and the checkbox. Kept apart because only the back office and the
// listing form use them: the chunk every page loads stays without them (vite.config.ts).

/** The bold look's control surface, without its width (for controls joined side by side). */
export const BOLD_SURFACE =
  'min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-xs transition-colors focus:border-brand-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40';

/** The listing form's look: taller controls, a '*' by required fields, an icon by errors. */
export const BOLD: FieldLook = {
  label: 'mb-1.5 flex items-baseline text-sm font-semibold text-slate-800',
  marksRequired: true,
  control: `block w-full ${BOLD_SURFACE}`,
  select: ' pr-8',
  textarea: ' min-h-32 leading-relaxed',
  hint: 'mt-1.5 text-sm text-slate-600',
  error: 'mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700',
  errorIcon:
    'M10 1.8a8.2 8.2 0 1 0 0 16.4 8.2 8.2 0 0 0 0-16.4Zm0 4a1 1 0 0 1 1 1v3.6a1 1 0 1 1-2 0V6.8a1 1 0 0 1 1-1Zm0 8.6a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z',
};

/** A labelled select: its options as `options`, or as children (groups, a placeholder). */
export function SelectField({
  options,
  children,
  ...props
}: FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, Omitted> & {
    options?: readonly { value: string; label: string }[];
  }) {
  const control = useField(props);
  return (
    <FieldFrame field={props} control={control}>
      <select {...control} className={controlClass(props.look, 'select')} {...ownAttributes(props)}>
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}

/** A labelled textarea (4 rows unless told). */
export function TextAreaField({
  rows = 4,
  ...props
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Omitted>) {
  const control = useField(props);
  return (
    <FieldFrame field={props} control={control}>
      <textarea
        {...control}
        className={controlClass(props.look, 'textarea')}
        rows={rows}
        {...ownAttributes(props)}
      />
    </FieldFrame>
  );
}

/** A checkbox with its label to the right and an optional hint below. */
export function CheckboxField({
  label,
  name,
  defaultChecked,
  value = 'on',
  hint,
}: {
  label: ReactNode;
  name: string;
  defaultChecked?: boolean;
  value?: string;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={defaultChecked}
          aria-describedby={hint ? fieldHintId(id) : undefined}
          className="size-5 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
    </div>
  );
}
