import { data } from 'react-router';
import { redirectWithFlash } from '../../lib/flash.server.ts';
import { getLogger } from '../../lib/logger.server.ts';
import type { SessionUser } from '../accounts/session.server.ts';
import {
  createListing,
  type ListingResult,
  getListingForEdit,
  updateListing,
} from '../listings/manage-listings.server.ts';
import {
  getDraftImages,
  saveDraftImages,
  type DraftImage,
} from '../listings/draft-images.server.ts';
import { isUploadError, readMultipartImages, type UploadError } from '../media/upload.server.ts';
import { MEGABYTE, type PhotoLimits } from '../media/upload-limits.ts';
import { photoLimits } from '../listings/photo-limits.server.ts';
import { getCitiesWithAreas } from '../places/places.server.ts';
import {
  AFTER_EDIT_PATH,
  type CityOption,
  type EditedListing,
  type Failure,
  type ListingFormActionData,
  type ListingFormValues,
} from './listing-form-result.ts';
import {
  COVER_IMAGE_FIELD,
  IMAGE_FIELD,
  PHOTOS_FIELD,
  REMOVE_IMAGE_FIELD,
  resolveImageOrder,
  type AttachedImage,
} from './photo-order.ts';
import { type Actor } from '../listings/permissions.ts';
import { propertyToFormValues, toPropertyValues } from './to-property-values.ts';
import { notFound } from '../../lib/http.ts';
import { ok } from '../../lib/result.ts';
import type { ListingStatus } from '../../db/schema/index.ts';
import {
  type ListingFormMessageKey,
  LISTING_FORM_FIELDS,
  type ListingErrorField,
  LISTING_FORM_DEFAULTS,
} from './listing-fields.ts';
import { parseListingForm } from './parse-listing-form.ts';

// The add and edit listing form on the server: what the page loads, and what a post does.
// Photos are saved as the user's drafts before the rest is checked, so an error never loses
// them: the answer lists them as attached and the next post keeps them by id.

const actorOf = (user: SessionUser): Actor => ({ id: user.id, role: user.role });

