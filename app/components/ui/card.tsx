import type { ReactNode } from 'react';

/** A white card on a page's grey background: the blocks of the details and booking pages. */
export const CARD_CLASS = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** A card named by its heading: a section, or a `nav` when it is a menu of links. */
export function CardSection({
  headingId,
  heading,
  id,
  as: Tag = 'section',
  className,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  id?: string;
  as?: 'section' | 'nav';
  /** Classes added to the card's own. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag
      id={id}
      aria-labelledby={headingId}
      className={className ? `${CARD_CLASS} ${className}` : CARD_CLASS}
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      {children}
    </Tag>
  );
}
