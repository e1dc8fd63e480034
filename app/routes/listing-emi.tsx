import { getLocale } from '../lib/locale.server.ts';
import { notFound } from '../lib/http.ts';
import { canonicalTags, getRootData, pageMeta, pageUrl } from '../lib/meta.ts';
import { formatPrice } from '../features/listings/format.ts';
import { parseListingId } from '../features/listing-details/listing-id.ts';
import { emiPage, getListingForEmi } from '../features/emi/emi.server.ts';
import { emiPath } from '../features/emi/emi-fields.ts';
import { EmiPage } from '../features/emi/emi-page.tsx';
import type { Route } from './+types/listing-emi';

// /product-details/{id}/emi: the EMI and buying costs of a public sale listing (issue 28). A
// GET form: the figures are in the URL, shared with it, and answered without JavaScript.
export async function loader({ params, request, url }: Route.LoaderArgs) {
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  const listing = await getListingForEmi(id, getLocale(request));
  if (!listing) throw notFound();
  return emiPage(listing, url.searchParams);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const locale = getRootData(matches)?.locale ?? 'en';
  const { title, price } = loaderData.listing;
  return pageMeta(
    matches,
    {
      title: 'emi.metaTitle',
      description: 'emi.metaDescription',
      params: { title, price: formatPrice(price, locale) },
    },
    // One page per listing for search engines: the figures in the URL are a visitor's own.
    canonicalTags(pageUrl(matches, emiPath(loaderData.listing.id))),
  );
};

export default function ListingEmi({ loaderData }: Route.ComponentProps) {
  return <EmiPage data={loaderData} />;
}
