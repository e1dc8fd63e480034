import { LOCALE_PREFIX, LOCALES, localizedPath } from '../../i18n/locales.ts';

// Sitemaps (sitemaps.org protocol): an index naming one file for the site's pages, one for the
// blog and one per block of listing ids, so no file holds more than 50,000 URLs.

/** The protocol's ceiling per file. */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapUrl = {
  loc: string;
  lastmod?: Date | string | null;
  /** The same page in each language (`hreflang`, absolute URL), itself included. */
  alternates?: readonly { hreflang: string; href: string }[];
};

/**
 * A page of the site, listed by its English address with its Telugu and Hindi ones as
 * alternates (the pages carry the same `hreflang` links), so a file keeps one entry per page
 * and stays within SITEMAP_MAX_URLS.
 */
export function pageEntry(
  siteUrl: string,
  path: string,
  lastmod?: Date | string | null,
): SitemapUrl {
  return {
    loc: `${siteUrl}${path}`,
    lastmod,
    alternates: [
      ...LOCALES.map((locale) => ({
        hreflang: locale,
        href: `${siteUrl}${localizedPath(locale, path)}`,
      })),
      { hreflang: 'x-default', href: `${siteUrl}${path}` },
    ],
  };
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function lastmodTag(value: SitemapUrl['lastmod']): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : `<lastmod>${date.toISOString()}</lastmod>`;
}

function alternateTags(url: SitemapUrl): string {
  return (url.alternates ?? [])
    .map(
      (link) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
    )
    .join('');
}

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map(
      (url) =>
        `<url><loc>${escapeXml(url.loc)}</loc>${lastmodTag(url.lastmod)}${alternateTags(url)}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(files: readonly SitemapUrl[]): string {
  const body = files
    .map(
      (file) => `<sitemap><loc>${escapeXml(file.loc)}</loc>${lastmodTag(file.lastmod)}</sitemap>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** The last file there can be: ids are PostgreSQL integers (at most 2^31 - 1). */
const MAX_LISTING_FILE = Math.ceil(2_147_483_647 / SITEMAP_MAX_URLS);

/** 'listings-3.xml' → 3; null for any other name or a file past the largest id. */
export function listingFileNumber(name: string): number | null {
  const match = /^listings-([1-9]\d{0,5})\.xml$/.exec(name);
  const n = match ? Number(match[1]) : null;
  return n !== null && n <= MAX_LISTING_FILE ? n : null;
}

/** The listing ids file `n` covers: a fixed block, so a file never exceeds the ceiling. */
export function listingIdRange(n: number, size = SITEMAP_MAX_URLS): { from: number; to: number } {
  return { from: (n - 1) * size + 1, to: n * size };
}

/** Private, personal or one-visitor pages: nothing for a search engine there, in any language. */
const DISALLOWED = [
  '/my-account',
  '/add-listing',
  '/cart',
  '/checkout',
  '/order-tracking',
  '/wishlist',
  '/login',
  '/register',
  '/forgot-password',
  '/newsletter',
  '/search',
] as const;

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...LOCALES.flatMap((locale) =>
      DISALLOWED.map((path) => `Disallow: ${LOCALE_PREFIX[locale]}${path}`),
    ),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
