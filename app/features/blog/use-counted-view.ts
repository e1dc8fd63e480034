import { useEffect, useState } from 'react';
import { blogPath } from './blog-data.ts';

// A post's view is counted by the page, once per visit (spec: "the visit counter is called
// once per browser session and then flagged"): the first time a post runs in this tab it posts
// to /blog-details/:id/view and flags the post in sessionStorage, so a reload or a revalidation
// posts nothing, and a prefetch runs no effects at all. The server counts one view per address
// and post a day whatever is posted (features/blog/blog-views.server.ts). The page is the same
// for everyone, so a cache may share it (decision 012).

const flagOf = (postId: number) => `nivasa:viewed-blog:${postId}`;

/** True the first time this tab sees the post; storage that is off flags nothing. */
function firstVisit(postId: number): boolean {
  try {
    if (sessionStorage.getItem(flagOf(postId))) return false;
    sessionStorage.setItem(flagOf(postId), '1');
  } catch {
    // Storage off (a locked-down browser): the server's limit still counts one view a day.
  }
  return true;
}

/** The view count to show: the page's, or the new one once this visit has been counted. */
export function useCountedView(postId: number, viewCount: number): number {
  const [counted, setCounted] = useState<number | null>(null);
  useEffect(() => {
    if (!firstVisit(postId)) return;
    fetch(`${blogPath(postId)}/view`, {
      method: 'POST',
      body: new URLSearchParams(),
      keepalive: true,
    })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((answer) => {
        const count = (answer as { viewCount?: unknown } | null)?.viewCount;
        if (typeof count === 'number') setCounted(count);
      })
      // A view that could not be counted is nothing the reader needs to hear about.
      .catch(() => undefined);
  }, [postId]);
  return counted ?? viewCount;
}
