import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import { forbidden } from '../../../lib/http.ts';
import { getConfig } from '../../../config.server.ts';
import { getDb } from '../../../db/db.server.ts';
import { properties, sessions, users } from '../../../db/schema/index.ts';
import type { UserRole, UserStatus } from '../../../db/schema/enums.ts';
import { fail, ok, type Result } from '../../../lib/result.ts';
import { destroyUserSessions } from '../../accounts/session.server.ts';
import { assertAdmin, type StaffUser } from '../access.server.ts';
import { recordAudit } from '../../audit/record-audit.server.ts';
import { ADMIN_PAGE_SIZE, type SortDir } from '../ui/list-query.ts';
import type { PeopleSort, PersonDetails, PersonRow } from './people-types.ts';

// People: every account, its role and whether it may sign in. Admins only. Disabling an
// account suspends it and ends its sessions in the same transaction, so its open session stops
// at its next request (getSessionUser also refuses a suspended user); sign-in refuses it
// (authenticate). The last active admin can be neither demoted nor disabled, and an admin
// cannot demote or disable themselves.

const DAY_MS = 86_400_000;

/** `%text%` for ILIKE, with the pattern's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type PeopleFilter = {
  q: string;
  role?: UserRole | undefined;
  status?: UserStatus | undefined;
  /** Only accounts made in the last seven days (the dashboard's 'new users this week'). */
  joinedThisWeek?: boolean;
  sort: PeopleSort;
  dir: SortDir;
  page: number;
};

