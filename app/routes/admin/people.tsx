import { requireAdmin } from '../../features/admin/access.server.ts';
import { redirectPastLastPage } from '../../features/admin/ui/list-query.ts';
import { PeopleList } from '../../features/admin/people/people-page.tsx';
import { parsePeopleFilters } from '../../features/admin/people/people-filters.ts';
import { listPeople } from '../../features/admin/people/people.server.ts';
import type { Route } from './+types/people';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdmin(context, request);
  const url = new URL(request.url);
  const filters = parsePeopleFilters(url);
  const list = await listPeople(user, filters);
  redirectPastLastPage(url, filters.page, list.total);
  return { ...list, filters };
}

export default function People({ loaderData }: Route.ComponentProps) {
  return <PeopleList {...loaderData} />;
}
