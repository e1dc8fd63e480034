import { LISTING_STATUSES, LISTING_TYPES, PROPERTY_TYPES } from '../../db/schema/values.ts';
import { listing } from '../../i18n/en/listing.ts';
import { myAccount } from '../../i18n/en/my-account.ts';

// How the back office (English only, docs/decisions/011) names a listing's property type,
// listing type and status. The words are the public catalogue's English ones, so a rename there
// is a rename here; the back office writes its labels in sentence case ('Independent house',
// 'For sale') where the public pages use title case.

/** 'Independent House' → 'Independent house'. */
function sentenceCase(text: string): string {
  return text.charAt(0) + text.slice(1).toLowerCase();
}

function labels<Value extends string>(
  values: readonly Value[],
  label: (value: Value) => string,
): Readonly<Record<Value, string>> {
  return Object.fromEntries(values.map((value) => [value, label(value)])) as Record<Value, string>;
}

export const PROPERTY_TYPE_LABELS = labels(PROPERTY_TYPES, (type) =>
  sentenceCase(listing[`propertyType.${type}`]),
);

export const LISTING_TYPE_LABELS = labels(LISTING_TYPES, (type) =>
  sentenceCase(listing[type === 'sell' ? 'listing.forSale' : 'listing.forRent']),
);

/**
 * The status as the agency's staff read it: the owner's words (My Properties), except that a
 * listing waiting for the staff's review is 'Pending review' to them.
 */
export const STATUS_LABELS = labels(LISTING_STATUSES, (status) =>
  status === 'pending' ? 'Pending review' : myAccount[`myAccount.status.${status}`],
);
