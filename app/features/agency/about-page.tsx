import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { PageSection } from '../../components/ui/section-heading.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { emphasisHref, type AboutBlock } from './about-block.ts';
import type { TestimonialSlide } from './agency-data.ts';
import { CallToAction } from './call-to-action.tsx';
import { TestimonialsCarousel } from './testimonials-carousel.tsx';

const EMPHASIS_ICONS = [
  // A house with a key: buying.
  'M12 3 2 11h3v10h6v-6h2v6h6V11h3L12 3Z',
  // A door: renting.
  'M6 2h12v20H6V2Zm9 9.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  // A sign post: selling.
  'M11 2h2v3h7l2 3-2 3h-7v11h-2V11H4l-2-3 2-3h7V2Z',
];

/**
 * About Us (spec §2): the About block, 'Our Primary Emphasis' (Buy, Rent, Sell a Property,
 * each leading to where that happens), the testimonials carousel and a call to action.
 */
export function AboutPage({
  about,
  testimonials,
}: {
  about: AboutBlock | null;
  testimonials: readonly TestimonialSlide[];
}) {
  const t = useT();
  return (
    <>
      <PageHeader title={t('about.heading')} crumbs={[{ label: t('about.heading') }]} />
      {about ? (
        <PageSection id="about-block" title={about.heading} lang={about.lang} narrow>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </PageSection>
      ) : null}
      {about && about.emphasis.length > 0 ? (
        <PageSection id="primary-emphasis" title={t('about.emphasisHeading')} tinted>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {about.emphasis.map((item, index) => (
              <li
                key={item.title}
                lang={about.lang}
                className="relative rounded-lg bg-white p-6 shadow-sm focus-within:ring-2 focus-within:ring-brand-600"
              >
                <Icon
                  d={EMPHASIS_ICONS[index % EMPHASIS_ICONS.length]!}
                  viewBox="0 0 24 24"
                  className="size-10 text-brand-600"
                />
                <h3 className="mt-4 text-xl font-semibold text-slate-900">
                  <Link
                    to={emphasisHref(item.title, index)}
                    className="underline-offset-4 after:absolute after:inset-0 hover:text-brand-700 hover:underline"
                  >
                    {item.title}
                  </Link>
                </h3>
                <p className="mt-2 text-slate-700">{item.text}</p>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}
      {testimonials.length > 0 ? (
        <PageSection
          id="testimonials"
          title={t('about.testimonialsHeading')}
          headingClassName="mb-6"
        >
          <TestimonialsCarousel items={testimonials} />
        </PageSection>
      ) : null}
      <CallToAction
        id="about-cta"
        heading={t('about.ctaHeading')}
        text={t('about.ctaText')}
        linkText={t('about.ctaLink')}
        to="/contact"
      />
    </>
  );
}
