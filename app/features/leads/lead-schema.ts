import { z } from 'zod';
import { OptionalPhoneSchema, PhoneSchema } from '../accounts/account-schema.ts';

// The agency's public forms besides the property message: 'Get A Quote' (/contact), the blog
// side panel, an agent's contact form (/team-details) and booking site visits (/checkout).
// One schema per form, shared by the form and its action; messages are catalogue keys.

/** The six services (spec §2, Team details), in the spec's order and words. */
export const SERVICE_TYPES = [
  'Property Management',
  'Mortgage Service',
  'Consulting Service',
  'Home Buying',
  'Home Selling',
  'Escrow Services',
] as const;

/** Hidden fields every public form carries: the honeypot and the signed start time. */
export const HONEYPOT_NAME = 'website';
export const FORM_TOKEN_NAME = 'formStarted';

/** Lengths every public form keeps to (a flood is not a message). */
export const INQUIRY_LIMITS = { name: 100, email: 254, phone: 20, message: 2000 } as const;

export const NameSchema = z
  .string({ error: 'inquiry.nameRequired' })
  .trim()
  .min(1, 'inquiry.nameRequired')
  .max(INQUIRY_LIMITS.name, 'inquiry.nameTooLong');
export const EmailSchema = z
  .string({ error: 'inquiry.emailRequired' })
  .trim()
  .min(1, 'inquiry.emailRequired')
  .max(INQUIRY_LIMITS.email, 'inquiry.emailInvalid')
  .pipe(z.email('inquiry.emailInvalid'));
export const MessageSchema = z
  .string({ error: 'inquiry.messageRequired' })
  .trim()
  .min(1, 'inquiry.messageRequired')
  .max(INQUIRY_LIMITS.message, 'inquiry.messageTooLong');
const service = z.enum(SERVICE_TYPES, { error: 'lead.serviceRequired' });
const checkbox = z
  .string()
  .optional()
  .transform((v) => v === 'on' || v === 'true' || v === 'yes');

export const QuoteSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  service,
  phone: PhoneSchema,
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
        ctx.addIssue({ code: 'custom', message: 'lead.serviceRequired' });
        return z.NEVER;
      }
      return known;
    }),
  phone: OptionalPhoneSchema,
  message: MessageSchema,
  saveDetails: checkbox,
});
