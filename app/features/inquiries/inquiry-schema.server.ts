import { z } from 'zod';
import { OptionalPhoneSchema } from '../accounts/account-schema.server.ts';
import { EmailSchema, MessageSchema, NameSchema } from '../leads/lead-schema.server.ts';
import { HONEYPOT_NAME } from '../leads/lead-fields.ts';

// The property enquiry form ('Drop Message For Book'), parsed by the action.
// Messages are catalogue keys (app/i18n/en/details.ts).

export const PropertyInquirySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  /** Optional: a phone or WhatsApp number the lister sees with the message. */
  phone: OptionalPhoneSchema,
  message: MessageSchema,
  [HONEYPOT_NAME]: z.string().optional().default(''),
});

export type PropertyInquiryInput = z.infer<typeof PropertyInquirySchema>;
