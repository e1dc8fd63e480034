import { robotsTxt } from '../features/seo/sitemap.ts';
import { getSiteSettings } from '../features/settings/site-settings.server.ts';

// /robots.txt: what crawlers may fetch, and where the sitemap is.
export function loader() {
  return new Response(robotsTxt(getSiteSettings().siteUrl), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
