import { getLocale } from '../lib/locale.server.ts';
import { data, type RouterContextProvider } from 'react-router';
import { requireUser } from '../features/accounts/auth.server.ts';
import { isAdmin } from '../features/admin/access.server.ts';
import {
  loadListingForm,
  submitListingForm,
  type ListingPostRefusal,
} from '../features/listing-form/listing-form.server.ts';
import {
  AFTER_EDIT_PATH,
  type ListingFormActionData,
} from '../features/listing-form/listing-form-result.ts';
import type { ListingStatus } from '../db/schema/index.ts';
import { redirectWithFlash } from '../lib/flash.server.ts';
import { notFound } from '../lib/http.ts';

// The listing form's loader and action, for its two pages: /add-listing (add, and edit with
// ?edit={id}) and /my-account/add-property (add only). The feature does the work; here each
// answer gets its HTTP status.

type Args = { context: Readonly<RouterContextProvider>; request: Request };

/** Whether the page edits with ?edit={id}, or only ever adds. */
type Page = { edits: boolean };

/** `?edit=12` as a listing id; null without the parameter; a 404 for anything else. */
function editIdFrom(url: URL): number | null {
  const raw = url.searchParams.get('edit');
  if (raw === null) return null;
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw notFound();
  return Number(raw);
}

export async function listingFormLoader({ context, request }: Args, page: Page) {
  const url = new URL(request.url);
  const user = requireUser(context, url);
  const form = await loadListingForm(user, page.edits ? editIdFrom(url) : null, getLocale(request));
  // Someone else's listing answers as a missing one.
  if (!form) throw notFound();
  return form;
}

/** The status of each refusal; a refused upload has its own (413 too large, 507 no room…). */
const REFUSED_STATUS: Record<
  Exclude<ListingPostRefusal['reason'], 'not-found' | 'upload'>,
  number
> = {
  invalid: 400,
  'photos-per-day': 429,
  'daily-limit': 429,
  server: 500,
};

/** The spec's 'Property updated successfully', saying whether it is live or waits for review. */
function updatedText(
  status: ListingStatus,
): 'listingForm.updatedPending' | 'listingForm.updatedLive' | 'listingForm.updated' {
  if (status === 'pending') return 'listingForm.updatedPending';
  if (status === 'active') return 'listingForm.updatedLive';
  return 'listingForm.updated';
}

/**
 * A new listing answers its id and status (the page says whether it is live or waits for
 * review); a saved edit goes back to My Properties, or for the agency's staff to the back
 * office's review page they came from, with 'Property updated successfully'.
 */
export async function listingFormAction({ context, request }: Args, page: Page) {
  const url = new URL(request.url);
  const user = requireUser(context, url);
  const outcome = await submitListingForm(request, user, page.edits ? editIdFrom(url) : null);
  if (!outcome.ok) {
    if (outcome.reason === 'not-found') throw notFound();
    const status =
      outcome.reason === 'upload' ? outcome.upload.status : REFUSED_STATUS[outcome.reason];
    return data<ListingFormActionData>(outcome.answer, { status });
  }
  const { id, status, edited } = outcome.value;
  if (edited) {
    return redirectWithFlash(isAdmin(user) ? `/admin/listings/${id}` : AFTER_EDIT_PATH, {
      tone: 'success',
      title: 'listingForm.successTitle',
      text: updatedText(status),
    });
  }
  return data<ListingFormActionData>({ ok: true, id, status });
}
