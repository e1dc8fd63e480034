import { redirect } from 'react-router';
import { clearCookie, readCookie, serializeCookie } from '../../lib/cookies.server.ts';

// A one-line confirmation carried across the redirect after a back-office action ("Listing
// approved."). The text is always one the server chose, never what a form sent; React escapes
// it when shown.

const NOTICE_COOKIE = 'nivasa_admin_notice';

export type AdminNotice = { tone: 'success' | 'error'; text: string };

/** A redirect (303, so a reload does not post again) that shows `text` on the next page. */
export function redirectWithNotice(
  to: string,
  text: string,
  tone: AdminNotice['tone'] = 'success',
): Response {
  const value = Buffer.from(JSON.stringify({ tone, text })).toString('base64url');
  return redirect(to, {
    status: 303,
    headers: { 'Set-Cookie': serializeCookie(NOTICE_COOKIE, value, { maxAgeSeconds: 60 }) },
  });
}

export function readNotice(request: Request): { notice: AdminNotice | null; clear: string | null } {
  const raw = readCookie(request, NOTICE_COOKIE);
  if (!raw) return { notice: null, clear: null };
  const clear = clearCookie(NOTICE_COOKIE);
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as AdminNotice;
    if ((parsed.tone === 'success' || parsed.tone === 'error') && typeof parsed.text === 'string') {
      return { notice: { tone: parsed.tone, text: parsed.text.slice(0, 300) }, clear };
    }
  } catch {
    // Not ours: ignore.
  }
  return { notice: null, clear };
}
