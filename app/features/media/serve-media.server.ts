import { MEDIA_CACHE_CONTROL } from './s3-storage.server.ts';
import { assertSafeKey, type MediaStorage } from './storage.server.ts';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/**
 * A response for `/media/<key>` read through the storage adapter, for when the files are not
 * in a local folder that Express serves (S3 without a public URL). Same headers as the local
 * route: a one-year immutable cache and nosniff; 404 for unknown or unsafe keys.
 */
export async function mediaResponse(storage: MediaStorage, key: string): Promise<Response> {
  try {
    assertSafeKey(key);
  } catch {
    return notFound();
  }
  const body = await storage.get(key);
  if (!body) return notFound();
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'Content-Length': String(body.byteLength),
      'Cache-Control': MEDIA_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}
