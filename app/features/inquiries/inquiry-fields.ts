// The fields of the agency's inquiry forms that the browser needs too: the six services, the
// hidden fields, the lengths and the property enquiry form's fields. The zod schemas built on
// them are server-only (inquiry-schema.server.ts), so no zod reaches the browser.

/** The six services (spec §2, Team details), in the spec's order and words. */
export const SERVICE_TYPES = [
  'Property Management',
  'Mortgage Service',
  'Consulting Service',
  'Home Buying',
  'Home Selling',
  'Escrow Services',
] as const;

/**
 * Hidden fields every public form carries: the honeypot, the signed start time, and a random
 * key the browser draws for its copy of the form (two visitors who got one cached page send
 * different keys; a double click sends the same one twice).
 */
export const HONEYPOT_NAME = 'website';
export const FORM_TOKEN_NAME = 'formStarted';
export const FORM_SEND_KEY_NAME = 'formSendKey';
/** What a send key looks like: 16 random bytes in base64url. */
export const FORM_SEND_KEY_PATTERN = /^[\w-]{22}$/;

/** Lengths every public form keeps to (a flood is not a message). */
export const INQUIRY_LIMITS = { name: 100, email: 254, phone: 20, message: 2000 } as const;

/** The property enquiry form's fields. */
export const INQUIRY_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];
