import { requireAdmin } from '../../features/admin/access.server.ts';
import {
  pageCountOf,
  parseListQuery,
  pickParam,
  redirectPastLastPage,
} from '../../features/admin/ui/list-query.ts';
import { PeopleList } from '../../features/admin/people/people-page.tsx';
import { PEOPLE_SORTS } from '../../features/admin/people/people-types.ts';
import { listPeople } from '../../features/admin/people/people.server.ts';
import { USER_ROLES, USER_STATUSES } from '../../db/schema/enums.ts';
import type { Route } from './+types/people';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdmin(context, request);
  const url = new URL(request.url);
  const query = parseListQuery(url, PEOPLE_SORTS, { sort: 'created', dir: 'desc' });
  const role = pickParam(url, 'role', USER_ROLES);
  const status = pickParam(url, 'status', USER_STATUSES);
  const joinedThisWeek = url.searchParams.get('joined') === 'week';
  const { rows, total } = await listPeople(user, { ...query, role, status, joinedThisWeek });
  redirectPastLastPage(url, query.page, total);
  return {
    rows,
    total,
    page: query.page,
    pageCount: pageCountOf(total),
    sort: query.sort,
    dir: query.dir,
    filter: {
      q: query.q,
      role: role ?? '',
      status: status ?? '',
      joined: joinedThisWeek ? 'week' : '',
    },
  };
}

export default function People({ loaderData }: Route.ComponentProps) {
  return <PeopleList {...loaderData} />;
}
