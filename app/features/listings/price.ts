// Prices as people type them: '45 L', '1.25 Cr', '15k', '₹ 45,00,000', '45 లక్షలు', '१.२५ करोड़'.
// Safe on client and server.
import { asciiDigits } from '../../i18n/format.ts';

export const PRICE_UNITS = ['K', 'L', 'Cr'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

export const PRICE_UNIT_FACTORS: Record<PriceUnit, number> = {
  K: 1_000,
  L: 100_000,
  Cr: 10_000_000,
};

// Largest price we accept anywhere: ₹ 10,000 Cr. Beyond it a number is a typo or an attack.
export const MAX_PRICE_RUPEES = 100_000_000_000;

/** A number and a unit as whole rupees: (45, 'L') → 4,500,000. */
export function toRupees(amount: number, unit: PriceUnit | null | undefined): number {
  return Math.round(amount * (unit ? PRICE_UNIT_FACTORS[unit] : 1));
}

/**
 * The words people type after an amount, in the three languages: K, L, lakh(s), lac(s), Cr,
 * crore(s); వెయ్యి/వేలు/వేల, లక్ష/లక్షలు/లక్షల, కోటి/కోట్లు/కోట్ల; हज़ार, लाख, करोड़ (with
 * or without the nukta, which many keyboards leave out). Longer words first.
 */
const UNIT_WORDS: Record<PriceUnit, string> = {
  K: 'k|వెయ్యి|వేలు|వేల|हज\u093C?ार',
  L: 'lakhs?|lacs?|l|లక్షలు|లక్షల|లక్ష|लाख',
  Cr: 'crores?|cr|కోట్లు|కోట్ల|కోటి|करोड\u093C?',
};
const UNIT_PATTERNS = PRICE_UNITS.map(
  (unit) => [unit, new RegExp(`^(?:${UNIT_WORDS[unit]})$`, 'iu')] as const,
);
const PRICE_PATTERN = new RegExp(
  `^\\s*(?:₹|rs\\.?|inr|रु\\.?|రూ\\.?)?\\s*([\\d,]*\\.?\\d+)\\s*(${PRICE_UNITS.map((u) => UNIT_WORDS[u]).join('|')})?\\s*$`,
  'iu',
);

/**
 * Reads a price text into whole rupees, or null when it is not a price. The spec multiplies
 * by 1,000 for k, 100,000 for l and 10,000,000 for cr; unlike the spec we keep decimals
 * ('1.25 Cr' is ₹ 1,25,00,000, not ₹ 125 Cr) and ignore grouping commas and the ₹ sign.
 * Telugu and Hindi are read too: '౪౫ లక్షలు', '1.25 కోట్లు', '४५ लाख', '१.२५ करोड़'.
 */
export function parsePriceText(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || text.length > 40) return null;
  // NFC writes a nukta letter (ज़, ड़) one way whichever way it was typed.
  const match = PRICE_PATTERN.exec(asciiDigits(text.normalize('NFC')));
  if (!match?.[1]) return null;
  const amount = Number(match[1].replace(/,/g, ''));
  if (!Number.isFinite(amount)) return null;
  const word = match[2];
  const unit = word ? (UNIT_PATTERNS.find(([, pattern]) => pattern.test(word))?.[0] ?? null) : null;
  const rupees = toRupees(amount, unit);
  return rupees > MAX_PRICE_RUPEES ? null : rupees;
}

/** Rupees as a short URL token: 4500000 → '45L', 12500000 → '1.25Cr', 15000 → '15K'. */
export function priceToken(rupees: number): string {
  const pick = (factor: number, unit: PriceUnit) =>
    `${Math.round((rupees / factor) * 100) / 100}${unit}`;
  if (rupees >= 10_000_000) return pick(10_000_000, 'Cr');
  if (rupees >= 100_000) return pick(100_000, 'L');
  if (rupees >= 1_000) return pick(1_000, 'K');
  return String(rupees);
}
