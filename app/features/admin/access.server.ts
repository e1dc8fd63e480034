import { and, or, eq, type Column, type SQL } from 'drizzle-orm';
import type { RouterContextProvider } from 'react-router';
import { users } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/http.ts';
import { logSecurityEvent } from '../../lib/security-log.server.ts';
import { choosePasswordRedirect, requireUser } from '../accounts/auth.server.ts';
import type { SessionUser } from '../accounts/session.server.ts';
import { isAgencyStaff } from '../listings/permissions.ts';
import { accessOf, mayOpen } from './admin-routes.ts';

// The one home of who may do what in the back office (docs/decisions/011). Three questions:
// - may this person open this page? `requireRouteAccess` (the /admin layout's middleware,
//   driven by admin-routes.ts), then `requireStaff` / `requireAdmin` in each route;
// - may this person run this command? `assertAdmin` in every admin-only feature function
//   (defence in depth: a route that forgot its check still refuses);
// - which records may an agent see? `agentScope` (a WHERE condition) and `mayHandle` (a row
//   in hand): an agent sees only the records assigned or addressed to them, an admin all.
// Anonymous visitors are sent to sign in (and back); everyone else refused gets 403, and the
// refusal is written to the security log.

type Context = Readonly<RouterContextProvider>;

/** A member of the agency's staff acting in the back office. */
export type StaffUser = SessionUser & { role: 'agent' | 'admin' };

/** Refuses with 403, and says so in the security log (who, and what they tried). */
function deny(user: Pick<SessionUser, 'id' | 'role'>, attempt: Record<string, string>): never {
  logSecurityEvent('authz_denied', {
    outcome: 'refused',
    userId: user.id,
    role: user.role,
    ...attempt,
  });
  throw forbidden();
}

function attemptOf(request: Request): Record<string, string> {
  return { method: request.method, path: new URL(request.url).pathname };
}

/** True for an admin: the one question pages ask to show admin-only controls. */
export function isAdmin(user: Pick<SessionUser, 'role'>): boolean {
  return user.role === 'admin';
}

/**
 * An agent or an admin; a visitor is sent to sign in, anyone else gets 403. Staff still on the
 * password the seed printed are sent to choose their own first: nothing in the back office
 * runs on a password that went to the logs.
 */
export function requireStaff(context: Context, request: Request): StaffUser {
  const user = requireUser(context, new URL(request.url));
  if (!isAgencyStaff(user)) deny(user, attemptOf(request));
  if (user.mustChangePassword) throw choosePasswordRedirect();
  return user;
}

/** An admin; a visitor is sent to sign in, anyone else (agents too) gets 403. */
export function requireAdmin(context: Context, request: Request): StaffUser {
  const user = requireStaff(context, request);
  if (!isAdmin(user)) deny(user, attemptOf(request));
  return user;
}

/**
 * The back office's gate, run by the /admin layout's middleware before any loader or action:
 * staff only, and admins only unless ADMIN_ROUTE_ACCESS opens the route to agents (a route
 * missing from the table is admins-only). Routes check again for their own records.
 */
export function requireRouteAccess(context: Context, request: Request, pattern: string): StaffUser {
  const user = requireStaff(context, request);
  if (!mayOpen(accessOf(pattern), user.role)) deny(user, attemptOf(request));
  return user;
}

/**
 * Refuses (403) anyone but an admin. Every admin-only command and query of the back office
 * calls it first, so the rule holds even where a route forgot `requireAdmin`.
 */
export function assertAdmin(actor: StaffUser, action = 'admin-only'): void {
  if (!isAdmin(actor)) deny(actor, { action });
}

/**
 * The records an agent may see, as a WHERE condition: those whose `columns` (assigned to,
 * addressed to…) hold their id. Undefined for an admin, who sees everything.
 */
export function agentScope(actor: StaffUser, ...columns: Column[]): SQL | undefined {
  if (isAdmin(actor)) return undefined;
  return or(...columns.map((column) => eq(column, actor.id)));
}

/** The same rule for a row in hand: an admin, or one of `userIds` (assignee, recipient…). */
export function mayHandle(actor: StaffUser, ...userIds: (number | null)[]): boolean {
  return isAdmin(actor) || userIds.includes(actor.id);
}

/**
 * Who may be given agency work (an inbox item, a listing to review, a team profile to answer
 * for), as a WHERE condition on users: an agent whose account is active. A disabled or demoted
 * agent receives nothing (people.server.ts releases what they had).
 */
export const ACTIVE_AGENT: SQL = and(eq(users.role, 'agent'), eq(users.status, 'active'))!;
