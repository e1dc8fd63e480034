import { Link } from 'react-router';
import { useRootData } from '../lib/root-data.ts';
import { getConfig } from '../config.server.ts';
import { CoreFeatures } from '../features/home/core-features.tsx';
import { Hero } from '../features/home/hero.tsx';
import { DEFAULT_TAB, isHomeTab } from '../features/home/home-search.ts';
import { HomeSearchForm } from '../features/home/home-search-form.tsx';
import { LatestListingsCarousel } from '../features/home/latest-listings-carousel.tsx';
import { VideoBlock } from '../features/home/video-block.tsx';
import { getLatestListings } from '../features/listings/listings.server.ts';
import { getCitiesWithAreas } from '../features/places/places.server.ts';
import { SectionHeading } from '../components/ui/section-heading.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { getLocale } from '../lib/locale.server.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/home';

const LATEST_LISTINGS = 9;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Without JavaScript the tabs reload the page with ?tab=…; the last value wins.
  const tabParam = url.searchParams.getAll('tab').at(-1);
  const [listings, cities] = await Promise.all([
    getLatestListings(LATEST_LISTINGS, getLocale(request)),
    getCitiesWithAreas(getLocale(request)),
  ]);
  return {
    listings,
    cities,
    initialSearch: {
      tab: isHomeTab(tabParam) ? tabParam : DEFAULT_TAB,
      type: url.searchParams.get('type') ?? '',
      city: url.searchParams.get('city') ?? '',
      area: url.searchParams.get('area') ?? '',
    },
    hasExplicitTab: isHomeTab(tabParam),
    videoUrl: getConfig().HERO_VIDEO_URL ?? null,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'home.metaTitle', description: 'home.metaDescription' });

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const root = useRootData();
  const phone = root?.settings.phones[0];
  return (
    <>
      <Hero videoUrl={loaderData.videoUrl}>
        <HomeSearchForm
          cities={loaderData.cities}
          initial={loaderData.initialSearch}
          hasExplicitTab={loaderData.hasExplicitTab}
        />
      </Hero>
      <section className="container-page py-14">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <SectionHeading id="latest-listings" intro={t('home.latestListingsText')}>
              {t('home.latestListings')}
            </SectionHeading>
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Link
              to="/shop?view=map"
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t('home.mapSearch')}
            </Link>
            <Link
              to="/shop"
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t('home.viewAll')}
            </Link>
          </div>
        </div>
        {loaderData.listings.length === 0 ? (
          <p>{t('home.noListings')}</p>
        ) : (
          <LatestListingsCarousel listings={loaderData.listings} phone={phone} />
        )}
      </section>
      <CoreFeatures />
      <VideoBlock videoUrl={loaderData.videoUrl} phone={phone} />
    </>
  );
}
