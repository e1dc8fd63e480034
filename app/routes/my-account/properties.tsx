import { requireUser } from '../../features/accounts/auth.server.ts';
import { getMediaStorage } from '../../features/media/media-storage.server.ts';
import { AccountList, deleteHrefFor } from '../../features/my-account/account-list.tsx';
import { pageFromUrl, PageSchema } from '../../features/my-account/my-account-schema.server.ts';
import {
  MY_PROPERTIES_PAGE_SIZE,
  parsePropertyId,
  tabPageHref,
} from '../../features/my-account/my-account-fields.ts';
import { isStatusAction } from '../../features/listings/listing-lifecycle.ts';
import {
  changeOwnListingStatus,
  deleteOwnProperty,
  getDeletableProperty,
  listOwnProperties,
} from '../../features/my-account/my-account.server.ts';
import { OwnPropertiesTable } from '../../features/my-account/own-properties-table.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { redirectWithFlash } from '../../lib/flash.server.ts';
import { logSecurityEvent } from '../../lib/security-log.server.ts';
import { getLocale } from '../../lib/locale.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/properties';
import { readForm } from '../../lib/forms.ts';
import { badRequest, notFound } from '../../lib/http.ts';

const PATH = '/my-account/properties';

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = requireUser(context, url);
  const list = await listOwnProperties(
    user.id,
    pageFromUrl(url),
    MY_PROPERTIES_PAGE_SIZE,
    getLocale(request),
  );
  const deleteId = parsePropertyId(url.searchParams.get('delete'));
  const confirm = deleteId === null ? null : await getDeletableProperty(user, deleteId);
  return { ...list, confirm };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, new URL(request.url));
  const form = await readForm(request);
  const propertyId = parsePropertyId(form.get('propertyId'));
  const intent = form.get('intent');
  const page = PageSchema.parse(form.get('page') ?? 1);
  if (propertyId === null) throw badRequest();
  if (isStatusAction(intent)) {
    const changed = await changeOwnListingStatus(user, propertyId, intent);
    if (!changed.ok && changed.reason === 'not-found') throw notFound();
    return redirectWithFlash(
      tabPageHref(PATH, page),
      !changed.ok
        ? {
            tone: 'error',
            title: 'register.errorTitle',
            text: 'myAccount.properties.statusRefused',
          }
        : {
            tone: 'success',
            title: 'myAccount.properties.statusTitle',
            text: 'myAccount.properties.statusText',
          },
    );
  }
  if (intent !== 'delete') throw badRequest();
  const deleted = await deleteOwnProperty(user, propertyId, getMediaStorage());
  if (!deleted.ok && deleted.reason === 'forbidden') {
    logSecurityEvent('authz_denied', {
      outcome: 'refused',
      userId: user.id,
      propertyId,
      action: 'delete-listing',
    });
  }
  // Someone else's listing answers as a missing one, as its edit page does: one answer for both.
  if (!deleted.ok) throw notFound();
  return redirectWithFlash(tabPageHref(PATH, page), {
    tone: 'success',
    title: 'myAccount.properties.deletedTitle',
    text: 'myAccount.properties.deletedText',
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    { title: 'myAccount.properties.metaTitle', description: 'myAccount.metaDescription' },
    [{ name: 'robots', content: 'noindex' }],
  );

export default function MyProperties({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, total, page, pageCount, confirm } = loaderData;
  return (
    <AccountList
      id="properties-title"
      heading={t('myAccount.properties.heading')}
      count={total > 0 ? t('myAccount.properties.count', { count: total }) : null}
      confirm={
        confirm
          ? {
              id: confirm.id,
              text: t('myAccount.confirm.text'),
              subject: t('myAccount.confirm.subject', { title: confirm.title }),
            }
          : null
      }
      empty={
        items.length === 0
          ? {
              text: t('myAccount.properties.empty'),
              to: '/my-account/add-property',
              linkText: t('myAccount.properties.addFirst'),
            }
          : null
      }
      path={PATH}
      page={page}
      pageCount={pageCount}
    >
      <OwnPropertiesTable
        page={page}
        rows={items}
        caption={t('myAccount.properties.caption', { page, pageCount })}
        deleteHref={deleteHrefFor(PATH, page)}
      />
    </AccountList>
  );
}
