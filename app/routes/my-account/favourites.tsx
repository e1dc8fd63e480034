import { data, Link, redirect } from 'react-router';
import { requireUser } from '../../features/accounts/auth.server.ts';
import { AccountPagination } from '../../features/my-account/account-pagination.tsx';
import { ConfirmDelete } from '../../features/my-account/confirm-delete.tsx';
import { FavouritesTable } from '../../features/my-account/favourites-table.tsx';
import {
  pageFromUrl,
  PageSchema,
  parsePropertyId,
  tabPageHref,
} from '../../features/my-account/my-account-schema.ts';
import { getFavourite, listFavourites, removeFavourite } from '../../features/my-account/my-account.server.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { flashCookie } from '../../lib/flash.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/favourites';

const PATH = '/my-account/favourites';

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = requireUser(context, url);
  const list = await listFavourites(user.id, pageFromUrl(url));
  const deleteId = parsePropertyId(url.searchParams.get('delete'));
  const confirm = deleteId === null ? null : await getFavourite(user.id, deleteId);
  return { ...list, confirm };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, new URL(request.url));
  const form = await request.formData();
  const propertyId = parsePropertyId(form.get('propertyId'));
  if (form.get('intent') !== 'delete' || propertyId === null) throw data(null, { status: 400 });
  // The user is the session's: only their own like can go.
  await removeFavourite(user.id, propertyId);
  const page = PageSchema.parse(form.get('page') ?? 1);
  return redirect(tabPageHref(PATH, page), {
    headers: {
      'Set-Cookie': flashCookie({ tone: 'success', title: 'myAccount.favourites.removedTitle', text: 'myAccount.favourites.removedText' }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'myAccount.favourites.metaTitle', description: 'myAccount.metaDescription' }, [
    { name: 'robots', content: 'noindex' },
  ]);

export default function Favourites({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, total, page, pageCount, confirm } = loaderData;
  const here = tabPageHref(PATH, page);
  const deleteHref = (id: number) => `${PATH}?${page > 1 ? `page=${page}&` : ''}delete=${id}`;
  return (
    <section aria-labelledby="favourites-title">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <h2 id="favourites-title" className="text-2xl font-bold text-slate-900">
          {t('myAccount.favourites.heading')}
        </h2>
        {total > 0 ? <p className="text-sm text-slate-600">{t('myAccount.favourites.count', { count: total })}</p> : null}
      </div>
      {confirm ? (
        <ConfirmDelete
          key={confirm.id}
          propertyId={confirm.id}
          text={t('myAccount.favourites.confirmText', { id: confirm.id })}
          subject={t('myAccount.confirm.subject', { title: confirm.title })}
          cancelTo={here}
          page={page}
        />
      ) : null}
      {items.length === 0 ? (
        <div className="rounded-lg bg-brand-50 p-8 text-center">
          <p className="text-lg text-slate-800">{t('myAccount.favourites.empty')}</p>
          <Link to="/shop" className="mt-3 inline-block font-semibold text-brand-700 underline">
            {t('myAccount.favourites.browse')}
          </Link>
        </div>
      ) : (
        <>
          <FavouritesTable
            rows={items}
            caption={t('myAccount.favourites.caption', { page, pageCount })}
            deleteHref={deleteHref}
          />
          <AccountPagination path={PATH} page={page} pageCount={pageCount} />
        </>
      )}
    </section>
  );
}
