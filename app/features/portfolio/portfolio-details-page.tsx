import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { CARD_CLASS, CardSection } from '../../components/ui/section-heading.tsx';
import { textLang } from '../../i18n/text-lang.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { ImageSlider } from '../listing-details/image-slider.tsx';
import { detailFacts } from '../listing-details/listing-display.ts';
import { FactsGrid } from '../listing-details/listing-facts.tsx';
import { ListingPrice } from '../listings/listing-price.tsx';
import type { PortfolioDetails } from './portfolio-data.ts';
import { StatusBadge } from './portfolio-page.tsx';

/** /portfolio-details/:id: one sold or rented property, with the services menu. */
export function PortfolioDetailsPage({ details }: { details: PortfolioDetails }) {
  const { t, locale } = useI18n();
  const { listing, photos, services } = details;
  const rent = listing.listingType === 'rent';
  return (
    <>
      <PageHeader
        title={listing.title}
        lang={textLang(listing.title, locale)}
        subtitle={t('portfolio.place', { area: listing.areaName, city: listing.cityName })}
        crumbs={[{ label: t('portfolio.heading'), to: '/portfolio' }, { label: listing.title }]}
      />
      <div className="bg-slate-50">
        <div className="container-page grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex min-w-0 flex-col gap-6">
            <ImageSlider photos={photos} title={listing.title} />
            <p className="flex flex-wrap items-center gap-3">
              <StatusBadge status={listing.status} />
              <span className="rounded bg-slate-200 px-2 py-1 text-xs font-semibold text-slate-800">
                {t(`propertyType.${listing.propertyType}`)}
              </span>
              <span className="text-2xl font-extrabold text-brand-800">
                <span className="sr-only">{t('portfolio.details.price')}: </span>
                <ListingPrice price={listing.price} rent={rent} headline />
              </span>
            </p>
            <CardSection headingId="portfolio-facts" heading={t('portfolio.details.facts')}>
              <div className="mt-2">
                <FactsGrid facts={detailFacts(listing, locale)} />
              </div>
            </CardSection>
            <CardSection
              headingId="portfolio-description"
              heading={t('portfolio.details.description')}
            >
              <p className="mt-3 whitespace-pre-line break-words leading-relaxed text-slate-800">
                <span lang={textLang(listing.description, locale)}>{listing.description}</span>
              </p>
            </CardSection>
          </div>
          <aside className="flex flex-col gap-6 lg:self-start">
            {services.length > 0 ? (
              <CardSection
                as="nav"
                headingId="portfolio-services"
                heading={t('portfolio.details.services')}
              >
                <ul className="mt-3 divide-y divide-slate-100">
                  {services.map((service) => (
                    <li key={service.slug} lang={service.lang}>
                      <Link
                        to={`/service-details#${service.slug}`}
                        className="flex items-center justify-between gap-2 py-3 font-medium text-slate-800 hover:text-brand-700 hover:underline"
                      >
                        {service.name}
                        <span aria-hidden="true">›</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </CardSection>
            ) : null}
            <div className={CARD_CLASS}>
              <p className="font-semibold text-slate-900">{t('portfolio.details.similar')}</p>
              <p className="mt-3 flex flex-col gap-3">
                <Link to="/shop" className={buttonClass({ block: true })}>
                  {t('portfolio.details.similarLink')}
                </Link>
                <Link
                  to="/portfolio"
                  className={buttonClass({ variant: 'secondary', block: true })}
                >
                  {t('portfolio.details.back')}
                </Link>
              </p>
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
