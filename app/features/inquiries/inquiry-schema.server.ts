import { z } from 'zod';
import {
  CallbackPhoneSchema,
  OptionalCallbackPhoneSchema,
} from '../accounts/account-schema.server.ts';
import { HONEYPOT_NAME, INQUIRY_LIMITS, SERVICE_TYPES } from './inquiry-fields.ts';

// The agency's inquiry forms: the property enquiry ('Ask about this property'), 'Get A Quote'
// (/contact), the blog side panel, an agent's contact form (/team-details); booking site visits
// (/checkout) builds on the same fields. One schema per form, parsed by its action; messages are
// catalogue keys. The fields' rules the browser needs too are in inquiry-fields.ts.

export const NameSchema = z
  .string({ error: 'inquiry.nameRequired' })
  .trim()
  .min(1, 'inquiry.nameRequired')
  .max(INQUIRY_LIMITS.name, 'inquiry.nameTooLong');
const EmailSchema = z
  .string({ error: 'inquiry.emailRequired' })
  .trim()
  .min(1, 'inquiry.emailRequired')
  .max(INQUIRY_LIMITS.email, 'inquiry.emailInvalid')
  .pipe(z.email('inquiry.emailInvalid'));
/** An email that may be left empty ('' then): where a phone is how we reach the sender. */
export const OptionalEmailSchema = z
  .string()
  .trim()
  .max(INQUIRY_LIMITS.email, 'inquiry.emailInvalid')
  .pipe(z.union([z.literal(''), z.email('inquiry.emailInvalid')]))
  .default('');
const MessageSchema = z
  .string({ error: 'inquiry.messageRequired' })
  .trim()
  .min(1, 'inquiry.messageRequired')
  .max(INQUIRY_LIMITS.message, 'inquiry.messageTooLong');
const service = z.enum(SERVICE_TYPES, { error: 'inquiry.serviceRequired' });
const checkbox = z
  .string()
  .optional()
  .transform((v) => v === 'on' || v === 'true' || v === 'yes');

export const QuoteSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  service,
  phone: CallbackPhoneSchema,
  message: MessageSchema,
  agree: checkbox,
});

export const BlogMessageSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  message: MessageSchema,
});

export const AgentContactSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  /** Optional here; when given, one of the six. */
  service: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const known = SERVICE_TYPES.find((type) => type === value);
      if (!known) {
        ctx.addIssue({ code: 'custom', message: 'inquiry.serviceRequired' });
        return z.NEVER;
      }
      return known;
    }),
  phone: OptionalCallbackPhoneSchema,
  message: MessageSchema,
  saveDetails: checkbox,
});

export const PropertyInquirySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  /** Optional: a phone or WhatsApp number the lister sees with the message. */
  phone: OptionalCallbackPhoneSchema,
  message: MessageSchema,
  [HONEYPOT_NAME]: z.string().optional().default(''),
});

export type PropertyInquiryInput = z.infer<typeof PropertyInquirySchema>;
