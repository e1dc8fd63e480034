import type { ReactNode } from 'react';

// A section's heading and the line of text under it, in the site's three sizes: `lg` heads a
// band of the page (larger from small screens up), `md` a section within a column, `sm` a box
// beside it. `dark` is for white text on a brand-coloured band. An introduction spaced or sized
// otherwise is the caller's own paragraph under the heading.

const SIZES = {
  sm: 'text-xl font-bold',
  md: 'text-2xl font-bold',
  lg: 'text-2xl font-bold sm:text-3xl',
} as const;

const TONES = {
  light: { heading: 'text-slate-900', intro: 'text-slate-700' },
  dark: { heading: '', intro: 'text-brand-100' },
} as const;

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** The h2 a section is labelled by (`id`), and its optional introduction. */
export function SectionHeading({
  id,
  children,
  intro,
  size = 'lg',
  tone = 'light',
  className,
}: {
  id: string;
  children: ReactNode;
  intro?: ReactNode;
  size?: keyof typeof SIZES;
  tone?: keyof typeof TONES;
  /** Spacing of the heading (`mb-6` when the content follows without its own margin). */
  className?: string;
}) {
  return (
    <>
      <h2 id={id} className={classes(className, SIZES[size], TONES[tone].heading)}>
        {children}
      </h2>
      {intro ? <p className={`mt-2 ${TONES[tone].intro}`}>{intro}</p> : null}
    </>
  );
}

/**
 * A band of a page labelled by its heading: `plain` on the page's background within the page
 * width (`narrow` for reading text), `tinted` across the full width on the light brand colour.
 */
export function PageSection({
  id,
  title,
  intro,
  tinted = false,
  narrow = false,
  headingClassName,
  lang,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  tinted?: boolean;
  narrow?: boolean;
  headingClassName?: string;
  /** 'en' for editorial content shown in English on a Telugu or Hindi page. */
  lang?: string | undefined;
  children: ReactNode;
}) {
  const content = (
    <>
      <SectionHeading id={id} intro={intro} className={headingClassName}>
        {title}
      </SectionHeading>
      {children}
    </>
  );
  if (tinted) {
    return (
      <section aria-labelledby={id} lang={lang} className="bg-brand-50 py-14">
        <div className={classes('container-page', narrow ? 'max-w-4xl' : undefined)}>{content}</div>
      </section>
    );
  }
  return (
    <section
      aria-labelledby={id}
      lang={lang}
      className={classes('container-page', narrow ? 'max-w-4xl' : undefined, 'py-14')}
    >
      {content}
    </section>
  );
}

export type Feature = {
  key: string;
  mark: ReactNode;
  title: ReactNode;
  text: ReactNode;
  /** 'en' for editorial content shown in English on a Telugu or Hindi page. */
  lang?: string | undefined;
};

/** Four white cards a row on wide screens (two on small ones): a mark, a title and a line. */
export function FeatureGrid({
  items,
  smallText = false,
}: {
  items: readonly Feature[];
  smallText?: boolean;
}) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.key} lang={item.lang} className="rounded-lg bg-white p-6 shadow-sm">
          {item.mark}
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
          <p className={smallText ? 'mt-2 text-sm text-slate-700' : 'mt-2 text-slate-700'}>
            {item.text}
          </p>
        </li>
      ))}
    </ul>
  );
}

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
