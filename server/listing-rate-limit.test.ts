import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { countInMemory, limitListingPages } from './listing-rate-limit.ts';

let server: Server;
let base: string;
let clock = 1_000_000;

beforeAll(async () => {
  const app = express();
  app.use(limitListingPages({ perMinute: 20, counter: countInMemory(() => clock) }));
  app.get('*path', (_req, res) => res.send('page'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => {
  server.close();
});

test('a client reading listing pages past the limit gets 429 until the minute is over', async () => {
  const statuses: number[] = [];
  for (let n = 0; n < 30; n++) {
    const path =
      n % 3 === 0
        ? `/product-details/${n + 1}`
        : n % 3 === 1
          ? '/shop?page=2'
          : `/product-details/${n}.data`;
    statuses.push((await fetch(`${base}${path}`)).status);
  }
  expect(statuses.filter((status) => status === 200)).toHaveLength(20);
  expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
  const refused = await fetch(`${base}/shop-grid`);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(await refused.text()).toMatch(/Too many pages in a minute/);
  // Other pages are not counted.
  expect((await fetch(`${base}/about`)).status).toBe(200);
  expect((await fetch(`${base}/`)).status).toBe(200);
  // A new minute, a new count.
  clock += 60_000;
  expect((await fetch(`${base}/product-details/1`)).status).toBe(200);
});
