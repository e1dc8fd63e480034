import { z } from 'zod';
import { OptionalPhoneSchema } from '../accounts/account-schema.ts';

// The property enquiry form ('Drop Message For Book'), shared by the form and the action.
// Messages are catalogue keys (app/i18n/en/details.ts).

export const INQUIRY_LIMITS = { name: 100, email: 254, phone: 20, message: 2000 } as const;

export const INQUIRY_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];

/** The hidden field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'website';

export const PropertyInquirySchema = z.object({
  name: z
    .string({ error: 'inquiry.nameRequired' })
    .trim()
    .min(1, 'inquiry.nameRequired')
    .max(INQUIRY_LIMITS.name, 'inquiry.nameTooLong'),
  email: z
    .string({ error: 'inquiry.emailRequired' })
    .trim()
    .min(1, 'inquiry.emailRequired')
    .max(INQUIRY_LIMITS.email, 'inquiry.emailInvalid')
    .pipe(z.email('inquiry.emailInvalid')),
  /** Optional: a phone or WhatsApp number the lister sees with the message. */
  phone: OptionalPhoneSchema,
  message: z
    .string({ error: 'inquiry.messageRequired' })
    .trim()
    .min(1, 'inquiry.messageRequired')
    .max(INQUIRY_LIMITS.message, 'inquiry.messageTooLong'),
  [HONEYPOT_FIELD]: z.string().optional().default(''),
});

export type PropertyInquiryInput = z.infer<typeof PropertyInquirySchema>;
