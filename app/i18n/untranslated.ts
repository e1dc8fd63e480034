// Texts a Telugu or Hindi catalogue may keep exactly as the English one: names and marks that
// people in the region write in Latin letters whatever language they read (a brand, units and
// abbreviations of the trade, numbers and symbols). The completeness test
// (translate.test.ts) and scripts/check-translation.ts refuse any other copy of an English value.

const ALLOWED = new Set([
  'Nivasa',
  // The demo agency's name is 'Nivasa Realty' (a setting): a brand, written as it is.
  'Realty',
  'BHK',
  'RERA',
  'EMI',
  'WhatsApp',
  'Facebook',
  'YouTube',
  'Instagram',
  'OK',
  'sqft',
  'sqyd',
  'sqm',
  'sqin',
]);

/** True when `text` may appear unchanged in a translation: an allowed word, or no letters at all. */
export function mayStayEnglish(text: string): boolean {
  const trimmed = text.trim();
  if (ALLOWED.has(trimmed)) return true;
  // An example address or link is the same in every language.
  if (/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(trimmed) || /^https?:\/\/\S+$/.test(trimmed)) return true;
  // Placeholders, numbers, symbols and punctuation only: '{count}', '₹', '1 BHK' is a word.
  const withoutPlaceholders = trimmed.replace(/\{\w+\}/g, '');
  if (!/[A-Za-z]/.test(withoutPlaceholders)) return true;
  // Every word is an allowed one ('{count} BHK', '2 BHK').
  return withoutPlaceholders
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .every((word) => ALLOWED.has(word));
}

const EMAIL_OR_LINK = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+|www\.\S+/g;

/**
 * The English words of a Telugu or Hindi text: runs of Latin letters with a small letter in
 * them ('the', 'Sale'), leaving out the allowed names and marks, abbreviations written in
 * capitals (RERA, APCRDA), codes with digits in them (NH16, 2BHK, G+4, IPv6, argon2id), and
 * addresses and links.
 */
export function englishWordsIn(text: string): string[] {
  return text
    .replace(EMAIL_OR_LINK, ' ')
    .split(/[\s,;:()[\]"“”‘’!?]+/)
    .filter((token) => !/\d/.test(token))
    .flatMap((token) => token.split(/[^A-Za-z]+/))
    .filter((word) => word.length >= 2 && /[a-z]/.test(word) && !ALLOWED.has(word));
}
