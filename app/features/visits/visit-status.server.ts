import { asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { properties, visitRequestItems, type VisitRequest } from '../../db/schema/index.ts';
import { getLogger } from '../../lib/logger.server.ts';
import { listingPath } from '../listing-details/listing-id.ts';
import { getMailSender } from '../mail/mail.server.ts';
import { getSiteSettings } from '../settings/site-settings.server.ts';
import { formatVisitDate, slotText } from './visit-fields.ts';

// A booked visit's properties and what the visitor is told when it moves along its flow
// (visit-status.ts): read by the tracking page, the back office's inbox and its status mail.

export type VisitProperty = { id: number; title: string; status: string };

/** The properties of these visit requests, by request id, in title order. */
export async function visitProperties(ids: number[]): Promise<Map<number, VisitProperty[]>> {
  const byVisit = new Map<number, VisitProperty[]>();
  if (ids.length === 0) return byVisit;
  const items = await getDb()
    .select({
      visitId: visitRequestItems.visitRequestId,
      id: properties.id,
      title: properties.title,
      status: properties.status,
    })
    .from(visitRequestItems)
    .innerJoin(properties, eq(properties.id, visitRequestItems.propertyId))
    .where(inArray(visitRequestItems.visitRequestId, ids))
    .orderBy(asc(properties.title));
  for (const { visitId, ...property } of items) {
    byVisit.set(visitId, [...(byVisit.get(visitId) ?? []), property]);
  }
  return byVisit;
}

/**
 * Tells the visitor their visit is confirmed or cancelled (English, as the agency's other
 * mails); false when the mail failed, which is logged and never undoes the change.
 *
 * NOTE: the address is the one the booker typed, never verified, so the mail carries no text
 * the booker wrote (not even their name): only the agency's words, the reference, the date and
 * the listings' titles. Otherwise anyone could make the agency mail any address a text of
 * their own.
 */
export async function mailVisitStatus(
  visit: Pick<VisitRequest, 'id' | 'reference' | 'email' | 'preferredDate' | 'timeSlot'>,
  to: 'confirmed' | 'cancelled',
): Promise<boolean> {
  const { agencyName, siteUrl, phones } = getSiteSettings();
  const when = `${formatVisitDate(visit.preferredDate)}, ${slotText(visit.timeSlot)}`;
  try {
    const items = (await visitProperties([visit.id])).get(visit.id) ?? [];
    const lines = ['Hello,', ''];
    if (to === 'confirmed') {
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
    lines.push(
      '',
      to === 'confirmed'
        ? 'Our team will meet you there. To change the time, call us.'
        : 'Call us if you would like to book again.',
      `Track your request at ${siteUrl}/order-tracking with reference ${visit.reference} and your email or phone.`,
    );
    lines.push('', agencyName, ...phones);
    const result = await getMailSender().send({
      to: [visit.email],
      subject:
        to === 'confirmed'
          ? `Your site visit ${visit.reference} is confirmed`
          : `Your site visit ${visit.reference} is cancelled`,
      text: lines.join('\n'),
    });
    return result.status !== 'failed';
  } catch (error) {
    getLogger().error({ err: error, visitId: visit.id }, 'visit status mail failed');
    return false;
  }
}
