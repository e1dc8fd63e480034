import { Link, useRouteLoaderData } from 'react-router';
import { PageHeader } from '../components/layout/page-header.tsx';
import { getUser } from '../features/accounts/auth.server.ts';
import { listLikedProperties } from '../features/likes/likes.server.ts';
import { ListingCard } from '../features/listings/listing-card.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/wishlist';

const WISHLIST_PAGE_SIZE = 12;

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = getUser(context);
  if (!user) return { signedIn: false as const };
  const page = Number(new URL(request.url).searchParams.get('page')) || 1;
  return { signedIn: true as const, ...(await listLikedProperties(user.id, page, WISHLIST_PAGE_SIZE)) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'wishlist.metaTitle', description: 'wishlist.metaDescription' }, [
    { name: 'robots', content: 'noindex' },
  ]);

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <>
      <PageHeader title={t('wishlist.heading')} crumbs={[{ label: t('wishlist.heading') }]} />
      <div className="container-page py-10">
        {!loaderData.signedIn ? (
          <div className="rounded-lg bg-brand-50 p-8 text-center">
            <p className="text-lg">{t('wishlist.signInPrompt')}</p>
            <Link
              to="/login?redirectTo=%2Fwishlist"
              className="mt-4 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {t('wishlist.signIn')}
            </Link>
          </div>
        ) : loaderData.items.length === 0 ? (
          <div className="rounded-lg bg-brand-50 p-8 text-center">
            <p className="text-lg">{t('wishlist.empty')}</p>
            <Link to="/shop" className="mt-4 inline-block font-semibold text-brand-700 underline">
              {t('wishlist.browse')}
            </Link>
          </div>
        ) : (
          <>
            <p className="mb-6 text-slate-700">{t('wishlist.count', { count: loaderData.total })}</p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {loaderData.items.map((listing) => (
                <li key={listing.id}>
                  <ListingCard listing={listing} phone={root?.settings.phones[0]} />
                </li>
              ))}
            </ul>
            {loaderData.pageCount > 1 ? (
              <nav aria-label={t('pagination.label')} className="mt-8 flex justify-center gap-4">
                {loaderData.page > 1 ? (
                  <Link to={`?page=${loaderData.page - 1}`} className="font-semibold text-brand-700 underline">
                    {t('pagination.previous')}
                  </Link>
                ) : null}
                <span aria-current="page">{t('pagination.page', { page: loaderData.page })}</span>
                {loaderData.page < loaderData.pageCount ? (
                  <Link to={`?page=${loaderData.page + 1}`} className="font-semibold text-brand-700 underline">
                    {t('pagination.next')}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
