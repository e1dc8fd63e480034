import type { Locale } from './locales.ts';

// The language of a text people wrote (a listing's title or description), told by its
// script, for the `lang` of the element that shows it: a screen reader then reads it in that
// language's voice. Only what differs from the page's own language is marked. Safe on client
// and server.

const TELUGU_LETTER = /(?=\p{L})\p{Script=Telugu}/u;
const DEVANAGARI_LETTER = /(?=\p{L})\p{Script=Devanagari}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/**
 * `text`'s language by its letters: 'te' when it has Telugu letters, else 'hi' when it has
 * Devanagari ones, else 'en' when it has Latin ones; undefined when that is `pageLocale` (the
 * page's `lang` already says it) or the text has no letters (digits, signs, nothing).
 */
export function textLang(text: string, pageLocale: Locale): Locale | undefined {
  const lang: Locale | undefined = TELUGU_LETTER.test(text)
    ? 'te'
    : DEVANAGARI_LETTER.test(text)
      ? 'hi'
      : LATIN_LETTER.test(text)
        ? 'en'
        : undefined;
  return lang === pageLocale ? undefined : lang;
}