/** A page of accounts: search by name or phone, filter by role and status. */
export async function listPeople(
  actor: StaffUser,
  filter: PeopleFilter,
): Promise<{ rows: PersonRow[]; total: number }> {
  assertAdmin(actor);
  const where: SQL[] = [];
  if (filter.role) where.push(eq(users.role, filter.role));
  if (filter.status) where.push(eq(users.status, filter.status));
  if (filter.joinedThisWeek) {
    where.push(gt(users.createdAt, new Date(Date.now() - 7 * 24 * 60 * 60 * 1000)));
  }
  if (filter.q) {
    const digits = filter.q.replace(/[\s\-+().]/g, '');
    const byName = or(
      ilike(users.firstName, containing(filter.q)),
      ilike(users.lastName, containing(filter.q)),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containing(filter.q)),
    );
    const search = /^\d{2,12}$/.test(digits)
      ? or(byName, ilike(users.phone, containing(digits.slice(-10))))
      : byName;
    if (search) where.push(search);
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const order = filter.dir === 'asc' ? asc : desc;
  const orderBy =
    filter.sort === 'name'
      ? [order(users.firstName), order(users.lastName), order(users.id)]
      : filter.sort === 'role'
        ? [order(users.role), asc(users.firstName), asc(users.id)]
        : [order(users.createdAt), order(users.id)];
  const db = getDb();
  // Counted per row of the page only, through properties_owner_idx. NOTE: Drizzle leaves
  // columns unqualified in a one-table query, so the correlation names its tables itself.
  const column = (name: string) => sql.identifier(name);
  const listingCount = sql<number>`(select count(*)::int from ${properties} where ${properties}.${column(properties.ownerId.name)} = ${users}.${column(users.id.name)})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        role: users.role,
        status: users.status,
        createdAt: users.createdAt,
        listingCount,
      })
      .from(users)
      .where(condition)
      .orderBy(...orderBy)
      .limit(ADMIN_PAGE_SIZE)
      .offset((filter.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One account as the back office shows it (never its password hash), or null. */
export async function getPerson(actor: StaffUser, userId: number): Promise<PersonDetails | null> {
  assertAdmin(actor);
  const db = getDb();
  const [person] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      role: users.role,
      status: users.status,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      termsAcceptedAt: users.termsAcceptedAt,
      marketingConsentAt: users.marketingConsentAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!person) return null;
  const idleSince = new Date(Date.now() - getConfig().SESSION_IDLE_DAYS * DAY_MS);
  const [[listings], [live]] = await Promise.all([
    db.select({ n: count() }).from(properties).where(eq(properties.ownerId, userId)),
    db
      .select({ n: count() })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          gt(sessions.expiresAt, new Date()),
          gt(sessions.lastSeenAt, idleSince),
        ),
      ),
  ]);
  return {
    ...person,
    listingCount: listings?.n ?? 0,
    activeSessions: live?.n ?? 0,
    isSelf: person.id === actor.id,
  };
}

export type PeopleRefusal = 'not-found' | 'self' | 'last-admin';

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

/**
 * The active admins, then the target's row, locked for the rest of the transaction. The
 * admins are locked first and in id order, so two admins demoting or disabling each other at
 * once queue up instead of deadlocking; and the actor must still be one of them (an admin
 * demoted or disabled a moment ago cannot finish a change begun before).
 */
async function lockTarget(tx: Tx, actor: StaffUser, userId: number) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('update');
  if (!admins.some((admin) => admin.id === actor.id)) {
    throw forbidden();
  }
  const [target] = await tx
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return { target, activeAdmins: admins.length };
}

/** Gives an account another role. Refused for oneself and for the last active admin. */
export async function changeRole(
  actor: StaffUser,
  userId: number,
  role: UserRole,
): Promise<Result<{ changed: boolean }, PeopleRefusal>> {
  assertAdmin(actor);
  if (userId === actor.id) return fail('self');
  return getDb().transaction(async (tx) => {
    const { target, activeAdmins } = await lockTarget(tx, actor, userId);
    if (!target) return fail('not-found');
    if (target.role === role) return ok({ changed: false });
    if (
      target.role === 'admin' &&
      target.status === 'active' &&
      role !== 'admin' &&
      activeAdmins <= 1
    ) {
      return fail('last-admin');
    }
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordAudit(tx, actor, {
      action: 'user.role',
      entityType: 'user',
      entityId: userId,
      before: { role: target.role },
      after: { role },
    });
    return ok({ changed: true });
  });
}

/**
 * Suspends an account and ends every session it has, in one transaction: its open pages stop
 * at their next request and it cannot sign in. Refused for oneself and the last active admin.
 */
export async function disableUser(
  actor: StaffUser,
  userId: number,
): Promise<Result<{ changed: boolean }, PeopleRefusal>> {
  assertAdmin(actor);
  if (userId === actor.id) return fail('self');
  return getDb().transaction(async (tx) => {
    const { target, activeAdmins } = await lockTarget(tx, actor, userId);
    if (!target) return fail('not-found');
    if (target.status === 'suspended') {
      await destroyUserSessions(userId, tx);
      return ok({ changed: false });
    }
    if (target.role === 'admin' && activeAdmins <= 1) return fail('last-admin');
    await tx
      .update(users)
      .set({ status: 'suspended', updatedAt: new Date() })
      .where(eq(users.id, userId));
    await destroyUserSessions(userId, tx);
    await recordAudit(tx, actor, {
      action: 'user.disable',
      entityType: 'user',
      entityId: userId,
      before: { status: target.status },
      after: { status: 'suspended' },
    });
    return ok({ changed: true });
  });
}

/** Lets a suspended account sign in again. */
export async function enableUser(
  actor: StaffUser,
  userId: number,
): Promise<Result<{ changed: boolean }, PeopleRefusal>> {
  assertAdmin(actor);
  if (userId === actor.id) return fail('self');
  return getDb().transaction(async (tx) => {
    const { target } = await lockTarget(tx, actor, userId);
    if (!target) return fail('not-found');
    if (target.status === 'active') return ok({ changed: false });
    await tx
      .update(users)
      .set({ status: 'active', updatedAt: new Date() })
      .where(eq(users.id, userId));
    await recordAudit(tx, actor, {
      action: 'user.enable',
      entityType: 'user',
      entityId: userId,
      before: { status: target.status },
      after: { status: 'active' },
    });
    return ok({ changed: true });
  });
}
