import {
  createContext,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from 'react-router';
import { getSessionUser, type SessionUser } from './session.server.ts';

// Who is signed in, read once per request by the root middleware (epic-stack style:
// `require…` throws a redirect or a 403, `get…` returns null).

export const userContext = createContext<SessionUser | null>(null);

export const sessionMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  context.set(userContext, await getSessionUser(request));
  return next();
};

type Context = Readonly<RouterContextProvider>;

export function getUser(context: Context): SessionUser | null {
  return context.get(userContext);
}

/** The path and query to come back to after signing in. */
export function loginRedirect(url: URL): string {
  const back = url.pathname.replace(/\.data$/, '') + url.search;
  return `/login?redirectTo=${encodeURIComponent(back)}`;
}

/** The signed-in user, or a redirect to /login that comes back here afterwards. */
export function requireUser(context: Context, url: URL): SessionUser {
  const user = getUser(context);
  if (!user) throw redirect(loginRedirect(url));
  return user;
}

/**
 * Where a person whose password the seed generated and printed goes to choose their own
 * (issue 24): signing in leads there, and the back office refuses (`requireStaff`) until the
 * password is changed. The profile form says why (`mustChangePassword`), not a message over it.
 */
export const CHOOSE_PASSWORD = { path: '/my-account/profile?edit=1' } as const;

/** The redirect to the page where a printed password is replaced (its form says why). */
export function choosePasswordRedirect(): Response {
  return redirect(CHOOSE_PASSWORD.path);
}
