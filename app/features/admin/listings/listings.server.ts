import { and, asc, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { getListingRules } from '../../settings/site-settings.server.ts';
import { expiringWindow } from './expiring.ts';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '../../../db/db.server.ts';
import {
  areas,
  cities,
  properties,
  users,
  type ListingStatus,
  type ListingType,
  type PropertyType,
} from '../../../db/schema/index.ts';
import { agentScope, isAdmin, type StaffUser } from '../access.server.ts';
import type { AdminListingsQuery } from './listings-filters.ts';
import { ADMIN_PAGE_SIZE, pageCountOf } from '../ui/list-query.ts';

// The back office's list of every listing (/admin/listings): search, filters, sort, pages.
// An agent sees only the listings assigned to them. Each filter is a condition an index can
// serve: the search box through the full-text GIN index, the owner through users_phone_key
// and properties_owner_idx, the agent through properties_assigned_agent_idx, the status
// through properties_status_idx.

export type AdminListingRow = {
  id: number;
  title: string;
  ownerName: string;
  ownerPhone: string;
  cityName: string;
  areaName: string;
  propertyType: PropertyType;
  listingType: ListingType;
  price: number;
  status: ListingStatus;
  agentName: string | null;
  featured: boolean;
  updatedAt: Date;
};

const agentUsers = alias(users, 'agent_users');

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
export async function listAdminListings(
  actor: StaffUser,
  query: AdminListingsQuery,
): Promise<{ rows: AdminListingRow[]; total: number; page: number; pageCount: number }> {
  const db = getDb();
  const where = conditions(actor, query);
  const [totalRow] = await db.select({ n: count() }).from(properties).where(where);
  const total = totalRow?.n ?? 0;
  const pageCount = pageCountOf(total);
  const page = Math.min(query.page, pageCount);
  const rows = await db
    .select({
      id: properties.id,
      title: properties.title,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      ownerPhone: users.phone,
      cityName: cities.name,
      areaName: areas.name,
      propertyType: properties.propertyType,
      listingType: properties.listingType,
      price: properties.price,
      status: properties.status,
      agentFirstName: agentUsers.firstName,
      agentLastName: agentUsers.lastName,
      featured: properties.featured,
      updatedAt: properties.updatedAt,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .leftJoin(agentUsers, eq(agentUsers.id, properties.assignedAgentUserId))
    .where(where)
    .orderBy(...ordering(query))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return {
    rows: rows.map(({ ownerFirstName, ownerLastName, agentFirstName, agentLastName, ...row }) => ({
      ...row,
      ownerName: `${ownerFirstName} ${ownerLastName}`.trim(),
      agentName: agentFirstName === null ? null : `${agentFirstName} ${agentLastName}`.trim(),
    })),
    total,
    page,
    pageCount,
  };
}

/** The choices of the list's filters: cities and agents (few rows each). */
export async function adminListingFilterOptions(actor: StaffUser): Promise<{
  cities: { id: number; name: string }[];
  agents: { id: number; name: string }[];
}> {
  const db = getDb();
  const [cityRows, agentRows] = await Promise.all([
    db
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .orderBy(asc(cities.sortOrder), asc(cities.name))
      .limit(500),
    isAdmin(actor)
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.role, 'agent'))
          .orderBy(asc(users.firstName), asc(users.lastName))
          .limit(500)
      : Promise.resolve([]),
  ]);
  return {
    cities: cityRows,
    agents: agentRows.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`.trim(),
    })),
  };
}
