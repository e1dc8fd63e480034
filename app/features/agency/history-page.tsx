import { PageHeader } from '../../components/layout/page-header.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { TitledItem } from './about-block.ts';
import type { HistoryEvent } from './agency-data.ts';
import { CallToAction } from './call-to-action.tsx';
import { HistoryTabs } from './history-tabs.tsx';
import { WhyChooseUs } from './why-choose-us.tsx';

/**
 * History (spec §2, DESIGN.md): the agency's timeline from the database as year tabs,
 * 'Why Choose Us', and an appointment call to action to /contact.
 */
export function HistoryPage({
  events,
  whyChooseUs,
}: {
  events: readonly HistoryEvent[];
  whyChooseUs: readonly TitledItem[];
}) {
  const t = useT();
  return (
    <>
      <PageHeader title={t('history.heading')} crumbs={[{ label: t('history.heading') }]} />
      <section aria-labelledby="history-timeline" className="container-page max-w-4xl py-14">
        <h2 id="history-timeline" className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('history.timelineHeading')}
        </h2>
        {events.length > 0 ? (
          <HistoryTabs events={events} />
        ) : (
          <p className="text-slate-700">{t('history.empty')}</p>
        )}
      </section>
      <WhyChooseUs items={whyChooseUs} />
      <CallToAction
        id="history-cta"
        heading={t('history.ctaHeading')}
        text={t('history.ctaText')}
        linkText={t('history.ctaLink')}
        to="/contact"
      />
    </>
  );
}
