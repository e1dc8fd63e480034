import { getLocale } from '../lib/locale.server.ts';
import { notFound } from '../lib/http.ts';
import { canonicalTags, pageMeta, pageUrl } from '../lib/meta.ts';
import { parseListingId } from '../features/listing-details/listing-id.ts';
import { getChecksPage } from '../features/due-diligence/checks.server.ts';
import { ChecksPage } from '../features/due-diligence/checks-page.tsx';
import { checksPath } from '../features/due-diligence/checks.ts';
import type { Route } from './+types/listing-checks';

// /product-details/{id}/checks: what a buyer checks before paying for a public sale listing,
// where, and with which of its numbers (issue 28).
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  const page = await getChecksPage(id, getLocale(request));
  if (!page) throw notFound();
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(
        matches,
        {
          title: 'checks.metaTitle',
          description: 'checks.metaDescription',
          params: { title: loaderData.listing.title },
        },
        canonicalTags(pageUrl(matches, checksPath(loaderData.listing.id))),
      )
    : [];

export default function ListingChecks({ loaderData }: Route.ComponentProps) {
  return <ChecksPage data={loaderData} />;
}
