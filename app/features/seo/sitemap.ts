// Sitemaps (sitemaps.org protocol): an index naming one file for the site's pages, one for the
// blog and one per block of listing ids, so no file holds more than 50,000 URLs.

/** The protocol's ceiling per file. */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapUrl = { loc: string; lastmod?: Date | string | null };

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

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((url) => `<url><loc>${escapeXml(url.loc)}</loc>${lastmodTag(url.lastmod)}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
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

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Private, personal or one-visitor pages: nothing for a search engine there.
    'Disallow: /my-account',
    'Disallow: /add-listing',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /order-tracking',
    'Disallow: /wishlist',
    'Disallow: /login',
    'Disallow: /register',
    'Disallow: /forgot-password',
    'Disallow: /newsletter',
    'Disallow: /search',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
