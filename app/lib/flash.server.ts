// One message carried across a redirect ("Login Successful" after signing in), in a short-lived
// cookie that the next page reads and clears.
import { redirect } from 'react-router';
import { en } from '../i18n/en.ts';
import { clearCookie, readCookie, serializeCookie } from './cookies.server.ts';
import type { Flash } from './flash.ts';

const FLASH_COOKIE = 'nivasa_flash';

export function flashCookie(flash: Flash): string {
  const value = Buffer.from(JSON.stringify(flash)).toString('base64url');
  return serializeCookie(FLASH_COOKIE, value, { maxAgeSeconds: 60 });
}

/** A redirect that shows `flash` on the page it leads to. */
export function redirectWithFlash(to: string, flash: Flash): Response {
  return redirect(to, { headers: { 'Set-Cookie': flashCookie(flash) } });
}

export function readFlash(request: Request): { flash: Flash | null; clear: string | null } {
  const raw = readCookie(request, FLASH_COOKIE);
  if (!raw) return { flash: null, clear: null };
  const clear = clearCookie(FLASH_COOKIE);
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Flash>;
    if (
      (parsed.tone === 'success' || parsed.tone === 'error') &&
      typeof parsed.title === 'string' &&
      typeof parsed.text === 'string' &&
      Object.hasOwn(en, parsed.title) &&
      Object.hasOwn(en, parsed.text)
    ) {
      return { flash: parsed as Flash, clear };
    }
  } catch {
    // A cookie we did not write: ignore it.
  }
  return { flash: null, clear };
}
