// Which blog posts this browser session has already counted (spec §7: a post's view count is
// incremented once per visit). A session cookie (no Max-Age) holds the ids, so the count
// needs no script and no server-side state. Safe on client and server.

/** The cookie's name (under the repo's cookie policy: app/lib/cookies.server.ts). */
export const VIEWED_BLOGS_COOKIE = 'viewed_blogs';

/** The cookie goes with blog posts only (/blog-details/7 and its data requests). */
export const VIEWED_BLOGS_PATH = '/blog-details';

/** The ids the cookie keeps: the most recent ones, so the cookie stays small. */
export const VIEWED_BLOGS_LIMIT = 50;

const MAX_ID = 2_147_483_647;
const SEPARATOR = '.';

/**
 * The ids in the cookie's value ('3.7.12'), oldest first. Whatever else a browser sends
 * (a forged or truncated value) is dropped, never an error; repeats count once.
 */
export function parseViewedBlogs(value: string | undefined | null): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.slice(0, 1000).split(SEPARATOR)) {
    if (!/^[1-9]\d{0,9}$/.test(part)) continue;
    const id = Number(part);
    if (id <= MAX_ID && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(-VIEWED_BLOGS_LIMIT);
}

/**
 * The ids after viewing `id`: unchanged (`added` false) when it was counted already, else
 * with it added last and only the newest VIEWED_BLOGS_LIMIT kept.
 */
export function addViewedBlog(
  ids: readonly number[],
  id: number,
): { ids: number[]; added: boolean } {
  if (ids.includes(id)) return { ids: [...ids], added: false };
  return { ids: [...ids, id].slice(-VIEWED_BLOGS_LIMIT), added: true };
}

export function serializeViewedBlogs(ids: readonly number[]): string {
  return ids.join(SEPARATOR);
}
