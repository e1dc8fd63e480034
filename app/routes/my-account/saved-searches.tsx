import { Link } from 'react-router';
import { requireUser } from '../../features/accounts/auth.server.ts';
import { AccountList, RowDeleteLink } from '../../features/my-account/account-list.tsx';
import { parsePropertyId } from '../../features/my-account/my-account-fields.ts';
import {
  SAVED_SEARCHES_PATH,
  savedSearchDeleteHref,
} from '../../features/saved-searches/saved-search-fields.ts';
import {
  deleteSavedSearch,
  listSavedSearches,
  saveSearch,
} from '../../features/saved-searches/saved-searches.server.ts';
import { formatDate } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { redirectWithFlash } from '../../lib/flash.server.ts';
import { readForm } from '../../lib/forms.ts';
import { badRequest } from '../../lib/http.ts';
import { getLocale } from '../../lib/locale.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { safeRedirectPath } from '../../lib/redirect.ts';
import type { Route } from './+types/saved-searches';

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = requireUser(context, url);
  const locale = getLocale(request);
  const items = await listSavedSearches(user.id, locale);
  // The confirmation names one of the user's own searches, from the list already read.
  const deleteId = parsePropertyId(url.searchParams.get('delete'));
  const confirm = items.find((item) => item.id === deleteId) ?? null;
  return { items, confirm };
}

/**
 * 'Save this search' from a results page (intent save: the page's query, and where to go back
 * to), and Delete from this list. The user is always the session's own.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, new URL(request.url));
  const form = await readForm(request);
  const intent = form.get('intent');
  if (intent === 'save') {
    const query = form.get('query');
    if (typeof query !== 'string' || query.length > 2000) throw badRequest();
    const back = safeRedirectPath(form.get('from'), '/shop');
    const saved = await saveSearch(user.id, query);
    return redirectWithFlash(
      back,
      saved.ok
        ? { tone: 'success', title: 'savedSearches.savedTitle', text: 'savedSearches.savedText' }
        : { tone: 'error', title: 'savedSearches.limitTitle', text: 'savedSearches.limitText' },
    );
  }
  const id = parsePropertyId(form.get('savedSearchId'));
  if (intent !== 'delete' || id === null) throw badRequest();
  await deleteSavedSearch(user.id, id);
  return redirectWithFlash(SAVED_SEARCHES_PATH, {
    tone: 'success',
    title: 'savedSearches.deletedTitle',
    text: 'savedSearches.deletedText',
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    { title: 'savedSearches.metaTitle', description: 'myAccount.metaDescription' },
    [{ name: 'robots', content: 'noindex' }],
  );

export default function SavedSearches({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { items, confirm } = loaderData;
  return (
    <AccountList
      id="saved-searches-title"
      heading={t('savedSearches.heading')}
      count={
        items.length > 0
          ? t(items.length === 1 ? 'savedSearches.count.one' : 'savedSearches.count', {
              count: items.length,
            })
          : null
      }
      confirm={
        confirm
          ? {
              id: confirm.id,
              text: t('savedSearches.confirmText'),
              subject: confirm.summary,
              idField: 'savedSearchId',
            }
          : null
      }
      empty={
        items.length === 0
          ? {
              text: t('savedSearches.empty'),
              to: '/shop',
              linkText: t('myAccount.favourites.browse'),
            }
          : null
      }
      path={SAVED_SEARCHES_PATH}
      page={1}
      pageCount={1}
    >
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <Link
                to={item.href}
                className="break-words font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {item.summary}
              </Link>
              {item.filters ? (
                <p className="mt-1 break-words text-sm text-slate-700">{item.filters}</p>
              ) : null}
              <p className="mt-1 text-sm text-slate-600">
                {t('savedSearches.savedOn', { date: formatDate(item.createdAt, locale, 'long') })}
              </p>
            </div>
            <RowDeleteLink to={savedSearchDeleteHref(item.id)} subject={item.summary} />
          </li>
        ))}
      </ul>
    </AccountList>
  );
}
