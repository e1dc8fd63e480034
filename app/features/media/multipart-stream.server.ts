import { UploadError } from './upload-error.ts';

// The multipart/form-data reader under readMultipartImages (upload.server.ts): RFC 7578 bodies
// as browsers send them, read as they stream in, each part handed to a sink as it arrives. It
// knows nothing of images or limits beyond its own header and boundary bounds; the sink
// decides what a part is worth keeping.

const MAX_HEADER_BYTES = 8 * 1024;
const MAX_BOUNDARY_LINE = 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

type PartHeaders = { name: string; fileName: string | null };

export type PartSink = {
  start(headers: PartHeaders): void;
  data(bytes: Buffer): Promise<void> | void;
  end(): Promise<void>;
};

export function malformed(message: string): UploadError {
  return new UploadError('malformed', message);
}

/** The boundary of a multipart/form-data Content-Type, or null. */
export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType) return null;
  const [type, ...params] = contentType.split(';');
  if (type?.trim().toLowerCase() !== 'multipart/form-data') return null;
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq === -1 || param.slice(0, eq).trim().toLowerCase() !== 'boundary') continue;
    let value = param.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1);
    return /^[0-9A-Za-z'()+_,\-./:=? ]{1,70}$/.test(value) && !value.endsWith(' ') ? value : null;
  }
  return null;
}

// Browsers percent-encode these three in names and file names (WHATWG HTML, multipart/form-data
// encoding) and escape nothing else.
function decodeDispositionValue(value: string): string {
  return value.replace(/%(22|0D|0A)/gi, (_m, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

function dispositionParam(disposition: string, param: 'name' | 'filename'): string | null {
  const match = new RegExp(`(?:^|;)\\s*${param}\\s*=\\s*(?:"([^"]*)"|([^;\\s"]+))`, 'i').exec(
    disposition,
  );
  if (!match) return null;
  return decodeDispositionValue(match[1] ?? match[2] ?? '');
}

function parsePartHeaders(block: string): PartHeaders {
  let disposition: string | null = null;
  for (const line of block.split('\r\n')) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon === -1) throw malformed('A part header has no colon');
    // Content-Type is ignored on purpose: the bytes decide what a file is.
    if (line.slice(0, colon).trim().toLowerCase() === 'content-disposition') {
      disposition = line.slice(colon + 1).trim();
    }
  }
  if (!disposition || !/^form-data\s*(;|$)/i.test(disposition)) {
    throw malformed('A part is not form-data');
  }
  const name = dispositionParam(disposition, 'name');
  if (name === null) throw malformed('A part has no name');
  return { name, fileName: dispositionParam(disposition, 'filename') };
}

/**
 * Feeds the body's chunks through the parts of a multipart body, calling `sink` as each
 * part starts, receives bytes and ends. Throws on a malformed or truncated body.
 */
export async function parseMultipartStream(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  boundary: string,
  sink: PartSink,
  onChunk: (bytes: number) => void,
): Promise<void> {
  // Every delimiter, the first included, is CRLF "--" boundary once a CRLF is put in front.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let buffer: Buffer = Buffer.from(CRLF);
  let state = 'preamble' as 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done';

  for (;;) {
    let progress = true;
    while (progress && state !== 'done') {
      progress = false;
      if (state === 'preamble') {
        const at = buffer.indexOf(delimiter);
        if (at === -1) {
          buffer = buffer.subarray(Math.max(0, buffer.length - delimiter.length + 1));
        } else {
          buffer = buffer.subarray(at + delimiter.length);
          state = 'after-delimiter';
          progress = true;
        }
      } else if (state === 'after-delimiter') {
        if (buffer.length >= 2 && buffer[0] === 0x2d && buffer[1] === 0x2d) {
          state = 'done';
          break;
        }
        const at = buffer.indexOf(CRLF);
        if (at === -1) {
          if (buffer.length > MAX_BOUNDARY_LINE) throw malformed('A boundary line is too long');
          continue;
        }
        // RFC 2046 allows spaces and tabs after a boundary ("transport padding").
        if (!/^[ \t]*$/.test(buffer.subarray(0, at).toString('latin1'))) {
          throw malformed('A boundary is followed by garbage');
        }
        buffer = buffer.subarray(at + CRLF.length);
        state = 'headers';
        progress = true;
      } else if (state === 'headers') {
        let block: string | null = null;
        if (buffer.length >= 2 && buffer[0] === 0x0d && buffer[1] === 0x0a) {
          block = '';
          buffer = buffer.subarray(2);
        } else {
          const at = buffer.indexOf(HEADER_END);
          if (at !== -1) {
            block = buffer.subarray(0, at).toString('utf8');
            buffer = buffer.subarray(at + HEADER_END.length);
          }
        }
        if (block === null) {
          if (buffer.length > MAX_HEADER_BYTES) throw malformed('A part has too many headers');
          continue;
        }
        if (block.length > MAX_HEADER_BYTES) throw malformed('A part has too many headers');
        sink.start(parsePartHeaders(block));
        state = 'body';
        progress = true;
      } else if (state === 'body') {
        const at = buffer.indexOf(delimiter);
        if (at === -1) {
          // Hand over all but a tail that could be the start of a delimiter.
          const safe = buffer.length - delimiter.length + 1;
          if (safe > 0) {
            await sink.data(buffer.subarray(0, safe));
            buffer = buffer.subarray(safe);
          }
        } else {
          if (at > 0) await sink.data(buffer.subarray(0, at));
          buffer = buffer.subarray(at + delimiter.length);
          await sink.end();
          state = 'after-delimiter';
          progress = true;
        }
      }
    }
    if (state === 'done') return;

    const { value, done } = await reader.read();
    if (done) throw malformed('The request body ended before the closing boundary');
    if (value.byteLength === 0) continue;
    onChunk(value.byteLength);
    const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
  }
}

/** Reads and drops up to `limit` more bytes of a body; cancels it if there are more. */
export async function drain(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limit: number,
): Promise<void> {
  let left = limit;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      left -= value.byteLength;
      if (left < 0) break;
    }
  } catch {
    return;
  }
  await reader.cancel().catch(() => {});
}
