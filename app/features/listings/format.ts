// Display rules shared by cards, details and tables. Safe on client and server.

const THOUSAND = 1_000;
const LAKH = 100_000;
const CRORE = 10_000_000;

function trimDecimals(value: number): string {
  // At most two decimals, without trailing zeros: 1.25, 1.5, 45.
  return String(Math.round(value * 100) / 100);
}

/** Whole rupees as the spec shows them: ₹ 15 K, ₹ 45 L, ₹ 1.25 Cr; below 1,000 as is. */
export function formatPrice(rupees: number): string {
  if (!Number.isFinite(rupees) || rupees < 0) return '₹ 0';
  if (rupees >= CRORE) return `₹ ${trimDecimals(rupees / CRORE)} Cr`;
  if (rupees >= LAKH) return `₹ ${trimDecimals(rupees / LAKH)} L`;
  if (rupees >= THOUSAND) return `₹ ${trimDecimals(rupees / THOUSAND)} K`;
  return `₹ ${Math.round(rupees)}`;
}

/** Indian digit grouping: 12,50,000. */
export function formatRupees(rupees: number): string {
  return `₹ ${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(rupees)}`;
}

const AREA_UNIT_LABELS: Record<string, string> = {
  sqft: 'sqft',
  sqm: 'sqm',
  sqyd: 'sqyd',
  sqin: 'sqin',
  acres: 'acres',
  hectares: 'hectares',
  guntha: 'guntha',
};

const areaNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * An area and its unit with Indian grouping and no needless decimals: '1,005 sqft',
 * '2.5 acres'. (The spec's width × length rule keeps its two decimals: listings/area.ts.)
 */
export function formatArea(
  value: number | null | undefined,
  unit: string | null | undefined,
): string | null {
  if (value == null || !Number.isFinite(value) || !unit) return null;
  return `${areaNumber.format(value)} ${AREA_UNIT_LABELS[unit] ?? unit}`;
}

/**
 * A plot's width or length. The spec stores them with an area unit ('30 sqft'); a length is
 * shown in the matching length unit: '30 ft'.
 */
const LENGTH_OF_AREA_UNIT: Record<string, string> = {
  sqft: 'ft',
  sqyd: 'yd',
  sqm: 'm',
  sqin: 'in',
};

export function formatLength(
  value: number | null | undefined,
  unit: string | null | undefined,
): string | null {
  if (value == null || !Number.isFinite(value) || !unit) return null;
  return `${areaNumber.format(value)} ${LENGTH_OF_AREA_UNIT[unit] ?? unit}`;
}
