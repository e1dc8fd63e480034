import type { ButtonHTMLAttributes, ReactNode } from 'react';

// The site's buttons: one look per variant, one busy state (spinner + disabled) for forms that
// are submitting. Links styled as buttons use `buttonClass`.

export type ButtonVariant = 'primary' | 'secondary' | 'danger';
export type ButtonSize = 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 py-2',
  lg: 'min-h-12 px-7 text-base',
};

export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  className = '',
}: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; className?: string } = {}) {
  return [
    'inline-flex items-center justify-center gap-2 rounded-md font-bold disabled:cursor-wait disabled:opacity-70',
    VARIANTS[variant],
    SIZES[size],
    block ? 'w-full' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** Shows the spinner and disables the button while the form is being sent. */
  busy?: boolean;
  children: ReactNode;
};

export function Button({
  variant,
  size,
  block,
  busy = false,
  className,
  type = 'submit',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={buttonClass({ variant, size, block, className })}
      {...rest}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}

export function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin">
      <circle
        cx="12"
        cy="12"
        r="9"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.3"
        strokeWidth="3"
      />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
