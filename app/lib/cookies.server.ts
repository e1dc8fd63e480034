import { getConfig, type Config } from '../config.server.ts';

// The one cookie policy (session, flash and language cookies): every cookie is for the whole
// site (Path=/, no Domain) unless it names a narrower path, SameSite=Lax and HttpOnly unless
// told. On a production site served over https it is also Secure and named with the __Host-
// prefix, which browsers accept only from a secure origin for Path=/ without Domain, so a
// sibling subdomain cannot plant or shadow it (a cookie for a narrower path takes __Secure-,
// as __Host- requires Path=/). In development and tests (http) the plain name is used.

export type CookieOptions = {
  /** Seconds until the browser drops it; 0 clears it. Omitted: ends with the browser session. */
  maxAgeSeconds?: number;
  /** Readable by scripts: none of ours needs that, so HttpOnly unless false. */
  httpOnly?: boolean;
  /**
   * Sent only with requests under this path (default '/'): a cookie only some pages read
   * stays off the others, which then remain shareable by a cache (server/page-caching.ts).
   */
  path?: string;
};

/** True when cookies must be Secure: production, served over https. */
export function secureCookies(config: Pick<Config, 'isProduction' | 'SITE_URL'> = getConfig()) {
  return config.isProduction && config.SITE_URL.startsWith('https:');
}

/**
 * The name a cookie is sent under: `__Host-name` when cookies are Secure (`__Secure-name` for
 * a narrower path than '/'), else `name`.
 */
export function cookieName(name: string, secure = secureCookies(), path = '/'): string {
  if (!secure) return name;
  return path === '/' ? `__Host-${name}` : `__Secure-${name}`;
}

export function serializeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, httpOnly = true, path = '/' }: CookieOptions = {},
  secure = secureCookies(),
): string {
  const parts = [`${cookieName(name, secure, path)}=${encodeURIComponent(value)}`, `Path=${path}`];
  if (httpOnly) parts.push('HttpOnly');
  parts.push('SameSite=Lax');
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** A Set-Cookie value that removes the cookie. */
export function clearCookie(name: string, options: Omit<CookieOptions, 'maxAgeSeconds'> = {}) {
  return serializeCookie(name, '', { ...options, maxAgeSeconds: 0 });
}

/** The request's value of our cookie `name` (under its policy name), or undefined. */
export function readCookie(
  request: Request,
  name: string,
  { path = '/' }: Pick<CookieOptions, 'path'> = {},
): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  const wanted = cookieName(name, secureCookies(), path);
  for (const part of header.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === wanted) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Our cookies whose names start with `prefix` (under the policy's name: `__Host-prefix…`), as
 * [the rest of the name, value] pairs in the order the request sends them. For a list kept one
 * cookie per item, which requests that overlap cannot undo (each sets or clears its own).
 */
export function readCookiesStartingWith(request: Request, prefix: string): [string, string][] {
  const header = request.headers.get('cookie');
  if (!header) return [];
  const wanted = cookieName(prefix, secureCookies());
  const found: [string, string][] = [];
  for (const part of header.split(';')) {
    const [rawName = '', ...rest] = part.trim().split('=');
    if (!rawName.startsWith(wanted) || rawName.length === wanted.length) continue;
    try {
      found.push([rawName.slice(wanted.length), decodeURIComponent(rest.join('='))]);
    } catch {
      // A value that is not URI-encoded is not one of ours.
    }
  }
  return found;
}
