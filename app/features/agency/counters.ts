// The FAQ page's four counters (spec §2 shows figures like 560+ and 197K+). They are counted
// from the database, not typed in, so they stay true as the agency grows.

export type AgencyCounters = {
  activeListings: number;
  citiesServed: number;
  agents: number;
  /** The year of the agency's first history event, or null when there is none. */
  firstYear: number | null;
};

export type CounterName = 'listings' | 'cities' | 'agents' | 'years';

/** Whole years since `firstYear` (never negative); 0 when the history is empty. */
export function yearsSince(firstYear: number | null, now: Date = new Date()): number {
  if (firstYear === null) return 0;
  return Math.max(0, now.getFullYear() - firstYear);
}

/**
 * A counter as the spec shows them: compact ('197K') and marked as a lower bound ('560+'),
 * so it is rounded down, never up (1,999 is '1.9K+', not '2K+'); a zero stays a plain '0'.
 */
export function formatCounter(value: number, locale = 'en'): string {
  if (value <= 0) return '0';
  const compact = new Intl.NumberFormat(locale, {
    notation: 'compact',
    maximumFractionDigits: value < 10_000 ? 1 : 0,
    roundingMode: 'trunc',
  }).format(value);
  return `${compact}+`;
}

/** The four counters in the order the page shows them. */
export function counterValues(
  counters: AgencyCounters,
  now: Date = new Date(),
): { name: CounterName; value: number }[] {
  return [
    { name: 'listings', value: counters.activeListings },
    { name: 'cities', value: counters.citiesServed },
    { name: 'agents', value: counters.agents },
    { name: 'years', value: yearsSince(counters.firstYear, now) },
  ];
}
