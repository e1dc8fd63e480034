import type { AdminMessageKey } from './admin/admin-en.ts';
import type { MessageKey as PublicMessageKey } from './en.ts';
import { formatNumber } from './format.ts';
import type { Locale } from './locales.ts';

// Translating a key in the current language. The catalogues are registered, not imported, so
// that a page's browser downloads only its own language (load-catalogue.ts): the server
// registers all three (catalogues.server.ts), the browser the one of `<html lang>` before it
// hydrates.

/** A text's key: the public site's, or the back office's ('admin.…', a catalogue of its own). */
export type MessageKey = PublicMessageKey | AdminMessageKey;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;
/** One language's texts for every key of the public site. */
export type Catalogue = Readonly<Record<PublicMessageKey, string>>;
/** One language's texts for every key of the back office. */
export type AdminCatalogue = Readonly<Record<AdminMessageKey, string>>;
/** Some of a language's texts of the public site: those of one page (load-catalogue.ts). */
export type PageCatalogue = Readonly<Partial<Record<PublicMessageKey, string>>>;
/** 'page': the texts of one page's scripts only (entry.client.tsx), before the whole 'site'. */
type Part = 'site' | 'admin' | 'page';

const catalogues: Partial<Record<Locale, Partial<Record<MessageKey, string>>>> = {};
const registered = new Set<string>();

/** Adds a language's texts of one part (the site's, or the back office's) to what it has. */
export function registerCatalogue(
  locale: Locale,
  catalogue: Catalogue | AdminCatalogue | PageCatalogue,
  part: Part = 'site',
): void {
  catalogues[locale] = { ...catalogues[locale], ...catalogue };
  registered.add(`${locale}:${part}`);
}

export function hasCatalogue(locale: Locale, part: Part = 'site'): boolean {
  return registered.has(`${locale}:${part}`);
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * Plurals: a key's text is its 'other' form ('{count} properties'); a sibling key with the
 * plural category of the locale ('….one': '{count} property') is used when `count` falls in
 * it, by the locale's own rules (Intl.PluralRules).
 */
function pluralVariant(locale: Locale, key: MessageKey, params: MessageParams): MessageKey {
  if (typeof params.count !== 'number') return key;
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const variant = `${key}.${rules.select(params.count)}`;
  const catalogue = catalogues[locale] ?? catalogues.en;
  return catalogue && variant in catalogue ? (variant as MessageKey) : key;
}

let onTranslate: ((key: string) => void) | undefined;

/** The server's hook to note which keys a page rendered (page-catalogue.server.ts). */
export function setTranslateHook(hook: (key: string) => void): void {
  onTranslate = hook;
}

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const chosen = params ? pluralVariant(locale, key, params) : key;
  onTranslate?.(chosen);
  // A key outside the catalogue (only possible through a cast) shows as itself, not a crash.
  const template: string = catalogues[locale]?.[chosen] ?? catalogues.en?.[chosen] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!(name in params)) return match;
    const value = params[name];
    // A count is a quantity: written with Indian grouping ('1,234 properties found'). Other
    // numbers (a year, an id, a page) are written as they are.
    return name === 'count' && typeof value === 'number'
      ? formatNumber(value, locale)
      : String(value);
  });
}

/** One language's text of each of `keys` that the catalogue has. */
export function textsOf(locale: Locale, keys: Iterable<string>): Record<string, string> {
  const catalogue: Partial<Record<string, string>> = catalogues[locale] ?? {};
  const texts: Record<string, string> = {};
  for (const key of keys) {
    const text = catalogue[key];
    if (text !== undefined) texts[key] = text;
  }
  return texts;
}

export function translator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}
