// The rules of the account forms' fields that the browser needs too (lengths, what a field
// keeps as people type, how a phone is read). The zod schemas built on them are server-only:
// account-schema.server.ts. No zod here, so none reaches the browser.

const PHONE_LENGTH = 10;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 50;

/** What the name fields keep as people type: letters (any script) and nothing else. */
export function keepLetters(value: string): string {
  return value.replace(/[^\p{L}\p{M}]/gu, '');
}

/** How long a typed or pasted phone may be: '+91 98480 23456' and some spacing. */
export const PHONE_INPUT_MAX = 20;

/** What the phone field lets people type: digits and the marks numbers are written with. */
export function keepPhoneCharacters(value: string): string {
  return value.replace(/[^\d+\-\s().]/g, '').slice(0, PHONE_INPUT_MAX);
}

/**
 * The 10-digit mobile number in what someone typed or pasted: '+91 98480 23456',
 * '098480-23456' and '9848023456' all give '9848023456'. Spaces, dashes, dots and brackets
 * are ignored, then a leading +91 / 91 (12 digits) or 0 (11 digits) is dropped. Anything
 * else is null: never cut into another, valid-looking number.
 */
/**
 * A number only for calling back (enquiry, agent and quote forms; issue 25 #6): an Indian
 * number as normalisePhone reads it (10 digits), or one abroad in international form ('+' and
 * its country code, 8 to 15 digits in all, e.g. '+1 415 555 0134' → '+14155550134'); else null.
 * Accounts and bookings keep to Indian mobiles: sign-in codes and SMS need one.
 */
export function normaliseCallbackPhone(value: string): string | null {
  const indian = normalisePhone(value);
  if (indian) return indian;
  const compact = value.trim().replace(/[\s\-().]/g, '');
  if (!/^\+\d{8,15}$/.test(compact) || compact.startsWith('+91')) return null;
  return compact;
}

export function normalisePhone(value: string): string | null {
  const compact = value.replace(/[\s\-().]/g, '');
  const digits = compact.startsWith('+91') ? compact.slice(3) : compact;
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === PHONE_LENGTH) return digits;
  if (digits.length === PHONE_LENGTH + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) return digits.slice(1);
  return null;
}
