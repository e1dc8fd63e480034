// How the search compares words typed in any of the three scripts: one Unicode form (NFC, so
// 'ड़' typed as one character or as 'ड' with a nukta is the same letter), without the
// zero-width joiners Telugu and Devanagari keyboards put inside a word (అపార్ట్‌మెంట్), lower case.

const JOINERS = /[\u200c\u200d]/g;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** A text in the form the search compares. */
export function comparable(text: string): string {
  return text.normalize('NFC').replace(JOINERS, '').toLowerCase();
}

/** The words of a text (letters with their vowel signs, and digits), as the search compares them. */
export function wordsOf(text: string): string[] {
  return comparable(text).match(WORD) ?? [];
}

/** Each word of an already comparable text with where it starts and ends. */
export function wordSpans(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(WORD)].map((m) => ({
    word: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}
