import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { FORM_TOKEN_PATTERN } from '../app/features/inquiries/form-token.server.ts';
import { LOCALE_COOKIE } from '../app/i18n/locales.ts';
import { inlineScriptHashes, withScriptHashes } from './content-security-policy.ts';

// Cache-Control, ETag and Vary for everything React Router answers (pages, `.data` requests,
// resource routes), decided once here (decision 012). A page is the same for every visitor
// who has no session and none of the site's personal cookies, so a CDN or nginx may keep it
// for PAGE_CACHE_SECONDS; browsers revalidate each time (max-age=0) and get a 304 when the
// page has not changed. Everything else is `private, no-store`.

export const NO_STORE = 'private, no-store';

export type PageCacheSettings = {
  /** s-maxage: how long a shared cache serves its copy. */
  PAGE_CACHE_SECONDS: number;
  /** stale-while-revalidate: how much longer it may serve it while fetching a new one. */
  PAGE_CACHE_STALE_SECONDS: number;
};

// Only the language cookie may ride along: it picks the page's language, the same for everyone
// who chose it, and `Vary: Cookie` keeps the languages apart. Any other cookie (a session, the
// visit list, saved contact details, a flash message, one we have not written yet) may change
// the page for this visitor alone.
const SHARED_COOKIES = new Set([LOCALE_COOKIE, `__Host-${LOCALE_COOKIE}`]);

// Signed-in areas: never shared, even for a visitor who has no session yet (they redirect).
const PRIVATE_PATH = /^(\/(te|hi))?\/(admin|my-account)([/.]|$)/;

/** True when the answer to this request may be the same for everyone: a shared cache may keep it. */
export function isShareableRequest(
  method: string,
  path: string,
  cookieHeader: string | undefined,
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (PRIVATE_PATH.test(path)) return false;
  if (!cookieHeader) return true;
  return cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .every((name) => name === '' || SHARED_COOKIES.has(name));
}

/**
 * The Cache-Control a response goes out with. A route's own value (robots.txt, sitemaps, the
 * back office) stands unless the response sets a cookie or is an error; a shareable 200 gets the
 * shared policy; everything else (signed in, a cookie set, a POST, a redirect, a 404, a 500)
 * is never stored.
 */
function cacheControlFor(
  response: { status: number; routeValue: string | undefined; setsCookie: boolean },
  shareable: boolean,
  settings: PageCacheSettings,
): string {
  if (response.setsCookie || response.status >= 400) return NO_STORE;
  if (response.routeValue) return response.routeValue;
  if (!shareable || (response.status !== 200 && response.status !== 304)) return NO_STORE;
  return (
    `public, max-age=0, s-maxage=${settings.PAGE_CACHE_SECONDS}, ` +
    `stale-while-revalidate=${settings.PAGE_CACHE_STALE_SECONDS}`
  );
}

/**
 * A weak validator for a page: the hash of its bytes without what changes on every request
 * while the page stays the same (the request id, the Content-Security-Policy nonce and the
 * public forms' start time). A copy with
 * another request's id or an older form token is an equivalent page, hence `W/`. The body is
 * searched as `text`, its latin1 reading (one character per byte, no decoding), and hashed
 * around those spans.
 */
function pageEtag(body: Buffer, text: string, perRequest: string[]): string {
  const skipped: [number, number][] = [];
  for (const match of text.matchAll(FORM_TOKEN_PATTERN)) {
    skipped.push([match.index, match.index + match[0].length]);
  }
  for (const value of perRequest) {
    if (!value) continue;
    for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1)) {
      skipped.push([at, at + value.length]);
    }
  }
  skipped.sort((a, b) => a[0] - b[0]);
  const hash = crypto.createHash('sha1');
  let from = 0;
  for (const [start, end] of skipped) {
    if (start < from) continue;
    hash.update(body.subarray(from, start));
    from = end;
  }
  hash.update(body.subarray(from));
  return `W/"${hash.digest('base64url')}"`;
}

