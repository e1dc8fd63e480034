import type { Response } from 'express';
import { localeOfPath, localizedPath, type Locale } from '../app/i18n/locales.ts';

// A Telugu or Hindi page that redirects (a sign-in back to where it started, a booking to its
// confirmation) names the English path ('/login'); the browser is sent to the same page in the
// page's language ('/te/login'). Paths already in a language, and addresses elsewhere, go as
// they are. (Data requests need nothing: React Router resolves their redirects under the
// basename itself.)

/** `location` in `locale`, when it is a page of this site given in English. */
export function redirectInLanguage(location: string, locale: Locale): string {
  if (!location.startsWith('/') || location.startsWith('//')) return location;
  if (localeOfPath(location) !== 'en') return location;
  return localizedPath(locale, location);
}

/** Rewrites the Location header this response is given, for a page in `locale`. */
export function keepRedirectsInLanguage(res: Response, locale: Locale): void {
  const append = res.append.bind(res);
  const setHeader = res.setHeader.bind(res);
  res.append = (field: string, value?: string[] | string) =>
    field.toLowerCase() === 'location' && typeof value === 'string'
      ? append(field, redirectInLanguage(value, locale))
      : append(field, value);
  res.setHeader = (name: string, value: number | string | readonly string[]) =>
    name.toLowerCase() === 'location' && typeof value === 'string'
      ? setHeader(name, redirectInLanguage(value, locale))
      : setHeader(name, value);
}
