import type { ListingStatus, ListingType, PropertyType } from '../../../db/schema/values.ts';
import type { Translate } from '../../../i18n/translate.ts';

// How the back office names a listing's status, property type and listing type, in the page's
// language. The words are the public catalogue's (the owner's My Properties status, the
// property types, For sale / For rent), except that a listing waiting for the staff's review is
// 'Pending review' to them. English is written in sentence case ('Independent house', 'For
// sale') where the public pages use title case; Telugu and Hindi have no capitals to change.

/** 'Independent House' → 'Independent house'. */
function sentenceCase(text: string): string {
  return text.charAt(0) + text.slice(1).toLowerCase();
}

export function statusLabel(t: Translate, status: ListingStatus): string {
  return status === 'pending'
    ? t('admin.people.listings.status.pending')
    : t(`myAccount.status.${status}`);
}

export function propertyTypeLabel(t: Translate, type: PropertyType): string {
  return sentenceCase(t(`propertyType.${type}`));
}

export function listingTypeLabel(t: Translate, type: ListingType): string {
  return sentenceCase(t(type === 'sell' ? 'listing.forSale' : 'listing.forRent'));
}
