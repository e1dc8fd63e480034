import crypto from 'node:crypto';
import { assertSafeKey, type MediaStorage } from './storage.server.ts';

// MediaStorage on S3-compatible object storage (AWS S3, Cloudflare R2, Backblaze B2, MinIO,
// Ceph, …) with plain fetch and AWS Signature Version 4 signed by hand: three calls (PUT,
// GET, DELETE of one object) do not justify the AWS SDK's size.

export type S3StorageOptions = {
  /** e.g. `https://s3.ap-south-1.amazonaws.com` or `http://127.0.0.1:9000`; default: AWS for the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary credentials only. */
  sessionToken?: string;
  /** `https://endpoint/bucket/key` (true, the default: works everywhere) or `https://bucket.endpoint/key`. */
  forcePathStyle?: boolean;
  /** Per request; default 30 s. */
  timeoutMs?: number;
};

/** Media keys never change their bytes, so browsers and CDNs may keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export class S3StorageError extends Error {
  override name = 'S3StorageError';
  readonly status: number;
  readonly code: string | undefined;
  constructor(message: string, status: number, code: string | undefined) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

function sha256Hex(data: string | Uint8Array): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}

function hmac(key: crypto.BinaryLike, data: string): Buffer {
  return crypto.createHmac('sha256', key).update(data).digest();
}

/** RFC 3986 percent-encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function amzDateOf(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export type SignS3RequestInput = {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body. */
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  date?: Date;
};

/**
 * Signs a request with AWS Signature Version 4 for the `s3` service and returns the headers
 * to send (the given ones plus x-amz-date, x-amz-content-sha256, x-amz-security-token when
 * there is one, and authorization; `host` is left to fetch, which sends `url.host`).
 */
export function signS3Request(input: SignS3RequestInput): Record<string, string> {
  const amzDate = amzDateOf(input.date ?? new Date());
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {}))
    headers[name.toLowerCase()] = value;
  headers['x-amz-date'] = amzDate;
  headers['x-amz-content-sha256'] = input.payloadHash;
  if (input.sessionToken) headers['x-amz-security-token'] = input.sessionToken;

  const toSign: Record<string, string> = { ...headers, host: input.url.host };
  const names = Object.keys(toSign).sort();
  const canonicalHeaders = names
    .map((n) => `${n}:${toSign[n]!.trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonicalQuery = [...input.url.searchParams]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : 1) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  // The path goes out as the URL holds it; object keys are encoded when the URL is built.
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');

  const scope = `${day}/${input.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), 's3'),
    'aws4_request',
  );
  const signature = crypto.createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}

/** The URL of an object: path style (`endpoint/bucket/key`) or virtual-hosted (`bucket.endpoint/key`). */
export function s3ObjectUrl(
  options: Pick<S3StorageOptions, 'endpoint' | 'region' | 'bucket' | 'forcePathStyle'>,
  key: string,
): URL {
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const encodedKey = key.split('/').map(encodeRfc3986).join('/');
  const url = new URL(endpoint.origin);
  if (options.forcePathStyle ?? true) {
    url.pathname = `${basePath}/${encodeRfc3986(options.bucket)}/${encodedKey}`;
  } else {
    url.hostname = `${options.bucket}.${endpoint.hostname}`;
    url.pathname = `${basePath}/${encodedKey}`;
  }
  return url;
}

async function failure(response: Response, what: string): Promise<S3StorageError> {
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1];
  return new S3StorageError(
    `S3 ${what} failed: ${response.status}${code ? ` ${code}` : ''}`,
    response.status,
    code,
  );
}

export function createS3Storage(options: S3StorageOptions): MediaStorage {
  if (!options.bucket) throw new Error('S3 storage needs a bucket');
  if (!options.accessKeyId || !options.secretAccessKey)
    throw new Error('S3 storage needs credentials');
  const timeoutMs = options.timeoutMs ?? 30_000;

  const send = async (
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: { bytes: Buffer; contentType: string },
  ): Promise<Response> => {
    assertSafeKey(key);
    const url = s3ObjectUrl(options, key);
    const headers = signS3Request({
      method,
      url,
      headers: body
        ? { 'content-type': body.contentType, 'cache-control': MEDIA_CACHE_CONTROL }
        : undefined,
      payloadHash: body ? sha256Hex(body.bytes) : EMPTY_SHA256,
      region: options.region,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      sessionToken: options.sessionToken,
    });
    return fetch(url, {
      method,
      headers,
      body: body ? new Uint8Array(body.bytes) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
  };

  return {
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, { bytes, contentType });
      if (!response.ok) throw await failure(response, `PUT ${key}`);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure(response, `GET ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send('DELETE', key);
      // S3 answers 204 whether or not the object existed; some compatible stores say 404.
      if (!response.ok && response.status !== 404) throw await failure(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
  };
}
