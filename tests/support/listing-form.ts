import { en } from '../../app/i18n/en.ts';
import {
  type ListingFormResult,
  parseListingForm,
} from '../../app/features/listing-form/parse-listing-form.ts';
import { FLAT_FOR_SALE_FIELDS, PLOT_FOR_SALE_FIELDS } from '../factories/listing-form-fields.ts';

// What the listing form's tests read from parseListingForm's answer.

export function errorsOf(result: ListingFormResult) {
  return result.ok ? {} : result.errors;
}

/** The field errors of the flat (or plot) for sale with these fields changed. */
export const errorsFor = (fields: Record<string, string>) =>
  errorsOf(parseListingForm({ ...FLAT_FOR_SALE_FIELDS, ...fields }));
export const plotErrorsFor = (fields: Record<string, string>) =>
  errorsOf(parseListingForm({ ...PLOT_FOR_SALE_FIELDS, ...fields }));

/** The error list's messages, in English. */
export function textsOf(result: ListingFormResult) {
  return result.ok ? [] : result.list.map((key) => en[key]);
}

export function valueOf(result: ListingFormResult) {
  if (!result.ok) throw new Error(`expected a valid form, got ${JSON.stringify(result.errors)}`);
  return result.value;
}
