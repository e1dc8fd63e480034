// One message carried across a redirect ("Login Successful" after signing in), in a short-lived
// cookie that the next page reads and clears.
import { en } from '../i18n/en.ts';
import { readCookie } from '../i18n/locale.server.ts';
import type { MessageKey } from '../i18n/translate.ts';

export type Flash = { tone: 'success' | 'error'; title: MessageKey; text: MessageKey };

const FLASH_COOKIE = 'nivasa_flash';

export function flashCookie(flash: Flash): string {
  const value = Buffer.from(JSON.stringify(flash)).toString('base64url');
  return `${FLASH_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`;
}

export function readFlash(request: Request): { flash: Flash | null; clear: string | null } {
  const raw = readCookie(request, FLASH_COOKIE);
  if (!raw) return { flash: null, clear: null };
  const clear = `${FLASH_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
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
