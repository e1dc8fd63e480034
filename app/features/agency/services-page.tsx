import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageSection } from '../../components/ui/section-heading.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { ServiceItem } from './agency-data.ts';

export type ServiceSummary = Pick<ServiceItem, 'slug' | 'name' | 'summary' | 'lang'>;

/** Where a service's long description is: its section on /service-details. */
const serviceDetailsHref = (slug: string) => `/service-details#${slug}`;

/** Services (spec §2): 'What We Do' with the six services, each leading to its details. */
export function ServicesPage({ services }: { services: readonly ServiceSummary[] }) {
  const t = useT();
  return (
    <>
      <PageHeader title={t('services.heading')} crumbs={[{ label: t('services.heading') }]} />
      <PageSection id="what-we-do" title={t('services.whatWeDo')} intro={t('services.intro')}>
        {services.length === 0 ? (
          <div className="mt-8">
            <EmptyState text={t('services.empty')} to="/contact" linkText={t('about.ctaLink')} />
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service, index) => (
              <li
                key={service.slug}
                lang={service.lang}
                className="relative flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-500"
              >
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-4 text-xl font-semibold text-slate-900">
                  {/* The whole card is the link; its name is the service's. */}
                  <Link
                    to={serviceDetailsHref(service.slug)}
                    className="after:absolute after:inset-0 hover:text-brand-700"
                  >
                    {service.name}
                  </Link>
                </h3>
                <p className="mt-2 grow text-slate-700">{service.summary}</p>
                <span
                  aria-hidden="true"
                  className="mt-4 font-semibold text-brand-700 underline underline-offset-4"
                >
                  {t('services.readMore')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </PageSection>
    </>
  );
}
