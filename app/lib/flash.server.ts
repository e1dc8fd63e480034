// One message carried across a redirect ("Signed in" after signing in, "Listing approved." in
// the back office), in a short-lived cookie that the next page's root loader reads and clears.
import { redirect } from 'react-router';
import { en } from '../i18n/en.ts';
import { clearCookie, readCookie, serializeCookie } from './cookies.server.ts';
import type { Flash } from './flash.ts';

const FLASH_COOKIE = 'nivasa_flash';
/** A notice longer than this is cut (the server writes them; this only bounds the cookie). */
const NOTICE_MAX = 300;

export function flashCookie(flash: Flash): string {
  const value = Buffer.from(JSON.stringify(flash)).toString('base64url');
  return serializeCookie(FLASH_COOKIE, value, { maxAgeSeconds: 60 });
}

/** A redirect that shows `flash` on the page it leads to. */
export function redirectWithFlash(to: string, flash: Flash, status = 302): Response {
  return redirect(to, { status, headers: { 'Set-Cookie': flashCookie(flash) } });
}

/**
 * The redirect after a back-office action (303, so a reload does not post again) that shows
 * `text` on the next page. The text is always one the server chose, never what a form sent.
 */
export function redirectWithNotice(
  to: string,
  text: string,
  tone: Flash['tone'] = 'success',
): Response {
  return redirectWithFlash(to, { tone, text }, 303);
}

export function readFlash(request: Request): { flash: Flash | null; clear: string | null } {
  const raw = readCookie(request, FLASH_COOKIE);
  if (!raw) return { flash: null, clear: null };
  const clear = clearCookie(FLASH_COOKIE);
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Flash>;
    const tone = parsed.tone;
    if ((tone === 'success' || tone === 'error') && typeof parsed.text === 'string') {
      if (parsed.title === undefined) {
        return { flash: { tone, text: parsed.text.slice(0, NOTICE_MAX) }, clear };
      }
      if (
        typeof parsed.title === 'string' &&
        Object.hasOwn(en, parsed.title) &&
        Object.hasOwn(en, parsed.text)
      ) {
        return { flash: parsed as Flash, clear };
      }
    }
  } catch {
    // A cookie we did not write: ignore it.
  }
  return { flash: null, clear };
}
