import type { ListingStatus, ListingType } from '../../../db/schema/values.ts';
import type { Translate } from '../../../i18n/translate.ts';

// A listing's status and listing type as the moderation screens name them, in the page's
// language. The status is the owner's word (My Properties), except that a listing waiting for
// the staff's review is 'Pending review' to them; in English the same words as
// listings/listing-labels.ts (STATUS_LABELS, LISTING_TYPE_LABELS). Safe on client and server.

export function statusLabel(t: Translate, status: ListingStatus): string {
  return status === 'pending'
    ? t('admin.moderation.status.pending')
    : t(`myAccount.status.${status}`);
}

export function listingTypeLabel(t: Translate, type: ListingType): string {
  return t(`admin.moderation.listingType.${type}`);
}
