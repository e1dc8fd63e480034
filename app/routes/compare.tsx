import { getLocale } from '../lib/locale.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { parseIdList } from '../features/listings/row-ids.ts';
import { COMPARE_MAX, comparePath } from '../features/compare/compare-list.ts';
import {
  getCompareIds,
  getComparison,
  handleComparePost,
} from '../features/compare/compare.server.ts';
import { ComparePage } from '../features/compare/compare-page.tsx';
import { siteAddress } from '../features/settings/site-settings.server.ts';
import type { Route } from './+types/compare';

// /compare: the visitor's comparison, or the listings of a shared address (?ids=12,45,78);
// POST adds or removes a listing (issue 28).
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = getLocale(request);
  const own = getCompareIds(request);
  const asked = url.searchParams.get('ids');
  // One more than fit, to tell a shared address that asked for too many.
  const askedIds = asked === null ? null : parseIdList(asked, COMPARE_MAX + 1);
  const page = await getComparison(askedIds?.slice(0, COMPARE_MAX) ?? own, locale);
  return {
    ...page,
    differencesOnly: url.searchParams.get('only') === 'differences',
    shared: asked !== null,
    ownCount: own.length,
    tooMany: (askedIds?.length ?? 0) > COMPARE_MAX,
    shareUrl: siteAddress(locale, comparePath(page.ids)),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return handleComparePost(request);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'compare.metaTitle', description: 'compare.metaDescription' }, [
    { name: 'robots', content: 'noindex' },
  ]);

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage data={loaderData} />;
}
