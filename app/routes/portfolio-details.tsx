import { PortfolioDetailsPage } from '../features/portfolio/portfolio-details-page.tsx';
import { getPortfolioDetails } from '../features/portfolio/portfolio.server.ts';
import { parseListingId } from '../features/listing-details/listing-id.ts';
import { notFound } from '../lib/http.ts';
import { getLocale } from '../lib/locale.server.ts';
import { getRootData, pageMeta } from '../lib/meta.ts';
import { translator } from '../i18n/translate.ts';
import type { Route } from './+types/portfolio-details';

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  // Only sold and rented listings: any other id is Page Not Found.
  const details = await getPortfolioDetails(id, getLocale(request));
  if (!details) throw notFound();
  return details;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const t = translator(getRootData(matches)?.locale ?? 'en');
  const { listing } = loaderData;
  return pageMeta(
    matches,
    {
      title: 'portfolio.details.metaTitle',
      description: 'portfolio.details.metaDescription',
      params: {
        title: listing.title,
        place: t('portfolio.place', { area: listing.areaName, city: listing.cityName }),
        status: t(listing.status === 'sold' ? 'portfolio.sold' : 'portfolio.rented'),
      },
    },
    [{ property: 'og:type', content: 'article' }],
  );
};

export default function PortfolioDetails({ loaderData }: Route.ComponentProps) {
  return <PortfolioDetailsPage details={loaderData} />;
}
