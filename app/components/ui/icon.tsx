import type { ButtonHTMLAttributes, Ref } from 'react';

// A decorative one-path icon (hidden from assistive technology: the control next to it carries
// the words). Filled with the text colour unless `stroke` gives a line width.
export function Icon({
  d,
  viewBox = '0 0 20 20',
  className = 'size-5',
  stroke,
  strokeLinecap,
  strokeLinejoin,
}: {
  d: string;
  viewBox?: string;
  className?: string;
  stroke?: string;
  strokeLinecap?: 'round';
  strokeLinejoin?: 'round';
}) {
  return (
    <svg aria-hidden="true" viewBox={viewBox} className={className}>
      {stroke ? (
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth={stroke}
          strokeLinecap={strokeLinecap}
          strokeLinejoin={strokeLinejoin}
          d={d}
        />
      ) : (
        <path fill="currentColor" d={d} />
      )}
    </svg>
  );
}

/** A button that shows only an icon; `label` is its name for screen readers. */
export function IconButton({
  d,
  label,
  ref,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  d: string;
  label: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button ref={ref} type="button" {...button}>
      <Icon d={d} viewBox="0 0 24 24" className="size-6" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
