import {
  BHK_OPTIONS,
  type ListingType,
  type PropertyType,
  PROPERTY_TYPES,
} from '../../db/schema/values.ts';
import { BUILT_TYPES, LAND_TYPES } from '../listings/property-groups.ts';
import { type SearchCriteria } from '../search/search-params.ts';
import { budgetChoices } from '../search/search-schema.ts';

// The home search form's tabs and what each searches. Safe on client and server.

export const HOME_TABS = ['sell', 'rent', 'plots'] as const;
export type HomeTab = (typeof HOME_TABS)[number];
export const DEFAULT_TAB: HomeTab = 'sell';

export function isHomeTab(value: unknown): value is HomeTab {
  return typeof value === 'string' && (HOME_TABS as readonly string[]).includes(value);
}

/** Property types each tab offers (spec §2, §4): Rent only built types, Plots only land. */
export function typesForTab(tab: HomeTab): readonly PropertyType[] {
  if (tab === 'rent') return BUILT_TYPES;
  if (tab === 'plots') return LAND_TYPES;
  return PROPERTY_TYPES;
}

function listingTypeForTab(tab: HomeTab): ListingType {
  return tab === 'rent' ? 'rent' : 'sell';
}

export type HomeSearch = {
  tab: HomeTab;
  type: string;
  city: string;
  area: string;
  /** 'More filters': the most to spend (rupees, one of the tab's budget choices) and BHK. */
  maxPrice?: string;
  bhk?: string;
};

/** The budgets the home search offers for a tab (the results page's presets). */
export function budgetsForTab(tab: HomeTab): number[] {
  return budgetChoices(listingTypeForTab(tab));
}

/** Whether a tab offers BHK (land has no rooms). */
export const tabHasRooms = (tab: HomeTab) => tab !== 'plots';

/**
 * The results criteria for a home search. A type the tab does not offer is dropped; the
 * Plots tab without a type searches both land types.
 */
export function criteriaForHomeSearch(search: HomeSearch): Partial<SearchCriteria> {
  const allowed = typesForTab(search.tab);
  const type = allowed.find((t) => t === search.type);
  const types = type ? [type] : search.tab === 'plots' ? [...LAND_TYPES] : [];
  const slug = (value: string) =>
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 80 ? value : null;
  const city = slug(search.city);
  const budget = Number(search.maxPrice);
  const maxPrice = budgetsForTab(search.tab).includes(budget) ? budget : null;
  const bhk = tabHasRooms(search.tab) ? BHK_OPTIONS.find((b) => b === search.bhk) : undefined;
  return {
    listing: listingTypeForTab(search.tab),
    types,
    city,
    area: city ? slug(search.area) : null,
    ...(maxPrice !== null ? { maxPrice } : {}),
    ...(bhk ? { bhk: [bhk] } : {}),
  };
}

export const LAST_SEARCH_KEY = 'nivasa:last-search';
