import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageItems } from '../../lib/pagination.ts';

const base =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-semibold';
const idle = `${base} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`;
const current = `${base} border-brand-700 bg-brand-700 text-white`;
const disabled = `${base} border-slate-200 bg-slate-50 text-slate-600`;

export type PaginationTexts = {
  /** The nav's name ('Search results pages'). */
  label: string;
  previous: string;
  next: string;
  /** A page link's accessible name. */
  page: (page: number) => string;
  /** What a screen reader hears for an ellipsis; none: the ellipsis is hidden from it. */
  more?: string;
};

/**
 * Page links (spec §9: first, last, two either side of the current, ellipses between), as
 * plain links so they work before and without JavaScript. `arrows` shows ‹ › with the words
 * only from the small breakpoint up (they stay the links' names for screen readers).
 */
export function Pagination({
  page,
  pageCount,
  href,
  texts,
  arrows = false,
  preventScrollReset = false,
  className = 'mt-6',
  children,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  texts: PaginationTexts;
  arrows?: boolean;
  preventScrollReset?: boolean;
  className?: string;
  /** Under the links: 'Showing 1–12 of 240'. */
  children?: ReactNode;
}) {
  if (pageCount <= 1) return null;
  const step = (to: number, rel: 'prev' | 'next', text: string, enabled: boolean) => {
    const content = arrows ? (
      rel === 'prev' ? (
        <>
          <span aria-hidden="true">‹</span>
          <span className="sr-only sm:not-sr-only sm:ml-1">{text}</span>
        </>
      ) : (
        <>
          <span className="sr-only sm:not-sr-only sm:mr-1">{text}</span>
          <span aria-hidden="true">›</span>
        </>
      )
    ) : (
      text
    );
    return enabled ? (
      <Link to={href(to)} rel={rel} preventScrollReset={preventScrollReset} className={idle}>
        {content}
      </Link>
    ) : (
      <span aria-disabled="true" className={disabled}>
        {content}
      </span>
    );
  };
  return (
    <nav aria-label={texts.label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{step(page - 1, 'prev', texts.previous, page > 1)}</li>
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={href(item)}
                preventScrollReset={preventScrollReset}
                aria-current={item === page ? 'page' : undefined}
                aria-label={texts.page(item)}
                className={item === page ? current : idle}
              >
                {item}
              </Link>
            </li>
          ) : texts.more ? (
            <li key={item} className="px-1 text-slate-700">
              <span aria-hidden="true">…</span>
              <span className="sr-only">{texts.more}</span>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ),
        )}
        <li>{step(page + 1, 'next', texts.next, page < pageCount)}</li>
      </ul>
      {children}
    </nav>
  );
}
