import { Icon } from '../../components/ui/icon.tsx';
import { FeatureGrid, PageSection } from '../../components/ui/section-heading.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';

const FEATURES: { title: MessageKey; text: MessageKey; icon: string }[] = [
  {
    title: 'features.smartLiving',
    text: 'features.smartLivingText',
    icon: 'M12 3 2 11h3v10h14V11h3L12 3Zm0 6a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z',
  },
  {
    title: 'features.eco',
    text: 'features.ecoText',
    icon: 'M17 8C8 10 5.9 16.2 3.8 21.3l1.9.7 1-2.3c.5.2 1 .3 1.3.3C19 20 22 3 22 3c-1 2-8 2.3-13 3.3S2 11.5 2 13.5s1.8 3.8 1.8 3.8C7 8 17 8 17 8Z',
  },
  {
    title: 'features.location',
    text: 'features.locationText',
    icon: 'M12 2a7 7 0 0 0-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 0 0-7-7Zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z',
  },
  {
    title: 'features.tech',
    text: 'features.techText',
    icon: 'M4 5h16v10H4V5Zm-2 12h20v2H2v-2Zm4-10v6h12V7H6Z',
  },
];

/** Core Features (spec §2): Smart living, Eco Construction, Prime Location, Modern Technology. */
export function CoreFeatures() {
  const t = useT();
  return (
    <PageSection id="core-features" title={t('features.heading')} intro={t('features.text')} tinted>
      <FeatureGrid
        items={FEATURES.map((feature) => ({
          key: feature.title,
          mark: <Icon d={feature.icon} viewBox="0 0 24 24" className="size-10 text-brand-600" />,
          title: t(feature.title),
          text: t(feature.text),
        }))}
        smallText
      />
    </PageSection>
  );
}
