import { readCookie, serializeCookie } from '../../lib/cookies.server.ts';
import { incrementBlogViews } from './blogs.server.ts';
import {
  addViewedBlog,
  parseViewedBlogs,
  serializeViewedBlogs,
  VIEWED_BLOGS_COOKIE,
  VIEWED_BLOGS_PATH,
} from './viewed-blogs.ts';

/** True for a browser's speculative fetch of a page nobody opened yet. */
function isPrefetch(request: Request): boolean {
  const purpose = request.headers.get('sec-purpose') ?? request.headers.get('purpose') ?? '';
  return purpose.includes('prefetch');
}

/**
 * Counts a view of post `id` once per browser session (spec §7): when the session cookie does
 * not list the post yet, one UPDATE adds 1 and the cookie gets the id (`setCookie`, for the
 * loader's response). A reload, a revalidation or a prefetch counts nothing.
 */
export async function recordBlogView(
  request: Request,
  post: { id: number; viewCount: number },
): Promise<{ viewCount: number; setCookie: string | null }> {
  if (request.method !== 'GET' || isPrefetch(request))
    return { viewCount: post.viewCount, setCookie: null };
  const viewed = addViewedBlog(
    parseViewedBlogs(readCookie(request, VIEWED_BLOGS_COOKIE, { path: VIEWED_BLOGS_PATH })),
    post.id,
  );
  if (!viewed.added) return { viewCount: post.viewCount, setCookie: null };
  const viewCount = (await incrementBlogViews(post.id)) ?? post.viewCount;
  // No Max-Age: the browser forgets it when the session ends, and the next visit counts. Sent
  // with blog posts only, so the visitor's other pages stay shareable by a cache.
  const setCookie = serializeCookie(VIEWED_BLOGS_COOKIE, serializeViewedBlogs(viewed.ids), {
    path: VIEWED_BLOGS_PATH,
  });
  return { viewCount, setCookie };
}
