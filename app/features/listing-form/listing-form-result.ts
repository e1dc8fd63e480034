import type { ListingStatus } from '../../db/schema/values.ts';
import type { MessageKey, MessageParams } from '../../i18n/translate.ts';
import type { AttachedImage } from './photo-order.ts';
import { type ListingFormMessageKey, type ListingFormField } from './listing-fields.ts';
import { type ListingFormErrors } from './parse-listing-form.ts';

// What the listing form's loader and action hand to the page. Safe on client and server.

/** Where a saved edit lands ('the panel closes and the page reloads'). */
export const AFTER_EDIT_PATH = '/my-account/properties';

export type CityOption = { id: number; name: string; areas: { id: number; name: string }[] };
export type ListingFormValues = Record<ListingFormField, string>;
export type Failure = { reason: MessageKey; params?: MessageParams };

export type ListingFormActionData =
  | { ok: true; id: number; status: ListingStatus }
  | {
      ok: false;
      errors: ListingFormErrors;
      list: ListingFormMessageKey[];
      /** What was posted, to show again; null when the post could not be read. */
      values: ListingFormValues | null;
      /** The photos now attached; null when the upload was refused (nothing changed). */
      images: AttachedImage[] | null;
      /**
       * New photos of this post that were not kept (the post was refused, so none were stored):
       * with scripts they are still in the form; without, the page asks for them again.
       */
      newPhotosNotKept?: number;
      failure: Failure | null;
    };

export type EditedListing = {
  id: number;
  status: ListingStatus;
  values: ListingFormValues;
  images: AttachedImage[];
};
