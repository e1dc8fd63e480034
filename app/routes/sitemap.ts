import { blogUrls, listingUrls, pageUrls } from '../features/seo/sitemap.server.ts';
import { listingFileNumber, urlsetXml, type SitemapUrl } from '../features/seo/sitemap.ts';
import { getSiteSettings } from '../features/settings/site-settings.server.ts';
import { notFound } from '../lib/http.ts';
import type { Route } from './+types/sitemap';

// /sitemaps/pages.xml, /sitemaps/blog.xml and /sitemaps/listings-N.xml.
export async function loader({ params }: Route.LoaderArgs) {
  const { siteUrl } = getSiteSettings();
  let urls: SitemapUrl[];
  if (params.name === 'pages.xml') urls = await pageUrls(siteUrl);
  else if (params.name === 'blog.xml') urls = await blogUrls(siteUrl);
  else {
    const n = listingFileNumber(params.name);
    if (n === null) throw notFound();
    urls = await listingUrls(siteUrl, n);
  }
  return new Response(urlsetXml(urls), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
