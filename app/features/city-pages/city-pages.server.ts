import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getReadDb } from '../../db/db.server.ts';
import { areas, cities, cityPages, properties, services } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { inLanguage } from '../content/in-language.ts';
import { translationIn } from '../content/in-language.server.ts';
import { listingCardColumns, withCovers } from '../listings/listings.server.ts';
import { placeNameColumn } from '../places/places.server.ts';
import type { ListingCardData } from '../listings/listing-card-data.ts';
import { searchHref } from '../search/search-params.ts';
import { CITY_PAGE_LISTINGS, type CityPageData, type CityPageLocality } from './city-page-data.ts';

/** The newest active listings of a city, as cards. */
async function latestCityListings(
  cityId: number,
  limit: number,
  locale: Locale,
): Promise<ListingCardData[]> {
  const rows = await getReadDb()
    .select(listingCardColumns(locale))
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .where(and(eq(properties.status, 'active'), eq(properties.cityId, cityId)))
    // NOTE: DESC NULLS LAST matches properties_active_created_idx (see bench/README.md): the
    // scan walks the newest active listings and stops after `limit` of this city.
    .orderBy(sql`${properties.createdAt} DESC NULLS LAST`, sql`${properties.id} DESC NULLS LAST`)
    .limit(limit);
  return withCovers(rows);
}

/**
 * The page's localities, each linked to its results when it is one of our areas: the page's
 * own city first (a name can exist in two cities), else another city of the region.
 */
async function linkLocalities(names: string[], cityId: number): Promise<CityPageLocality[]> {
  if (names.length === 0) return [];
  const rows = await getReadDb()
    .select({
      name: areas.name,
      slug: areas.slug,
      cityId: areas.cityId,
      citySlug: cities.slug,
    })
    .from(areas)
    .innerJoin(cities, eq(cities.id, areas.cityId))
    .where(
      inArray(
        sql`lower(${areas.name})`,
        names.map((name) => name.toLowerCase()),
      ),
    );
  return names.map((name) => {
    const matches = rows.filter((row) => row.name.toLowerCase() === name.toLowerCase());
    const match = matches.find((row) => row.cityId === cityId) ?? matches[0];
    return {
      name,
      href: match ? searchHref({ city: match.citySlug, area: match.slug }) : null,
    };
  });
}

const PAGE_WORDS = [
  'title',
  'subheader',
  'metaDescription',
  'intro',
  'sections',
  'localities',
  'faqs',
] as const;

export type CityPageLookup =
  { kind: 'page'; page: CityPageData } | { kind: 'moved'; slug: string } | { kind: 'missing' };

/**
 * The city page at `/<slug>`. Paths match routes whatever their case, so a page asked for in
 * another case answers `moved` (to its one canonical address) rather than a duplicate.
 */
export async function getCityPage(slug: string, locale: Locale = 'en'): Promise<CityPageLookup> {
  const db = getReadDb();
  // city_pages holds a handful of rows: comparing lower() needs no index.
  const [row] = await db
    .select({
      page: cityPages,
      city: { id: cities.id, name: placeNameColumn(locale, cities), slug: cities.slug },
    })
    .from(cityPages)
    .innerJoin(cities, eq(cities.id, cityPages.cityId))
    .where(sql`lower(${cityPages.slug}) = ${slug.toLowerCase()}`)
    .orderBy(asc(cityPages.sortOrder))
    .limit(1);
  if (!row) return { kind: 'missing' };
  if (row.page.slug !== slug) return { kind: 'moved', slug: row.page.slug };
  const { page, city } = row;
  const english = {
    title: page.title,
    subheader: page.subheader,
    metaDescription: page.metaDescription,
    intro: page.intro,
    sections: page.sections,
    localities: page.localities,
    faqs: page.faqs,
  };
  const words = inLanguage(
    english,
    locale === 'en' ? null : page.translations[locale],
    locale,
    PAGE_WORDS,
  );
  const [linked, serviceRows] = await Promise.all([
    // Localities link by their English names (our areas'); the translation names them.
    linkLocalities(page.localities, city.id),
    db
      .select({
        slug: services.slug,
        name: services.name,
        translated: translationIn(services.translations, locale, ['name']),
      })
      .from(services)
      .orderBy(asc(services.sortOrder), asc(services.id)),
  ]);
  const listings = await latestCityListings(city.id, CITY_PAGE_LISTINGS, locale);
  const localities = linked.map((locality, index) => ({
    ...locality,
    name: words.localities[index] ?? locality.name,
  }));
  return {
    kind: 'page',
    page: {
      slug: page.slug,
      ...words,
      city: { name: city.name, slug: city.slug },
      localities,
      services: serviceRows.map(({ translated, ...service }) =>
        inLanguage(service, translated, locale, ['name']),
      ),
      listings,
      allListingsHref: searchHref({ city: city.slug }),
    },
  };
}
