import { data } from 'react-router';
import type { FormOutcome } from './result.ts';

// The one way a loader or action stops with an HTTP error: throw the response React Router
// renders in the nearest error boundary. Safe on client and server.

/** Throws `status` (404 unless told) when `condition` is false; narrows it otherwise. */
export function invariantResponse(
  condition: unknown,
  message = 'Not Found',
  status = 404,
): asserts condition {
  if (!condition) throw data(message, { status });
}

/** A 404 to throw: `throw notFound()` (the error boundary shows Page Not Found). */
export function notFound() {
  return data(null, { status: 404 });
}

/** A 400 to throw for a post no form of ours could have sent. */
export function badRequest() {
  return data(null, { status: 400 });
}

/**
 * A 403 to throw: `throw forbidden()` (the error boundary shows its access page). Who was
 * refused is logged by the caller that decided it (features/admin/access.server.ts).
 */
export function forbidden(message = 'You do not have access to this page.') {
  return data(message, { status: 403 });
}

/**
 * The status of an answer a page shows (a refused form), and with `retryAfter` (the seconds a
 * rate limit asks to wait) its Retry-After header: `data(answer, answerInit(429, wait))`.
 */
export function answerInit(status: number, retryAfter?: number): ResponseInit {
  if (retryAfter === undefined) return { status };
  return { status, headers: { 'Retry-After': String(Math.max(1, retryAfter)) } };
}

/** A form's outcome as a response: its answer, with the status `status` gives its reason. */
export function answerForm<Answer, Reason extends string>(
  outcome: FormOutcome<Answer, Reason>,
  status: Readonly<Record<Reason, number>>,
) {
  if (outcome.ok) return data(outcome.answer, outcome.headers ? { headers: outcome.headers } : {});
  return data(outcome.answer, answerInit(status[outcome.reason], outcome.retryAfter));
}
