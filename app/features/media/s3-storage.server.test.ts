import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { storeImageVariants } from './image-processing.server.ts';
import { variantKey } from './images.ts';
import { createMediaStorage, mediaPublicBase, mediaStorageKind } from './media-storage.server.ts';
import {
  MEDIA_CACHE_CONTROL,
  S3StorageError,
  createS3Storage,
  s3ObjectUrl,
} from './s3-storage.server.ts';

// The adapter against a small fake S3 on node:http that checks SigV4 signatures the way S3
// does, recomputed here independently of the signer (aws4fetch), and keeps objects in memory.
// s3rver, the S3 peer of the integration tests (tests/integration/s3-storage.test.ts), does
// not check SigV4 signatures: only this fake proves a wrong secret is refused.

const ACCESS_KEY = 'AKIDNIVASATEST';
const SECRET = 'nivasa/test+secret/key';
const REGION = 'ap-south-1';
const BUCKET = 'nivasa-media';

type StoredObject = { body: Buffer; contentType: string; cacheControl: string | undefined };
type SeenRequest = { method: string; path: string; authorization: string; contentSha256: string };

const objects = new Map<string, StoredObject>();
const seen: SeenRequest[] = [];
let server: http.Server;
let endpoint: string;

function hmac(key: crypto.BinaryLike, data: string): Buffer {
  return crypto.createHmac('sha256', key).update(data).digest();
}

