import { toSearchParams, type SearchCriteria } from '../search/search-params.ts';

/**
 * A search as it is saved (issue 28): its criteria and order as the results page's query
 * string, from the first page and without the layout's page size or view, so one search is
 * one saved row whichever page it was saved from.
 */
export function savedSearchQuery(criteria: SearchCriteria): string {
  return toSearchParams({ ...criteria, page: 1, perPage: null, view: 'grid' }).toString();
}
