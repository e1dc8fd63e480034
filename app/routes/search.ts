import { redirect } from 'react-router';
import { criteriaForHomeSearch, DEFAULT_TAB, isHomeTab } from '../features/home/home-search.ts';
import { searchHref } from '../features/search/search-params.ts';
import type { Route } from './+types/search';

// The home search form without JavaScript lands here; the criteria go on to /shop?….
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const tab = params.getAll('tab').at(-1);
  const text = (name: string) => params.get(name)?.slice(0, 100) ?? '';
  return redirect(
    searchHref(
      criteriaForHomeSearch({
        tab: isHomeTab(tab) ? tab : DEFAULT_TAB,
        type: text('type'),
        city: text('city'),
        area: text('area'),
        maxPrice: text('maxPrice'),
        bhk: text('bhk'),
      }),
    ),
  );
}
