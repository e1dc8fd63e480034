import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { NewsletterForm } from '../newsletter/newsletter-form.tsx';

/**
 * Coming soon (spec §2, DESIGN.md): a heading, a line of text and the notify form, which
 * subscribes the address to the newsletter (source 'coming-soon').
 */
export function ComingSoonPage() {
  const t = useT();
  return (
    <div className="bg-brand-50">
      <section
        aria-labelledby="coming-soon-heading"
        className="container-page flex max-w-2xl flex-col items-center py-20 text-center"
      >
        <h1 id="coming-soon-heading" className="text-4xl font-bold text-slate-900 sm:text-5xl">
          {t('comingSoon.heading')}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{t('comingSoon.text')}</p>
        <div className="mt-8 w-full max-w-md rounded-lg bg-white p-6 text-left text-slate-900 shadow-sm">
          <NewsletterForm
            idPrefix="coming-soon"
            source="coming-soon"
            label="comingSoon.email"
            submit="comingSoon.notify"
            light
          />
        </div>
        <Link to="/" className="mt-8 font-semibold text-brand-700 underline underline-offset-4">
          {t('comingSoon.back')}
        </Link>
      </section>
    </div>
  );
}
