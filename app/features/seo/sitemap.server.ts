import { and, desc, eq, gte, lte, max, sql } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { agents, blogs, cityPages, properties } from '../../db/schema/index.ts';
import { listingIdRange, pageEntry, SITEMAP_MAX_URLS, type SitemapUrl } from './sitemap.ts';

/** The public pages that are not rows: the home page and the agency's pages. */
const STATIC_PATHS = [
  '/',
  '/shop',
  '/about',
  '/service',
  '/service-details',
  '/team',
  '/faq',
  '/blog',
  '/contact',
  '/location',
  '/history',
  '/portfolio',
  '/terms',
  '/privacy-policy',
] as const;

export async function sitemapFiles(siteUrl: string): Promise<SitemapUrl[]> {
  const db = getDb();
  const [listingStats] = await db
    .select({ maxId: max(properties.id), lastmod: max(properties.updatedAt) })
    .from(properties)
    .where(eq(properties.status, 'active'));
  const [blogStats] = await db.select({ lastmod: max(blogs.updatedAt) }).from(blogs);
  const [pageStats] = await db.select({ lastmod: max(cityPages.updatedAt) }).from(cityPages);
  const files: SitemapUrl[] = [
    { loc: `${siteUrl}/sitemaps/pages.xml`, lastmod: pageStats?.lastmod ?? null },
    { loc: `${siteUrl}/sitemaps/blog.xml`, lastmod: blogStats?.lastmod ?? null },
  ];
  const blocks = Math.ceil((listingStats?.maxId ?? 0) / SITEMAP_MAX_URLS);
  for (let n = 1; n <= blocks; n++)
    files.push({ loc: `${siteUrl}/sitemaps/listings-${n}.xml`, lastmod: listingStats?.lastmod });
  return files;
}

export async function pageUrls(siteUrl: string): Promise<SitemapUrl[]> {
  const pages = await getDb()
    .select({ slug: cityPages.slug, lastmod: cityPages.updatedAt })
    .from(cityPages)
    .orderBy(cityPages.sortOrder);
  const people = await getDb()
    .select({ slug: agents.slug, lastmod: agents.updatedAt })
    .from(agents)
    .where(eq(agents.published, true))
    .orderBy(agents.sortOrder);
  return [
    ...STATIC_PATHS.map((path) => pageEntry(siteUrl, path)),
    ...pages.map((page) => pageEntry(siteUrl, `/${page.slug}`, page.lastmod)),
    ...people.map((agent) => pageEntry(siteUrl, `/team-details/${agent.slug}`, agent.lastmod)),
  ];
}

export async function blogUrls(siteUrl: string): Promise<SitemapUrl[]> {
  const rows = await getDb()
    .select({ id: blogs.id, lastmod: blogs.updatedAt })
    .from(blogs)
    .where(eq(blogs.published, true))
    .orderBy(desc(blogs.publishedOn))
    .limit(SITEMAP_MAX_URLS);
  return rows.map((row) => pageEntry(siteUrl, `/blog-details/${row.id}`, row.lastmod));
}

/** Active listings whose id falls in file `n`'s block (primary-key range scan). */
export async function listingUrls(siteUrl: string, n: number): Promise<SitemapUrl[]> {
  const { from, to } = listingIdRange(n);
  const rows = await getDb()
    .select({ id: properties.id, lastmod: properties.updatedAt })
    .from(properties)
    .where(and(eq(properties.status, 'active'), gte(properties.id, from), lte(properties.id, to)))
    .orderBy(sql`${properties.id}`);
  return rows.map((row) => pageEntry(siteUrl, `/product-details/${row.id}`, row.lastmod));
}
