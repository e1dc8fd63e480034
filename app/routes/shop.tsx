import { getConfig } from '../config.server.ts';
import { getUser } from '../features/accounts/auth.server.ts';
import { isSearchSaved } from '../features/saved-searches/saved-searches.server.ts';
import { SaveSearch } from '../features/saved-searches/save-search.tsx';
import { describeSearch } from '../features/search/describe-search.ts';
import { canonicalPath, SearchPage } from '../features/search/search-page.tsx';
import { parseSearchParams } from '../features/search/search-params.ts';
import { formatResultCount } from '../features/search/results-toolbar.tsx';
import {
  DEFAULT_PER_PAGE,
  RESULT_LAYOUTS,
  resultLayoutFor,
} from '../features/search/search-schema.ts';
import { searchListings } from '../features/search/search.server.ts';
import { getCitiesWithAreas } from '../features/places/places.server.ts';
import { stripLocale } from '../i18n/locales.ts';
import { translator } from '../i18n/translate.ts';
import { getLocale } from '../lib/locale.server.ts';
import { getRootData, pageMeta, pageUrl } from '../lib/meta.ts';
import type { Route } from './+types/shop';

// /shop, /shop-grid, /shop-left-sidebar and /shop-right-sidebar: one search, four layouts.
// /shop keeps the spec's page size; the other three offer Per Page.
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const locale = getLocale(request);
  const layout = resultLayoutFor(stripLocale(url.pathname));
  const parsed = parseSearchParams(url.searchParams);
  const offersPerPage = RESULT_LAYOUTS[layout].perPage;
  const criteria = { ...parsed.criteria, perPage: offersPerPage ? parsed.criteria.perPage : null };
  const pageSize = offersPerPage
    ? (criteria.perPage ?? DEFAULT_PER_PAGE)
    : getConfig().SEARCH_PAGE_SIZE;
  const user = getUser(context);
  const [result, cities, savedSearch] = await Promise.all([
    searchListings(criteria, { pageSize, locale }),
    getCitiesWithAreas(locale),
    user ? isSearchSaved(user.id, criteria) : null,
  ]);
  return {
    layout,
    cities,
    criteria: { ...criteria, page: result.page },
    ignored: [...parsed.ignored, ...result.ignored],
    result,
    savedSearch,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData)
    return pageMeta(matches, { title: 'search.metaTitle', description: 'search.metaDescription' });
  const root = getRootData(matches);
  const locale = root?.locale ?? 'en';
  const t = translator(locale);
  const { criteria, result, layout } = loaderData;
  const summary = describeSearch(t, criteria, result);
  const count = t(
    result.total === 1 && !result.capped
      ? 'search.summary.count.one'
      : 'search.summary.count.other',
    { count: formatResultCount(result.total, result.capped, locale) },
  );
  return pageMeta(
    matches,
    summary
      ? {
          title: 'search.metaTitleWith',
          description: 'search.metaDescriptionWith',
          params: { summary, count },
        }
      : { title: 'search.metaTitle', description: 'search.metaDescription', params: { count } },
    [
      {
        tagName: 'link',
        rel: 'canonical',
        href: pageUrl(matches, canonicalPath(layout, criteria)),
      },
      // Free-text searches and empty pages are for visitors, not for search engines' indexes.
      ...(criteria.q || result.total === 0 ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    ],
  );
};

export default function Shop({ loaderData }: Route.ComponentProps) {
  return (
    <SearchPage data={loaderData} saveSearch={<SaveSearch saved={loaderData.savedSearch} />} />
  );
}
