import type { ReactNode } from 'react';

// The listing form's layout: numbered sections and their sub-groups of fields.

export function Heading({
  level,
  className,
  id,
  children,
}: {
  level: 2 | 3;
  className: string;
  id?: string;
  children: ReactNode;
}) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

export function Section({
  level,
  id,
  title,
  children,
}: {
  level: 2 | 3;
  id: string;
  title: string;
  children: ReactNode;
}) {
  // '1 Description': the number shows as a badge and stays part of the heading's text.
  const space = title.indexOf(' ');
  const number = space > 0 ? title.slice(0, space) : '';
  const name = space > 0 ? title.slice(space + 1) : title;
  return (
    <section
      id={`listing-${id}`}
      aria-labelledby={`listing-${id}-title`}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <Heading
        level={level}
        id={`listing-${id}-title`}
        className="mb-6 flex items-center gap-3 text-xl font-bold text-slate-900"
      >
        {number ? (
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base text-white">
            {number}
            <span className="sr-only"> </span>
          </span>
        ) : null}
        {name}
      </Heading>
      <div className="space-y-6">{children}</div>
    </section>
  );
}

export function SubGroup({
  legend,
  note,
  hidden,
  nested,
  children,
}: {
  legend: string;
  note?: string | undefined;
  hidden?: boolean;
  nested?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset
      hidden={hidden}
      className={
        nested
          ? 'space-y-4'
          : 'space-y-5 rounded-lg border border-slate-200 bg-slate-50/60 p-4 sm:p-5'
      }
    >
      <legend
        className={
          nested
            ? 'mb-3 text-sm font-bold uppercase tracking-wide text-slate-700'
            : 'float-left mb-4 w-full text-base font-bold text-slate-900'
        }
      >
        {legend}
        {note ? (
          <span className="mt-1 block text-sm font-normal text-slate-600">{note}</span>
        ) : null}
      </legend>
      <div className="clear-both space-y-5">{children}</div>
    </fieldset>
  );
}
