import { getConfig, type Config } from '../config.server.ts';

// The one cookie policy (session, flash and language cookies): every cookie is for the whole
// site (Path=/, no Domain), SameSite=Lax and HttpOnly unless told. On a production site served
// over https it is also Secure and named with the __Host- prefix, which browsers accept only
// from a secure origin for Path=/ without Domain, so a sibling subdomain cannot plant or
// shadow it. In development and tests (http) the plain name is used.

export type CookieOptions = {
  /** Seconds until the browser drops it; 0 clears it. Omitted: ends with the browser session. */
  maxAgeSeconds?: number;
  /** Readable by scripts: none of ours needs that, so HttpOnly unless false. */
  httpOnly?: boolean;
};

/** True when cookies must be Secure: production, served over https. */
export function secureCookies(config: Pick<Config, 'isProduction' | 'SITE_URL'> = getConfig()) {
  return config.isProduction && config.SITE_URL.startsWith('https:');
}

/** The name a cookie is sent under: `__Host-name` when cookies are Secure, else `name`. */
export function cookieName(name: string, secure = secureCookies()): string {
  return secure ? `__Host-${name}` : name;
}

export function serializeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, httpOnly = true }: CookieOptions = {},
  secure = secureCookies(),
): string {
  const parts = [`${cookieName(name, secure)}=${encodeURIComponent(value)}`, 'Path=/'];
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
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  const wanted = cookieName(name);
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
