import { and, asc, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { getDb } from '../../../db/db.server.ts';
import { cities, properties, users } from '../../../db/schema/index.ts';
import { pageBounds } from '../../../lib/pagination.ts';
import { expiringWindow } from '../../listings/expire-listings.server.ts';
import { joinPlaces, onPage, placeColumns } from '../../listings/listings.server.ts';
import { getListingRules } from '../../settings/site-settings.server.ts';
import { ACTIVE_AGENT, agentScope, isAdmin, type StaffUser } from '../access.server.ts';
import { ADMIN_PAGE_SIZE } from '../ui/list-query.ts';
import type { AdminListingsQuery } from './listings-filters.ts';

// The back office's listing rows, and its list of every listing (/admin/listings): search,
// filters, sort, pages. The moderation queue, the review page and the possible duplicates read
// their rows through `selectAdminListings` too. An agent sees only the listings assigned to
// them. Each filter is a condition an index can serve: the search box through the full-text
// GIN index, the owner through users_phone_key and properties_owner_idx, the agent through
// properties_assigned_agent_idx, the status through properties_status_idx.

const agentUsers = alias(users, 'agent_users');

/** The owner and the assigned agent of a listing, as `withNames` turns them into names. */
const peopleColumns = {
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerPhone: users.phone,
  agentFirstName: agentUsers.firstName,
  agentLastName: agentUsers.lastName,
};

/** What a back-office table shows of a listing (the queue, the list). */
const rowColumns = {
  id: properties.id,
  title: properties.title,
  propertyType: properties.propertyType,
  listingType: properties.listingType,
  price: properties.price,
  status: properties.status,
  featured: properties.featured,
  updatedAt: properties.updatedAt,
  ...placeColumns('en'),
};

/**
 * Listings with their owner, city, area and assigned agent joined: `columns` are read beside
 * the owner's and agent's names (see `withNames`); chain where/orderBy/limit as usual.
 */
export function selectAdminListings<Columns extends SelectedFields>(columns: Columns) {
  const query = getDb()
    .select({ ...columns, ...peopleColumns })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .leftJoin(agentUsers, eq(agentUsers.id, properties.assignedAgentUserId))
    .$dynamic();
  return joinPlaces(query);
}

type NameParts = {
  ownerFirstName: string;
  ownerLastName: string;
  agentFirstName: string | null;
  agentLastName: string | null;
};

/** A row of `selectAdminListings` with the owner's and the agent's names whole (agent: null). */
export function withNames<Row extends NameParts>({
  ownerFirstName,
  ownerLastName,
  agentFirstName,
  agentLastName,
  ...row
}: Row): Omit<Row, keyof NameParts> & { ownerName: string; agentName: string | null } {
  return {
    ...row,
    ownerName: `${ownerFirstName} ${ownerLastName}`.trim(),
    agentName: agentFirstName === null ? null : `${agentFirstName} ${agentLastName ?? ''}`.trim(),
  };
}

/**
 * A page of back-office listing rows (the list's or the queue's): those `where` picks, in
 * `order`, with how many there are in all and which page this is (past the end: the last).
 */
export async function adminListingRows(where: SQL | undefined, order: SQL[], page: number) {
  const [totalRow] = await getDb().select({ n: count() }).from(properties).where(where);
  const total = totalRow?.n ?? 0;
  const bounds = pageBounds(total, page, ADMIN_PAGE_SIZE);
  const rows = await onPage(
    selectAdminListings(rowColumns)
      .where(where)
      .orderBy(...order),
    bounds,
    ADMIN_PAGE_SIZE,
  );
  return { rows: rows.map(withNames), total, page: bounds.page, pageCount: bounds.pageCount };
}

export type AdminListingRow = Awaited<ReturnType<typeof adminListingRows>>['rows'][number];

function conditions(actor: StaffUser, query: AdminListingsQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  // Defence in depth: the route passes the signed-in staff member; an agent's own only.
  where.push(agentScope(actor, properties.assignedAgentUserId));
  if (query.q) {
    const text = or(
      sql`${properties.searchVector} @@ websearch_to_tsquery('english', ${query.q})`,
      sql`${properties.searchVector} @@ websearch_to_tsquery('simple', ${query.q})`,
    );
    where.push(/^\d{1,9}$/.test(query.q) ? or(eq(properties.id, Number(query.q)), text) : text);
  }
  if (query.status) where.push(eq(properties.status, query.status));
  if (query.cityId) where.push(eq(properties.cityId, query.cityId));
  if (query.propertyType) where.push(eq(properties.propertyType, query.propertyType));
  if (query.listingType) where.push(eq(properties.listingType, query.listingType));
  if (query.ownerPhone) {
    where.push(
      query.ownerPhone.phone
        ? sql`${properties.ownerId} = (SELECT ${users.id} FROM ${users} WHERE ${users.phone} = ${query.ownerPhone.phone})`
        : sql`false`,
    );
  }
  if (query.agent === 'none') where.push(isNull(properties.assignedAgentUserId));
  else if (query.agent) where.push(eq(properties.assignedAgentUserId, query.agent));
  if (query.featured !== undefined) where.push(eq(properties.featured, query.featured));
  if (query.expiringThisWeek) {
    const { from, by } = expiringWindow(new Date(), getListingRules().heartbeatDays);
    where.push(
      eq(properties.status, 'active'),
      gt(properties.confirmedAt, from),
      lte(properties.confirmedAt, by),
    );
  }
  return and(...where);
}

function ordering(query: AdminListingsQuery): SQL[] {
  const dir = query.dir === 'asc' ? asc : desc;
  switch (query.sort) {
    case 'updated':
      return [dir(properties.updatedAt), dir(properties.id)];
    case 'price':
      return [dir(properties.price), dir(properties.id)];
    case 'status':
      return [dir(properties.status), desc(properties.updatedAt), desc(properties.id)];
    default:
      return [dir(properties.createdAt), dir(properties.id)];
  }
}

/** A page of listings for the back office, filtered and sorted as the query says. */
export function listAdminListings(actor: StaffUser, query: AdminListingsQuery) {
  return adminListingRows(conditions(actor, query), ordering(query), query.page);
}

/**
 * The agents to choose from, by name (an agency has a handful): all of them to filter by, or
 * only the active ones to assign a listing to. Served by users_role_idx.
 */
export async function listAgents(
  { activeOnly }: { activeOnly: boolean } = { activeOnly: false },
): Promise<{ id: number; name: string }[]> {
  const rows = await getDb()
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(activeOnly ? ACTIVE_AGENT : eq(users.role, 'agent'))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(500);
  return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`.trim() }));
}

/** The choices of the list's filters: cities and agents (few rows each). */
export async function adminListingFilterOptions(actor: StaffUser): Promise<{
  cities: { id: number; name: string }[];
  agents: { id: number; name: string }[];
}> {
  const [cityRows, agents] = await Promise.all([
    getDb()
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .orderBy(asc(cities.sortOrder), asc(cities.name))
      .limit(500),
    isAdmin(actor) ? listAgents() : Promise.resolve([]),
  ]);
  return { cities: cityRows, agents };
}
