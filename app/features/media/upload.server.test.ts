import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, test } from 'vitest';
import { HEIC_INPUT_SUPPORTED } from './image-processing.server.ts';
import { asStorageFull } from './upload-error.ts';
import {
  UploadError,
  UPLOAD_TEMP_ROOT,
  pruneStaleUploadFolders,
  readMultipartImages,
  readUploadedImage,
  type ReadMultipartImagesOptions,
} from './upload.server.ts';

const MB = 1024 * 1024;
const BOUNDARY = '----NivasaTestBoundaryx7MA4YWxkTrZu0gW';
const LIMITS: ReadMultipartImagesOptions = {
  fieldName: 'photos',
  maxFiles: 20,
  maxFileBytes: 10 * MB,
};

type Part =
  | { name: string; value: string }
  | { name: string; fileName: string; contentType?: string; bytes: Buffer };

function multipartBody(parts: Part[], boundary = BOUNDARY): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    pieces.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      pieces.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n`));
      pieces.push(Buffer.from(part.value));
    } else {
      pieces.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      pieces.push(part.bytes);
    }
    pieces.push(Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

/** A body that hands out `chunkSize` bytes per pull and counts what was pulled. */
function countingStream(body: Buffer, chunkSize: number) {
  let offset = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= body.length) {
          controller.close();
          return;
        }
        const end = Math.min(offset + chunkSize, body.length);
        controller.enqueue(new Uint8Array(body.subarray(offset, end)));
        offset = end;
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => offset, cancelled: () => cancelled };
}

function streamedRequest(
  body: Buffer,
  {
    chunkSize = 64 * 1024,
    contentLength = false,
  }: { chunkSize?: number; contentLength?: boolean } = {},
) {
  const counter = countingStream(body, chunkSize);
  const headers = new Headers({ 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });
  if (contentLength) headers.set('content-length', String(body.length));
  const request = new Request('http://localhost/upload', {
    method: 'POST',
    headers,
    body: counter.stream,
    duplex: 'half',
  } as RequestInit);
  return { request, ...counter };
}

/** A request with the body a client would send for `form`, as bytes. */
async function formRequest(form: FormData): Promise<Request> {
  // NOTE: serialised first: cancelling a body that undici is still generating from a
  // FormData makes undici reject unhandled ("ReadableStream is already closed").
  const encoded = new Response(form);
  return new Request('http://localhost/upload', {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type')! },
    body: await encoded.arrayBuffer(),
  });
}

async function refusal(promise: Promise<unknown>): Promise<UploadError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadError);
  return error as UploadError;
}

let png: Buffer;
let jpeg: Buffer;
let pixelBomb: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  // 10,000 × 10,000 pixels of black: about 290 KB as a PNG, 100 megapixels once decoded.
  pixelBomb = await sharp({
    create: { width: 10_000, height: 10_000, channels: 3, background: '#000' },
  })
    .greyscale()
    .png({ compressionLevel: 9 })
    .toBuffer();
});

test('a PNG named photo.jpg and declared image/gif is accepted as a PNG: the bytes decide', async () => {
  const form = new FormData();
  form.append('photos', new File([new Uint8Array(png)], 'photo.jpg', { type: 'image/gif' }));
  const upload = await readMultipartImages(await formRequest(form), LIMITS);
  const { images } = upload;
  expect(images).toHaveLength(1);
  expect(images[0]).toMatchObject({ fileName: 'photo.jpg', type: 'png', width: 640, height: 480 });
  expect((await readUploadedImage(images[0]!)).equals(png)).toBe(true);
  // The file waits under a name of ours, never the browser's, and goes on dispose().
  expect(path.basename(images[0]!.path)).toMatch(/^\d+\.img$/);
  expect(images[0]!.path.startsWith(UPLOAD_TEMP_ROOT + path.sep)).toBe(true);
  await upload.dispose();
  await expect(fs.stat(images[0]!.path)).rejects.toThrow(/ENOENT/);
});

test('a text file named photo.jpg and declared image/jpeg is refused as not an image', async () => {
  const form = new FormData();
  const text = 'These are not the pixels you are looking for. '.repeat(20);
  form.append('photos', new File([text], 'photo.jpg', { type: 'image/jpeg' }));
  const error = await refusal(readMultipartImages(await formRequest(form), LIMITS));
  expect(error.code).toBe('not-an-image');
  expect(error.fileName).toBe('photo.jpg');
  expect(error.status).toBe(400);
});

test('a file that starts like a JPEG but is not one is refused as not an image', async () => {
  const form = new FormData();
  const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
  form.append('photos', new File([new Uint8Array(fake)], 'photo.jpg', { type: 'image/jpeg' }));
  const error = await refusal(readMultipartImages(await formRequest(form), LIMITS));
  expect(error.code).toBe('not-an-image');
});

test('text fields come back beside the images, and an empty file input is skipped', async () => {
  const form = new FormData();
  form.append('title', '3 BHK villa near Brodipet, Guntur');
  form.append('photos', new File([new Uint8Array(jpeg)], 'front.jpeg', { type: 'image/jpeg' }));
  form.append('cover', '0');
  form.append('photos', new File([new Uint8Array(png)], 'plan.png', { type: 'image/png' }));
  form.append('photos', new File([], '', { type: 'application/octet-stream' }));
  form.append('note', 'ఇల్లు అమ్మకానికి');
  const { fields, images } = await readMultipartImages(await formRequest(form), LIMITS);
  expect(images.map((i) => [i.fileName, i.type])).toEqual([
    ['front.jpeg', 'jpeg'],
    ['plan.png', 'png'],
  ]);
  expect([...fields.entries()]).toEqual([
    ['title', '3 BHK villa near Brodipet, Guntur'],
    ['cover', '0'],
    ['note', 'ఇల్లు అమ్మకానికి'],
  ]);
});

test('the parse is the same however the body is cut into chunks', async () => {
  const body = multipartBody([
    { name: 'title', value: 'Plot in Amaravati' },
    { name: 'photos', fileName: 'a.png', bytes: png },
    { name: 'other', fileName: 'ignored.bin', bytes: Buffer.from(`--${BOUNDARY.slice(0, 10)}`) },
    // What a browser sends for a file input left empty.
    { name: 'photos', fileName: '', bytes: Buffer.alloc(0) },
    { name: 'photos', fileName: 'b.jpg', bytes: jpeg },
  ]);
  for (const chunkSize of [1, 7, 4096, body.length]) {
    const { request } = streamedRequest(body, { chunkSize });
    const { fields, images, dispose } = await readMultipartImages(request, LIMITS);
    expect([...fields.keys()]).toEqual(['title']);
    expect(fields.get('title')).toBe('Plot in Amaravati');
    expect(images.map((i) => i.type)).toEqual(['png', 'jpeg']);
    expect((await readUploadedImage(images[0]!)).equals(png)).toBe(true);
    expect((await readUploadedImage(images[1]!)).equals(jpeg)).toBe(true);
    await dispose();
  }
});

test('a file of 10 MB and 1 byte is refused while streaming, without reading the rest of the body', async () => {
  // A real JPEG header, so only the size can refuse it, then padding to 10 MB + 1 byte.
  const tooLarge = Buffer.concat([jpeg, Buffer.alloc(10 * MB + 1 - jpeg.length, 0x20)]);
  const body = multipartBody([
    { name: 'title', value: 'Flat in Vijayawada' },
    { name: 'photos', fileName: 'huge.jpg', contentType: 'image/jpeg', bytes: tooLarge },
    {
      name: 'photos',
      fileName: 'next.jpg',
      contentType: 'image/jpeg',
      bytes: Buffer.alloc(8 * MB, 0x20),
    },
  ]);
  const chunkSize = 64 * 1024;
  const { request, pulled, cancelled } = streamedRequest(body, { chunkSize });
  const error = await refusal(readMultipartImages(request, LIMITS));
  expect(error.code).toBe('too-large');
  expect(error.status).toBe(413);
  expect(error.fileName).toBe('huge.jpg');
  // Stopped within a chunk or two of the limit: the next 8 MB were never pulled.
  expect(pulled()).toBeLessThanOrEqual(10 * MB + 1 + 2 * chunkSize + 1024);
  expect(pulled()).toBeLessThan(body.length - 7 * MB);
  expect(cancelled()).toBe(true);
});

test('photos wait on disk while the post is read, and a refused post leaves no file behind', async () => {
  const tempRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-upload-test-'));
  try {
    // 8 photos of ~4 MB each (a real PNG header, then padding sharp never reads).
    const big = Buffer.concat([png, Buffer.alloc(4 * MB, 0x20)]);
    const parts = Array.from({ length: 8 }, (_, n) => ({
      name: 'photos',
      fileName: `p${n}.png`,
      bytes: big,
    }));
    const body = multipartBody(parts);
    const heapBefore = process.memoryUsage().arrayBuffers;
    const { request } = streamedRequest(body, { chunkSize: 64 * 1024 });
    const upload = await readMultipartImages(request, { ...LIMITS, tempRoot });
    expect(upload.images).toHaveLength(8);
    for (const image of upload.images) {
      expect((await fs.stat(image.path)).size).toBe(big.length);
      expect(path.dirname(path.dirname(image.path))).toBe(tempRoot);
    }
    // The 32 MB of photos are in files, not held in memory by the reader.
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(8 * MB);
    await upload.dispose();
    expect(await fs.readdir(tempRoot)).toEqual([]);

    // Refused half way (the third file is too large): the two files already written go too.
    const refused = multipartBody([
      { name: 'photos', fileName: 'a.png', bytes: png },
      { name: 'photos', fileName: 'b.png', bytes: png },
      { name: 'photos', fileName: 'c.png', bytes: Buffer.concat([png, Buffer.alloc(10 * MB)]) },
    ]);
    const error = await refusal(
      readMultipartImages(streamedRequest(refused, { chunkSize: 64 * 1024 }).request, {
        ...LIMITS,
        tempRoot,
      }),
    );
    expect(error.code).toBe('too-large');
    expect(await fs.readdir(tempRoot)).toEqual([]);
  } finally {
    await fs.rm(tempRoot, { recursive: true, force: true });
  }
});

test('the folders a killed process left are pruned once older than the limit, live ones kept', async () => {
  const tempRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-upload-test-'));
  try {
    const hour = 60 * 60 * 1000;
    const now = Date.now();
    for (const name of ['post-old', 'post-live', 'other-old']) {
      await fs.mkdir(path.join(tempRoot, name));
      await fs.writeFile(path.join(tempRoot, name, 'photo-1'), png);
    }
    const twoHoursAgo = new Date(now - 2 * hour);
    for (const name of ['post-old', 'other-old'])
      await fs.utimes(path.join(tempRoot, name), twoHoursAgo, twoHoursAgo);
    expect(await pruneStaleUploadFolders(hour, tempRoot, now)).toBe(1);
    expect((await fs.readdir(tempRoot)).sort()).toEqual(['other-old', 'post-live']);
    // No folder at all (nothing uploaded since boot) is not an error.
    expect(await pruneStaleUploadFolders(hour, path.join(tempRoot, 'missing'), now)).toBe(0);
  } finally {
    await fs.rm(tempRoot, { recursive: true, force: true });
  }
});

test('a Content-Length over the total limit is refused before a byte is read', async () => {
  const body = multipartBody([{ name: 'photos', fileName: 'a.png', bytes: png }]);
  const { request, pulled } = streamedRequest(body, { contentLength: true });
  const error = await refusal(
    readMultipartImages(request, { ...LIMITS, maxTotalBytes: body.length - 1 }),
  );
  expect(error.code).toBe('too-large');
  expect(pulled()).toBe(0);
});

test('a body larger than the total limit is refused even without a Content-Length', async () => {
  const body = multipartBody([
    { name: 'photos', fileName: 'a.png', bytes: png },
    { name: 'photos', fileName: 'b.png', bytes: png },
  ]);
  const { request } = streamedRequest(body, { chunkSize: 1024 });
  const error = await refusal(
    readMultipartImages(request, { ...LIMITS, maxTotalBytes: png.length + 1000 }),
  );
  expect(error.code).toBe('too-large');
});

test('one image more than the limit is refused as too many before its bytes are read', async () => {
  const padding = Buffer.alloc(4 * MB, 0x20);
  const body = multipartBody([
    { name: 'photos', fileName: '1.png', bytes: png },
    { name: 'photos', fileName: '2.png', bytes: png },
    { name: 'photos', fileName: '3.jpg', bytes: Buffer.concat([jpeg, padding]) },
  ]);
  const { request, pulled } = streamedRequest(body, { chunkSize: 16 * 1024 });
  const error = await refusal(readMultipartImages(request, { ...LIMITS, maxFiles: 2 }));
  expect(error.code).toBe('too-many');
  expect(error.index).toBe(2);
  expect(error.fileName).toBe('3.jpg');
  expect(pulled()).toBeLessThan(body.length - 3 * MB);
});

test('a pixel bomb is refused by its header as too many pixels, without decoding it', async () => {
  expect(pixelBomb.length).toBeLessThan(1 * MB);
  const form = new FormData();
  form.append('photos', new File([new Uint8Array(png)], 'fine.png', { type: 'image/png' }));
  form.append('photos', new File([new Uint8Array(pixelBomb)], 'bomb.png', { type: 'image/png' }));
  const before = process.memoryUsage().rss;
  const started = Date.now();
  const error = await refusal(readMultipartImages(await formRequest(form), LIMITS));
  expect(error.code).toBe('too-many-pixels');
  expect(error.fileName).toBe('bomb.png');
  expect(error.index).toBe(1);
  // Decoding 100 megapixels would take seconds and hundreds of MB; reading a header does not.
  expect(Date.now() - started).toBeLessThan(2000);
  expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB);
});

test('a named file of zero bytes is refused as empty', async () => {
  const form = new FormData();
  form.append('photos', new File([], 'blank.jpg', { type: 'image/jpeg' }));
  const error = await refusal(readMultipartImages(await formRequest(form), LIMITS));
  expect(error.code).toBe('empty');
  expect(error.fileName).toBe('blank.jpg');
});

test('fewer images than the minimum is refused as empty', async () => {
  const form = new FormData();
  form.append('title', 'No photos yet');
  form.append('photos', new File([], '', { type: 'application/octet-stream' }));
  const error = await refusal(
    readMultipartImages(await formRequest(form), { ...LIMITS, minFiles: 1 }),
  );
  expect(error.code).toBe('empty');
});

test('files of other fields are not kept', async () => {
  const form = new FormData();
  form.append('photos', new File([new Uint8Array(png)], 'a.png'));
  form.append('brochure', new File(['%PDF-1.7 not an image'], 'brochure.pdf'));
  const { fields, images } = await readMultipartImages(await formRequest(form), LIMITS);
  expect(images).toHaveLength(1);
  expect(fields.has('brochure')).toBe(false);
});

test('a text field longer than its limit is refused as too large', async () => {
  const form = new FormData();
  form.append('description', 'x'.repeat(70 * 1024));
  const error = await refusal(readMultipartImages(await formRequest(form), LIMITS));
  expect(error.code).toBe('too-large');
});

test('a request that is not multipart, or whose body stops short, is refused as malformed', async () => {
  const urlEncoded = new Request('http://localhost/upload', {
    method: 'POST',
    body: new URLSearchParams({ title: 'x' }),
  });
  expect((await refusal(readMultipartImages(urlEncoded, LIMITS))).code).toBe('malformed');

  const body = multipartBody([{ name: 'photos', fileName: 'a.png', bytes: png }]);
  const { request } = streamedRequest(body.subarray(0, body.length - 30));
  expect((await refusal(readMultipartImages(request, LIMITS))).code).toBe('malformed');
});

test.skipIf(HEIC_INPUT_SUPPORTED)(
  'a HEIC photo is refused as not an image, because this sharp build cannot decode HEIC',
  async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(1000, 0),
    ]);
    const form = new FormData();
    form.append(
      'photos',
      new File([new Uint8Array(heic)], 'IMG_0001.HEIC', { type: 'image/heic' }),
    );
    const error = await refusal(readMultipartImages(await formRequest(form), LIMITS));
    expect(error.code).toBe('not-an-image');
  },
);

test('a full disk is a storage-full refusal (507, try later); other errors stay as they were', () => {
  const full = Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
  });
  const converted = asStorageFull(full);
  expect(converted).toBeInstanceOf(UploadError);
  expect((converted as UploadError).code).toBe('storage-full');
  expect((converted as UploadError).status).toBe(507);
  expect((converted as UploadError).cause).toBe(full);
  expect(
    (asStorageFull(Object.assign(new Error('quota'), { code: 'EDQUOT' })) as UploadError).code,
  ).toBe('storage-full');
  const other = Object.assign(new Error('EACCES'), { code: 'EACCES' });
  expect(asStorageFull(other)).toBe(other);
});
