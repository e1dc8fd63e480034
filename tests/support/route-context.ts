import { RouterContextProvider } from 'react-router';
import type { User } from '../../app/db/schema/index.ts';
import { userContext } from '../../app/features/accounts/auth.server.ts';
import type { SessionUser } from '../../app/features/accounts/session.server.ts';

// Who is signed in, as the root middleware would set it, for tests that call a route's
// loader or action directly.

/** The session's view of a user row. */
export function sessionUserOf(user: User): SessionUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    role: user.role,
    imageKey: user.imageKey,
    mustChangePassword: user.mustChangePassword,
  };
}

/** A router context signed in as `user` (null: a visitor). */
export function contextFor(user: User | null): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(userContext, user ? sessionUserOf(user) : null);
  return context;
}
