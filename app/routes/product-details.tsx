import { getConfig } from '../config.server.ts';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { useRootData } from '../lib/root-data.ts';
import { answerPropertyInquiry } from '../features/inquiries/inquiries.server.ts';
import { getUser } from '../features/accounts/auth.server.ts';
import { getListingPage } from '../features/listing-details/listing-details.server.ts';
import { ListingDetailsPage } from '../features/listing-details/listing-details-page.tsx';
import { listingPath, parseListingId } from '../features/listing-details/listing-id.ts';
import { listingMetaKeys, listingSocialMeta } from '../features/listing-details/listing-meta.ts';
import { buildListingJsonLd } from '../features/listing-details/json-ld.ts';
import { emiFrom } from '../features/emi/emi.server.ts';
import { emiPath } from '../features/emi/emi-fields.ts';
import { checksPath } from '../features/due-diligence/checks.ts';
import { formatRupees } from '../features/listings/format.ts';
import { getSiteSettings, siteAddress } from '../features/settings/site-settings.server.ts';
import { translator } from '../i18n/translate.ts';
import { getLocale } from '../lib/locale.server.ts';
import { getLogger } from '../lib/logger.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { getRequestInfo } from '../lib/request-context.ts';
import type { Route } from './+types/product-details';
import { answerForm, notFound } from '../lib/http.ts';
import { INQUIRY_STATUS } from './inquiry-status.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  // The owner and admins may preview a listing that is not public (with a status banner).
  const user = getUser(context);
  const locale = getLocale(request);
  const page = await getListingPage(id, user ? { id: user.id, role: user.role } : null, locale);
  if (!page) throw notFound();
  const { listing, photos, preview } = page;
  const t = translator(locale);
  const { siteUrl } = getSiteSettings();
  return {
    ...page,
    whatsApp: getConfig().AGENCY_WHATSAPP || null,
    // The head's tags and the structured data are made here, on the server: what builds them
    // stays out of the page's script (issue 27), and a navigation gets them with the data.
    head: {
      keys: listingMetaKeys(listing, t, locale),
      social: listingSocialMeta({
        listing,
        photos,
        preview,
        siteUrl,
        url: siteAddress(locale, listingPath(listing.id)),
        t,
        locale,
      }),
    },
    jsonLd: buildListingJsonLd({ listing, photos, siteUrl, path: listingPath(listing.id) }),
    // A public sale listing's buyer tools (issue 28): the EMI at the calculator's starting
    // figures and what to check before buying, worded here (the page's script carries
    // neither the words nor the sum).
    tools:
      listing.listingType === 'sell' && listing.status === 'active' && !preview
        ? [
            {
              to: emiPath(listing.id),
              lead: t('details.emi.from', { amount: formatRupees(emiFrom(listing.price)) }),
              label: t('details.emi.link'),
            },
            { to: checksPath(listing.id), label: t('details.checks.link') },
          ]
        : [],
  };
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

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, loaderData.head.keys, loaderData.head.social) : [];

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
      jsonLd={loaderData.jsonLd}
      tools={loaderData.tools}
    />
  );
}
