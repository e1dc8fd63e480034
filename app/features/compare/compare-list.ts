// The comparison's rules, safe on client and server (issue 28): up to four listings side by
// side. The visitor's own comparison is kept in cookies, a cookie per listing, signed in or
// not (a short-lived pick, not something kept; compare.server.ts); a comparison to share is
// its URL, /compare?ids=12,45,78, which shows those listings to anyone. The button that adds
// a listing sits with the cards (ListButton, features/listings/list-button.tsx).

/** A listing in the comparison is the cookie `compare-{id}`, its value when it was added. */
export const COMPARE_COOKIE_PREFIX = 'compare-';
/** At most this many listings fit side by side (four columns and the facts on a laptop). */
export const COMPARE_MAX = 4;
export const COMPARE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const COMPARE_INTENTS = ['add', 'remove'] as const;
export type CompareIntent = (typeof COMPARE_INTENTS)[number];

/** The address that shows these listings side by side (shareable); /compare for none. */
export function comparePath(ids: readonly number[], { differencesOnly = false } = {}): string {
  if (ids.length === 0) return '/compare';
  return `/compare?ids=${ids.join(',')}${differencesOnly ? '&only=differences' : ''}`;
}
