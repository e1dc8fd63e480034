import { getConfig } from '../../config.server.ts';
import type { VisitRequest } from '../../db/schema/index.ts';
import { getLogger } from '../../lib/logger.server.ts';
import { listingPath } from '../listing-details/listing-id.ts';
import { getMailSender } from '../mail/mail.server.ts';
import { hitRateLimit } from '../rate-limit/rate-limit.server.ts';
import { getSiteSettings } from '../settings/site-settings.server.ts';
import { getSmsSender } from '../sms/sms.server.ts';
import { formatDate } from '../../i18n/format.ts';
import { trackingPath } from './visit-fields.ts';
import { slotText } from './slot-text.ts';
import { visitProperties } from './visit-status.server.ts';

// What the visitor who booked site visits is told: an SMS (and a mail when they gave an
// address) when the request is made, and again when the agency confirms or cancels it.
//
// NOTE: the phone and the address are the ones the booker typed, never verified, so these
// carry no text the booker wrote (not even their name): only the agency's words, the reference,
// the date and the listings' titles. Otherwise anyone could make the agency send a stranger a
// text of their own. The SMS at booking is also capped per number a day (BOOKER_SMS_PER_DAY).

const DAY_SECONDS = 24 * 60 * 60;

type NoticeVisit = Pick<
  VisitRequest,
  'id' | 'reference' | 'phone' | 'email' | 'preferredDate' | 'timeSlot'
>;

export type VisitNotice = 'requested' | 'confirmed' | 'cancelled';

/** Where the visitor follows the request, the reference already filled in. */
function trackingUrl(reference: string): string {
  return `${getSiteSettings().siteUrl}${trackingPath(reference)}`;
}

function whenText(visit: NoticeVisit): string {
  return `${formatDate(visit.preferredDate, 'en', 'dayFirst')}, ${slotText(visit.timeSlot)}`;
}

function smsText(visit: NoticeVisit, notice: VisitNotice): string {
  const { agencyName } = getSiteSettings();
  const when = whenText(visit);
  const track = `Track it: ${trackingUrl(visit.reference)}`;
  if (notice === 'requested')
    return `${agencyName}: we have your site visit request ${visit.reference} for ${when}. We will call you to confirm. ${track}`;
  if (notice === 'confirmed')
    return `${agencyName}: your site visit ${visit.reference} is confirmed for ${when}. ${track}`;
  return `${agencyName}: your site visit request ${visit.reference} for ${when} is cancelled. Call us to book again.`;
}

const SUBJECTS: Record<VisitNotice, (reference: string) => string> = {
  requested: (reference) => `Your site visit request ${reference}`,
  confirmed: (reference) => `Your site visit ${reference} is confirmed`,
  cancelled: (reference) => `Your site visit ${reference} is cancelled`,
};

async function mailText(visit: NoticeVisit, notice: VisitNotice): Promise<string> {
  const { agencyName, siteUrl, phones } = getSiteSettings();
  const when = whenText(visit);
  const items = (await visitProperties([visit.id])).get(visit.id) ?? [];
  const lines = ['Hello,', ''];
  if (notice === 'requested') {
    lines.push(
      `We have your site visit request ${visit.reference} for ${when}.`,
      'We will call you to confirm the time.',
    );
  } else if (notice === 'confirmed') {
    lines.push(`Your site visit ${visit.reference} is confirmed for ${when}.`);
  } else {
    lines.push(`Your site visit request ${visit.reference} for ${when} is cancelled.`);
  }
  if (items.length > 0) {
    lines.push(
      '',
      'Properties:',
      ...items.map((p) => `- ${p.title} (${siteUrl}${listingPath(p.id)})`),
    );
  }
  if (notice === 'confirmed')
    lines.push('', 'Our team will meet you there. To change the time, call us.');
  if (notice === 'cancelled') lines.push('', 'Call us if you would like to book again.');
  lines.push(
    '',
    `Track your request at ${trackingUrl(visit.reference)} with reference ${visit.reference} and your email or phone.`,
    '',
    agencyName,
    ...phones,
  );
  return lines.join('\n');
}

/** True when this number may get one more booking SMS today. */
async function mayTextBooker(phone: string): Promise<boolean> {
  const limit = getConfig().BOOKER_SMS_PER_DAY;
  if (limit === 0) return false;
  const hit = await hitRateLimit(
    { name: 'booker-sms:phone', limit, windowSeconds: DAY_SECONDS, quiet: true },
    phone,
  );
  return hit.allowed;
}

/**
 * Tells the visitor about their request: an SMS to the phone they booked with and a mail when
 * they gave an address. Failures are logged and never undo the booking or the status change.
 * Returns what went out, for the back office's answer.
 */
export async function tellVisitor(
  visit: NoticeVisit,
  notice: VisitNotice,
): Promise<{ sms: boolean; mail: boolean }> {
  const sent = { sms: false, mail: false };
  try {
    // At booking the number is anyone's to type; a change of status is the agency's doing.
    if (notice !== 'requested' || (await mayTextBooker(visit.phone))) {
      const text = smsText(visit, notice);
      const result = await getSmsSender().send({
        to: visit.phone,
        text,
        maskedText: text,
        idempotencyKey: `visitor:${visit.reference}:${notice}`,
      });
      sent.sms = result.status !== 'failed';
    }
  } catch (error) {
    getLogger().error({ err: error, visitId: visit.id, notice }, 'visit SMS to visitor failed');
  }
  if (!visit.email) return sent;
  try {
    const result = await getMailSender().send({
      to: [visit.email],
      subject: SUBJECTS[notice](visit.reference),
      text: await mailText(visit, notice),
    });
    sent.mail = result.status !== 'failed';
  } catch (error) {
    getLogger().error({ err: error, visitId: visit.id, notice }, 'visit mail to visitor failed');
  }
  return sent;
}
