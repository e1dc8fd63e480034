import { requireUser } from '../../features/accounts/auth.server.ts';
import { AccountList, deleteHrefFor } from '../../features/my-account/account-list.tsx';
import { FavouritesTable } from '../../features/my-account/favourites-table.tsx';
import { pageFromUrl, PageSchema } from '../../features/my-account/my-account-schema.server.ts';
import {
  FAVOURITES_PAGE_SIZE,
  parsePropertyId,
  tabPageHref,
} from '../../features/my-account/my-account-fields.ts';
import {
  getFavourite,
  listFavourites,
  removeFavourite,
} from '../../features/my-account/my-account.server.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { redirectWithFlash } from '../../lib/flash.server.ts';
import { getLocale } from '../../lib/locale.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/favourites';
import { readForm } from '../../lib/forms.ts';
import { badRequest } from '../../lib/http.ts';

const PATH = '/my-account/favourites';

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = requireUser(context, url);
  const list = await listFavourites(
    user.id,
    pageFromUrl(url),
    FAVOURITES_PAGE_SIZE,
    getLocale(request),
  );
  const deleteId = parsePropertyId(url.searchParams.get('delete'));
  const confirm = deleteId === null ? null : await getFavourite(user.id, deleteId);
  return { ...list, confirm };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, new URL(request.url));
  const form = await readForm(request);
  const propertyId = parsePropertyId(form.get('propertyId'));
  if (form.get('intent') !== 'delete' || propertyId === null) throw badRequest();
  // The user is the session's: only their own like can go.
  await removeFavourite(user.id, propertyId);
  const page = PageSchema.parse(form.get('page') ?? 1);
  return redirectWithFlash(tabPageHref(PATH, page), {
    tone: 'success',
    title: 'myAccount.favourites.removedTitle',
    text: 'myAccount.favourites.removedText',
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    { title: 'myAccount.favourites.metaTitle', description: 'myAccount.metaDescription' },
    [{ name: 'robots', content: 'noindex' }],
  );

export default function Favourites({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, total, page, pageCount, confirm } = loaderData;
  return (
    <AccountList
      id="favourites-title"
      heading={t('myAccount.favourites.heading')}
      count={total > 0 ? t('myAccount.favourites.count', { count: total }) : null}
      confirm={
        confirm
          ? {
              id: confirm.id,
              text: t('myAccount.favourites.confirmText', { id: confirm.id }),
              subject: t('myAccount.confirm.subject', { title: confirm.title }),
            }
          : null
      }
      empty={
        items.length === 0
          ? {
              text: t('myAccount.favourites.empty'),
              to: '/shop',
              linkText: t('myAccount.favourites.browse'),
            }
          : null
      }
      path={PATH}
      page={page}
      pageCount={pageCount}
    >
      <FavouritesTable
        rows={items}
        caption={t('myAccount.favourites.caption', { page, pageCount })}
        deleteHref={deleteHrefFor(PATH, page)}
      />
    </AccountList>
  );
}