/** S3's side of SigV4: rebuild the canonical request from what arrived and compare. */
function expectedSignature(
  req: http.IncomingMessage,
  signedHeaders: string[],
  amzDate: string,
): string {
  const [pathPart, query = ''] = (req.url ?? '/').split('?');
  const canonical = [
    req.method,
    pathPart,
    query,
    signedHeaders.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join(''),
    signedHeaders.join(';'),
    String(req.headers['x-amz-content-sha256']),
  ].join('\n');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${REGION}/s3/aws4_request`;
  const toSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    crypto.createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day), REGION), 's3'), 'aws4_request');
  return crypto.createHmac('sha256', key).update(toSign).digest('hex');
}

function s3Error(res: http.ServerResponse, status: number, code: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);

  const authorization = String(req.headers.authorization ?? '');
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const contentSha256 = String(req.headers['x-amz-content-sha256'] ?? '');
  seen.push({ method: req.method ?? '', path: req.url ?? '', authorization, contentSha256 });
  if (!match || match[1] !== ACCESS_KEY || match[3] !== REGION || !/^\d{8}T\d{6}Z$/.test(amzDate)) {
    return s3Error(res, 403, 'AccessDenied');
  }
  const signedHeaders = match[4]!.split(';');
  for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date']) {
    if (!signedHeaders.includes(required)) return s3Error(res, 403, 'AccessDenied');
  }
  if (contentSha256 !== crypto.createHash('sha256').update(body).digest('hex')) {
    return s3Error(res, 400, 'XAmzContentSHA256Mismatch');
  }
  if (match[5] !== expectedSignature(req, signedHeaders, amzDate)) {
    return s3Error(res, 403, 'SignatureDoesNotMatch');
  }

  const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
  if (!path.startsWith(`/${BUCKET}/`)) return s3Error(res, 404, 'NoSuchBucket');
  const key = path.slice(BUCKET.length + 2);
  if (key.startsWith('hang/')) return; // never answers
  if (key.startsWith('boom/')) return s3Error(res, 500, 'InternalError');
  if (req.method === 'PUT') {
    if (!signedHeaders.includes('content-type')) return s3Error(res, 403, 'AccessDenied');
    objects.set(key, {
      body,
      contentType: String(req.headers['content-type']),
      cacheControl: req.headers['cache-control'],
    });
    res.writeHead(200, { etag: '"x"' }).end();
  } else if (req.method === 'GET') {
    const object = objects.get(key);
    if (!object) return s3Error(res, 404, 'NoSuchKey');
    res.writeHead(200, {
      'content-type': object.contentType,
      'content-length': object.body.length,
    });
    res.end(object.body);
  } else if (req.method === 'HEAD') {
    const object = objects.get(key);
    if (!object) return res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': object.contentType,
      'content-length': object.body.length,
    });
    res.end();
  } else if (req.method === 'DELETE') {
    objects.delete(key);
    res.writeHead(204).end();
  } else {
    s3Error(res, 405, 'MethodNotAllowed');
  }
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  objects.clear();
  seen.length = 0;
});

function s3(overrides: { secretAccessKey?: string; timeoutMs?: number } = {}) {
  return createS3Storage({
    endpoint,
    region: REGION,
    bucket: BUCKET,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: overrides.secretAccessKey ?? SECRET,
    forcePathStyle: true,
    timeoutMs: overrides.timeoutMs,
  });
}

test('the S3 adapter puts signed objects with their type and a one-year immutable cache, and reads them back', async () => {
  const storage = s3();
  const body = Buffer.from('RIFF fake webp bytes');
  await storage.put('listings/ab/abc123-400.webp', body, 'image/webp');

  const object = objects.get('listings/ab/abc123-400.webp');
  expect(object?.body.equals(body)).toBe(true);
  expect(object?.contentType).toBe('image/webp');
  expect(object?.cacheControl).toBe('public, max-age=31536000, immutable');
  expect(MEDIA_CACHE_CONTROL).toBe(object?.cacheControl);

  const put = seen[0]!;
  expect(put.method).toBe('PUT');
  expect(put.path).toBe(`/${BUCKET}/listings/ab/abc123-400.webp`);
  expect(put.authorization).toMatch(
    new RegExp(
      `^AWS4-HMAC-SHA256 Credential=${ACCESS_KEY}/\\d{8}/${REGION}/s3/aws4_request, ` +
        'SignedHeaders=cache-control;content-type;host;x-amz-content-sha256;x-amz-date, ' +
        'Signature=[0-9a-f]{64}$',
    ),
  );
  expect(put.contentSha256).toBe(crypto.createHash('sha256').update(body).digest('hex'));

  expect((await storage.get('listings/ab/abc123-400.webp'))?.equals(body)).toBe(true);
  expect(seen.map((r) => r.method)).toEqual(['PUT', 'GET']);
});

test('a missing object reads as null', async () => {
  expect(await s3().get('listings/zz/missing-800.webp')).toBeNull();
  expect(await s3().head('listings/zz/missing-800.webp')).toBeNull();
});

test("head tells a stored object's size and type without its bytes", async () => {
  const storage = s3();
  await storage.put('listings/ab/abc123-800.webp', Buffer.alloc(1234, 7), 'image/webp');
  expect(await storage.head('listings/ab/abc123-800.webp')).toEqual({
    size: 1234,
    contentType: 'image/webp',
  });
  expect(seen.map((r) => r.method)).toEqual(['PUT', 'HEAD']);
  expect(seen[1]!.contentSha256).toBe(crypto.createHash('sha256').digest('hex'));
});

test('a failing store is asked once, not again and again, and its answer is an S3StorageError', async () => {
  const error = await s3()
    .get('boom/ab/abc-400.webp')
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(S3StorageError);
  expect(error).toMatchObject({ status: 500, code: 'InternalError' });
  expect(seen).toHaveLength(1);
});

test('a store that does not answer is given up on after the timeout', async () => {
  const started = Date.now();
  const error = await s3({ timeoutMs: 300 })
    .get('hang/ab/abc-400.webp')
    .catch((e: unknown) => e);
  expect(error).toMatchObject({ name: 'TimeoutError' });
  expect(Date.now() - started).toBeLessThan(5_000);
});

test('delete removes an object, and deleting it again is not an error', async () => {
  const storage = s3();
  await storage.put('avatars/cd/cdef-400.webp', Buffer.from('x'), 'image/webp');
  await storage.delete('avatars/cd/cdef-400.webp');
  expect(objects.size).toBe(0);
  expect(await storage.get('avatars/cd/cdef-400.webp')).toBeNull();
  await storage.delete('avatars/cd/cdef-400.webp');
});

test('a wrong secret is refused by the store and surfaces as an S3StorageError', async () => {
  const error = await s3({ secretAccessKey: 'not-the-secret' })
    .put('listings/ab/abc-400.webp', Buffer.from('x'), 'image/webp')
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(S3StorageError);
  expect(error).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  expect(objects.size).toBe(0);
});

test('unsafe keys never reach the store', async () => {
  await expect(s3().get('../secrets.webp')).rejects.toThrow('Unsafe media key');
  expect(seen).toHaveLength(0);
});

test('re-encoded image variants go through the S3 adapter like through the local folder', async () => {
  const storage = s3();
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#58a' } })
    .jpeg()
    .toBuffer();
  const stored = await storeImageVariants(storage, jpeg, 'listings');
  expect([...objects.keys()].sort()).toEqual(
    stored.widths.map((w) => variantKey(stored.storageKey, w)).sort(),
  );
  const variant = await storage.get(variantKey(stored.storageKey, 800));
  expect((await sharp(variant!).metadata()).width).toBe(800);
});

test('objects are addressed path style by default and virtual-hosted style on request', () => {
  const options = { endpoint: 'https://s3.example.com:9000/', region: REGION, bucket: BUCKET };
  expect(s3ObjectUrl(options, 'listings/ab/x-400.webp').href).toBe(
    'https://s3.example.com:9000/nivasa-media/listings/ab/x-400.webp',
  );
  expect(s3ObjectUrl({ ...options, forcePathStyle: false }, 'listings/ab/x-400.webp').href).toBe(
    'https://nivasa-media.s3.example.com:9000/listings/ab/x-400.webp',
  );
  expect(
    s3ObjectUrl({ region: 'ap-south-1', bucket: BUCKET, forcePathStyle: false }, 'a-400.webp').href,
  ).toBe('https://nivasa-media.s3.ap-south-1.amazonaws.com/a-400.webp');
});

test('media storage is the local folder unless an S3 bucket is configured', async () => {
  const mediaDir = os.tmpdir();
  expect(mediaStorageKind({ mediaDir })).toBe('local');
  expect(mediaPublicBase({ mediaDir, S3_PUBLIC_URL: 'https://cdn.example.com/media' })).toBe(
    '/media/',
  );

  const settings = {
    mediaDir,
    S3_ENDPOINT: endpoint,
    S3_REGION: REGION,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: SECRET,
    S3_FORCE_PATH_STYLE: true,
    S3_PUBLIC_URL: 'https://cdn.example.com/media',
  };
  expect(mediaStorageKind(settings)).toBe('s3');
  expect(mediaPublicBase(settings)).toBe('https://cdn.example.com/media/');
  await createMediaStorage(settings).put(
    'listings/ef/efg-400.webp',
    Buffer.from('y'),
    'image/webp',
  );
  expect(objects.has('listings/ef/efg-400.webp')).toBe(true);

  expect(() => createMediaStorage({ mediaDir, S3_BUCKET: BUCKET })).toThrow('S3_ACCESS_KEY_ID');
});
