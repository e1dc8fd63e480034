import { data } from 'react-router';
import { redirectWithFlash } from '../../lib/flash.server.ts';
import { getLogger } from '../../lib/logger.server.ts';
import { logSecurityEvent } from '../../lib/security-log.server.ts';
import type { SessionUser } from '../accounts/session.server.ts';
import {
  createListing,
  type ListingResult,
  getListingForEdit,
  updateListing,
} from '../listings/manage-listings.server.ts';
import {
  deleteDraftImages,
  getDraftImages,
  saveDraftImages,
  type DraftImage,
} from '../listings/draft-images.server.ts';
import {
  isUploadError,
  readMultipartImages,
  type MultipartImages,
  type UploadError,
} from '../media/upload.server.ts';
import { withEncodingSlot, withUserUploadTurn } from '../media/upload-slots.server.ts';
import { MEGABYTE, type PhotoLimits } from '../media/upload-limits.ts';
import { photoLimits, photosPerDayRule } from '../listings/photo-limits.server.ts';
import { hitRateLimit } from '../rate-limit/rate-limit.server.ts';
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

type Failed = Extract<ListingFormActionData, { ok: false }>;

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
  'storage-full': 'listingForm.error.storageFull',
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
  const editing = editId === null ? null : await listingToEdit(user, editId);

  const limits = photoLimits();
  // One photo post at a time per user: parallel posts of one account queue here (the encoding
  // of photos takes a process-wide slot of its own, below).
  return withUserUploadTurn(user.id, async () => {
    let upload: MultipartImages;
    try {
      upload = await readMultipartImages(request, {
        fieldName: PHOTOS_FIELD,
        maxFiles: limits.maxFiles,
        maxFileBytes: limits.maxFileMb * MEGABYTE,
      });
    } catch (error) {
      if (!isUploadError(error)) throw error;
      logUploadRefused(user.id, error);
      // The rest of the post was not read: the browser still has what was typed.
      return fieldError(
        'images',
        uploadMessage(error),
        { values: null, images: null },
        error.status,
      );
    }
    try {
      return await saveListingPost(user, editing, upload, limits);
    } finally {
      await upload.dispose();
    }
  });
}

/** Says in the log that an upload was refused, and why (no file name: it is the user's text). */
function logUploadRefused(userId: number, error: UploadError) {
  logSecurityEvent('upload_refused', { outcome: 'refused', userId, reason: error.code });
}

/**
 * The listing post once its photos are read: the form is checked first, and photos are stored
 * only for a post that passes (a refused post writes nothing); they join the listing in its
 * transaction, and are removed again if saving it fails.
 */
async function saveListingPost(
  user: SessionUser,
  editing: EditedListing | null,
  upload: MultipartImages,
  limits: PhotoLimits,
) {
  const actor = actorOf(user);
  const { fields } = upload;
  const values = postedValues(fields);
  const newCount = upload.images.length;

  // New photos take placeholder ids (-1, -2, …) until they are stored.
  const order = resolveImageOrder({
    refs: fields.getAll(IMAGE_FIELD),
    newDraftIds: upload.images.map((_, index) => -(index + 1)),
    removed: fields.getAll(REMOVE_IMAGE_FIELD),
    cover: fields.get(COVER_IMAGE_FIELD),
  });
  // Only the user's own drafts and this listing's photos count; anything else is dropped.
  const drafts = new Map(
    (
      await getDraftImages(
        user.id,
        order.flatMap((ref) => (ref.kind === 'draft' && ref.id > 0 ? [ref.id] : [])),
      )
    ).map((draft) => [draft.id, draft]),
  );
  const saved = new Map((editing?.images ?? []).map((image) => [image.id, image]));
  const kept = order.filter((ref) =>
    ref.kind === 'saved' ? saved.has(ref.id) : ref.id < 0 || drafts.has(ref.id),
  );
  const attachedBefore = (): AttachedImage[] =>
    kept.flatMap((ref): AttachedImage[] => {
      if (ref.kind === 'saved') return [saved.get(ref.id)!];
      const draft = drafts.get(ref.id);
      return draft ? [attached('draft', draft)] : [];
    });
  // A post that is refused keeps none of its new photos: the page says so (with scripts, the
  // photos are still in the form, ready to be sent again).
  const refused = (
    status: number,
    answer: Omit<Failed, 'ok' | 'values' | 'images' | 'newPhotosNotKept'>,
  ) =>
    data<ListingFormActionData>(
      { ok: false, ...answer, values, images: attachedBefore(), newPhotosNotKept: newCount },
      { status },
    );

  const parsed = parseListingForm(fields, {
    photos: { count: kept.length, maxFiles: limits.maxFiles },
  });
  if (!parsed.ok) {
    return refused(400, { errors: parsed.errors, list: parsed.list, failure: null });
  }

  if (newCount > 0 && user.role !== 'admin') {
    const limit = await hitRateLimit(photosPerDayRule(), String(user.id), newCount);
    if (!limit.allowed) {
      const failure: Failure = {
        reason: 'listingForm.reason.photosPerDay',
        params: { count: photosPerDayRule().limit },
      };
      return refused(429, { errors: {}, list: [], failure });
    }
  }

  let newDrafts: DraftImage[];
  try {
    newDrafts = await withEncodingSlot(() =>
      saveDraftImages(
        user.id,
        upload.images.map((image) => image.path),
      ),
    );
  } catch (error) {
    if (!isUploadError(error)) throw error;
    logUploadRefused(user.id, error);
    return fieldError('images', uploadMessage(error), { values, images: null }, error.status);
  }
  const images = kept.flatMap((ref): AttachedImage[] => {
    if (ref.kind === 'saved') return [saved.get(ref.id)!];
    const draft = ref.id < 0 ? newDrafts[-ref.id - 1] : drafts.get(ref.id);
    return draft ? [attached('draft', draft)] : [];
  });
  // Saving failed: the photos this post stored go again (drafts claimed by a rolled-back
  // transaction are back in draft_images, so this finds them).
  const dropNewDrafts = () =>
    deleteDraftImages(
      user.id,
      newDrafts.map((draft) => draft.id),
    );

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
    getLogger().error(
      { err: error, userId: user.id, editId: editing?.id ?? null },
      'saving a listing failed',
    );
    await dropNewDrafts();
    const failure: Failure = { reason: 'listingForm.reason.server' };
    return refused(500, { errors: {}, list: [], failure });
  }

  if (!outcome.ok) {
    await dropNewDrafts();
    switch (outcome.reason) {
      case 'invalid-place': {
        const message = 'listingForm.error.invalidPlace';
        return refused(400, { errors: { areaId: message }, list: [message], failure: null });
      }
      case 'image-count': {
        const message = 'listingForm.error.imageCount';
        return refused(400, { errors: { images: message }, list: [message], failure: null });
      }
      case 'daily-limit': {
        const failure: Failure = {
          reason: 'listingForm.reason.dailyLimit',
          params: { count: outcome.limit },
        };
        return refused(429, { errors: {}, list: [], failure });
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
