import type { Locale } from '../../i18n/locales.ts';

// Editorial content in the reader's language (issue 26). A row keeps its English words in its
// columns and its Telugu and Hindi ones in `translations` (db/schema/content.ts); a page shows
// the language's words when the row has them all, and otherwise the English row, marked
// `lang: 'en'` so the element that shows it carries lang="en" and a screen reader switches
// voice. Safe on client and server.

/** Set on content shown in English on a Telugu or Hindi page: the element's `lang`. */
export type InLanguage = { lang?: 'en' };

type Words = Record<string, unknown>;

function filled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined;
}

/**
 * Whether `translated` has every field of `fields` that the English `row` fills: a language
 * is shown whole or not at all, never half English, half Telugu.
 */
export function isCompleteTranslation(
  row: Words,
  translated: Words | null | undefined,
  fields: readonly string[],
): translated is Words {
  if (!translated) return false;
  return fields.every((field) => !filled(row[field]) || filled(translated[field]));
}

/**
 * `row` in `locale`: with the translation's words for `fields` when it is complete, else as it
 * is, marked English on a page that is not. `translated` is the row's `translations[locale]`.
 */
export function inLanguage<T extends Words>(
  row: T,
  translated: Words | null | undefined,
  locale: Locale,
  fields: readonly (keyof T & string)[],
): T & InLanguage {
  if (locale === 'en') return row;
  if (!isCompleteTranslation(row, translated, fields)) return { ...row, lang: 'en' };
  const words: Words = {};
  for (const field of fields) if (filled(translated[field])) words[field] = translated[field];
  return { ...row, ...words };
}
