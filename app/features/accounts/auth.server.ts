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
