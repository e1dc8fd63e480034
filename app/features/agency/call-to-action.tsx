import { Link } from 'react-router';
import { SectionHeading } from '../../components/ui/section-heading.tsx';

/** A closing band: a heading, a line of text and the one link that answers it. */
export function CallToAction({
  id,
  heading,
  text,
  linkText,
  to,
}: {
  id: string;
  heading: string;
  text: string;
  linkText: string;
  to: string;
}) {
  return (
    <section aria-labelledby={id} className="bg-brand-800 text-white">
      <div className="container-page flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <SectionHeading id={id} tone="dark">
            {heading}
          </SectionHeading>
          <p className="mt-2 text-lg text-brand-100">{text}</p>
        </div>
        <Link
          to={to}
          className="inline-flex min-h-12 shrink-0 items-center rounded-md bg-accent-400 px-7 font-bold text-slate-900 hover:bg-accent-500"
        >
          {linkText}
        </Link>
      </div>
    </section>
  );
}
