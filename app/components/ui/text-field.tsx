import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/** A labelled input with its error beside it (aria-invalid + aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  className = '',
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  name: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 aria-[invalid=true]:border-red-600"
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
