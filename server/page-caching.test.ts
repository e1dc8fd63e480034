import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { writeReadableStreamToWritable } from '@react-router/node';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { issueFormToken } from '../app/features/inquiries/form-token.server.ts';
import { etagMatches, isShareableRequest, NO_STORE, pageCaching } from './page-caching.ts';

const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
let base: string;
let close: () => void;
let homeVersion = 'v1';

// Stands in for React Router: answers like @react-router/express does (status, appended
// headers, then the body streamed in chunks), with a request id and a fresh form token in
// every page, as the real root loader puts them.
function page(title: string, requestId: string, nonce: string) {
  return [
    `<!DOCTYPE html><html><body><h1>${title}</h1>`,
    `<script nonce="${nonce}">window.hydrate()</script>`,
    `<p>${'Homes for sale and rent in Guntur. '.repeat(60)}</p>`,
    `<input type="hidden" name="formStarted" value="${issueFormToken()}"/>`,
    `<script>window.ctx={"requestId":"${requestId}","formToken":"${issueFormToken()}"}</script>`,
    '</body></html>',
  ];
}

async function send(res: express.Response, status: number, headers: Headers, parts: string[]) {
  res.status(status);
  for (const [key, value] of headers.entries()) res.append(key, value);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });
  await writeReadableStreamToWritable(stream, res);
}

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.requestId = crypto.randomUUID();
    res.locals.cspNonce = crypto.randomUUID().slice(0, 22);
    res.setHeader('Content-Security-Policy', `script-src 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  app.use(compression());
  app.use(pageCaching({ PAGE_CACHE_SECONDS: 60, PAGE_CACHE_STALE_SECONDS: 300 }));
  app.all('/{*path}', async (req, res) => {
    const id = String(res.locals.requestId);
    const nonce = String(res.locals.cspNonce);
    const html = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
    const signedIn = req.get('cookie')?.includes('nivasa_session=');
    if (req.method === 'POST') {
      html.append('Set-Cookie', 'nivasa_flash=saved; Path=/; HttpOnly; SameSite=Lax');
      return send(res, 303, new Headers({ Location: '/contact' }), []);
    }
    if (req.path === '/contact') html.append('Set-Cookie', 'nivasa_flash=; Path=/; Max-Age=0');
    if (req.path === '/robots.txt') {
      const text = new Headers({ 'Content-Type': 'text/plain', 'Cache-Control': 'public' });
      return send(res, 200, text, ['User-agent: *']);
    }
    if (req.path === '/missing') return send(res, 404, html, page('Not found', id, nonce));
    if (req.path === '/') return send(res, 200, html, page(`Home ${homeVersion}`, id, nonce));
    return send(res, 200, html, page(signedIn ? `${req.url} for Ravi` : req.url, id, nonce));
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

test('an anonymous home page may be kept by a shared cache, with a weak ETag and Vary on Cookie', async () => {
  const response = await fetch(`${base}/`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe(SHARED);
  expect(response.headers.get('etag')).toMatch(/^W\/"[\w-]{27}"$/);
  expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
  expect(response.headers.get('content-encoding')).toBe('gzip');
  expect(await response.text()).toContain('<h1>Home v1</h1>');
});

test('an anonymous search with a query string is shared too (the cache keys on the URL)', async () => {
  const response = await fetch(`${base}/shop?listing=sell&city=guntur&page=2`);
  expect(response.headers.get('cache-control')).toBe(SHARED);
  expect(response.headers.get('etag')).toBeTruthy();
  const data = await fetch(`${base}/shop.data?listing=sell&city=guntur`);
  expect(data.headers.get('cache-control')).toBe(SHARED);
});

test('the language cookie alone keeps a page shared; any other cookie makes it private', async () => {
  const telugu = await fetch(`${base}/about`, { headers: { Cookie: 'nivasa_lang=te' } });
  expect(telugu.headers.get('cache-control')).toBe(SHARED);
  const visitList = await fetch(`${base}/about`, {
    headers: { Cookie: 'nivasa_lang=te; visit_list=4.7' },
  });
  expect(visitList.headers.get('cache-control')).toBe(NO_STORE);
  expect(visitList.headers.get('etag')).toBeNull();
});

test('a signed-in page is never stored and has no ETag', async () => {
  const response = await fetch(`${base}/shop?city=guntur`, {
    headers: { Cookie: 'nivasa_session=abc' },
  });
  expect(response.headers.get('cache-control')).toBe(NO_STORE);
  expect(response.headers.get('etag')).toBeNull();
  expect(response.headers.get('vary')).toContain('Cookie');
  expect(await response.text()).toContain('for Ravi');
});

test('the back office and My Account are never shared, even without a session', async () => {
  for (const path of ['/admin', '/admin/listings', '/my-account/profile', '/my-account.data']) {
    const response = await fetch(`${base}${path}`);
    expect(response.headers.get('cache-control'), path).toBe(NO_STORE);
  }
  expect(isShareableRequest('GET', '/administrators-guide', undefined)).toBe(true);
  // In Telugu and Hindi too.
  for (const path of ['/te/my-account', '/hi/admin/inbox', '/te/my-account.data'])
    expect(isShareableRequest('GET', path, undefined), path).toBe(false);
  expect(isShareableRequest('GET', '/te/shop', undefined)).toBe(true);
});

test('a shared page allows its inline scripts by hash, never by the nonce; a private page keeps a fresh nonce', async () => {
  const shared = await fetch(`${base}/about`);
  const html = await shared.text();
  const scripts = [...html.matchAll(/<script[^>]*>(.*?)<\/script>/g)].map(([, code]) => code!);
  expect(scripts).toHaveLength(2);
  const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  expect(shared.headers.get('content-security-policy')).toBe(
    `script-src ${scripts.map(hashOf).join(' ')}`,
  );

  const signedIn = await fetch(`${base}/about`, { headers: { Cookie: 'nivasa_session=abc' } });
  const nonce = /nonce="([^"]+)"/.exec(await signedIn.text())![1];
  expect(signedIn.headers.get('content-security-policy')).toBe(`script-src 'nonce-${nonce}'`);

  const robots = await fetch(`${base}/robots.txt`);
  expect(robots.headers.get('content-security-policy')).toBe('script-src');
});

test('a revalidation with a matching ETag gets 304 without a body, though the request id, nonce and form token changed', async () => {
  const first = await fetch(`${base}/`);
  const etag = first.headers.get('etag')!;
  const again = await fetch(`${base}/`, { headers: { 'If-None-Match': etag } });
  expect(again.status).toBe(304);
  expect(again.headers.get('etag')).toBe(etag);
  expect(again.headers.get('cache-control')).toBe(SHARED);
  expect(again.headers.get('vary')).toBe('Cookie, Accept-Encoding');
  expect(await again.text()).toBe('');
  // The kept copy's policy names the kept copy's scripts: a 304 must not replace it.
  expect(first.headers.get('content-security-policy')).toMatch(/'sha256-/);
  expect(again.headers.get('content-security-policy')).toBeNull();

  homeVersion = 'v2';
  const changed = await fetch(`${base}/`, { headers: { 'If-None-Match': etag } });
  expect(changed.status).toBe(200);
  expect(changed.headers.get('etag')).not.toBe(etag);
  expect(await changed.text()).toContain('Home v2');
});

test('a POST is never stored', async () => {
  const response = await fetch(`${base}/contact`, { method: 'POST', redirect: 'manual' });
  expect(response.status).toBe(303);
  expect(response.headers.get('cache-control')).toBe(NO_STORE);
});

test('a response that sets a cookie is never stored, even for an anonymous GET', async () => {
  // A page that clears the message it has just shown.
  const response = await fetch(`${base}/contact`);
  expect(response.headers.get('set-cookie')).toContain('nivasa_flash=;');
  expect(response.headers.get('cache-control')).toBe(NO_STORE);
  expect(response.headers.get('etag')).toBeNull();
});

test('a 404 is not stored; a route that sets its own caching keeps it', async () => {
  expect((await fetch(`${base}/missing`)).headers.get('cache-control')).toBe(NO_STORE);
  const robots = await fetch(`${base}/robots.txt`);
  expect(robots.headers.get('cache-control')).toBe('public');
  expect(robots.headers.get('etag')).toBeTruthy();
});

test('a HEAD request gets the same caching headers as its GET', async () => {
  const response = await fetch(`${base}/`, { method: 'HEAD' });
  expect(response.headers.get('cache-control')).toBe(SHARED);
});

test('If-None-Match compares weakly and accepts lists and *', () => {
  expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
  expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
  expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
  expect(etagMatches('*', 'W/"abc"')).toBe(true);
  expect(etagMatches('W/"abcd"', 'W/"abc"')).toBe(false);
  expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
});
