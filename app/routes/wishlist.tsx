import { Link } from 'react-router';
import { useRootData } from '../lib/root-data.ts';
import { PageHeader } from '../components/layout/page-header.tsx';
import { getUser } from '../features/accounts/auth.server.ts';
import { listLikedProperties } from '../features/likes/likes.server.ts';
import { ListingCard } from '../features/listings/listing-card.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { getLocale } from '../lib/locale.server.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/wishlist';
import { EmptyState } from '../components/ui/empty-state.tsx';

const WISHLIST_PAGE_SIZE = 12;

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = getUser(context);
  if (!user) return { signedIn: false as const };
  const page = Number(new URL(request.url).searchParams.get('page')) || 1;
  return {
    signedIn: true as const,
    ...(await listLikedProperties(user.id, page, WISHLIST_PAGE_SIZE, getLocale(request))),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'wishlist.metaTitle', description: 'wishlist.metaDescription' }, [
    { name: 'robots', content: 'noindex' },
  ]);

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const root = useRootData();
  return (
    <>
      <PageHeader title={t('wishlist.heading')} crumbs={[{ label: t('wishlist.heading') }]} />
      <div className="container-page py-10">
        {!loaderData.signedIn ? (
          <EmptyState
            text={t('wishlist.signInPrompt')}
            to="/login?redirectTo=%2Fwishlist"
            linkText={t('wishlist.signIn')}
            prominent
          />
        ) : loaderData.items.length === 0 ? (
          <EmptyState text={t('wishlist.empty')} to="/shop" linkText={t('wishlist.browse')} />
        ) : (
          <>
            <p className="mb-6 text-slate-700">
              {t('wishlist.count', { count: loaderData.total })}
            </p>
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
                  <Link
                    to={`?page=${loaderData.page - 1}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {t('pagination.previous')}
                  </Link>
                ) : null}
                <span aria-current="page">{t('pagination.page', { page: loaderData.page })}</span>
                {loaderData.page < loaderData.pageCount ? (
                  <Link
                    to={`?page=${loaderData.page + 1}`}
                    className="font-semibold text-brand-700 underline"
                  >
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
