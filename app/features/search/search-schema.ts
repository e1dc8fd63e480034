import type { ListingType } from '../../db/schema/enums.ts';
import { type PER_PAGE_OPTIONS } from './search-params.ts';

// The choices and limits of the results pages. Safe on client and server.

/** The four results pages share one route module; each has its own layout (DESIGN.md). */
export const RESULT_LAYOUTS = {
  shop: { path: '/shop', filters: 'left', perPage: false },
  'shop-grid': { path: '/shop-grid', filters: 'top', perPage: true },
  'shop-left-sidebar': { path: '/shop-left-sidebar', filters: 'left', perPage: true },
  'shop-right-sidebar': { path: '/shop-right-sidebar', filters: 'right', perPage: true },
} as const;

export type ResultLayoutId = keyof typeof RESULT_LAYOUTS;

/** The layout of a results path; an unknown path (never routed here) gets /shop's. */
export function resultLayoutFor(pathname: string): ResultLayoutId {
  const path = pathname.replace(/\/+$/, '') || '/';
  const entry = Object.entries(RESULT_LAYOUTS).find(([, layout]) => layout.path === path);
  return (entry?.[0] as ResultLayoutId | undefined) ?? 'shop';
}

/** The Per Page default of the three layouts that offer the choice (spec: 12/20/30/50/100). */
export const DEFAULT_PER_PAGE: (typeof PER_PAGE_OPTIONS)[number] = 12;

const K = 1_000;
const L = 100_000;
const CR = 10_000_000;

/** Budget presets in rupees: rent is per month, so its scale is thousands, not lakhs. */
const BUDGET_PRESETS: Record<ListingType, readonly number[]> = {
  sell: [
    5 * L,
    10 * L,
    20 * L,
    30 * L,
    40 * L,
    50 * L,
    60 * L,
    75 * L,
    1 * CR,
    1.5 * CR,
    2 * CR,
    3 * CR,
    5 * CR,
    10 * CR,
  ],
  rent: [
    3 * K,
    5 * K,
    8 * K,
    10 * K,
    15 * K,
    20 * K,
    25 * K,
    30 * K,
    40 * K,
    50 * K,
    75 * K,
    1 * L,
  ],
};

/** The budget choices for a search: its listing type's presets (both when it has none), plus
 * the value already in the URL so that a shared link with an odd budget still shows it. */
export function budgetChoices(
  listing: ListingType | null,
  current: (number | null)[] = [],
): number[] {
  const base = listing ? BUDGET_PRESETS[listing] : [...BUDGET_PRESETS.rent, ...BUDGET_PRESETS.sell];
  const all = new Set<number>(base);
  for (const value of current) if (value !== null) all.add(value);
  return [...all].sort((a, b) => a - b);
}
