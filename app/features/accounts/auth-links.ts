// Links to sign-in and registration that come back to where the visitor was and, when a
// signed-out visitor pressed a heart, carry that like with them (`?like={id}`). The pending
// like travels in the URL and then as a field of the sign-in or registration form, which the
// server checks like any input (an id of an active listing, liked by the session's user);
// no cookie holds it.

export const PENDING_LIKE_FIELD = 'like';

/** The listing id of a pending like, or null for anything that is not one. */
export function pendingLikeFrom(value: unknown): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** /login or /register with the way back and the pending like, if any. */
export function authHref(
  path: '/login' | '/register',
  { redirectTo = '/', like = null }: { redirectTo?: string; like?: number | null },
): string {
  const params = new URLSearchParams();
  if (redirectTo !== '/') params.set('redirectTo', redirectTo);
  if (like !== null) params.set(PENDING_LIKE_FIELD, String(like));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
