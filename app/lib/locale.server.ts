import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '../i18n/locales.ts';
import { readCookie, serializeCookie } from './cookies.server.ts';

/** The visitor's chosen language: the cookie set by the language list, else English. */
export function getLocale(request: Request): Locale {
  const chosen = readCookie(request, LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/** Remembers the chosen language for a year. */
export function localeCookie(locale: Locale): string {
  return serializeCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: 60 * 60 * 24 * 365 });
}
