import { en, type MessageKey } from './en.ts';
import { hi } from './hi.ts';
import type { Locale } from './locales.ts';
import { te } from './te.ts';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

const catalogues: Record<Locale, Partial<Record<MessageKey, string>>> = { en, te, hi };

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
  return variant in en ? (variant as MessageKey) : key;
}

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const chosen = params ? pluralVariant(locale, key, params) : key;
  // A key outside the catalogue (only possible through a cast) shows as itself, not a crash.
  const template: string = catalogues[locale][chosen] ?? en[chosen] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

export function translator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}

/** True when `locale` has its own text for `key` (not the English fallback). */
export function isTranslated(locale: Locale, key: MessageKey): boolean {
  return locale === 'en' || catalogues[locale][key] !== undefined;
}
