import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chooseEncoding, staticFiles } from './static-files.ts';

let root: string;
let base: string;
let close: () => void;
const script = 'export const greeting = "namaskaram";\n'.repeat(200);

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-static-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'assets', 'app-AbC123.js'), script);
  fs.writeFileSync(path.join(root, 'assets', 'app-AbC123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(root, 'assets', 'app-AbC123.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(os.tmpdir(), 'nivasa-secret.txt'), 'secret');
  const app = express();
  // As server/app.ts does before the files.
  app.use((_req, res, next) => {
    res.setHeader('X-Request-Id', 'request-1');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    next();
  });
  app.use(staticFiles(root));
  app.use((_req, res) => res.status(404).send('page'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(path.join(os.tmpdir(), 'nivasa-secret.txt'), { force: true });
});

test('a script goes out as its brotli copy, else gzip, else plain, with its type and a year of cache', async () => {
  const br = await fetch(`${base}/assets/app-AbC123.js`, {
    headers: { 'Accept-Encoding': 'gzip, deflate, br' },
  });
  expect(br.status).toBe(200);
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(br.headers.get('vary')).toBe('Accept-Encoding');
  expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(await br.text()).toBe(script); // fetch decodes it: the copy is the same script
  // A hashed file is never revalidated: no validators, ranges or request id to send, nor the
  // headers only a document obeys; nosniff stays.
  for (const header of [
    'etag',
    'last-modified',
    'accept-ranges',
    'x-request-id',
    'x-frame-options',
  ]) {
    expect(br.headers.get(header), header).toBeNull();
  }
  expect(br.headers.get('x-content-type-options')).toBe('nosniff');

  const gz = await fetch(`${base}/assets/app-AbC123.js`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  expect(await gz.text()).toBe(script);

  const plain = await fetch(`${base}/assets/app-AbC123.js`, {
    headers: { 'Accept-Encoding': 'identity' },
  });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(plain.headers.get('content-length')).toBe(String(script.length));
});

test('public files are cached for an hour; unknown assets are a plain 404; no path escapes the build', async () => {
  const icon = await fetch(`${base}/favicon.svg`);
  expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  expect(icon.headers.get('etag')).toBeTruthy();
  expect(icon.headers.get('last-modified')).toBeTruthy();
  expect(icon.headers.get('x-request-id')).toBe('request-1');
  expect(icon.headers.get('x-frame-options')).toBe('DENY');
  const missing = await fetch(`${base}/assets/old-Zz9.js`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toBe('Not Found');
  for (const attempt of [
    '/../nivasa-secret.txt',
    '/%2e%2e/nivasa-secret.txt',
    '/assets/..%2f..%2fnivasa-secret.txt',
  ]) {
    const response = await fetch(`${base}${attempt}`);
    expect(await response.text()).not.toBe('secret');
  }
  // Not a file of the build: the next handler (the page router) answers.
  expect(await (await fetch(`${base}/shop`)).text()).toBe('page');
});

test('Accept-Encoding is read with its q-values', () => {
  const both = { br: { path: 'x', size: 1 }, gzip: { path: 'y', size: 1 } };
  expect(chooseEncoding('gzip, br', both)).toBe('br');
  expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
  expect(chooseEncoding(undefined, both)).toBeNull();
  expect(chooseEncoding('br', { gzip: both.gzip })).toBeNull();
});
