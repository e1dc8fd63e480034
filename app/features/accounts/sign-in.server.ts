import { redirect } from 'react-router';
import type { MessageKey } from '../../i18n/translate.ts';
import { flashCookie } from '../../lib/flash.server.ts';
import { safeRedirectPath } from '../../lib/redirect.ts';
import { createSession } from './session.server.ts';

// What sign-in and registration share: the answer when an IP or phone has tried too often, and
// the way in (a new session, rotated; the success message; back where the person came from).

/** A failure shown in the form's message box: a catalogue key and its parameters. */
export type FormFailure = { reason: MessageKey; params?: Record<string, number> };

/** Whole minutes to wait, at least one, for a refusal that lasts `waitSeconds`. */
export function retryMinutes(waitSeconds: number): number {
  return Math.max(1, Math.ceil(waitSeconds / 60));
}

/** The refusal for too many attempts, and its HTTP status and Retry-After header. */
export function tooManyAttempts(waitSeconds: number): {
  failure: FormFailure;
  init: ResponseInit;
} {
  return {
    failure: { reason: 'auth.tooManyAttempts', params: { minutes: retryMinutes(waitSeconds) } },
    init: { status: 429, headers: { 'Retry-After': String(waitSeconds) } },
  };
}

/**
 * Signs the user in: starts a new session (ending any the request carried), sets the success
 * message and redirects to `redirectTo` when it is a path on this site, else home.
 */
export async function signIn(
  request: Request,
  userId: number,
  {
    ipAddress,
    redirectTo,
    message,
  }: { ipAddress: string; redirectTo: unknown; message: { title: MessageKey; text: MessageKey } },
): Promise<Response> {
  const headers = new Headers();
  headers.append('Set-Cookie', await createSession(request, userId, { ipAddress }));
  headers.append('Set-Cookie', flashCookie({ tone: 'success', ...message }));
  return redirect(safeRedirectPath(redirectTo), { headers });
}
