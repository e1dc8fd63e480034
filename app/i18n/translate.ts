import { en, type MessageKey } from './en.ts';
import { hi } from './hi.ts';
import type { Locale } from './locales.ts';
import { te } from './te.ts';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

const catalogues: Record<Locale, Partial<Record<MessageKey, string>>> = { en, te, hi };

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  // A key outside the catalogue (only possible through a cast) shows as itself, not a crash.
  const template: string = catalogues[locale][key] ?? en[key] ?? key;
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
