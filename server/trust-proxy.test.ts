import type { Server } from 'node:http';
import express from 'express';
import { afterEach, expect, test } from 'vitest';
import { parseConfig } from '../app/config.server.ts';

// TRUST_PROXY decides which address the per-IP limits count. A client can write anything in
// X-Forwarded-For; only what the trusted proxy appended (the rightmost entries) may count.

let server: Server | undefined;

afterEach(() => {
  server?.close();
  server = undefined;
});

/** The address the app sees for a request carrying `forwardedFor`, with TRUST_PROXY=`setting`. */
async function clientIpWith(setting: string, forwardedFor: string): Promise<string> {
  const app = express();
  const trust = parseConfig({ TRUST_PROXY: setting }).TRUST_PROXY;
  if (trust !== false) app.set('trust proxy', trust);
  app.get('/', (req, res) => res.send(req.ip));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server?.once('listening', resolve));
  const { port } = server.address() as { port: number };
  const response = await fetch(`http://127.0.0.1:${port}/`, {
    headers: { 'x-forwarded-for': forwardedFor },
  });
  server.close();
  return response.text();
}

// What a load balancer forwards when the client forged its own header: 'forged, real'.
const FORGED = '6.6.6.6, 7.7.7.7, 203.0.113.7';

test('by default no proxy is trusted: the socket address counts', async () => {
  expect(await clientIpWith('false', FORGED)).toBe('127.0.0.1');
});

test('a hop count (and true, which means one hop) trusts only what the proxy appended', async () => {
  expect(await clientIpWith('1', FORGED)).toBe('203.0.113.7');
  expect(await clientIpWith('true', FORGED)).toBe('203.0.113.7');
  expect(await clientIpWith('2', FORGED)).toBe('7.7.7.7');
});

test('proxy addresses: hops from those addresses only', async () => {
  expect(await clientIpWith('loopback', FORGED)).toBe('203.0.113.7');
  expect(await clientIpWith('10.0.0.0/8', FORGED)).toBe('127.0.0.1');
});

test('anything else stops the start with the setting named', () => {
  expect(() => parseConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  expect(() => parseConfig({ TRUST_PROXY: '1.2.3.4; rm -rf' })).toThrow(/TRUST_PROXY/);
  expect(parseConfig({}).TRUST_PROXY).toBe(false);
  expect(parseConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
    'loopback',
    '10.0.0.0/8',
  ]);
});
