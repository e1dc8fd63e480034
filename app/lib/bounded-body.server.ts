export type BoundedBody = { status: 'ok'; request: Request } | { status: 'too-large' };

// A post larger than its limit is still read to its end (and thrown away, never kept) up to
// this many times the limit, so that the browser, still sending, receives the 413 page
// instead of a reset connection. Beyond that the connection is cut.
const DRAIN_FACTOR = 4;

async function discard(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  budget: number,
): Promise<void> {
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
      if (seen > budget) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to answer.
  }
}

/**
 * Reads a small form post (the profile form: one image and a few fields) of at most
 * `maxBytes` into memory and hands back an equivalent request over those bytes.
 * A declared Content-Length over the limit, or a body that streams past it, is refused and
 * nothing more is kept: the rest is read and discarded (up to a bound) so the browser gets
 * the 413 answer rather than a reset connection.
 *
 * NOTE: the multipart parser (readMultipartImages) cancels the request body when it refuses a
 * file, which behind Express destroys the socket, so a browser would see a network error
 * instead of the field error; parsing the buffered copy keeps the connection whole.
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<BoundedBody> {
  const budget = maxBytes * DRAIN_FACTOR;
  const declared = request.headers.get('content-length');
  const reader = request.body?.getReader();
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > maxBytes) {
    if (reader) {
      if (Number(declared) > budget) await reader.cancel().catch(() => {});
      else await discard(reader, budget);
    }
    return { status: 'too-large' };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        chunks.length = 0;
        await discard(reader, budget - size);
        return { status: 'too-large' };
      }
      chunks.push(value);
    }
  }
  const headers = new Headers(request.headers);
  headers.set('content-length', String(size));
  return {
    status: 'ok',
    request: new Request(request.url, {
      method: request.method,
      headers,
      body: Buffer.concat(chunks),
    }),
  };
}
