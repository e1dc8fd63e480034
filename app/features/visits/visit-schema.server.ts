import { z } from 'zod';
import { PhoneSchema } from '../accounts/account-schema.server.ts';
import { NameSchema, OptionalEmailSchema } from '../inquiries/inquiry-schema.server.ts';
import { INQUIRY_LIMITS } from '../inquiries/inquiry-fields.ts';
import { checkVisitDate, TIME_SLOTS } from './visit-fields.ts';

// Booking site visits (/checkout) and tracking them (/order-tracking): one schema per form,
// parsed by its action. Messages are catalogue keys.

const DATE_MESSAGES = {
  invalid: 'checkout.dateInvalid',
  past: 'checkout.dateInPast',
  'too-far': 'checkout.dateTooFar',
} as const;

const preferredDate = z
  .string({ error: 'checkout.dateRequired' })
  .trim()
  .min(1, { error: 'checkout.dateRequired', abort: true })
  .superRefine((value, ctx) => {
    // Checked when the form is parsed, so "today" is the day of the booking.
    const check = checkVisitDate(value);
    if (check !== 'ok') ctx.addIssue({ code: 'custom', message: DATE_MESSAGES[check] });
  });

export const VisitBookingSchema = z.object({
  name: NameSchema,
  phone: PhoneSchema,
  /** Optional: the phone is how the agency reaches the visitor ('' when left empty). */
  email: OptionalEmailSchema,
  preferredDate,
  timeSlot: z.enum(TIME_SLOTS, { error: 'checkout.slotRequired' }),
  notes: z.string().trim().max(INQUIRY_LIMITS.message, 'inquiry.messageTooLong').default(''),
});

export type VisitBookingInput = z.infer<typeof VisitBookingSchema>;

/** /order-tracking: the booking reference and the email or phone it was booked with. */
export const TrackingSchema = z.object({
  reference: z
    .string({ error: 'tracking.referenceRequired' })
    .trim()
    .min(1, 'tracking.referenceRequired')
    .max(40, 'tracking.referenceRequired'),
  contact: z
    .string({ error: 'tracking.contactRequired' })
    .trim()
    .min(1, 'tracking.contactRequired')
    .max(INQUIRY_LIMITS.email, 'tracking.contactRequired'),
});
