import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rejectCrossSiteWrites } from './csrf.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(rejectCrossSiteWrites(['www.nivasa.example']));
  app.all('/action', (_req, res) => res.send('done'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => {
  server.close();
});

const post = (headers: Record<string, string>) =>
  fetch(`${base}/action`, { method: 'POST', headers });

test('a form posted from this site is accepted', async () => {
  expect((await post({ origin: base })).status).toBe(200);
  expect((await post({ origin: 'https://www.nivasa.example' })).status).toBe(200);
});

test('a form posted from another site is refused', async () => {
  const response = await post({ origin: 'https://evil.example' });
  expect(response.status).toBe(403);
  expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  expect((await post({ origin: 'null' })).status).toBe(403);
});

test('reads are never blocked, and clients without Origin (curl, old browsers) may write', async () => {
  expect(
    (await fetch(`${base}/action`, { headers: { origin: 'https://evil.example' } })).status,
  ).toBe(200);
  expect((await post({})).status).toBe(200);
});
