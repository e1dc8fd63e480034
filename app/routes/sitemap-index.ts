import { sitemapFiles } from '../features/seo/sitemap.server.ts';
import { sitemapIndexXml } from '../features/seo/sitemap.ts';
import { getSiteSettings } from '../features/settings/site-settings.server.ts';

// /sitemap.xml: the index of the site's sitemap files.
export async function loader() {
  const { siteUrl } = getSiteSettings();
  return new Response(sitemapIndexXml(await sitemapFiles(siteUrl)), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
