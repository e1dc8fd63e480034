import http, { type Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { refuseUnsupportedRequests } from './method-guard.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(refuseUnsupportedRequests({ formMaxBytes: 64 * 1024 }));
  app.all(['/login', '/add-listing'], (req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => res.send(`reached ${bytes}`));
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => {
  server.close();
});

test('pages and form posts pass', async () => {
  expect((await fetch(`${base}/login`)).status).toBe(200);
  expect((await fetch(`${base}/login`, { method: 'HEAD' })).status).toBe(200);
  const urlencoded = await fetch(`${base}/login`, {
    method: 'POST',
    body: new URLSearchParams({ phone: '9876543210' }),
  });
  expect(await urlencoded.text()).toBe('reached 16');
  const form = new FormData();
  form.set('phone', '9876543210');
  expect((await fetch(`${base}/login`, { method: 'POST', body: form })).status).toBe(200);
});

test('other methods are a 405 that names the allowed ones, never a 500', async () => {
  for (const method of ['DELETE', 'PUT', 'PATCH', 'OPTIONS']) {
    const response = await fetch(`${base}/login`, { method });
    expect(response.status, method).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(await response.text()).toBe('Method Not Allowed');
  }
});

test('a post that is not a form is a 415', async () => {
  for (const [type, body] of [
    ['application/json', '{"phone":"9876543210"}'],
    ['text/xml', '<phone/>'],
    ['text/plain', 'phone=9876543210'],
  ] as const) {
    const response = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    expect(response.status, type).toBe(415);
  }
  const bare = await fetch(`${base}/login`, { method: 'POST' });
  expect(bare.status).toBe(415);
});

test('TRACE (which fetch cannot send) is a 405 without echoing the request', async () => {
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${base}/`, {
      method: 'TRACE',
      headers: { cookie: 'sid=secret' },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
  expect(answer.status).toBe(405);
  expect(answer.body).not.toContain('secret');
});

/** A raw request, so Content-Length and chunking are exactly as written. */
function rawPost(path: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method: 'POST', headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', (error) => {
      // The server may close before the whole body is written: the status came first.
      if ((error as NodeJS.ErrnoException).code === 'EPIPE') return;
      reject(error);
    });
    request.end(body);
  });
}

test('a form over FORM_MAX_KB is a 413 before its body is read; one without a length is a 411', async () => {
  const type = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const big = Buffer.alloc(10 * 1024 * 1024, 'a');
  expect(await rawPost('/login', { ...type, 'Content-Length': String(big.length) }, big)).toBe(413);
  expect(
    await rawPost('/login.data', { ...type, 'Content-Length': '99999999999' }, Buffer.alloc(0)),
  ).toBe(413);
  expect(
    await rawPost('/login', { ...type, 'Transfer-Encoding': 'chunked' }, Buffer.from('phone=1')),
  ).toBe(411);
  // Within the limit: read as usual.
  const small = Buffer.from('a'.repeat(64 * 1024));
  expect(await rawPost('/login', { ...type, 'Content-Length': String(small.length) }, small)).toBe(
    200,
  );
});

test('the forms that take photos are left to their own streaming limits', async () => {
  const form = new FormData();
  form.set('photos', new File([Buffer.alloc(200 * 1024)], 'a.jpg'));
  const response = await fetch(`${base}/add-listing`, { method: 'POST', body: form });
  expect(response.status).toBe(200);
  expect(await response.text()).toMatch(/^reached \d{6}$/);
});
