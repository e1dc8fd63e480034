import http, { type Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { refuseUnsupportedRequests } from './method-guard.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(refuseUnsupportedRequests());
  app.all('/login', (_req, res) => res.send('reached'));
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
  expect(await urlencoded.text()).toBe('reached');
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
