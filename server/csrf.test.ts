import http, { type Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rejectCrossSiteWrites } from './csrf.ts';

// `base` trusts any Host (development); `strict` only its own address and loopback (production).
let servers: Server[] = [];
let base: string;
let strictPort: number;

async function listen(options: Parameters<typeof rejectCrossSiteWrites>[1]): Promise<number> {
  const app = express();
  app.use(rejectCrossSiteWrites(['www.nivasa.example'], options));
  app.all('/action', (_req, res) => res.send('done'));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return (server.address() as { port: number }).port;
}

beforeAll(async () => {
  base = `http://127.0.0.1:${await listen({ trustAnyHost: true })}`;
  strictPort = await listen({ trustAnyHost: false });
});

afterAll(() => {
  for (const server of servers) server.close();
  servers = [];
});

const post = (headers: Record<string, string>) =>
  fetch(`${base}/action`, { method: 'POST', headers });

/** A POST with a Host header of our choosing (fetch keeps the URL's). */
function postAs(port: number, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: '/action', method: 'POST', headers },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

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

test('in production a forged Host does not make a foreign Origin this site', async () => {
  const forged = { host: 'evil.example', origin: 'https://evil.example' };
  expect(await postAs(strictPort, forged)).toBe(403);
  expect(
    await postAs(strictPort, { host: 'nivasa.example', origin: 'http://nivasa.example' }),
  ).toBe(403);
  // The site's own address, and a browser on this machine by any loopback name, still post.
  expect(
    await postAs(strictPort, {
      host: 'www.nivasa.example',
      origin: 'https://www.nivasa.example',
    }),
  ).toBe(200);
  for (const name of [`127.0.0.1:${strictPort}`, `localhost:${strictPort}`, `[::1]:${strictPort}`])
    expect(await postAs(strictPort, { host: name, origin: `http://${name}` }), name).toBe(200);
  // Loopback in the Origin is not enough when the Host says otherwise.
  expect(
    await postAs(strictPort, { host: 'evil.example', origin: `http://localhost:${strictPort}` }),
  ).toBe(403);
});
