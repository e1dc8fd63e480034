import {
  LISTING_STATUSES,
  LISTING_TYPES,
  PROPERTY_TYPES,
  type ListingStatus,
  type ListingType,
  type PropertyType,
} from '../../../db/schema/values.ts';
import { normalisePhone } from '../../accounts/account-rules.ts';
import { idParam, parseListQuery, pickParam, type ListQuery } from '../ui/list-query.ts';

// The query string of /admin/listings: ?q= (title or address words, or an exact id), the
// filters, ?sort=&dir= and ?page=. Lenient: an unknown value is ignored, never an error.

const ADMIN_LISTING_SORTS = ['created', 'updated', 'price', 'status'] as const;
type AdminListingSort = (typeof ADMIN_LISTING_SORTS)[number];

export type AdminListingsQuery = ListQuery<AdminListingSort> & {
  status?: ListingStatus;
  cityId?: number;
  propertyType?: PropertyType;
  listingType?: ListingType;
  /** The owner's phone as typed, and as the 10-digit number when it is one. */
  ownerPhone?: { typed: string; phone: string | null };
  /** An agent's id, or 'none' for listings assigned to nobody. */
  agent?: number | 'none';
  featured?: boolean;
  /** Active listings the heartbeat expires within seven days (the dashboard's card). */
  expiringThisWeek?: boolean;
};

export function parseAdminListingsQuery(url: URL): AdminListingsQuery {
  const base = parseListQuery(url, ADMIN_LISTING_SORTS, { sort: 'created', dir: 'desc' });
  const query: AdminListingsQuery = { ...base };
  const status = pickParam(url, 'status', LISTING_STATUSES);
  if (status) query.status = status;
  const cityId = idParam(url, 'city');
  if (cityId) query.cityId = cityId;
  const propertyType = pickParam(url, 'type', PROPERTY_TYPES);
  if (propertyType) query.propertyType = propertyType;
  const listingType = pickParam(url, 'listing', LISTING_TYPES);
  if (listingType) query.listingType = listingType;
  const owner = (url.searchParams.get('owner') ?? '').trim().slice(0, 20);
  if (owner) query.ownerPhone = { typed: owner, phone: normalisePhone(owner) };
  const agent = url.searchParams.get('agent');
  if (agent === 'none') query.agent = 'none';
  else {
    const agentId = idParam(url, 'agent');
    if (agentId) query.agent = agentId;
  }
  const featured = pickParam(url, 'featured', ['yes', 'no'] as const);
  if (featured) query.featured = featured === 'yes';
  if (url.searchParams.get('expiring') === 'week') query.expiringThisWeek = true;
  return query;
}
