// Prices as people type them: '45 L', '1.25 Cr', '15k', '₹ 45,00,000'. Safe on client and server.

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
 * Reads a price text into whole rupees, or null when it is not a price. The spec multiplies
 * by 1,000 for k, 100,000 for l and 10,000,000 for cr; unlike the spec we keep decimals
 * ('1.25 Cr' is ₹ 1,25,00,000, not ₹ 125 Cr) and ignore grouping commas and the ₹ sign.
 */
export function parsePriceText(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || text.length > 40) return null;
  const match = /^\s*(?:₹|rs\.?|inr)?\s*([\d,]*\.?\d+)\s*(k|l|lakhs?|lacs?|cr|crores?)?\s*$/i.exec(
    text,
  );
  if (!match?.[1]) return null;
  const amount = Number(match[1].replace(/,/g, ''));
  if (!Number.isFinite(amount)) return null;
  const suffix = match[2]?.toLowerCase();
  const unit: PriceUnit | null = !suffix
    ? null
    : suffix.startsWith('k')
      ? 'K'
      : suffix.startsWith('c')
        ? 'Cr'
        : 'L';
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
