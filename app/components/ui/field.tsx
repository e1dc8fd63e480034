import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Icon } from './icon.tsx';

// The one kit of labelled form controls: a label, the control, an optional hint and the error
// beside it (aria-invalid + aria-describedby naming the error, then the hint). Each control
// takes a fixed `id` when something links to it (the listing form's error list), else makes
// its own. Two looks: 'plain' (account and back-office forms) and 'bold' (the listing form:
// taller controls, a '*' by required fields, an icon by each error).

export type FieldLook = 'plain' | 'bold';

/** The bold look's control surface, without its width (for controls joined side by side). */
export const BOLD_SURFACE =
  'min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-xs transition-colors focus:border-brand-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40';

const LOOKS = {
  plain: {
    label: 'mb-1 block text-sm font-medium text-slate-800',
    control:
      'w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 aria-[invalid=true]:border-red-600',
    select: '',
    textarea: '',
    hint: 'mt-1 text-sm text-slate-600',
  },
  bold: {
    label: 'mb-1.5 flex items-baseline text-sm font-semibold text-slate-800',
    control: `block w-full ${BOLD_SURFACE}`,
    select: ' pr-8',
    textarea: ' min-h-32 leading-relaxed',
    hint: 'mt-1.5 text-sm text-slate-600',
  },
} as const;

/** A control's classes in a look, for controls built outside the kit (an editor's textarea). */
export function controlClass(look: FieldLook = 'plain'): string {
  return LOOKS[look].control;
}

/** The id of a control's hint. */
export const fieldHintId = (id: string) => `${id}-hint`;
/** The id of a control's error. */
export const fieldErrorId = (id: string) => `${id}-error`;

/** The ids that describe a control, in order, or undefined when there are none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The visible '*': screen readers hear 'required' from the control's own attribute. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/** A control's label; the bold look puts the '*' beside it, not in it (the name stays clean). */
export function FieldLabel({
  htmlFor,
  required,
  look = 'plain',
  children,
}: {
  htmlFor: string;
  required?: boolean | undefined;
  look?: FieldLook;
  children: ReactNode;
}) {
  if (look === 'plain') {
    return (
      <label htmlFor={htmlFor} className={LOOKS.plain.label}>
        {children}
      </label>
    );
  }
  return (
    <div className={LOOKS.bold.label}>
      <label htmlFor={htmlFor}>{children}</label>
      {required ? <RequiredMark /> : null}
    </div>
  );
}

/** The hint under a control (its id is `{id}-hint`). */
export function FieldHint({
  id,
  look = 'plain',
  children,
}: {
  id: string;
  look?: FieldLook;
  children: ReactNode;
}) {
  return (
    <p id={fieldHintId(id)} className={LOOKS[look].hint}>
      {children}
    </p>
  );
}

/** The error under a control (its id is `{id}-error`); nothing when there is none. */
export function FieldError({
  id,
  error,
  look = 'plain',
}: {
  id: string;
  error: string | undefined;
  look?: FieldLook;
}) {
  if (!error) return null;
  if (look === 'plain') {
    return (
      <p id={fieldErrorId(id)} className="mt-1 text-sm font-medium text-red-700">
        {error}
      </p>
    );
  }
  return (
    <p
      id={fieldErrorId(id)}
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

/** What every labelled control takes besides its element's own attributes. */
type FieldProps = {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean | undefined;
  /** A fixed id (something links to the control); one is made up otherwise. */
  id?: string | undefined;
  look?: FieldLook;
  /** The wrapper's classes (grid placement). */
  className?: string;
  /** Another element that describes the control (a hint shared by two fields). */
  alsoDescribedBy?: string | undefined;
};

const FIELD_KEYS = [
  'label',
  'hint',
  'error',
  'required',
  'id',
  'look',
  'className',
  'alsoDescribedBy',
] as const;

/** The props left for the control element itself (its name, value, handlers…). */
function ownAttributes<P extends FieldProps>(props: P): Omit<P, (typeof FIELD_KEYS)[number]> {
  const rest: Record<string, unknown> = { ...props };
  for (const key of FIELD_KEYS) delete rest[key];
  return rest as Omit<P, (typeof FIELD_KEYS)[number]>;
}

/** The id and aria attributes of one control. */
function useField({ id, hint, error, required, alsoDescribedBy }: FieldProps) {
  const made = useId();
  const controlId = id ?? made;
  return {
    id: controlId,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(
      error && fieldErrorId(controlId),
      hint ? fieldHintId(controlId) : null,
      alsoDescribedBy,
    ),
  };
}

function Frame({
  field,
  control,
  children,
}: {
  field: FieldProps;
  control: { id: string };
  children: ReactNode;
}) {
  const { label, hint, error, required, look = 'plain', className = '' } = field;
  return (
    <div className={className}>
      <FieldLabel htmlFor={control.id} required={required} look={look}>
        {label}
      </FieldLabel>
      {children}
      {hint ? (
        <FieldHint id={control.id} look={look}>
          {hint}
        </FieldHint>
      ) : null}
      <FieldError id={control.id} error={error} look={look} />
    </div>
  );
}

type Omitted = 'id' | 'name' | 'required' | 'className';

/** A labelled text input. */
export function TextField({
  ref,
  ...props
}: FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, Omitted> & { ref?: Ref<HTMLInputElement> }) {
  const control = useField(props);
  const look = props.look ?? 'plain';
  return (
    <Frame field={props} control={control}>
      <input ref={ref} {...control} className={LOOKS[look].control} {...ownAttributes(props)} />
    </Frame>
  );
}

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
  const look = props.look ?? 'plain';
  return (
    <Frame field={props} control={control}>
      <select
        {...control}
        className={LOOKS[look].control + LOOKS[look].select}
        {...ownAttributes(props)}
      >
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </Frame>
  );
}

/** A labelled textarea (4 rows unless told). */
export function TextAreaField({
  rows = 4,
  ...props
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Omitted>) {
  const control = useField(props);
  const look = props.look ?? 'plain';
  return (
    <Frame field={props} control={control}>
      <textarea
        {...control}
        className={LOOKS[look].control + LOOKS[look].textarea}
        rows={rows}
        {...ownAttributes(props)}
      />
    </Frame>
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
