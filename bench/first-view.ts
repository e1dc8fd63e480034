// What a first visit downloads: for each page, the bytes that crossed the wire (as Chromium's
// network log counts them, after compression) by kind, the request count and the encodings,
// against a running production build (`npm run build && npm start`, or any BENCH_URL).
//
//   BENCH_URL=http://127.0.0.1:3000 node bench/first-view.ts [/path …]
//
// Budgets from issue 13: JavaScript ≤ 120 KB (gzip) per route, a first view ≤ 250 KB in ≤ 20
// requests. Each page is loaded in a fresh browser context (an empty cache), at phone size.
import { chromium } from '@playwright/test';

type Kind = 'document' | 'script' | 'stylesheet' | 'image' | 'font' | 'fetch' | 'other';
const BUDGET = { jsKb: 120, totalKb: 250, requests: 20 };

const base = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const defaults = ['/', '/shop?listing=sell&city=guntur', '/blog'];

async function detailsPath(): Promise<string | null> {
  const html = await (await fetch(`${base}/`)).text();
  const id = /href="\/product-details\/(\d+)"/.exec(html)?.[1];
  return id ? `/product-details/${id}` : null;
}

async function measure(pathname: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map<string, { kind: Kind; url: string; encoding: string }>();
    const bytes = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => {
      const type = String(event.type).toLowerCase();
      const kind: Kind = (
        ['document', 'script', 'stylesheet', 'image', 'font', 'fetch'] as const
      ).includes(type as never)
        ? (type as Kind)
        : 'other';
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
      );
      requests.set(event.requestId, {
        kind,
        url: event.response.url,
        encoding: headers['content-encoding'] ?? 'none',
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      bytes.set(event.requestId, event.encodedDataLength);
    });
    await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
    const byKind: Partial<Record<Kind, number>> = {};
    const encodings = new Map<string, string>();
    for (const [id, request] of requests) {
      byKind[request.kind] = (byKind[request.kind] ?? 0) + (bytes.get(id) ?? 0);
      if (request.kind === 'script' || request.kind === 'stylesheet') {
        encodings.set(request.encoding, (encodings.get(request.encoding) ?? '') + '•');
      }
    }
    const total = [...bytes.values()].reduce((a, b) => a + b, 0);
    return { pathname, byKind, total, requests: requests.size, encodings };
  } finally {
    await browser.close();
  }
}

const kb = (n: number | undefined) => ((n ?? 0) / 1024).toFixed(1);
const paths = process.argv.slice(2);
if (paths.length === 0) {
  paths.push(...defaults);
  const details = await detailsPath();
  if (details) paths.splice(2, 0, details);
}

console.log(`First view at 360 px, empty cache, ${base}`);
console.log(
  'page'.padEnd(40),
  'HTML KB',
  'JS KB',
  'CSS KB',
  'img KB',
  'total KB',
  'req',
  'JS/CSS encodings',
);
for (const pathname of paths) {
  const r = await measure(pathname);
  const js = r.byKind.script ?? 0;
  const pass =
    js / 1024 <= BUDGET.jsKb && r.total / 1024 <= BUDGET.totalKb && r.requests <= BUDGET.requests;
  console.log(
    pathname.slice(0, 40).padEnd(40),
    kb(r.byKind.document).padStart(7),
    kb(js).padStart(5),
    kb(r.byKind.stylesheet).padStart(6),
    kb(r.byKind.image).padStart(6),
    kb(r.total).padStart(8),
    String(r.requests).padStart(3),
    [...r.encodings].map(([e, n]) => `${e}×${n.length}`).join(' '),
    pass ? 'PASS' : 'FAIL',
  );
}
console.log(
  `Budgets: JS ≤ ${BUDGET.jsKb} KB, first view ≤ ${BUDGET.totalKb} KB in ≤ ${BUDGET.requests} requests.`,
);
