// Links that start a call or a mail from a phone number or address as the agency writes them
// ('0863 223 4567', '+91 98480 12345', '9000000021'). Safe on client and server.

/**
 * A `tel:` link in international form: Indian numbers get +91 (a trunk 0 dropped), so the link
 * also dials from a phone abroad; a number already written with + keeps its country code.
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `tel:+${digits}`;
  if (digits.length === 12 && digits.startsWith('91')) return `tel:+${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `tel:+91${digits.slice(1)}`;
  if (digits.length === 10) return `tel:+91${digits}`;
  return `tel:${digits}`;
}

/**
 * A WhatsApp chat with `phone` (in international form, as telHref writes it), `text` already
 * typed; null for something that is no phone number.
 */
export function whatsAppHref(phone: string, text: string): string | null {
  const digits = telHref(phone).replace(/^tel:\+?/, '');
  if (!/^\d{8,15}$/.test(digits)) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}
