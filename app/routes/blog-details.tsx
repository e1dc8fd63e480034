import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { BlogDetailsPage } from '../features/blog/blog-details-page.tsx';
import { blogPath, BLOG_IMAGE } from '../features/blog/blog-data.ts';
import { sendBlogMessage } from '../features/blog/blog-message.server.ts';
import { getPublishedBlog, getRelatedBlogs } from '../features/blog/blogs.server.ts';
import { parseListingId } from '../features/listing-details/listing-id.ts';
import { mediaUrl } from '../features/media/images.ts';
import { getLocale } from '../lib/locale.server.ts';
import { getLogger } from '../lib/logger.server.ts';
import { answerForm, notFound } from '../lib/http.ts';
import { canonicalTags, getRootData, pageMeta, pageUrl } from '../lib/meta.ts';
import { getRequestInfo } from '../lib/request-context.ts';
import { useRootData } from '../lib/root-data.ts';
import type { Route } from './+types/blog-details';
import { INQUIRY_STATUS } from './inquiry-status.ts';

// Post ids are database integers in the URL, read by the same rule as listing ids.
const parsePostId = parseListingId;

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = parsePostId(params.id);
  if (id === null) throw notFound();
  const locale = getLocale(request);
  const post = await getPublishedBlog(id, locale);
  if (!post) throw notFound();
  // Views are counted by the page once it runs (routes/blog-view.ts), not here: the page is
  // the same for every visitor, so a cache may share it.
  return { post, related: await getRelatedBlogs(id, undefined, locale) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = parsePostId(params.id);
  if (id === null) throw notFound();
  const { clientIp, logger } = getRequestInfo(context, getLogger());
  const outcome = await sendBlogMessage({
    form: await request.formData(),
    blogId: id,
    request: { clientIp, logger },
  });
  return answerForm(outcome, INQUIRY_STATUS);
}

// A refused message's Retry-After reaches the browser also when the form posted without JavaScript.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

// Sending a message keeps the page as it is: nothing the loader reads has changed.
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === 'POST' ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { post } = loaderData;
  const siteUrl = getRootData(matches)?.settings.siteUrl ?? '';
  const url = pageUrl(matches, blogPath(post.id));
  return pageMeta(
    matches,
    {
      title: 'blog.details.metaTitle',
      description: 'blog.details.metaDescription',
      params: { title: post.title, description: post.shortDescription },
    },
    [
      ...canonicalTags(url, 'article'),
      { property: 'article:published_time', content: post.publishedOn },
      { property: 'article:author', content: post.author },
      { property: 'article:section', content: post.category },
      ...(post.featuredImageKey
        ? [
            { property: 'og:image', content: `${siteUrl}${mediaUrl(post.featuredImageKey, 1280)}` },
            { property: 'og:image:width', content: String(BLOG_IMAGE.width) },
            { property: 'og:image:height', content: String(BLOG_IMAGE.height) },
            { name: 'twitter:card', content: 'summary_large_image' },
          ]
        : [{ name: 'twitter:card', content: 'summary' }]),
    ],
  );
};

export default function BlogDetails({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <BlogDetailsPage
      // Another post is a new page: the form starts afresh.
      key={loaderData.post.id}
      post={loaderData.post}
      related={loaderData.related}
      siteUrl={root?.settings.siteUrl ?? ''}
      agencyName={root?.settings.agencyName ?? ''}
      messageResult={actionData ?? undefined}
    />
  );
}
