import type { ReactNode } from 'react';
import { SectionHeading } from '../../components/ui/section-heading.tsx';

/** A public form of the team pages in its card: the heading, a line of text, then the form. */
export function FormCard({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <SectionHeading id={`${id}-heading`} size="md" intro={intro}>
        {heading}
      </SectionHeading>
      {children}
    </section>
  );
}
