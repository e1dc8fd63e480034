import { telHref } from '../../lib/contact-links.ts';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { textLang } from '../../i18n/text-lang.ts';
import type { SiteSettings } from '../../lib/site-settings.ts';
import { JsonLd } from '../../components/ui/json-ld.tsx';
import { ListingCard } from '../listings/listing-card.tsx';
import type { ListingCardData } from '../listings/listing-card-data.ts';
import type { CityPageData } from './city-page-data.ts';
import { buildFaqPageJsonLd } from '../../lib/structured-data.ts';

// Serialised through a loader, dates arrive as strings.
type CardListing = Omit<ListingCardData, 'createdAt'> & { createdAt: Date | string };
type PageProps = Omit<CityPageData, 'listings'> & { listings: CardListing[] };

const BOX = 'rounded-lg border border-slate-200 bg-white p-6 shadow-sm';
const BOX_HEADING = 'text-lg font-bold text-slate-900';

/**
 * A city landing page (spec §2): the marketing copy, the city's newest live listings, FAQs as
 * disclosure widgets, and a sidebar of services, localities, contact details and a call to
 * action. Everything is links and <details>: it works without JavaScript.
 */
export function CityPageView({
  page,
  settings,
}: {
  page: PageProps;
  settings: SiteSettings | undefined;
}) {
  const { t, locale } = useI18n();
  const faqLd = buildFaqPageJsonLd(page.faqs);
  const city = page.city.name;
  return (
    <>
      <PageHeader
        title={page.title}
        subtitle={page.subheader}
        lang={page.lang}
        subtitleLang={page.lang}
        crumbs={[{ label: page.title }]}
      />
      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <div
            lang={page.lang}
            className="space-y-4 text-base leading-relaxed text-slate-800 sm:text-lg"
          >
            {page.intro.map((paragraph, index) => (
              <p key={index} className={index === 0 ? 'text-lg font-medium sm:text-xl' : undefined}>
                {paragraph}
              </p>
            ))}
          </div>

          {page.sections.map((section, index) => (
            <section
              key={index}
              lang={page.lang}
              aria-labelledby={`city-section-${index}`}
              className="mt-10"
            >
              <h2
                id={`city-section-${index}`}
                className="text-2xl font-bold leading-tight text-slate-900"
              >
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-slate-800 sm:text-lg">
                {section.paragraphs.map((paragraph, n) => (
                  <p key={n}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}

          <section aria-labelledby="city-listings" className="mt-12">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <SectionHeading id="city-listings" size="md">
                {t('cityPage.listingsHeading', { city })}
              </SectionHeading>
              <Link
                to={page.allListingsHref}
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {t('cityPage.viewAll', { city })}
              </Link>
            </div>
            {page.listings.length === 0 ? (
              <p className="mt-6 rounded-lg bg-brand-50 p-6 text-slate-800">
                {t('cityPage.noListings')}
              </p>
            ) : (
              <ul className="mt-6 grid grid-cols-1 gap-6 min-[576px]:grid-cols-2">
                {page.listings.map((listing) => (
                  <li key={listing.id}>
                    <ListingCard
                      listing={listing}
                      phone={settings?.phones[0]}
                      sizes="(min-width: 1024px) 400px, (min-width: 576px) 50vw, 100vw"
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>

          {page.faqs.length > 0 ? (
            <section aria-labelledby="city-faqs" className="mt-12">
              <SectionHeading id="city-faqs" size="md">
                {t('cityPage.faqHeading')}
              </SectionHeading>
              <div className="mt-6 space-y-3">
                {page.faqs.map((faq, index) => (
                  <details
                    key={index}
                    lang={page.lang}
                    className="group rounded-lg border border-slate-200 bg-white shadow-sm open:border-brand-200"
                  >
                    <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-lg px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                      <span>{faq.question}</span>
                      <span
                        aria-hidden="true"
                        className="mt-0.5 text-xl leading-none text-brand-700 transition group-open:rotate-45"
                      >
                        +
                      </span>
                    </summary>
                    <p className="px-5 pb-5 leading-relaxed text-slate-800">{faq.answer}</p>
                  </details>
                ))}
              </div>
            </section>
          ) : null}
        </div>

        <aside className="flex flex-col gap-6" aria-label={t('cityPage.sidebarLabel')}>
          <section aria-labelledby="city-services" className={BOX}>
            <h2 id="city-services" className={BOX_HEADING}>
              {t('cityPage.servicesHeading')}
            </h2>
            <ul className="mt-3 divide-y divide-slate-100">
              {page.services.map((service) => (
                <li key={service.slug} lang={service.lang}>
                  <Link
                    to={`/service-details#${service.slug}`}
                    className="flex items-center justify-between gap-2 py-2.5 text-slate-800 hover:text-brand-700 hover:underline"
                  >
                    {service.name}
                    <span aria-hidden="true" className="text-brand-700">
                      ›
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          {page.localities.length > 0 ? (
            <section aria-labelledby="city-locations" className={BOX}>
              <h2 id="city-locations" className={BOX_HEADING}>
                {t('cityPage.locationsHeading')}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {page.localities.map((locality) => (
                  <li key={locality.name} lang={page.lang}>
                    {locality.href ? (
                      <Link
                        to={locality.href}
                        className="inline-block rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100 hover:underline"
                      >
                        {locality.name}
                      </Link>
                    ) : (
                      <span className="inline-block rounded-full border border-slate-200 px-3 py-1 text-sm text-slate-700">
                        {locality.name}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {settings ? (
            <section aria-labelledby="city-contact" className={BOX}>
              <h2 id="city-contact" className={BOX_HEADING}>
                {t('cityPage.contactHeading')}
              </h2>
              <dl className="mt-3 space-y-3 text-slate-800">
                {settings.phones.length > 0 ? (
                  <div>
                    <dt className="text-sm font-semibold text-slate-600">{t('cityPage.phone')}</dt>
                    {settings.phones.map((phone) => (
                      <dd key={phone}>
                        <a href={telHref(phone)} className="hover:text-brand-700 hover:underline">
                          {phone}
                        </a>
                      </dd>
                    ))}
                  </div>
                ) : null}
                {settings.email ? (
                  <div>
                    <dt className="text-sm font-semibold text-slate-600">{t('cityPage.email')}</dt>
                    <dd>
                      <a
                        href={`mailto:${settings.email}`}
                        className="break-all hover:text-brand-700 hover:underline"
                      >
                        {settings.email}
                      </a>
                    </dd>
                  </div>
                ) : null}
                {settings.address ? (
                  <div>
                    <dt className="text-sm font-semibold text-slate-600">
                      {t('cityPage.address')}
                    </dt>
                    <dd lang={textLang(settings.address, locale)}>{settings.address}</dd>
                  </div>
                ) : null}
              </dl>
            </section>
          ) : null}

          <section aria-labelledby="city-cta" className="rounded-lg bg-brand-800 p-6 text-white">
            <h2 id="city-cta" className="text-lg font-bold">
              {t('cityPage.ctaHeading', { city })}
            </h2>
            <p className="mt-2 text-brand-50">{t('cityPage.ctaText')}</p>
            <Link
              to="/contact"
              className="mt-4 inline-flex min-h-11 items-center justify-center rounded-md bg-accent-400 px-5 py-2 font-bold text-slate-900 hover:bg-accent-500"
            >
              {t('cityPage.ctaLink')}
            </Link>
          </section>
        </aside>
      </div>
      {faqLd ? <JsonLd data={faqLd} /> : null}
    </>
  );
}
