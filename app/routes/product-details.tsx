import { getConfig } from '../config.server.ts';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { useRootData } from '../lib/root-data.ts';
import { answerPropertyInquiry } from '../features/inquiries/inquiries.server.ts';
import { getUser } from '../features/accounts/auth.server.ts';
import { getListingPage } from '../features/listing-details/listing-details.server.ts';
import { ListingDetailsPage } from '../features/listing-details/listing-details-page.tsx';
import { listingPath, parseListingId } from '../features/listing-details/listing-id.ts';
import { listingMetaKeys, listingSocialMeta } from '../features/listing-details/listing-meta.ts';
import { translator } from '../i18n/translate.ts';
import { getLocale } from '../lib/locale.server.ts';
import { getLogger } from '../lib/logger.server.ts';
import { getRootData, pageMeta, pageUrl } from '../lib/meta.ts';
import { getRequestInfo } from '../lib/request-context.ts';
import type { Route } from './+types/product-details';
import { answerForm, notFound } from '../lib/http.ts';
import { INQUIRY_STATUS } from './inquiry-status.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  // The owner and admins may preview a listing that is not public (with a status banner).
  const user = getUser(context);
  const page = await getListingPage(
    id,
    user ? { id: user.id, role: user.role } : null,
    getLocale(request),
  );
  if (!page) throw notFound();
  return { ...page, whatsApp: getConfig().AGENCY_WHATSAPP || null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  const form = await request.formData();
  const info = getRequestInfo(context, getLogger());
  const outcome = await answerPropertyInquiry({ form, propertyId: id, request: info });
  return answerForm(outcome, INQUIRY_STATUS);
}

// A refused message's Retry-After reaches the browser also when the form posted without JavaScript.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

// Sending a message keeps the page as it is (no new random related listings).
export function shouldRevalidate({
  formMethod,
  formAction,
  currentUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (
    formMethod?.toUpperCase() === 'POST' &&
    formAction &&
    new URL(formAction, currentUrl).pathname === currentUrl.pathname
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const root = getRootData(matches);
  const locale = root?.locale ?? 'en';
  const t = translator(locale);
  const { listing, photos, preview } = loaderData;
  return pageMeta(
    matches,
    listingMetaKeys(listing, t, locale),
    listingSocialMeta({
      listing,
      photos,
      preview,
      siteUrl: root?.settings.siteUrl ?? '',
      url: pageUrl(matches, listingPath(listing.id)),
      t,
      locale,
    }),
  );
};

export default function ProductDetails({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <ListingDetailsPage
      // A new listing is a new page: the slider, map and form start afresh.
      key={loaderData.listing.id}
      page={loaderData}
      phone={root?.settings.phones[0]}
      whatsApp={loaderData.whatsApp}
      siteUrl={root?.settings.siteUrl ?? ''}
      agencyName={root?.settings.agencyName ?? ''}
      inquiryResult={actionData ?? undefined}
    />
  );
}
