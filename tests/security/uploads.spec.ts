import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { registerAccount } from '../e2e/support/accounts.ts';
import { FLAT_FOR_SALE_FIELDS } from '../factories/listing-form-fields.ts';

// Issue 14, "Uploads": what the listing form's photo field refuses, and what a stored photo
// keeps of the file that was sent (nothing but pixels).

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructured first argument
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'security', 'the security project only');
});

type Photo = { name: string; mimeType: string; buffer: Buffer };

/** A signed-in owner's page on the add form, and a way to post the form with any files. */
async function poster(browser: Browser, baseURL: string) {
  const account = await registerAccount(browser, 'Uploader');
  const context = await browser.newContext({
    storageState: { cookies: account.cookies, origins: [] },
  });
  const page = await context.newPage();
  await page.goto('/add-listing');
  const city = await page.getByLabel('City').locator('option').nth(1).getAttribute('value');
  await page.getByLabel('City').selectOption(city!);
  const area = await page.getByLabel('Sub Location').locator('option').nth(1).getAttribute('value');
  const post = async (photos: Photo[], title = `Upload test ${Date.now()}`) => {
    const form = new FormData();
    const fields = { ...FLAT_FOR_SALE_FIELDS, bhk: '2bhk', title, cityId: city!, areaId: area! };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const photo of photos) {
      form.append(
        'photos',
        new File([new Uint8Array(photo.buffer)], photo.name, { type: photo.mimeType }),
      );
    }
    const started = Date.now();
    const response = await page.request.post('/add-listing', {
      multipart: form,
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    return { status: response.status(), text: await response.text(), ms: Date.now() - started };
  };
  return { page, post, close: () => context.close() };
}

/** A PNG whose header says width × height, with a few bytes of pixels: a decompression bomb. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const NOT_AN_IMAGE = 'Photos must be JPEG, PNG or WebP images';

test('files that are not photos are refused whatever their name and declared type', async ({
  browser,
  baseURL,
}) => {
  const owner = await poster(browser, baseURL!);
  const jpegBytes = await sharp({
    create: { width: 32, height: 32, channels: 3, background: '#888' },
  })
    .jpeg()
    .toBuffer();
  const spoofed: Photo[] = [
    {
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    },
    {
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
      ),
    },
    {
      name: 'shell.php.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<?php system($_GET["c"]); ?>'),
    },
    // A GIF/JavaScript polyglot: a real GIF header, script after it.
    {
      name: 'poly.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([
        Buffer.from('GIF89a/*'),
        Buffer.alloc(64),
        Buffer.from('*/=alert(1);'),
      ]),
    },
    // JPEG magic bytes, then HTML: starts like a photo, cannot be decoded as one.
    {
      name: 'fake.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([
        jpegBytes.subarray(0, 20),
        Buffer.from('<html><body>hi</body></html>'.repeat(20)),
      ]),
    },
  ];
  for (const photo of spoofed) {
    const answer = await owner.post([photo]);
    expect(answer.status, photo.name).toBeGreaterThanOrEqual(400);
    expect(answer.status, photo.name).toBeLessThan(500);
    expect(answer.text, photo.name).toContain(NOT_AN_IMAGE);
  }
  await owner.close();
});

test('a 14000 × 14000 pixel bomb is refused by its header in under 2 s, five at once without a crash', async ({
  browser,
  baseURL,
}) => {
  const owners = await Promise.all(Array.from({ length: 5 }, () => poster(browser, baseURL!)));
  const bomb = { name: 'bomb.png', mimeType: 'image/png', buffer: pngBomb(14_000, 14_000) };
  const answers = await Promise.all(owners.map((owner) => owner.post([bomb])));
  for (const answer of answers) {
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('A photo is too large: use one of at most 50 megapixels');
    expect(answer.ms).toBeLessThan(2000);
  }
  // Still serving.
  const home = await owners[0]!.page.request.get('/');
  expect(home.status()).toBe(200);
  await Promise.all(owners.map((owner) => owner.close()));
});

test('a 25 MB file is refused while it is still being sent', async ({ browser, baseURL }) => {
  const owner = await poster(browser, baseURL!);
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#444' } })
    .jpeg()
    .toBuffer();
  const big = Buffer.concat([jpeg, Buffer.alloc(25 * 1024 * 1024 - jpeg.length, 0x20)]);
  // The server stops reading at the limit: the answer is 413, or the connection is cut.
  const answer = await owner
    .post([{ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: big }])
    .catch((error: Error) => ({ status: 0, text: error.message, ms: 0 }));
  if (answer.status !== 0) {
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('Each photo can be at most 10 MB');
  } else {
    expect(answer.text).toMatch(/ECONNRESET|EPIPE|socket hang up/);
  }
  await owner.close();
});

test('a stored photo keeps no EXIF, GPS or other metadata, and its file name is ours', async ({
  browser,
  baseURL,
}) => {
  const owner = await poster(browser, baseURL!);
  const withGps = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 180, g: 60, b: 40 } },
  })
    .withExif({
      IFD0: { Make: 'LeakyPhone', Model: 'X1', Artist: 'Owner Name 9848012345' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '16/1 18/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '80/1 26/1 3600/100',
      },
    })
    .jpeg()
    .toBuffer();
  const sent = await sharp(withGps).metadata();
  expect(sent.exif).toBeDefined();

  const title = `GPS photo ${Date.now()}`;
  const answer = await owner.post(
    [{ name: '../../../../etc/passwd.jpg', mimeType: 'image/jpeg', buffer: withGps }],
    title,
  );
  expect(answer.status, answer.text).toBe(200);
  const id = /href="\/product-details\/(\d+)"[^>]*>View your listing/.exec(answer.text)?.[1];
  expect(id, 'the View your listing link').toBeTruthy();

  const edit = await owner.page.request.get(`/add-listing?edit=${id}`);
  const html = await edit.text();
  const urls = [
    ...new Set(html.match(/\/media\/listings\/[a-z0-9]{2}\/[a-z0-9]+-\d+\.webp/g) ?? []),
  ];
  expect(urls.length).toBeGreaterThan(0);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-exif-'));
  try {
    for (const url of urls) {
      expect(url).not.toContain('passwd');
      const response = await owner.page.request.get(url);
      expect(response.headers()['content-type']).toBe('image/webp');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      const bytes = await response.body();
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
      expect(meta.iptc, url).toBeUndefined();
      expect(bytes.includes(Buffer.from('LeakyPhone'))).toBe(false);
      const file = path.join(dir, path.basename(url));
      fs.writeFileSync(file, bytes);
      const tags = JSON.parse(
        execFileSync('exiftool', ['-json', '-a', '-G1', file], { encoding: 'utf8' }),
      )[0] as Record<string, unknown>;
      // Group:Tag names; only what exiftool says of itself and of the file may be there.
      const leaked = Object.keys(tags).filter(
        (tag) =>
          /^(IFD\d|ExifIFD|GPS|InteropIFD|MakerNotes|XMP|IPTC|ICC)/i.test(
            tag.split(':')[0] ?? '',
          ) || /GPS|Make|Model|Artist/.test(tag),
      );
      expect(leaked, url).toEqual([]);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  await owner.close();
});
