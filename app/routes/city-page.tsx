import { redirect } from 'react-router';
import { CityPageView } from '../features/city-pages/city-page-view.tsx';
import { getCityPage } from '../features/city-pages/city-pages.server.ts';
import { stripLocale } from '../i18n/locales.ts';
import { notFound } from '../lib/http.ts';
import { getLocale } from '../lib/locale.server.ts';
import { canonicalTags, pageMeta, pageUrl } from '../lib/meta.ts';
import { useRootData } from '../lib/root-data.ts';
import type { Route } from './+types/city-page';

// One module for the eight city pages (app/routes.ts): the path is the page's slug.
export async function loader({ request }: Route.LoaderArgs) {
  // The slug without the language's prefix: /te/guntur-… is the same page in Telugu.
  const slug = stripLocale(new URL(request.url).pathname).slice(1).replace(/\/+$/, '');
  const found = await getCityPage(slug, getLocale(request));
  if (found.kind === 'missing') throw notFound();
  if (found.kind === 'moved') throw redirect(`/${found.slug}`, 301);
  return found.page;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const url = pageUrl(matches, `/${loaderData.slug}`);
  return pageMeta(
    matches,
    {
      title: 'cityPage.metaTitle',
      description: 'cityPage.metaDescription',
      params: { title: loaderData.title, description: loaderData.metaDescription },
    },
    canonicalTags(url),
  );
};

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return <CityPageView page={loaderData} settings={root?.settings} />;
}
