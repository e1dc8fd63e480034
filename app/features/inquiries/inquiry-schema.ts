import { z } from 'zod';
import { OptionalPhoneSchema } from '../accounts/account-schema.ts';
import { EmailSchema, HONEYPOT_NAME, MessageSchema, NameSchema } from '../leads/lead-schema.ts';

// The property enquiry form ('Drop Message For Book'), shared by the form and the action.
// Messages are catalogue keys (app/i18n/en/details.ts).

export const INQUIRY_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];

export const PropertyInquirySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  /** Optional: a phone or WhatsApp number the lister sees with the message. */
  phone: OptionalPhoneSchema,
  message: MessageSchema,
  [HONEYPOT_NAME]: z.string().optional().default(''),
});

export type PropertyInquiryInput = z.infer<typeof PropertyInquirySchema>;
