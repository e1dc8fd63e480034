import { visitPages } from '../../i18n/en/visit-pages.ts';
import { TIME_SLOTS, type TimeSlot } from './visit-fields.ts';

/**
 * A time slot in English words ('Morning (9 am – 12 pm)'), for the agency's side: the back
 * office, the CSV, and mail and SMS to the agency, listers and the visitor's status mails. A
 * value that is no slot (an old row) shows as stored. It reads the English part of the
 * catalogue itself, so it works in any page's language and outside a request.
 */
export function slotText(slot: string): string {
  return TIME_SLOTS.includes(slot as TimeSlot)
    ? visitPages[`checkout.slot.${slot as TimeSlot}`]
    : slot;
}
