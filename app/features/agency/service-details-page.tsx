import { Form, Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { ServiceItem } from './agency-data.ts';

/** The results page's full-text parameter (features/search/search-params.ts, as the header). */
const SEARCH_PARAM = 'q';
const SEARCH_MAX_LENGTH = 200;

/** A search box in the newsletter style: one field and a button, into the results page. */
function ServiceSearchBox() {
  const t = useT();
  return (
    <section aria-labelledby="service-search" className="rounded-lg bg-brand-800 p-6 text-white">
      <SectionHeading id="service-search" size="sm" tone="dark">
        {t('serviceDetails.searchHeading')}
      </SectionHeading>
      <p className="mt-1 text-brand-100">{t('serviceDetails.searchText')}</p>
      <Form method="get" action="/shop" role="search" className="mt-4 flex flex-col gap-2">
        <label htmlFor="service-search-q" className="text-sm font-medium">
          {t('serviceDetails.searchLabel')}
        </label>
        <div className="flex">
          <input
            id="service-search-q"
            type="search"
            name={SEARCH_PARAM}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t('serviceDetails.searchPlaceholder')}
            className="w-full min-w-0 rounded-l-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-600"
          />
          <button
            type="submit"
            className="rounded-r-md bg-accent-400 px-4 py-2 font-semibold text-slate-900 hover:bg-accent-500"
          >
            {t('serviceDetails.searchButton')}
          </button>
        </div>
      </Form>
    </section>
  );
}

/**
 * Service details (spec §2): each service's long description under its own anchor (the
 * services page links to them), a search box into the results, and a banner to /shop.
 */
export function ServiceDetailsPage({ services }: { services: readonly ServiceItem[] }) {
  const t = useT();
  return (
    <>
      <PageHeader
        title={t('serviceDetails.heading')}
        crumbs={[
          { label: t('services.heading'), to: '/service' },
          { label: t('serviceDetails.heading') },
        ]}
      />
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-12">
          {services.map((service) => (
            <section
              key={service.slug}
              id={service.slug}
              lang={service.lang}
              aria-labelledby={`${service.slug}-heading`}
              className="scroll-mt-6"
            >
              <SectionHeading id={`${service.slug}-heading`}>{service.name}</SectionHeading>
              {service.details.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
        <aside className="space-y-6 lg:sticky lg:top-6 lg:self-start">
          {services.length > 0 ? (
            <nav
              aria-labelledby="service-contents"
              className="rounded-lg border border-slate-200 bg-white p-6"
            >
              <h2 id="service-contents" className="text-lg font-bold text-slate-900">
                {t('serviceDetails.contents')}
              </h2>
              <ul className="mt-3 space-y-2">
                {services.map((service) => (
                  <li key={service.slug}>
                    <a
                      href={`#${service.slug}`}
                      lang={service.lang}
                      className="font-medium text-brand-700 underline-offset-4 hover:underline"
                    >
                      {service.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <ServiceSearchBox />
        </aside>
      </div>
      <section aria-labelledby="browse-banner" className="bg-brand-50">
        <div className="container-page flex flex-col items-start gap-4 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <SectionHeading id="browse-banner" size="md" intro={t('serviceDetails.bannerText')}>
              {t('serviceDetails.bannerHeading')}
            </SectionHeading>
          </div>
          <Link
            to="/shop"
            className="inline-flex min-h-12 shrink-0 items-center rounded-md bg-brand-700 px-7 font-bold text-white hover:bg-brand-800"
          >
            {t('serviceDetails.bannerLink')}
          </Link>
        </div>
      </section>
    </>
  );
}
