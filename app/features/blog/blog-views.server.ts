import { getConfig } from '../../config.server.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { hitRateLimit } from '../rate-limit/rate-limit.server.ts';
import { incrementBlogViews, isPublishedBlog } from './blogs.server.ts';

// Counting a post's views (spec: "the visit counter is called once per browser session and
// then flagged"). The page itself counts nothing, so a cache may share it (decision 012): the
// browser posts to /blog-details/:id/view once per visit (useCountedView), and each client
// address adds at most one view per post in BLOG_VIEW_WINDOW_SECONDS, however often it posts
// (issue 24, finding 7: a loader that counted every cookie-less request let anyone inflate a
// count at will and kept the post's row locked under load).

/**
 * Counts a view of post `id` from `clientIp`, once per address and post in the window. The
 * value is the new count, or null when this address has been counted for the post already.
 */
export async function countBlogView(
  id: number,
  clientIp: string,
  config: { BLOG_VIEW_WINDOW_SECONDS: number } = getConfig(),
): Promise<Result<number | null, 'not-found'>> {
  if (!(await isPublishedBlog(id))) return fail('not-found');
  const rule = {
    name: `blog-view:${id}:ip`,
    limit: 1,
    windowSeconds: config.BLOG_VIEW_WINDOW_SECONDS,
    // A second look at a post the same day is ordinary, not an attack to log.
    quiet: true,
  };
  const { allowed } = await hitRateLimit(rule, clientIp);
  return ok(allowed ? await incrementBlogViews(id) : null);
}
