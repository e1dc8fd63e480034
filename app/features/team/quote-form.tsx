import { useT } from '../../i18n/i18n-context.tsx';
import { PublicForm } from '../inquiries/public-form.tsx';
import type { InquiryResult } from '../inquiries/inquiry-result.ts';
import { FormCard } from './form-card.tsx';
import { QUOTE_FIELDS } from './team-forms.ts';

/** 'Get A Quote' on /contact: stored in the agency's inbox and mailed to the agency. */
export function QuoteForm({ initialResult }: { initialResult?: InquiryResult | undefined }) {
  const t = useT();
  return (
    <FormCard
      id="get-a-quote"
      heading={t('contact.quote.heading')}
      intro={t('contact.quote.intro')}
    >
      <PublicForm
        action="/contact"
        fields={QUOTE_FIELDS}
        submit="contact.quote.submit"
        initialResult={initialResult}
        className="mt-6 flex flex-col gap-4"
      />
    </FormCard>
  );
}
