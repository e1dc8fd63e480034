import { data } from 'react-router';
import { isAdmin, requireAdmin, requireStaff } from '../../features/admin/access.server.ts';
import { ListingReviewPage } from '../../features/admin/moderation/review-page.tsx';
import { submitReviewAction } from '../../features/admin/moderation/review-commands.server.ts';
import {
  getListingReview,
  mayReviewListing,
} from '../../features/admin/moderation/review.server.ts';
import { redirectWithNotice } from '../../lib/flash.server.ts';
import { readForm } from '../../lib/forms.ts';
import { notFound } from '../../lib/http.ts';
import { getLocale } from '../../lib/locale.server.ts';
import { getRootData } from '../../lib/meta.ts';
import { translator } from '../../i18n/translate.ts';
import type { Route } from './+types/listing';

// The review page of one listing: staff may open it (an agent only when it is assigned to
// them, else 404); only admins act on it.

function listingId(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) throw notFound();
  return Number(raw);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireStaff(context, request);
  const review = await getListingReview(user, listingId(params.id));
  if (!review) throw notFound();
  return { review, isAdmin: isAdmin(user) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireStaff(context, request);
  const id = listingId(params.id);
  // An agent learns nothing of listings not assigned to them: 404, as for a missing one.
  if (!(await mayReviewListing(user, id))) throw notFound();
  const admin = requireAdmin(context, request);
  const outcome = await submitReviewAction(admin, id, await readForm(request), getLocale(request));
  if (outcome.ok) return redirectWithNotice(`/admin/listings/${id}`, outcome.value);
  if (outcome.reason === 'not-found') throw notFound();
  // A form to correct is 400; a decision the listing's state refused is 409.
  return data(outcome.answer, { status: outcome.reason === 'invalid' ? 400 : 409 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = translator(getRootData(matches)?.locale ?? 'en');
  const title = loaderData?.review.listing.title ?? t('admin.moderation.meta.listingFallback');
  return [
    { title: t('admin.moderation.meta.listing', { title }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Listing({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ListingReviewPage
      review={loaderData.review}
      answer={actionData}
      isAdmin={loaderData.isAdmin}
    />
  );
}
