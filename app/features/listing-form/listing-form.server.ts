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
import { isAdmin } from '../admin/access.server.ts';
import { withEncodingSlot, withUserUploadTurn } from '../media/upload-slots.server.ts';
import { MEGABYTE, type PhotoLimits } from '../media/upload-limits.ts';
import { photoLimits, photosPerDayRule } from '../listings/photo-limits.server.ts';
import { hitRateLimit } from '../rate-limit/rate-limit.server.ts';
import { getCitiesWithAreas } from '../places/places.server.ts';
import type { Locale } from '../../i18n/locales.ts';
import {
  type CityOption,
  type EditedListing,
  type Failure as Notice,
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
import { fail, ok, type Failure, type Ok } from '../../lib/result.ts';
import type { ListingStatus } from '../../db/schema/index.ts';
import {
  type ListingFormMessageKey,
  LISTING_FORM_FIELDS,
  postedFieldText,
  type ListingErrorField,
  LISTING_FORM_DEFAULTS,
} from './listing-fields.ts';
import { parseListingForm } from './parse-listing-form.ts';

// The add and edit listing form on the server: what the page loads, and what a post does.
// A post's photos are stored only once the whole post passes its checks, so a refused post
// writes nothing: the answer lists what is attached and the next post keeps it by id. The
// routes answer each outcome with its HTTP status.

const actorOf = (user: SessionUser): Actor => ({ id: user.id, role: user.role });

type Failed = Extract<ListingFormActionData, { ok: false }>;

/** Why a post was refused; `answer` is what the form shows (what was posted, the errors). */
export type ListingPostRefusal =
  /** The listing to edit is missing or not the user's. */
  | Failure<'not-found'>
  /** A field or photo check failed: the answer names each. */
  | Failure<'invalid', { answer: Failed }>
  /** The upload itself was refused (too large, not an image, no room): `upload` says why. */
  | Failure<'upload', { answer: Failed; upload: UploadError }>
  /** The account has added as many photos today as it may. */
  | Failure<'photos-per-day', { answer: Failed }>
  /** A new account has created as many listings today as it may. */
  | Failure<'daily-limit', { answer: Failed }>
  /** Saving failed on our side. */
  | Failure<'server', { answer: Failed }>;

/** A saved post: the listing's id and status, and whether it was an edit. */
export type ListingPostOutcome =
  Ok<{ id: number; status: ListingStatus; edited: boolean }> | ListingPostRefusal;

/** The listing to edit as the form shows it; null when it is missing or not the user's. */
async function listingToEdit(user: SessionUser, id: number): Promise<EditedListing | null> {
  const found = await getListingForEdit(actorOf(user), id);
  if (!found.ok) return null;
  const listing = found.value;
  return {
    id: listing.id,
    status: listing.status,
    values: propertyToFormValues(listing.values),
    images: listing.images.map((image) => ({ ...attached('saved', image) })),
  };
}

/**
 * What the form page needs: the places to choose from and, for an edit, the listing; null when
 * the listing to edit is missing or not the user's.
 */
export async function loadListingForm(
  user: SessionUser,
  editId: number | null,
  locale: Locale,
): Promise<{
  cities: CityOption[];
  editing: EditedListing | null;
  photoLimits: PhotoLimits;
} | null> {
  const [cities, editing] = await Promise.all([
    getCitiesWithAreas(locale),
    editId === null ? null : listingToEdit(user, editId),
  ]);
  if (editId !== null && !editing) return null;
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
    values[field] = postedFieldText(fields, field).slice(0, 6000);
  }
  return values;
}

/**
 * A post of the listing form: reads the photos as they stream in, checks everything with the
 * form's schema, stores the new photos and creates or updates the listing. Answers the saved
 * listing's id and status (the page says whether it is live or waits for review), or why it
 * was refused with the errors and everything posted.
 */
export async function submitListingForm(
  request: Request,
  user: SessionUser,
  editId: number | null,
): Promise<ListingPostOutcome> {
  const editing = editId === null ? null : await listingToEdit(user, editId);
  if (editId !== null && !editing) return fail('not-found');

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
      return uploadRefused(error, null);
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

/** A refused upload: its message by the photos, nothing attached or changed. */
function uploadRefused(error: UploadError, values: ListingFormValues | null): ListingPostRefusal {
  const message = uploadMessage(error);
  const answer: Failed = {
    ok: false,
    errors: { images: message },
    list: [message],
    failure: null,
    values,
    images: null,
  };
  return fail('upload', { answer, upload: error });
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
): Promise<ListingPostOutcome> {
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
  const refused = <R extends 'invalid' | 'photos-per-day' | 'daily-limit' | 'server'>(
    reason: R,
    answer: Pick<Failed, 'errors' | 'list' | 'failure'>,
  ) =>
    fail(reason, {
      answer: {
        ok: false as const,
        ...answer,
        values,
        images: attachedBefore(),
        newPhotosNotKept: newCount,
      },
    });
  /** One field's message, by the field and in the list. */
  const fieldRefused = (field: ListingErrorField, message: ListingFormMessageKey) =>
    refused('invalid', { errors: { [field]: message }, list: [message], failure: null });

  const parsed = parseListingForm(fields, {
    photos: { count: kept.length, maxFiles: limits.maxFiles },
  });
  if (!parsed.ok) {
    return refused('invalid', { errors: parsed.errors, list: parsed.list, failure: null });
  }

  if (newCount > 0 && !isAdmin(user)) {
    const limit = await hitRateLimit(photosPerDayRule(), String(user.id), newCount);
    if (!limit.allowed) {
      const failure: Notice = {
        reason: 'listingForm.reason.photosPerDay',
        params: { count: photosPerDayRule().limit },
      };
      return refused('photos-per-day', { errors: {}, list: [], failure });
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
    return uploadRefused(error, values);
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
    return refused('server', {
      errors: {},
      list: [],
      failure: { reason: 'listingForm.reason.server' },
    });
  }

  if (!outcome.ok) {
    await dropNewDrafts();
    switch (outcome.reason) {
      case 'invalid-place':
        return fieldRefused('areaId', 'listingForm.error.invalidPlace');
      case 'image-count':
        return fieldRefused('images', 'listingForm.error.imageCount');
      case 'daily-limit': {
        const failure: Notice = {
          reason: 'listingForm.reason.dailyLimit',
          params: { count: outcome.limit },
        };
        return refused('daily-limit', { errors: {}, list: [], failure });
      }
      default:
        return fail('not-found');
    }
  }
  return ok({ ...outcome.value, edited: editing !== null });
}
