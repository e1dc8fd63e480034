import { LOCALE_COOKIE, localeOfPath, type Locale } from '../i18n/locales.ts';
import { serializeCookie } from './cookies.server.ts';

/**
 * The language of the page asked for: its path says it (English at the root, /te, /hi), so a
 * link shared or indexed opens in the language it was written in, whatever cookie the reader has.
 */
export function getLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/**
 * Remembers the chosen language for a year: an English page then offers the switch back to it
 * (the language suggestion), and forms record it.
 */
export function localeCookie(locale: Locale): string {
  return serializeCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: 60 * 60 * 24 * 365 });
}
