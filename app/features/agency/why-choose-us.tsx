import { FeatureGrid, PageSection } from '../../components/ui/section-heading.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { TitledItem } from './about-block.ts';

/** 'Why Choose Us' (spec §2, history page): the About block's reasons, as cards. */
export function WhyChooseUs({ items }: { items: readonly TitledItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <PageSection id="why-choose-us" title={t('history.whyChooseUs')} tinted>
      <FeatureGrid
        items={items.map((item, index) => ({
          key: item.title,
          mark: (
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
          ),
          title: item.title,
          text: item.text,
          lang: item.lang,
        }))}
      />
    </PageSection>
  );
}
