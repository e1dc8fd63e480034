import { data, Link, redirect } from 'react-router';
import { requireUser } from '../../features/accounts/auth.server.ts';
import { getMediaStorage } from '../../features/media/media-storage.server.ts';
import { AccountPagination } from '../../features/my-account/account-pagination.tsx';
import { ConfirmDelete } from '../../features/my-account/confirm-delete.tsx';
import {
  pageFromUrl,
  PageSchema,
  parsePropertyId,
  tabPageHref,
} from '../../features/my-account/my-account-schema.ts';
import { isStatusAction } from '../../features/listings/listing-lifecycle.ts';
import {
  changeOwnListingStatus,
  deleteOwnProperty,
  getDeletableProperty,
  listOwnProperties,
} from '../../features/my-account/my-account.server.ts';
import { OwnPropertiesTable } from '../../features/my-account/own-properties-table.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { flashCookie } from '../../lib/flash.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/properties';

const PATH = '/my-account/properties';

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = requireUser(context, url);
  const list = await listOwnProperties(user.id, pageFromUrl(url));
  const deleteId = parsePropertyId(url.searchParams.get('delete'));
  const confirm = deleteId === null ? null : await getDeletableProperty(user, deleteId);
  return { ...list, confirm };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, new URL(request.url));
  const form = await request.formData();
  const propertyId = parsePropertyId(form.get('propertyId'));
  const intent = form.get('intent');
  const page = PageSchema.parse(form.get('page') ?? 1);
  if (propertyId === null) throw data(null, { status: 400 });
  if (isStatusAction(intent)) {
    const outcome = await changeOwnListingStatus(user, propertyId, intent);
    if (outcome === 'not-found') throw data(null, { status: 404 });
    const flash =
      outcome === 'refused'
        ? flashCookie({ tone: 'error', title: 'register.errorTitle', text: 'myAccount.properties.statusRefused' })
        : flashCookie({ tone: 'success', title: 'myAccount.properties.statusTitle', text: 'myAccount.properties.statusText' });
    return redirect(tabPageHref(PATH, page), { headers: { 'Set-Cookie': flash } });
  }
  if (intent !== 'delete') throw data(null, { status: 400 });
  const outcome = await deleteOwnProperty(user, propertyId, getMediaStorage());
  if (outcome === 'not-found') throw data(null, { status: 404 });
  if (outcome === 'forbidden') throw data(null, { status: 403 });
  return redirect(tabPageHref(PATH, page), {
    headers: {
      'Set-Cookie': flashCookie({ tone: 'success', title: 'myAccount.properties.deletedTitle', text: 'myAccount.properties.deletedText' }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'myAccount.properties.metaTitle', description: 'myAccount.metaDescription' }, [
    { name: 'robots', content: 'noindex' },
  ]);

export default function MyProperties({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, total, page, pageCount, confirm } = loaderData;
  const here = tabPageHref(PATH, page);
  const deleteHref = (id: number) => `${PATH}?${page > 1 ? `page=${page}&` : ''}delete=${id}`;
  return (
    <section aria-labelledby="properties-title">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <h2 id="properties-title" className="text-2xl font-bold text-slate-900">
          {t('myAccount.properties.heading')}
        </h2>
        {total > 0 ? <p className="text-sm text-slate-600">{t('myAccount.properties.count', { count: total })}</p> : null}
      </div>
      {confirm ? (
        <ConfirmDelete
          key={confirm.id}
          propertyId={confirm.id}
          text={t('myAccount.confirm.text')}
          subject={t('myAccount.confirm.subject', { title: confirm.title })}
          cancelTo={here}
          page={page}
        />
      ) : null}
      {items.length === 0 ? (
        <div className="rounded-lg bg-brand-50 p-8 text-center">
          <p className="text-lg text-slate-800">{t('myAccount.properties.empty')}</p>
          <Link to="/my-account/add-property" className="mt-3 inline-block font-semibold text-brand-700 underline">
            {t('myAccount.properties.addFirst')}
          </Link>
        </div>
      ) : (
        <>
          <OwnPropertiesTable
            page={page}
            rows={items}
            caption={t('myAccount.properties.caption', { page, pageCount })}
            deleteHref={deleteHref}
          />
          <AccountPagination path={PATH} page={page} pageCount={pageCount} />
        </>
      )}
    </section>
  );
}
