import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { areas, cities, properties, services } from '../../db/schema/index.ts';
import { pageBounds } from '../../lib/pagination.ts';
import { getListingPhotos, listingFactColumns } from '../listing-details/listing-details.server.ts';
import type { Locale } from '../../i18n/locales.ts';
import { inLanguage } from '../content/in-language.ts';
import { translationIn } from '../content/in-language.server.ts';
import { placeColumns, withCovers } from '../listings/listings.server.ts';
import {
  PORTFOLIO_PAGE_SIZE,
  PORTFOLIO_STATUSES,
  PRIVATE_AFTER_CLOSING,
  type PortfolioDetails,
  type PortfolioItem,
  type PortfolioStatus,
} from './portfolio-data.ts';

// The portfolio: listings the agency has closed (sold or rented), newest closing first. They
// are public here although the details page (/product-details) shows only active listings:
// a closed sale is the agency's record, and the page shows no lister and no contact.

const closed = inArray(properties.status, [...PORTFOLIO_STATUSES]);
/** The services menu is a small content table: read whole, capped all the same. */
const SERVICES_LIMIT = 20;

export async function listPortfolio(
  page: number,
  pageSize = PORTFOLIO_PAGE_SIZE,
  locale: Locale = 'en',
): Promise<{ items: PortfolioItem[]; total: number; page: number; pageCount: number }> {
  const [{ total } = { total: 0 }] = await getDb()
    .select({ total: sql<number>`count(*)::int` })
    .from(properties)
    .where(closed);
  const bounds = pageBounds(total, page, pageSize);
  const rows = await getDb()
    .select({
      id: properties.id,
      title: properties.title,
      description: sql<string>`left(${properties.description}, 240)`,
      propertyType: properties.propertyType,
      status: properties.status,
      ...placeColumns(locale),
    })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .where(closed)
    .orderBy(sql`${properties.updatedAt} DESC`, sql`${properties.id} DESC`)
    .limit(pageSize)
    .offset(bounds.offset);
  const items = await withCovers(
    rows.map((row) => ({ ...row, status: row.status as PortfolioStatus })),
  );
  return { items, total, page: bounds.page, pageCount: bounds.pageCount };
}

const portfolioColumns = Object.fromEntries(
  Object.entries(listingFactColumns).filter(
    ([name]) => !(PRIVATE_AFTER_CLOSING as readonly string[]).includes(name),
  ),
) as Omit<typeof listingFactColumns, (typeof PRIVATE_AFTER_CLOSING)[number]>;

/** One sold or rented listing with its photos and the services menu, or null (404). */
export async function getPortfolioDetails(
  id: number,
  locale: Locale = 'en',
): Promise<PortfolioDetails | null> {
  const [row] = await getDb()
    .select({ ...portfolioColumns, ...placeColumns(locale) })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .where(and(eq(properties.id, id), closed))
    .limit(1);
  if (!row) return null;
  const [photos, menu] = await Promise.all([
    getListingPhotos(row.id),
    getDb()
      .select({
        slug: services.slug,
        name: services.name,
        translated: translationIn(services.translations, locale, ['name']),
      })
      .from(services)
      .orderBy(asc(services.sortOrder), asc(services.id))
      .limit(SERVICES_LIMIT),
  ]);
  return {
    listing: { ...row, status: row.status as PortfolioStatus },
    photos,
    services: menu.map(({ translated, ...service }) =>
      inLanguage(service, translated, locale, ['name']),
    ),
  };
}
