import type { Translate } from '../../i18n/translate.ts';
import type { CityWithAreas } from '../places/places.server.ts';
import type { SearchCriteria } from './search-params.ts';

// A search in words: the results page's heading and title, a saved search in My Account, an
// alert's subject. Pure, so the page, the server and the alert job share it.

export type NamedPlace = { name: string } | null;

/**
 * The search in words, for the header and the page title: 'Villa, Plot for sale in Brodipet,
 * Guntur matching “pool”'. Null when there are no criteria.
 */
export function describeSearch(
  t: Translate,
  criteria: Pick<SearchCriteria, 'listing' | 'types' | 'q'> &
    Partial<Pick<SearchCriteria, 'bounds' | 'polygon'>>,
  places: { city: NamedPlace; area: NamedPlace },
): string | null {
  const { listing, types, q, bounds, polygon } = criteria;
  const onMap = Boolean(bounds || polygon);
  if (!listing && types.length === 0 && !q && !places.city && !places.area && !onMap) {
    return null;
  }
  const typeNames = types.length
    ? types.map((type) => t(`propertyType.${type}`)).join(', ')
    : t('search.summary.properties');
  let what =
    listing === 'sell'
      ? t('search.summary.forSale', { types: typeNames })
      : listing === 'rent'
        ? t('search.summary.forRent', { types: typeNames })
        : typeNames;
  const place = [places.area?.name, places.city?.name].filter(Boolean).join(', ');
  if (place) what = t('search.summary.inPlace', { what, place });
  if (polygon) what = t('search.summary.inDrawnArea', { what });
  else if (bounds) what = t('search.summary.inMapArea', { what });
  if (q) what = t('search.summary.matching', { what, q });
  return what;
}

/** A saved search's criteria in words, its places named from `cities` (in the page's language). */
export function savedSearchInWords(
  t: Translate,
  criteria: SearchCriteria,
  cities: readonly CityWithAreas[],
): string {
  const city = cities.find((c) => c.slug === criteria.city) ?? null;
  const area = city?.areas.find((a) => a.slug === criteria.area) ?? null;
  return describeSearch(t, criteria, { city, area }) ?? t('search.summary.all');
}
