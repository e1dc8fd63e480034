import { eq, like, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { blogs, rateLimits } from '../../app/db/schema/index.ts';
import { loader as postLoader } from '../../app/routes/blog-details.tsx';
import { action as viewAction } from '../../app/routes/blog-view.ts';
import { createBlog } from '../factories/index.ts';
import { answerOf, callRoute, form, thrownStatus } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Issue 24, finding 7. The post page counted a view whenever a request came without the
// viewed-blogs cookie: a script without cookies added one view per request (and one UPDATE
// of the post's row, so a flood kept that row locked), and the cookie made every first view
// uncacheable. Now the page counts nothing; the browser posts to the post's view counter once
// per visit, and the server counts one view per client address and post a day.

async function viewCountOf(id: number): Promise<number> {
  const [row] = await getDb()
    .select({ viewCount: blogs.viewCount })
    .from(blogs)
    .where(eq(blogs.id, id));
  return row!.viewCount;
}

const openPost = (id: number) =>
  callRoute(postLoader, `/blog-details/${id}`, { params: { id: String(id) } });

const countView = (id: number | string, clientIp: string) =>
  callRoute(viewAction, `/blog-details/${id}/view`, {
    params: { id: String(id) },
    body: form({}),
    clientIp,
  });

describeEachDatabase('blog view counts', () => {
  test('50 page loads without cookies count no view and set no cookie: the page is the same for everyone', async () => {
    const post = await createBlog({ viewCount: 10 });
    const pages = [];
    for (let n = 0; n < 50; n += 1) pages.push(await openPost(post.id));
    expect(await viewCountOf(post.id)).toBe(10);
    for (const page of pages) {
      // Plain data, not data() with headers: nothing per visitor, no Set-Cookie.
      expect(page).not.toHaveProperty('init');
      expect(page.post.viewCount).toBe(10);
    }
  });

  test('50 posts to the view counter from one address add one view; another address adds one more', async () => {
    const post = await createBlog({ viewCount: 10 });
    const first = answerOf<{ viewCount: number | null }>(await countView(post.id, '203.0.113.7'));
    expect(first).toEqual({ status: 200, data: { viewCount: 11 } });
    for (let n = 0; n < 49; n += 1) {
      const again = answerOf<{ viewCount: number | null }>(await countView(post.id, '203.0.113.7'));
      expect(again).toEqual({ status: 200, data: { viewCount: null } });
    }
    expect(await viewCountOf(post.id)).toBe(11);

    expect(answerOf(await countView(post.id, '198.51.100.20')).data).toEqual({ viewCount: 12 });
    // Counted per post: the same address still counts once on another post.
    const other = await createBlog({ viewCount: 0 });
    expect(answerOf(await countView(other.id, '203.0.113.7')).data).toEqual({ viewCount: 1 });
    expect(await viewCountOf(post.id)).toBe(12);
  });

  test('a day later the same address counts again', async () => {
    const post = await createBlog({ viewCount: 0 });
    await countView(post.id, '203.0.113.8');
    await countView(post.id, '203.0.113.8');
    expect(await viewCountOf(post.id)).toBe(1);
    await getDb()
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '1 day 1 second'` })
      .where(like(rateLimits.key, `blog-view:${post.id}:ip:%`));
    await countView(post.id, '203.0.113.8');
    expect(await viewCountOf(post.id)).toBe(2);
  });

  test('a draft, an unknown post and a bad id are 404 and count nothing', async () => {
    const draft = await createBlog({ published: false, viewCount: 3 });
    expect(await thrownStatus(countView(draft.id, '203.0.113.9'))).toBe(404);
    expect(await thrownStatus(countView(2_000_000_000, '203.0.113.9'))).toBe(404);
    expect(await thrownStatus(countView('1e3', '203.0.113.9'))).toBe(404);
    expect(await viewCountOf(draft.id)).toBe(3);
  });
});
