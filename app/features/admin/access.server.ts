import { data, type RouterContextProvider } from 'react-router';
import { requireUser } from '../accounts/auth.server.ts';
import type { SessionUser } from '../accounts/session.server.ts';
import { logSecurityEvent } from '../../lib/security-log.server.ts';
import { accessOf } from './admin-routes.ts';

// Who may use the back office (docs/decisions/011). Every /admin loader and action calls one
// of these first, and the /admin layout's middleware calls requireStaff too, so a route that
// forgot would still refuse a visitor or a plain user. Anonymous visitors are sent to sign in
// (and back); a signed-in `user` gets 403; an `agent` reaches the dashboard, the listings
// assigned to them and their own leads; everything else is for admins.

type Context = Readonly<RouterContextProvider>;

/** A member of the agency's staff acting in the back office. */
export type StaffUser = SessionUser & { role: 'agent' | 'admin' };

function isStaff(user: SessionUser): user is StaffUser {
  return user.role === 'agent' || user.role === 'admin';
}

/** Refuses with 403, and says so in the security log (who, what, which method). */
function forbidden(user: SessionUser, request: Request): never {
  logSecurityEvent('authz_denied', {
    outcome: 'refused',
    userId: user.id,
    role: user.role,
    method: request.method,
    path: new URL(request.url).pathname,
  });
  throw data('You do not have access to this page.', { status: 403 });
}

/** An agent or an admin; a visitor is sent to sign in, anyone else gets 403. */
export function requireStaff(context: Context, request: Request): StaffUser {
  const user = requireUser(context, new URL(request.url));
  if (!isStaff(user)) forbidden(user, request);
  return user;
}

/** An admin; a visitor is sent to sign in, anyone else (agents too) gets 403. */
export function requireAdmin(context: Context, request: Request): StaffUser {
  const user = requireStaff(context, request);
  if (user.role !== 'admin') forbidden(user, request);
  return user;
}

/**
 * The back office's gate, run by the /admin layout's middleware before any loader or action:
 * staff only, and admins only unless ADMIN_ROUTE_ACCESS opens the route to agents (a route
 * missing from the table is admins-only). Routes check again for their own records.
 */
export function requireRouteAccess(context: Context, request: Request, pattern: string): StaffUser {
  const user = requireStaff(context, request);
  if (accessOf(pattern) === 'admin' && user.role !== 'admin') forbidden(user, request);
  return user;
}

/** What an agent may see of a record assigned to someone: only their own (admins: all). */
export function mayHandle(user: StaffUser, assignedUserId: number | null): boolean {
  return user.role === 'admin' || assignedUserId === user.id;
}
