import { VISIT_STATES } from '../../visits/visit-status.ts';
import { idParam, parseListQuery, pickParam } from '../ui/list-query.ts';
import { INBOX_TYPES, type InboxType } from './inbox-rows.ts';

// The inbox's URL filters (?q=&type=&status=&agent=&sort=&dir=&page=), parsed once here for
// the list and the CSV export alike. The Status filter's words are the catalogue's
// 'admin.inbox.list.status.<value>'.

const INBOX_SORTS = ['received', 'name', 'type', 'status'] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

/**
 * The Status filter, one list for both kinds of inbox item: 'open' is what still needs someone (new
 * inquiries, requested or confirmed visits), 'closed' what does not (handled inquiries,
 * completed or cancelled visits); the other values name one state of one kind.
 */
export const INBOX_STATUS_FILTERS = ['open', 'closed', 'new', 'handled', ...VISIT_STATES] as const;
type InboxStatusFilter = (typeof INBOX_STATUS_FILTERS)[number];

export type InboxFilter = {
  q: string;
  type?: InboxType | undefined;
  status?: InboxStatusFilter | undefined;
  /** Whose inbox items: 'none' for unassigned ones, or an agent's user id (admins only). */
  agent?: number | 'none' | undefined;
};

/**
 * The inbox's filters from its URL. An agent sees only their own inbox items anyway, so the agent
 * filter is an admin's alone (`isAdmin`: access.server.ts's answer for the signed-in person).
 */
export function parseInboxQuery(url: URL, isAdmin: boolean) {
  const list = parseListQuery(url, INBOX_SORTS, { sort: 'received', dir: 'desc' });
  const rawAgent = url.searchParams.get('agent');
  const filter: InboxFilter = {
    q: list.q,
    type: pickParam(url, 'type', INBOX_TYPES),
    status: pickParam(url, 'status', INBOX_STATUS_FILTERS),
    agent: !isAdmin ? undefined : rawAgent === 'none' ? 'none' : idParam(url, 'agent'),
  };
  return { filter, sort: list.sort, dir: list.dir, page: list.page };
}
