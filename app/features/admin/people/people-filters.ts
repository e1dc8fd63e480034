import {
  USER_ROLES,
  USER_STATUSES,
  type UserRole,
  type UserStatus,
} from '../../../db/schema/values.ts';
import { parseListQuery, pickParam, type ListQuery } from '../ui/list-query.ts';

// The People list's URL, parsed once: ?q= (name or phone), ?role=, ?status=, ?joined=week, and
// the sort and page. An unknown value is ignored, never an error.

const PEOPLE_SORTS = ['created', 'name', 'role'] as const;
type PeopleSort = (typeof PEOPLE_SORTS)[number];

export type PeopleFilters = ListQuery<PeopleSort> & {
  role: UserRole | undefined;
  status: UserStatus | undefined;
  /** Only accounts made in the last seven days (the dashboard's 'new users this week'). */
  joinedThisWeek: boolean;
};

export function parsePeopleFilters(url: URL): PeopleFilters {
  return {
    ...parseListQuery(url, PEOPLE_SORTS, { sort: 'created', dir: 'desc' }),
    role: pickParam(url, 'role', USER_ROLES),
    status: pickParam(url, 'status', USER_STATUSES),
    joinedThisWeek: url.searchParams.get('joined') === 'week',
  };
}
