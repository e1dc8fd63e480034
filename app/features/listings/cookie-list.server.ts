import { clearCookie, readCookiesStartingWith, serializeCookie } from '../../lib/cookies.server.ts';
import { isRowId } from './row-ids.ts';

// A visitor's list of listings kept one cookie per listing (`compare-64`, `visit-64`), its
// value when it was added: the comparison and a signed-out visitor's visit list. One cookie
// holding the whole list lost listings: a visitor who ticks several cards quickly sends posts
// that overlap, each answer set the list as its own request had seen it, and the last answer
// to arrive undid the others. A cookie per listing is set or cleared by its own post only.

export type CookieList = {
  /** The ids in the list, oldest first, at most `max`; beyond it (posts that raced) `extra`. */
  read(request: Request): { ids: number[]; extra: number[] };
  /** The Set-Cookie that puts `id` in the list, as added `at` (a time; earlier sorts first). */
  added(id: number, at?: number): string;
  /** The Set-Cookie that takes `id` out of the list. */
  removed(id: number): string;
};

export function cookieList(
  prefix: string,
  { max, maxAgeSeconds }: { max: number; maxAgeSeconds: number },
): CookieList {
  const nameOf = (id: number) => `${prefix}${id}`;
  return {
    read(request) {
      const added = readCookiesStartingWith(request, prefix)
        .filter(([name, value]) => /^[1-9]\d{0,9}$/.test(name) && /^\d{1,15}$/.test(value))
        .map(([name, value]) => ({ id: Number(name), at: Number(value) }))
        .filter(({ id }) => isRowId(id))
        .sort((a, b) => a.at - b.at || a.id - b.id)
        .map(({ id }) => id);
      const ids = [...new Set(added)];
      return { ids: ids.slice(0, max), extra: ids.slice(max) };
    },
    added: (id, at = Date.now()) => serializeCookie(nameOf(id), String(at), { maxAgeSeconds }),
    removed: (id) => clearCookie(nameOf(id)),
  };
}
