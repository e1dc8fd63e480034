import type { ListingStatus } from '../../../db/schema/index.ts';
import '../../../i18n/catalogues.server.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { translator } from '../../../i18n/translate.ts';
import { getLogger } from '../../../lib/logger.server.ts';
import { getSiteSettings, siteAddress } from '../../settings/site-settings.server.ts';
import { getSmsSender } from '../../sms/sms.server.ts';

// What the owner of a listing is told when the back office approves or rejects it: an SMS
// (owners have phones, not emails) in their account's language, sent only after the change
// committed.

/** What the owner is told after a status change committed. */
export type OwnerNotice = {
  eventId: number;
  propertyId: number;
  title: string;
  phone: string;
  /** The owner's account language. */
  locale: Locale;
  to: ListingStatus;
  reason: string | null;
};

const shortTitle = (title: string) => (title.length > 60 ? `${title.slice(0, 59)}…` : title);

/** The SMS an owner gets when their listing goes live or is rejected; null for other changes. */
function ownerNoticeText(notice: Omit<OwnerNotice, 'eventId' | 'phone'>): string | null {
  const t = translator(notice.locale);
  const params = { agency: getSiteSettings().agencyName, title: shortTitle(notice.title) };
  if (notice.to === 'active') {
    const url = siteAddress(notice.locale, `/product-details/${notice.propertyId}`);
    return t('out.owner.live', { ...params, url });
  }
  if (notice.to === 'rejected') {
    // The reason is the back office's words, as staff wrote them.
    const why = notice.reason
      ? t('out.owner.rejectedWhy', { ...params, reason: notice.reason.slice(0, 300) })
      : t('out.owner.rejected', params);
    const url = siteAddress(notice.locale, '/my-account/properties');
    return `${why} ${t('out.owner.editIt', { url })}`;
  }
  return null;
}

/**
 * Tells the owner by SMS, keyed on the status event so a retry sends nothing twice. A failure
 * is logged and never undoes the change.
 */
export async function notifyOwner(notice: OwnerNotice): Promise<void> {
  const text = ownerNoticeText(notice);
  if (!text) return;
  try {
    const sent = await getSmsSender().send({
      to: notice.phone,
      text,
      maskedText: text,
      idempotencyKey: `listing-status:${notice.eventId}`,
    });
    if (sent.status === 'failed') {
      getLogger().warn(
        { propertyId: notice.propertyId, smsId: sent.id },
        'the owner could not be told about the listing status',
      );
    }
  } catch (error) {
    getLogger().error(
      { err: error, propertyId: notice.propertyId },
      'the owner could not be told about the listing status',
    );
  }
}
