import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Icon } from './icon.tsx';

// The one kit of labelled form controls: a label, the control, an optional hint and the error
// beside it (aria-invalid + aria-describedby naming the error, then the hint). Each control
// takes a fixed `id` when something links to it (the listing form's error list), else makes
// its own. A look gives the classes: PLAIN here (account and back-office forms), BOLD in
// field-controls.tsx (the listing form: taller controls, a '*' by required fields, an icon by
// each error). The text field is here; the select, textarea and checkbox, which only the back
// office and the listing form use, are in field-controls.tsx, so that the chunk every page
// loads does not carry them (vite.config.ts).

/** How the kit's pieces look: their classes, and the marks the look adds. */
export type FieldLook = {
  label: string;
  /** A '*' beside the label of a required control (the label's text stays the name). */
  marksRequired: boolean;
  control: string;
  /** Added to `control` for a select, and for a textarea. */
  select: string;
  textarea: string;
  hint: string;
  error: string;
  /** An icon before each error (a path in a 20 × 20 box). */
  errorIcon?: string;
};

const PLAIN: FieldLook = {
  label: 'mb-1 block text-sm font-medium text-slate-800',
  marksRequired: false,
  control:
    'w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 aria-[invalid=true]:border-red-600',
  select: '',
  textarea: '',
  hint: 'mt-1 text-sm text-slate-600',
  error: 'mt-1 text-sm font-medium text-red-700',
};

/** A control's classes in a look (an editor's textarea builds on them too). */
export function controlClass(
  look: FieldLook = PLAIN,
  kind: 'input' | 'select' | 'textarea' = 'input',
): string {
  return look.control + (kind === 'input' ? '' : look[kind]);
}

/** The id of a control's hint. */
export const fieldHintId = (id: string) => `${id}-hint`;
/** The id of a control's error. */
const fieldErrorId = (id: string) => `${id}-error`;

/**
 * A control's aria-invalid and aria-describedby: named by its error (when there is one), then
 * its hint (when it has one), then `also` (a hint shared with other controls).
 */
export function describedControl(
  id: string,
  error: unknown,
  hint: unknown = null,
  also?: string,
): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  const ids = [error ? fieldErrorId(id) : null, hint ? fieldHintId(id) : null, also];
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.filter(Boolean).join(' ') || undefined,
  };
}

/** The visible '*': screen readers hear 'required' from the control's own attribute. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/** A control's label, with the look's '*' beside it for a required control. */
export function FieldLabel({
  htmlFor,
  required,
  look = PLAIN,
  children,
}: {
  htmlFor: string;
  required?: boolean | undefined;
  look?: FieldLook;
  children: ReactNode;
}) {
  if (!look.marksRequired) {
    return (
      <label htmlFor={htmlFor} className={look.label}>
        {children}
      </label>
    );
  }
  return (
    <div className={look.label}>
      <label htmlFor={htmlFor}>{children}</label>
      {required ? <RequiredMark /> : null}
    </div>
  );
}

/** The hint under a control (its id is `{id}-hint`). */
export function FieldHint({
  id,
  look = PLAIN,
  children,
}: {
  id: string;
  look?: FieldLook;
  children: ReactNode;
}) {
  return (
    <p id={fieldHintId(id)} className={look.hint}>
      {children}
    </p>
  );
}

/** The error under a control (its id is `{id}-error`); nothing when there is none. */
export function FieldError({
  id,
  error,
  look = PLAIN,
}: {
  id: string;
  error: string | undefined;
  look?: FieldLook;
}) {
  if (!error) return null;
  return (
    <p id={fieldErrorId(id)} className={look.error}>
      {look.errorIcon ? (
        <>
          <Icon d={look.errorIcon} className="mt-0.5 size-4 shrink-0" />
          {/* Sentence case on screen; the words stay the spec's ('possession status is required'). */}
          <span className="block first-letter:uppercase">{error}</span>
        </>
      ) : (
        error
      )}
    </p>
  );
}

/** What every labelled control takes besides its element's own attributes. */
export type FieldProps = {
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

/** The element attributes a control takes from its own props; the kit sets these. */
export type Omitted = 'id' | 'name' | 'required' | 'className';

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
export function ownAttributes<P extends FieldProps>(
  props: P,
): Omit<P, (typeof FIELD_KEYS)[number]> {
  const rest: Record<string, unknown> = { ...props };
  for (const key of FIELD_KEYS) delete rest[key];
  return rest as Omit<P, (typeof FIELD_KEYS)[number]>;
}

/** The id and aria attributes of one control. */
export function useField({ id, hint, error, required, alsoDescribedBy }: FieldProps) {
  const made = useId();
  const controlId = id ?? made;
  return { id: controlId, required, ...describedControl(controlId, error, hint, alsoDescribedBy) };
}

/** A control with its label above and its hint and error below. */
export function FieldFrame({
  field,
  control,
  children,
}: {
  field: FieldProps;
  control: { id: string };
  children: ReactNode;
}) {
  const { label, hint, error, required, look = PLAIN, className = '' } = field;
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

/** A labelled text input. */
export function TextField({
  ref,
  ...props
}: FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, Omitted> & { ref?: Ref<HTMLInputElement> }) {
  const control = useField(props);
  return (
    <FieldFrame field={props} control={control}>
      <input
        ref={ref}
        {...control}
        className={controlClass(props.look)}
        {...ownAttributes(props)}
      />
    </FieldFrame>
  );
}
