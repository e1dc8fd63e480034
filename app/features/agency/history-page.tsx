import { PageHeader } from '../../components/layout/page-header.tsx';
import { PageSection } from '../../components/ui/section-heading.tsx';
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
      <PageSection
        id="history-timeline"
        title={t('history.timelineHeading')}
        narrow
        headingClassName="mb-6"
      >
        {events.length > 0 ? (
          <HistoryTabs events={events} />
        ) : (
          <p className="text-slate-700">{t('history.empty')}</p>
        )}
      </PageSection>
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
