import { useRouteLoaderData } from 'react-router';
import { ListingCard } from '../features/listings/listing-card.tsx';
import { getLatestListings } from '../features/listings/listings.server.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/home';

const LATEST_LISTINGS = 12;

export async function loader() {
  return { listings: await getLatestListings(LATEST_LISTINGS) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'home.metaTitle', description: 'home.metaDescription' });

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const phone = root?.settings.phones[0];
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
        <div className="container-page py-16 sm:py-24">
          <h1 className="max-w-2xl text-4xl font-bold sm:text-5xl">{t('home.heroTitle')}</h1>
          <p className="mt-4 max-w-xl text-lg text-brand-50">{t('home.heroText')}</p>
        </div>
      </section>
      <section aria-labelledby="latest-listings" className="container-page py-12">
        <h2 id="latest-listings" className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('home.latestListings')}
        </h2>
        {loaderData.listings.length === 0 ? (
          <p>{t('home.noListings')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.listings.map((listing, index) => (
              <li key={listing.id}>
                <ListingCard listing={listing} phone={phone} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
