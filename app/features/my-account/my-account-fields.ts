// My Account: limits, page sizes and page links, which the browser needs too. The
// schemas (Edit User Details, page numbers) are server-only: my-account-schema.server.ts.

/** Spec §9: the dashboard's My Properties table shows two per page. */
export const MY_PROPERTIES_PAGE_SIZE = 2;
/** Spec §9: the Favourite Properties table shows two per page. */
export const FAVOURITES_PAGE_SIZE = 2;
/** Pages shown either side of the current one before an ellipsis (spec §9). */

/** The largest profile image accepted. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The whole Edit User Details post: the image plus a few short text fields and multipart framing. */
export const PROFILE_FORM_MAX_BYTES = AVATAR_MAX_BYTES + 64 * 1024;
/** What the file picker offers; the server decides by the bytes, never by this or the file name. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp';
/** Where profile images are stored (storage key prefix). */
export const AVATAR_PREFIX = 'avatars';

/** A property id from a form or the query; null when it is not a positive whole number. */
export function parsePropertyId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** A tab's URL for a page, keeping any other query out (page 1 has no query at all). */
export function tabPageHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}
