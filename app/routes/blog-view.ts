import { data } from 'react-router';
import { countBlogView } from '../features/blog/blog-views.server.ts';
import { parseListingId } from '../features/listing-details/listing-id.ts';
import { notFound } from '../lib/http.ts';
import { getLogger } from '../lib/logger.server.ts';
import { getRequestInfo } from '../lib/request-context.ts';
import type { Route } from './+types/blog-view';

// The post page's view counter (features/blog/use-counted-view.ts posts here once per visit):
// the new count, or null when this address has been counted for the post today.
export async function action({ params, context }: Route.ActionArgs) {
  // Post ids are database integers in the URL, read by the same rule as listing ids.
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  const { clientIp } = getRequestInfo(context, getLogger());
  const counted = await countBlogView(id, clientIp);
  if (!counted.ok) throw notFound();
  return data({ viewCount: counted.value });
}
