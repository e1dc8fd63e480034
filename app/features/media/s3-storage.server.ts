import crypto from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type MediaStorage } from './storage.server.ts';

// MediaStorage on S3-compatible object storage (AWS S3, Cloudflare R2, Backblaze B2, MinIO,
// Ceph, …) with plain fetch, requests signed (AWS Signature Version 4) by aws4fetch: four
// calls (PUT, GET, HEAD, DELETE of one object) do not justify the AWS SDK's size.

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

/** What HEAD says of a stored object (size: its Content-Length, when the store sent one). */
type S3ObjectInfo = { size: number | undefined; contentType: string | undefined };

/** The S3 adapter: a MediaStorage that can also say whether (and how big) an object is. */
export type S3Storage = MediaStorage & {
  /** The object's size and type, or null when there is none. */
  head(key: string): Promise<S3ObjectInfo | null>;
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

/** RFC 3986 percent-encoding for the URL's path (encodeURIComponent leaves !'()* alone). */
function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
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

export function createS3Storage(options: S3StorageOptions): S3Storage {
  if (!options.bucket) throw new Error('S3 storage needs a bucket');
  if (!options.accessKeyId || !options.secretAccessKey)
    throw new Error('S3 storage needs credentials');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    sessionToken: options.sessionToken,
    service: 's3',
    region: options.region,
    // aws4fetch tries a 5xx or 429 answer again, up to 10 times, by default. Here one request
    // is one attempt, as before: an upload or a /media/ read fails within its timeout instead.
    retries: 0,
  });

  const send = async (
    method: 'PUT' | 'GET' | 'HEAD' | 'DELETE',
    key: string,
    body?: { bytes: Buffer; contentType: string },
  ): Promise<Response> => {
    assertSafeKey(key);
    const headers: Record<string, string> = {
      // The body's hash, signed: the store refuses bytes that changed on the way
      // (aws4fetch would otherwise send UNSIGNED-PAYLOAD for S3).
      'x-amz-content-sha256': body
        ? crypto.createHash('sha256').update(body.bytes).digest('hex')
        : EMPTY_SHA256,
    };
    if (body) {
      headers['content-type'] = body.contentType;
      headers['cache-control'] = MEDIA_CACHE_CONTROL;
    }
    return client.fetch(s3ObjectUrl(options, key), {
      method,
      headers,
      body: body ? new Uint8Array(body.bytes) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
      // Sign every header given here, content-type too (aws4fetch leaves it out by default),
      // so the type the object is stored with is the one that was signed.
      aws: { allHeaders: true },
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
    async head(key) {
      const response = await send('HEAD', key);
      await response.body?.cancel();
      if (response.status === 404) return null;
      // A HEAD answer has no body, so no error code to read.
      if (!response.ok)
        throw new S3StorageError(
          `S3 HEAD ${key} failed: ${response.status}`,
          response.status,
          undefined,
        );
      const length = response.headers.get('content-length');
      return {
        size: length !== null && /^\d+$/.test(length) ? Number(length) : undefined,
        contentType: response.headers.get('content-type') ?? undefined,
      };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      // S3 answers 204 whether or not the object existed; some compatible stores say 404.
      if (!response.ok && response.status !== 404) throw await failure(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
  };
}
