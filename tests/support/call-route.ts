import type { User } from '../../app/db/schema/index.ts';
import { contextFor } from './route-context.ts';

// Calling a route's loader or action as React Router would, and reading what came back: the
// one set of helpers for integration tests that drive routes (docs/architecture.md, Tests).

type RouteFn = (args: never) => unknown;

/**
 * Calls `fn` (a loader, or an action when `body` or `json` is given) for `pathname`, signed in
 * as `user` (null: a visitor). Answers whatever it returned; a thrown redirect or error still
 * throws.
 */
export async function callRoute<F extends RouteFn>(
  fn: F,
  pathname: string,
  {
    user = null,
    params = {},
    body,
    json,
    pattern,
    clientIp,
    headers,
  }: {
    user?: User | null;
    /** Request headers (a cookie the browser would send). */
    headers?: Record<string, string>;
    /** The client's address (the stand-in 0.0.0.0 unless told). */
    clientIp?: string;
    params?: Record<string, string>;
    body?: FormData | URLSearchParams;
    /** A post that is not a form: this text, sent as application/json. */
    json?: string;
    /** The matched route pattern ('/admin/listings/:id'); the path itself unless told. */
    pattern?: string;
  } = {},
): Promise<Awaited<ReturnType<F>>> {
  const url = new URL(pathname, 'http://localhost');
  const request = new Request(
    url,
    json !== undefined
      ? {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: json,
        }
      : body
        ? { method: 'POST', body, ...(headers ? { headers } : {}) }
        : { ...(headers ? { headers } : {}) },
  );
  const args = {
    request,
    params,
    context: contextFor(user, clientIp),
    url,
    pattern: pattern ?? url.pathname,
  };
  return (await fn(args as never)) as Awaited<ReturnType<F>>;
}

/** A form body: text fields, and files (each named `upload.png` unless the Blob is a File). */
export function form(fields: Record<string, string>, files: Record<string, Blob> = {}): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const [key, value] of Object.entries(files)) {
    body.append(key, value, value instanceof File ? value.name : 'upload.png');
  }
  return body;
}

/** The status of a thrown or returned response or `data()` (200 for plain data). */
export function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  const init = (result as { init?: { status?: number } | null } | null)?.init;
  return init?.status ?? 200;
}

/**
 * The HTTP status a loader or action threw (a redirect, a 403, a 404…). Fails the test when it
 * did not throw, or threw something that is not an HTTP answer (a bug).
 */
export async function thrownStatus(run: Promise<unknown> | (() => unknown)): Promise<number> {
  try {
    await (typeof run === 'function' ? run() : run);
  } catch (error) {
    if (error instanceof Response) return error.status;
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw error;
  }
  throw new Error('expected the call to throw');
}

/** The body and status of the `data()` an action answered with. */
export function answerOf<Data>(result: unknown): { data: Data; status: number } {
  return { data: (result as { data: Data }).data, status: statusOf(result) };
}

/** The message a redirect carries to the next page (the flash cookie), or null. */
export function flashOf(response: unknown): { tone: string; title?: string; text: string } | null {
  if (!(response instanceof Response)) throw new Error('expected a redirect response');
  const cookie = response.headers.get('Set-Cookie') ?? '';
  const value = /nivasa_flash=([^;]+)/.exec(cookie)?.[1];
  if (!value) return null;
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as {
    tone: string;
    title?: string;
    text: string;
  };
}
