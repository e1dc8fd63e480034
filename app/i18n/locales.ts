export const LOCALES = ['en', 'te', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'nivasa_lang';

/** Each language named in its own script, as people look for it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  te: 'తెలుగు',
  hi: 'हिन्दी',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A language read from the database (an account's, a booking's): English if it is none of ours. */
export function storedLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * Where each language's pages live (DESIGN.md): English at the root, so the spec's URLs stay
 * as they are, Telugu under /te and Hindi under /hi.
 */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', te: '/te', hi: '/hi' };

const PREFIXED = /^\/(te|hi)(?=[/.?]|$)/;

/** The language of a page by its path: '/te/shop' is Telugu, '/shop' English. */
export function localeOfPath(pathname: string): Locale {
  const match = PREFIXED.exec(pathname);
  return match ? (match[1] as Locale) : DEFAULT_LOCALE;
}

/** A path without its language prefix: '/te/shop?x=1' → '/shop?x=1', '/te' → '/'. */
export function stripLocale(path: string): string {
  const rest = path.replace(PREFIXED, '');
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
}

/** The same page in `locale`: ('te', '/shop?x=1') → '/te/shop?x=1', ('te', '/') → '/te'. */
export function localizedPath(locale: Locale, path: string): string {
  const bare = stripLocale(path);
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return bare;
  return bare === '/'
    ? prefix
    : bare.startsWith('/?')
      ? `${prefix}${bare.slice(1)}`
      : `${prefix}${bare}`;
}
