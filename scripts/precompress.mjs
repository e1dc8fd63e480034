// Compresses the client build once, at build time: next to every text asset (JavaScript, CSS,
// SVG, JSON) a `.br` (brotli, highest quality) and a `.gz` (gzip -9), which the server sends
// with the matching Content-Encoding (server/static-files.ts). Nothing is compressed per
// request. Files under 256 bytes, or that would not shrink, are left alone (a 450-byte entry script is
// 280 as brotli: every page loads three such small chunks).
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|map)$/;
const MIN_BYTES = 256;

const root = path.resolve(process.argv[2] ?? 'build/client');

async function* files(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let count = 0;
let raw = 0;
let br = 0;
for await (const file of files(root)) {
  const body = await fs.readFile(file);
  if (body.length < MIN_BYTES) continue;
  const [b, g] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  if (b.length < body.length) await fs.writeFile(`${file}.br`, b);
  if (g.length < body.length) await fs.writeFile(`${file}.gz`, g);
  count += 1;
  raw += body.length;
  br += Math.min(b.length, body.length);
}
const kb = (n) => `${Math.round(n / 1024)} KB`;
process.stdout.write(`precompress: ${count} files, ${kb(raw)} → ${kb(br)} brotli\n`);
