// What the listing form's numeric inputs keep as people type, and how the server reads them
// again. Safe on client and server. Digits typed in Telugu or Devanagari (౪౫, ४५) count as
// digits (issue 26).
import { asciiDigits } from '../../i18n/format.ts';

/** Longest number text we read: more is a paste accident or an attack, never a real price or area. */
export const MAX_NUMBER_TEXT = 20;

/**
 * What a numeric input (price, area, road width, coordinates) keeps as people type: digits and
 * the first dot, in the order typed. '4.5.5' → '4.55', '₹ 45,00,000' → '4500000', '-1' → '1',
 * '౪౫' → '45'.
 * A trailing dot stays ('45.') so the next digit can follow it.
 */
export function keepDecimal(value: string): string {
  let seenDot = false;
  let out = '';
  for (const char of asciiDigits(value)) {
    if (char >= '0' && char <= '9') out += char;
    else if (char === '.' && !seenDot) {
      seenDot = true;
      out += char;
    }
  }
  return out.slice(0, MAX_NUMBER_TEXT);
}

/** What a digits-only input (pincode, year) keeps as people type: digits, at most `maxLength`. */
export function keepDigits(value: string, maxLength = MAX_NUMBER_TEXT): string {
  return asciiDigits(value).replace(/\D/g, '').slice(0, maxLength);
}

// NOTE: no sign, no exponent, no hex: '1e9' is a typo for 19 or 109, not a thousand crore.
const DECIMAL_PATTERN = /^(?:\d+\.?\d*|\.\d+)$/;

/**
 * The server's reading of a numeric field: digits with at most one dot ('45.5', '45.', '.5').
 * Grouping commas and spaces are dropped ('45,00,000'), since a form posted without JavaScript
 * keeps what was typed; so are Telugu and Devanagari digits ('౪౫.౫'). Anything else ('4.5.5', '-1', 'abc', '1e9', '') is null.
 */
export function parseDecimal(text: string): number | null {
  const compact = asciiDigits(text).replace(/[,\s]/g, '');
  if (compact.length === 0 || compact.length > MAX_NUMBER_TEXT) return null;
  if (!DECIMAL_PATTERN.test(compact)) return null;
  const value = Number(compact);
  return Number.isFinite(value) ? value : null;
}
