import { z } from 'zod';
import { clearCookie, readCookie, serializeCookie } from '../../lib/cookies.server.ts';
import { INQUIRY_LIMITS } from './inquiry-fields.ts';

// 'Remember my details on this device' (spec §2, Team details): when ticked, the
// name, email and phone of a sent message are kept in this browser (an HttpOnly cookie, a
// year) and fill the form next time; sending with the box unticked forgets them.

const COOKIE = 'saved_contact';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const SavedContactSchema = z.object({
  name: z.string().max(INQUIRY_LIMITS.name),
  email: z.string().max(INQUIRY_LIMITS.email),
  phone: z.string().max(INQUIRY_LIMITS.phone).nullable(),
});

export type SavedContact = z.infer<typeof SavedContactSchema>;

export function readSavedContact(request: Request): SavedContact | null {
  const raw = readCookie(request, COOKIE);
  if (!raw) return null;
  try {
    const parsed = SavedContactSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The Set-Cookie that keeps (or, with null, forgets) the sender's details. */
export function savedContactCookie(contact: SavedContact | null): string {
  return contact
    ? serializeCookie(COOKIE, JSON.stringify(contact), { maxAgeSeconds: ONE_YEAR_SECONDS })
    : clearCookie(COOKIE);
}