/** `?edit=12` as a listing id; null without the parameter; a 404 for anything else. */
export function editIdFrom(url: URL): number | null {
  const raw = url.searchParams.get('edit');
  if (raw === null) return null;
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** The listing to edit as the form shows it; a 404 when it is missing or not the user's. */
async function listingToEdit(user: SessionUser, id: number): Promise<EditedListing> {
  const found = await getListingForEdit(actorOf(user), id);
  if (!found.ok) throw notFound();
  const listing = found.value;
  return {
    id: listing.id,
    status: listing.status,
    values: propertyToFormValues(listing.values),
    images: listing.images.map((image) => ({ ...attached('saved', image) })),
  };
}

/** What the form page needs: the places to choose from and, for `?edit=`, the listing. */
export async function loadListingForm(
  user: SessionUser,
  url: URL,
): Promise<{ cities: CityOption[]; editing: EditedListing | null; photoLimits: PhotoLimits }> {
  const editId = editIdFrom(url);
  const [cities, editing] = await Promise.all([
    getCitiesWithAreas(),
    editId === null ? null : listingToEdit(user, editId),
  ]);
  return {
    cities: cities.map((city) => ({
      id: city.id,
      name: city.name,
      areas: city.areas.map((area) => ({ id: area.id, name: area.name })),
    })),
    editing,
    photoLimits: photoLimits(),
  };
}

function attached(kind: AttachedImage['kind'], image: DraftImage): AttachedImage {
  return {
    kind,
    id: image.id,
    storageKey: image.storageKey,
    widths: image.widths,
    width: image.width,
    height: image.height,
  };
}

const UPLOAD_MESSAGES: Record<UploadError['code'], ListingFormMessageKey> = {
  'too-large': 'listingForm.error.uploadTooLarge',
  'too-many': 'listingForm.error.tooManyImages',
  'not-an-image': 'listingForm.error.imageType',
  'too-many-pixels': 'listingForm.error.imagePixels',
  empty: 'listingForm.error.imageEmpty',
  malformed: 'listingForm.error.uploadMalformed',
};

function uploadMessage(error: UploadError): ListingFormMessageKey {
  // A refusal about one file that is too big is that file's size, not the whole post's.
  if (error.code === 'too-large' && error.fileName !== undefined) {
    return 'listingForm.error.imageTooLarge';
  }
  return UPLOAD_MESSAGES[error.code];
}

/** The posted form fields as text, to show again (each at most a field's length). */
function postedValues(fields: FormData): ListingFormValues {
  const values = { ...LISTING_FORM_DEFAULTS };
  for (const field of LISTING_FORM_FIELDS) {
    const value = fields.get(field);
    values[field] = typeof value === 'string' ? value.slice(0, 6000) : '';
  }
  return values;
}

/** The spec's 'Property updated successfully', saying whether the listing is live or waits for review. */
function updatedText(
  status: ListingStatus,
): 'listingForm.updatedPending' | 'listingForm.updatedLive' | 'listingForm.updated' {
  if (status === 'pending') return 'listingForm.updatedPending';
  if (status === 'active') return 'listingForm.updatedLive';
  return 'listingForm.updated';
}

function fieldError(
  field: ListingErrorField,
  message: ListingFormMessageKey,
  rest: { values: ListingFormValues | null; images: AttachedImage[] | null },
  status: number,
) {
  return data<ListingFormActionData>(
    { ok: false, errors: { [field]: message }, list: [message], failure: null, ...rest },
    { status },
  );
}

/**
 * A post of the listing form: reads the photos as they stream in, saves new ones as drafts,
 * checks everything with the form's schema and creates or updates the listing. Answers with
 * the errors (and everything posted) or, for a new listing, its id and status (the page says
 * whether it is live or waits for review); a saved edit redirects to My Properties with
 * 'Property updated successfully' and the same news.
 */
export async function submitListingForm(
  request: Request,
  user: SessionUser,
  editId: number | null,
) {
  const actor = actorOf(user);
  const editing = editId === null ? null : await listingToEdit(user, editId);

  const limits = photoLimits();
  let upload: Awaited<ReturnType<typeof readMultipartImages>>;
  try {
    upload = await readMultipartImages(request, {
      fieldName: PHOTOS_FIELD,
      maxFiles: limits.maxFiles,
      maxFileBytes: limits.maxFileMb * MEGABYTE,
    });
  } catch (error) {
    if (!isUploadError(error)) throw error;
    // The rest of the post was not read: the browser still has what was typed.
    return fieldError('images', uploadMessage(error), { values: null, images: null }, error.status);
  }
  const { fields } = upload;
  const values = postedValues(fields);

  let newDrafts: DraftImage[];
  try {
    newDrafts = await saveDraftImages(
      user.id,
      upload.images.map((image) => image.buffer),
    );
  } catch (error) {
    if (!isUploadError(error)) throw error;
    return fieldError('images', uploadMessage(error), { values, images: null }, error.status);
  }

  const order = resolveImageOrder({
    refs: fields.getAll(IMAGE_FIELD),
    newDraftIds: newDrafts.map((draft) => draft.id),
    removed: fields.getAll(REMOVE_IMAGE_FIELD),
    cover: fields.get(COVER_IMAGE_FIELD),
  });
  // Only the user's own drafts and this listing's photos count; anything else is dropped.
  const drafts = new Map(
    (
      await getDraftImages(
        user.id,
        order.flatMap((ref) => (ref.kind === 'draft' ? [ref.id] : [])),
      )
    ).map((draft) => [draft.id, draft]),
  );
  const saved = new Map((editing?.images ?? []).map((image) => [image.id, image]));
  const images = order.flatMap((ref): AttachedImage[] => {
    if (ref.kind === 'saved') return saved.has(ref.id) ? [saved.get(ref.id)!] : [];
    const draft = drafts.get(ref.id);
    return draft ? [attached('draft', draft)] : [];
  });

  const parsed = parseListingForm(fields, {
    photos: { count: images.length, maxFiles: limits.maxFiles },
  });
  if (!parsed.ok) {
    return data<ListingFormActionData>(
      { ok: false, errors: parsed.errors, list: parsed.list, values, images, failure: null },
      { status: 400 },
    );
  }

  const rest = { values, images };
  let outcome: ListingResult<{ id: number; status: ListingStatus }>;
  try {
    if (editing) {
      const updated = await updateListing(
        actor,
        editing.id,
        toPropertyValues(parsed.value),
        images.map((image) => ({ kind: image.kind, id: image.id })),
      );
      outcome = updated.ok ? ok({ id: editing.id, status: updated.value.status }) : updated;
    } else {
      outcome = await createListing(
        actor,
        toPropertyValues(parsed.value),
        images.map((image) => image.id),
      );
    }
  } catch (error) {
    getLogger().error({ err: error, userId: user.id, editId }, 'saving a listing failed');
    const failure: Failure = { reason: 'listingForm.reason.server' };
    return data<ListingFormActionData>(
      { ok: false, errors: {}, list: [], failure, ...rest },
      { status: 500 },
    );
  }

  if (!outcome.ok) {
    switch (outcome.reason) {
      case 'invalid-place':
        return fieldError('areaId', 'listingForm.error.invalidPlace', rest, 400);
      case 'image-count':
        return fieldError('images', 'listingForm.error.imageCount', rest, 400);
      case 'daily-limit': {
        const failure: Failure = {
          reason: 'listingForm.reason.dailyLimit',
          params: { count: outcome.limit },
        };
        return data<ListingFormActionData>(
          { ok: false, errors: {}, list: [], failure, ...rest },
          { status: 429 },
        );
      }
      default:
        throw notFound();
    }
  }
  if (editing) {
    // The agency's staff came from the back office's review page: back there.
    return redirectWithFlash(
      user.role === 'admin' ? `/admin/listings/${editing.id}` : AFTER_EDIT_PATH,
      {
        tone: 'success',
        title: 'listingForm.successTitle',
        text: updatedText(outcome.value.status),
      },
    );
  }
  const created = outcome.value;
  return data<ListingFormActionData>({ ok: true, id: created.id, status: created.status });
}
