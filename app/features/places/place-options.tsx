import { useT } from '../../i18n/i18n-context.tsx';
import type { CityWithAreas } from './places.server.ts';

// The options of the city and area (sub-location) selects, shared by the home search and the
// results page's filters: the area list follows the chosen city.

/** 'All cities', then every city. */
export function CityOptions({ cities }: { cities: readonly CityWithAreas[] }) {
  const t = useT();
  return (
    <>
      <option value="">{t('homeSearch.anyCity')}</option>
      {cities.map((c) => (
        <option key={c.slug} value={c.slug}>
          {c.name}
        </option>
      ))}
    </>
  );
}

/**
 * 'All areas', then the chosen city's areas. With no city chosen, every area grouped by city
 * when `allWithoutCity` (a form without JavaScript cannot narrow the list), else none.
 */
export function AreaOptions({
  cities,
  city,
  allWithoutCity,
}: {
  cities: readonly CityWithAreas[];
  /** The chosen city's slug ('' for none). */
  city: string;
  allWithoutCity: boolean;
}) {
  const t = useT();
  const chosen = cities.find((c) => c.slug === city);
  return (
    <>
      <option value="">{t('homeSearch.anySubLocation')}</option>
      {chosen
        ? chosen.areas.map((a) => (
            <option key={a.slug} value={a.slug}>
              {a.name}
            </option>
          ))
        : allWithoutCity
          ? cities.map((c) => (
              <optgroup key={c.slug} label={c.name}>
                {c.areas.map((a) => (
                  <option key={a.slug} value={a.slug}>
                    {a.name}
                  </option>
                ))}
              </optgroup>
            ))
          : null}
    </>
  );
}
