import { useT } from '../../i18n/i18n-context.tsx';
import { PublicForm } from '../inquiries/public-form.tsx';
import type { InquiryResult } from '../inquiries/inquiry-result.ts';
import { QUOTE_FIELDS } from './team-forms.ts';

/** 'Get A Quote' on /contact: stored in the agency's inbox and mailed to the agency. */
export function QuoteForm({ initialResult }: { initialResult?: InquiryResult | undefined }) {
  const t = useT();
  return (
    <section
      id="get-a-quote"
      aria-labelledby="get-a-quote-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="get-a-quote-heading" className="text-2xl font-bold text-slate-900">
        {t('contact.quote.heading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('contact.quote.intro')}</p>
      <PublicForm
        action="/contact"
        fields={QUOTE_FIELDS}
        submit="contact.quote.submit"
        initialResult={initialResult}
        className="mt-6 flex flex-col gap-4"
      />
    </section>
  );
}
