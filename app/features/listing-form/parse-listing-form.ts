import { cleanText, parseForm } from '../../lib/forms.ts';
import {
  IMAGE_REQUIRED_MESSAGE,
  LISTING_FORM_FIELDS,
  postedFieldText,
  type ListingErrorField,
  type ListingFormField,
  type ListingFormMessageKey,
} from './listing-fields.ts';
import { type ListingFormValue } from './listing-form-value.ts';
import { ListingFormSchema } from './listing-form-schema.ts';

// Checking a post of the listing form: every error at once, one per field, in form order.

// ——— Parsing a post ———

/** The form's own fields from a FormData, as text. Files and unknown names are not read. */
function listingFormInput(form: FormData): Record<ListingFormField, string> {
  const input = {} as Record<ListingFormField, string>;
  for (const field of LISTING_FORM_FIELDS) input[field] = cleanText(postedFieldText(form, field));
  return input;
}

export type ListingFormErrors = Partial<Record<ListingErrorField, ListingFormMessageKey>>;

export type ListingFormResult =
  | { ok: true; value: ListingFormValue }
  | { ok: false; errors: ListingFormErrors; list: ListingFormMessageKey[] };

/** The order errors are listed in: the form's order, photos (2 Media) before 3 Location. */
const ERROR_ORDER: readonly ListingErrorField[] = [
  ...LISTING_FORM_FIELDS.slice(0, LISTING_FORM_FIELDS.indexOf('address')),
  'images',
  ...LISTING_FORM_FIELDS.slice(LISTING_FORM_FIELDS.indexOf('address')),
];

/** The photo count's message, or null when it is within 1…maxFiles (UPLOAD_MAX_FILES). */
function imageCountError(count: number, maxFiles: number): ListingFormMessageKey | null {
  if (count < 1) return IMAGE_REQUIRED_MESSAGE;
  if (count > maxFiles) return 'listingForm.error.tooManyImages';
  return null;
}

/**
 * Checks a post of the listing form and collects every error: one message per field (to show
 * by the field) and the same messages as a list in form order (to show above the button).
 * `photos` is the number of photos the listing will have (kept plus new) and the most it may
 * have (UPLOAD_MAX_FILES): give it to check the photos in the same pass; leave it out where
 * photos are checked elsewhere.
 */
export function parseListingForm(
  input: FormData | Record<string, unknown>,
  options: { photos?: { count: number; maxFiles: number } } = {},
): ListingFormResult {
  const parsed = parseForm<typeof ListingFormSchema, ListingFormMessageKey>(
    ListingFormSchema,
    input instanceof FormData ? listingFormInput(input) : input,
  );
  const found: ListingFormErrors = { ...parsed.fieldErrors };
  if (options.photos) {
    const imageError = imageCountError(options.photos.count, options.photos.maxFiles);
    if (imageError) found.images = imageError;
  }
  if (!parsed.fieldErrors && !found.images) return { ok: true, value: parsed.value };

  const errors: ListingFormErrors = {};
  for (const field of ERROR_ORDER) {
    const message = found[field];
    if (message) errors[field] = message;
  }
  return { ok: false, errors, list: Object.values(errors) };
}
