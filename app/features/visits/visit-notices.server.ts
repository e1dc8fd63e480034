import { getConfig } from '../../config.server.ts';
import type { VisitRequest } from '../../db/schema/index.ts';
import '../../i18n/catalogues.server.ts';
import { storedLocale, type Locale } from '../../i18n/locales.ts';
import { translate, translator } from '../../i18n/translate.ts';
import { getLogger } from '../../lib/logger.server.ts';
import { listingPath } from '../listing-details/listing-id.ts';
import { getMailSender } from '../mail/mail.server.ts';
import { hitRateLimit } from '../rate-limit/rate-limit.server.ts';
import { getSiteSettings, siteAddress } from '../settings/site-settings.server.ts';
import { getSmsSender } from '../sms/sms.server.ts';
import { formatDate } from '../../i18n/format.ts';
import { TIME_SLOTS, trackingPath, type TimeSlot } from './visit-fields.ts';
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
  'id' | 'reference' | 'phone' | 'email' | 'preferredDate' | 'timeSlot' | 'locale'
>;

export type VisitNotice = 'requested' | 'confirmed' | 'cancelled';

/**
 * A visit's date and time slot in `locale`: '5 December 2026, Evening (4 – 7 pm)', for the
 * visitor's and the listers' messages. A slot that is no slot (an old row) shows as stored.
 */
export function visitWhen(locale: Locale, date: string, slot: string): string {
  const slotName = TIME_SLOTS.includes(slot as TimeSlot)
    ? translate(locale, `checkout.slot.${slot as TimeSlot}`)
    : slot;
  return translate(locale, 'out.visit.when', {
    date: formatDate(date, locale, 'dayFirst'),
    slot: slotName,
  });
}

function smsText(visit: NoticeVisit, notice: VisitNotice, locale: Locale): string {
  const params = {
    agency: getSiteSettings().agencyName,
    reference: visit.reference,
    when: visitWhen(locale, visit.preferredDate, visit.timeSlot),
  };
  const text = translate(locale, `out.visit.sms.${notice}`, params);
  if (notice === 'cancelled') return text;
  const url = siteAddress(locale, trackingPath(visit.reference));
  return `${text} ${translate(locale, 'out.visit.sms.track', { url })}`;
}

async function mailText(visit: NoticeVisit, notice: VisitNotice, locale: Locale): Promise<string> {
  const { agencyName, phones } = getSiteSettings();
  const t = translator(locale);
  const params = {
    reference: visit.reference,
    when: visitWhen(locale, visit.preferredDate, visit.timeSlot),
  };
  const items = (await visitProperties([visit.id])).get(visit.id) ?? [];
  const lines = [t('out.visit.mail.hello'), '', t(`out.visit.mail.${notice}`, params)];
  if (notice === 'requested') lines.push(t('out.visit.mail.willCall'));
  if (items.length > 0) {
    lines.push(
      '',
      t('out.visit.mail.properties'),
      ...items.map((p) => `- ${p.title} (${siteAddress(locale, listingPath(p.id))})`),
    );
  }
  if (notice === 'confirmed') lines.push('', t('out.visit.mail.meetYou'));
  if (notice === 'cancelled') lines.push('', t('out.visit.mail.bookAgain'));
  const url = siteAddress(locale, trackingPath(visit.reference));
  lines.push('', t('out.visit.mail.track', { ...params, url }), '', agencyName, ...phones);
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
 * Tells the visitor about their request, in the language they booked in: an SMS to the phone
 * they booked with and a mail when they gave an address. Failures are logged and never undo the booking or the status change.
 * Returns what went out, for the back office's answer.
 */
export async function tellVisitor(
  visit: NoticeVisit,
  notice: VisitNotice,
): Promise<{ sms: boolean; mail: boolean }> {
  const sent = { sms: false, mail: false };
  // The language of the page the visit was booked from.
  const locale = storedLocale(visit.locale);
  try {
    // At booking the number is anyone's to type; a change of status is the agency's doing.
    if (notice !== 'requested' || (await mayTextBooker(visit.phone))) {
      const text = smsText(visit, notice, locale);
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
      subject: translate(locale, `out.visit.subject.${notice}`, { reference: visit.reference }),
      text: await mailText(visit, notice, locale),
    });
    sent.mail = result.status !== 'failed';
  } catch (error) {
    getLogger().error({ err: error, visitId: visit.id, notice }, 'visit mail to visitor failed');
  }
  return sent;
}
