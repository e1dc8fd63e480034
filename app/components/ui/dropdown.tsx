import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A disclosure menu on <details>/<summary>: it opens and closes with the keyboard and works
 * without JavaScript. With JavaScript it also closes on Escape, on a click outside and after
 * a choice.
 */
export function Dropdown({
  summary,
  summaryLabel,
  children,
  className = '',
  panelClassName = '',
  align = 'right',
}: {
  summary: ReactNode;
  summaryLabel?: string;
  children: ReactNode;
  className?: string;
  panelClassName?: string;
  align?: 'left' | 'right';
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => {
      details.open = false;
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        close();
        details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    details.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      details.removeEventListener('keydown', onKey);
    };
  }, []);
  return (
    <details ref={ref} className={`group relative ${className}`}>
      <summary
        aria-label={summaryLabel}
        className="flex cursor-pointer list-none items-center gap-1 rounded px-2 py-2 [&::-webkit-details-marker]:hidden"
      >
        {summary}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 transition group-open:rotate-180"
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </summary>
      {/* Not a control itself: it hears the clicks (and Enter/Space activations) of its links and buttons. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        onClick={(event) => {
          // A choice (a link or a button) closes the menu.
          if ((event.target as HTMLElement).closest('a, button') && ref.current)
            ref.current.open = false;
        }}
        className={`absolute z-40 mt-1 min-w-44 rounded-md border border-slate-200 bg-white py-1 text-slate-900 shadow-lg ${
          align === 'right' ? 'right-0' : 'left-0'
        } ${panelClassName}`}
      >
        {children}
      </div>
    </details>
  );
}
