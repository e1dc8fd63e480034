import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { forbidden } from '../../../lib/http.ts';
import { getConfig } from '../../../config.server.ts';
import { getDb } from '../../../db/db.server.ts';
import {
  agents,
  inquiries,
  properties,
  sessions,
  users,
  visitRequests,
} from '../../../db/schema/index.ts';
import type { UserRole, UserStatus } from '../../../db/schema/enums.ts';
import type { InquiryKind } from '../../../db/schema/values.ts';
import { fail, ok, type Result } from '../../../lib/result.ts';
import { destroyUserSessions } from '../../accounts/session.server.ts';
import { assertAdmin, type StaffUser } from '../access.server.ts';
import { recordAudit } from '../../audit/record-audit.server.ts';
import { OPEN_VISIT_STATES } from '../../visits/visit-status.ts';
import { readListPage } from '../ui/list-page.server.ts';
import type { ListPage } from '../ui/paged-table.tsx';
import type { PeopleFilters } from './people-filters.ts';
import type { PersonDetails, PersonRow } from './people-types.ts';

// People: every account, its role and whether it may sign in. Admins only. Disabling an
// account suspends it and ends its sessions in the same transaction, so its open session stops
// at its next request (getSessionUser also refuses a suspended user); sign-in refuses it
// (authenticate). The last active admin can be neither demoted nor disabled, and an admin
// cannot demote or disable themselves. An agent demoted to a user, or disabled, leaves their
// work behind in the same transaction (releaseStaffWork): nothing keeps reaching them.

const DAY_MS = 86_400_000;

/** `%text%` for ILIKE, with the pattern's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Accounts made in the seven days before `now`: the list's ?joined=week and the dashboard's
 * 'New users this week', which links to it.
 */
export function joinedThisWeek(now: Date = new Date()): SQL {
  return gte(users.createdAt, new Date(now.getTime() - 7 * DAY_MS));
}

/** An account's columns the back office shows (never its password hash). */
const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
};

/** A page of accounts: search by name or phone, filter by role and status. */
export async function listPeople(
  actor: StaffUser,
  filter: PeopleFilters,
): Promise<ListPage<PersonRow>> {
  assertAdmin(actor);
  const where: SQL[] = [];
  if (filter.role) where.push(eq(users.role, filter.role));
  if (filter.status) where.push(eq(users.status, filter.status));
  if (filter.joinedThisWeek) where.push(joinedThisWeek());
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
  return readListPage(
    filter.page,
    () => db.$count(users, condition),
    ({ limit, offset }) =>
      db
        .select({ ...personColumns, listingCount })
        .from(users)
        .where(condition)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  );
}