/** If-None-Match's weak comparison (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * A copy a cache keeps is served to many visitors, with one nonce for all of them: its policy
 * names its inline scripts by their hashes instead (issue 24, finding 5), and anything that is
 * not a page no inline script at all. The nonce attributes left in the page grant nothing once
 * the policy does not name the nonce. Answers that are never stored keep their fresh nonce.
 */
function allowInlineScriptsByHash(res: Response, body: Buffer, text: string): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string') return;
  const html = /^text\/html\b/i.test(String(res.getHeader('Content-Type') ?? ''));
  res.setHeader(
    'Content-Security-Policy',
    withScriptHashes(policy, html ? inlineScriptHashes(body, text) : []),
  );
}

type WriteHead = Response['writeHead'];
type Chunk = string | Buffer | Uint8Array;

/**
 * Express middleware for the React Router handler. Headers are settled just before they are
 * sent, when the status and the route's headers are known. A shareable GET is held whole (pages
 * are rendered whole anyway, entry.server.tsx) so its ETag can be computed and a matching
 * If-None-Match answered with 304 and no body; anything else streams through untouched.
 */
export function pageCaching(settings: PageCacheSettings) {
  return (req: Request, res: Response, next: NextFunction) => {
    const shareable = isShareableRequest(req.method, req.path, req.get('cookie'));
    res.vary('Cookie');
    res.vary('Accept-Encoding');

    let settled = false;
    const settle = (status: number) => {
      if (settled) return;
      settled = true;
      const routeValue = res.getHeader('Cache-Control');
      const value = cacheControlFor(
        {
          status,
          routeValue: routeValue === undefined ? undefined : String(routeValue),
          setsCookie: res.hasHeader('Set-Cookie'),
        },
        shareable,
        settings,
      );
      res.setHeader('Cache-Control', value);
    };

    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<WriteHead>) {
      settle(typeof args[0] === 'number' ? args[0] : res.statusCode);
      return writeHead.apply(this, args);
    } as WriteHead;

    if (!shareable || req.method !== 'GET') return next();

    const chunks: Buffer[] = [];
    const collect = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === 'string') {
        chunks.push(
          Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
        );
      } else if (chunk instanceof Uint8Array) {
        // A view of the written bytes, not a copy: a chunk handed to write() is not changed
        // afterwards (Buffer.concat copies them once at the end).
        chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      }
    };
    const write = res.write;
    const end = res.end;
    type End = (this: Response, chunk?: unknown, done?: () => void) => Response;
    const endWith = end as End;

    res.write = function (chunk: Chunk, encoding?: unknown, callback?: unknown) {
      collect(chunk, encoding);
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(() => done());
      return true;
    } as Response['write'];

    res.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      res.write = write;
      res.end = end;
      if (typeof chunk !== 'function') collect(chunk, encoding);
      const done = [chunk, encoding, callback].find((a) => typeof a === 'function') as
        (() => void) | undefined;
      // A page comes as one chunk (entry.server.tsx): kept as it is, not copied.
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      if (res.statusCode === 200 && !res.headersSent) {
        settle(200);
        if (!String(res.getHeader('Cache-Control')).includes('no-store')) {
          // Read once for the ETag and the script hashes (a page is 50–80 KB).
          const text = body.toString('latin1');
          const etag = pageEtag(body, text, [
            String(res.locals.requestId ?? ''),
            String(res.locals.cspNonce ?? ''),
          ]);
          res.setHeader('ETag', etag);
          if (etagMatches(req.get('if-none-match'), etag)) {
            res.statusCode = 304;
            res.removeHeader('Content-Type');
            res.removeHeader('Content-Length');
            // The copy the client keeps carries its own nonce: its stored policy must stay
            // (a 304's headers replace the stored ones), so this nonce's policy is not sent.
            res.removeHeader('Content-Security-Policy');
            return endWith.call(this, undefined, done);
          }
          allowInlineScriptsByHash(res, body, text);
        }
      }
      return endWith.call(this, body, done);
    } as Response['end'];

    next();
  };
}
