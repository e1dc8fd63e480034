import { blogPageHref, BlogGridPage } from '../features/blog/blog-grid-page.tsx';
import { listPublishedBlogs } from '../features/blog/blogs.server.ts';
import { getLocale } from '../lib/locale.server.ts';
import { canonicalTags, pageMeta, pageUrl } from '../lib/meta.ts';
import type { Route } from './+types/blog';

export async function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get('page');
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return listPublishedBlogs(page, undefined, getLocale(request));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const page = loaderData?.page ?? 1;
  const url = pageUrl(matches, blogPageHref(page));
  return pageMeta(
    matches,
    page > 1
      ? { title: 'blog.metaTitlePage', description: 'blog.metaDescription', params: { page } }
      : { title: 'blog.metaTitle', description: 'blog.metaDescription' },
    canonicalTags(url),
  );
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <BlogGridPage
      items={loaderData.items}
      page={loaderData.page}
      pageCount={loaderData.pageCount}
    />
  );
}