/** One account as the back office shows it (never its password hash), or null. */
export async function getPerson(actor: StaffUser, userId: number): Promise<PersonDetails | null> {
  assertAdmin(actor);
  const db = getDb();
  const [person] = await db
    .select({
      ...personColumns,
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

/** One change to another person's account: the column it sets and the audit entry's action. */
type AccountChange = {
  action: 'user.role' | 'user.disable' | 'user.enable';
  set: { role: UserRole } | { status: UserStatus };
  /** Whether the change takes an active admin away (refused for the last one). */
  removesAdmin: (target: { role: UserRole; status: UserStatus }) => boolean;
  /** Done with the change, and again when there is nothing to change. */
  alsoIn?: (tx: Tx, userId: number) => Promise<void>;
};

/**
 * Makes one change to another account, guarded the same way for every kind: refused for
 * oneself, for an account gone, and when it would leave no active admin; the admins and the
 * account locked first (lockTarget), the change and its audit entry in one transaction.
 */
async function changeAccount(
  actor: StaffUser,
  userId: number,
  change: AccountChange,
): Promise<Result<{ changed: boolean }, PeopleRefusal>> {
  assertAdmin(actor);
  if (userId === actor.id) return fail('self');
  return getDb().transaction(async (tx) => {
    const { target, activeAdmins } = await lockTarget(tx, actor, userId);
    if (!target) return fail('not-found');
    const [field, value] =
      'role' in change.set
        ? (['role', change.set.role] as const)
        : (['status', change.set.status] as const);
    if (target[field] === value) {
      await change.alsoIn?.(tx, userId);
      return ok({ changed: false });
    }
    if (change.removesAdmin(target) && activeAdmins <= 1) return fail('last-admin');
    await tx
      .update(users)
      .set({ ...change.set, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await change.alsoIn?.(tx, userId);
    await recordAudit(tx, actor, {
      action: change.action,
      entityType: 'user',
      entityId: userId,
      before: { [field]: target[field] },
      after: change.set,
    });
    return ok({ changed: true });
  });
}

/** Messages addressed to a person as one of the agency's agents (not as a lister). */
const ADDRESSED_AS_AGENT: InquiryKind[] = ['agent', 'blog'];

/**
 * What a person leaves behind when they stop being staff (made a plain user, or disabled), so
 * no lead keeps reaching them: their team profile is unlinked and hidden from /team (an admin
 * links another person and publishes it again), messages addressed to them as an agent leave
 * their My Account, and their open enquiries and visit requests go back to the unassigned
 * queue. Closed ones keep their history. One audit entry per record changed, in the
 * transaction of the role or status change.
 */
async function releaseStaffWork(tx: Tx, actor: StaffUser, userId: number): Promise<void> {
  const profiles = await tx
    .select({ id: agents.id, published: agents.published })
    .from(agents)
    .where(eq(agents.userId, userId))
    .for('update');
  if (profiles.length > 0) {
    await tx
      .update(agents)
      .set({ userId: null, published: false, updatedAt: new Date() })
      .where(eq(agents.userId, userId));
  }
  for (const profile of profiles) {
    await recordAudit(tx, actor, {
      action: 'agent.unlink',
      entityType: 'agent',
      entityId: profile.id,
      before: { userId, published: profile.published },
      after: { userId: null, published: false },
    });
  }

  const unassigned = await tx
    .update(inquiries)
    .set({ assignedUserId: null })
    .where(and(eq(inquiries.assignedUserId, userId), isNull(inquiries.handledAt)))
    .returning({ id: inquiries.id });
  const unaddressed = await tx
    .update(inquiries)
    .set({ recipientUserId: null })
    .where(and(eq(inquiries.recipientUserId, userId), inArray(inquiries.kind, ADDRESSED_AS_AGENT)))
    .returning({ id: inquiries.id });
  const released = new Map<
    number,
    { before: Record<string, number>; after: Record<string, null> }
  >();
  const note = (rows: { id: number }[], field: 'assignedUserId' | 'recipientUserId') => {
    for (const { id } of rows) {
      const entry = released.get(id) ?? { before: {}, after: {} };
      entry.before[field] = userId;
      entry.after[field] = null;
      released.set(id, entry);
    }
  };
  note(unassigned, 'assignedUserId');
  note(unaddressed, 'recipientUserId');
  for (const [id, change] of released) {
    await recordAudit(tx, actor, {
      action: 'inquiry.release',
      entityType: 'inquiry',
      entityId: id,
      ...change,
    });
  }

  const visits = await tx
    .update(visitRequests)
    .set({ assignedUserId: null, updatedAt: new Date() })
    .where(
      and(
        eq(visitRequests.assignedUserId, userId),
        inArray(visitRequests.status, OPEN_VISIT_STATES),
      ),
    )
    .returning({ id: visitRequests.id });
  for (const { id } of visits) {
    await recordAudit(tx, actor, {
      action: 'visit.release',
      entityType: 'visit_request',
      entityId: id,
      before: { assignedUserId: userId },
      after: { assignedUserId: null },
    });
  }
}

/**
 * Gives an account another role. Refused for oneself and for the last active admin. Made a
 * plain user, the person leaves their agency work behind (releaseStaffWork).
 */
export function changeRole(actor: StaffUser, userId: number, role: UserRole) {
  return changeAccount(actor, userId, {
    action: 'user.role',
    set: { role },
    removesAdmin: (target) =>
      target.role === 'admin' && target.status === 'active' && role !== 'admin',
    alsoIn: role === 'user' ? (tx, id) => releaseStaffWork(tx, actor, id) : undefined,
  });
}

/**
 * Suspends an account and ends every session it has, in one transaction: its open pages stop
 * at their next request and it cannot sign in, and it leaves its agency work behind
 * (releaseStaffWork). Refused for oneself and the last active admin.
 */
export function disableUser(actor: StaffUser, userId: number) {
  return changeAccount(actor, userId, {
    action: 'user.disable',
    set: { status: 'suspended' },
    removesAdmin: (target) => target.role === 'admin',
    // A session or a lead left from before (a suspended account has none) ends all the same.
    alsoIn: async (tx, id) => {
      await destroyUserSessions(id, tx);
      await releaseStaffWork(tx, actor, id);
    },
  });
}

/** Lets a suspended account sign in again. */
export function enableUser(actor: StaffUser, userId: number) {
  return changeAccount(actor, userId, {
    action: 'user.enable',
    set: { status: 'active' },
    removesAdmin: () => false,
  });
}
