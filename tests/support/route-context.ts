import { RouterContextProvider } from 'react-router';
import type { User } from '../../app/db/schema/index.ts';
import { userContext } from '../../app/features/accounts/auth.server.ts';
import type { SessionUser } from '../../app/features/accounts/session.server.ts';
import { getLogger } from '../../app/lib/logger.server.ts';
import { requestInfoContext } from '../../app/lib/request-context.ts';

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

/**
 * A router context signed in as `user` (null: a visitor); with `clientIp`, the request comes
 * from that address (as the Express layer would say), else from the stand-in 0.0.0.0.
 */
export function contextFor(user: User | null, clientIp?: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(userContext, user ? sessionUserOf(user) : null);
  if (clientIp !== undefined) {
    context.set(requestInfoContext, {
      requestId: 'test',
      logger: getLogger(),
      clientIp,
      cspNonce: '',
    });
  }
  return context;
}
