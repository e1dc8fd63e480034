import { JsonLd } from '../../components/ui/json-ld.tsx';
import { buildFaqPageJsonLd } from '../../lib/structured-data.ts';
import { telHref } from '../../lib/contact-links.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import type { FaqItem } from './agency-data.ts';
import { counterValues, formatCounter, type AgencyCounters, type CounterName } from './counters.ts';
import { FaqAccordion } from './faq-accordion.tsx';

const COUNTER_LABELS: Record<CounterName, MessageKey> = {
  listings: 'faq.counter.listings',
  cities: 'faq.counter.cities',
  agents: 'faq.counter.agents',
  years: 'faq.counter.years',
};

/**
 * FAQ (spec §2): the questions as an accordion with the second one open, the support
 * phone numbers, and four counters counted from the database.
 */
export function FaqPage({
  faqs,
  counters,
  phones,
}: {
  faqs: readonly FaqItem[];
  counters: AgencyCounters;
  phones: readonly string[];
}) {
  const { t, locale } = useI18n();
  return (
    <>
      <PageHeader title={t('faq.heading')} crumbs={[{ label: t('faq.heading') }]} />
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="faq-questions">
          <SectionHeading id="faq-questions" className="mb-6">
            {t('faq.questionsHeading')}
          </SectionHeading>
          {faqs.length > 0 ? (
            <>
              <FaqAccordion items={faqs} />
              <JsonLd data={buildFaqPageJsonLd(faqs)} />
            </>
          ) : (
            <p className="text-slate-700">{t('faq.empty')}</p>
          )}
        </section>
        {phones.length > 0 ? (
          <aside
            aria-labelledby="faq-support"
            className="self-start rounded-lg bg-brand-800 p-6 text-white"
          >
            <SectionHeading id="faq-support" size="sm" tone="dark" intro={t('faq.supportText')}>
              {t('faq.supportHeading')}
            </SectionHeading>
            <ul className="mt-4 space-y-2">
              {phones.map((phone) => (
                <li key={phone}>
                  <a
                    href={telHref(phone)}
                    className="text-lg font-bold text-white underline underline-offset-4 hover:text-accent-400"
                  >
                    {phone}
                  </a>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
      <section aria-labelledby="faq-counters" className="bg-brand-50 py-12">
        <div className="container-page">
          <h2 id="faq-counters" className="sr-only">
            {t('faq.countersHeading')}
          </h2>
          <dl className="grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
            {counterValues(counters).map((counter) => (
              <div
                key={counter.name}
                className="flex flex-col-reverse rounded-lg bg-white p-6 shadow-sm"
              >
                <dt className="mt-1 font-medium text-slate-700">
                  {t(COUNTER_LABELS[counter.name])}
                </dt>
                <dd className="text-4xl font-bold text-brand-700">
                  {formatCounter(counter.value, locale)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
