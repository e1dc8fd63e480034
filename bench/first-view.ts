// What a first visit downloads: for each page, the bytes that crossed the wire (as Chromium's
// network log counts them, after compression) by kind, the request count and the encodings,
// against a running production build (`npm run build && npm start`, or any BENCH_URL).
//
//   BENCH_URL=http://127.0.0.1:3000 node bench/first-view.ts [/path …]
//
// Budgets from issue 13: JavaScript ≤ 120 KB (gzip) per route, a first view ≤ 250 KB in ≤ 20
// requests. The measuring lives in bench/lib/first-view.ts, shared with `npm run bench`.
import {
  FIRST_VIEW_BUDGET as BUDGET,
  measureFirstView,
  realPaths,
  withinFirstViewBudget,
} from './lib/first-view.ts';

const base = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');

const kb = (n: number | undefined) => ((n ?? 0) / 1024).toFixed(1);
const paths = process.argv.slice(2);
if (paths.length === 0) {
  paths.push('/', '/shop?listing=sell&city=guntur', '/blog');
  const { details } = await realPaths(base);
  if (details) paths.splice(2, 0, details);
  // The same pages in Telugu and Hindi (issue 26: no more than English + 10 KB).
  for (const prefix of ['/te', '/hi']) {
    paths.push(`${prefix}`, `${prefix}/shop?listing=sell&city=guntur`);
    if (details) paths.push(`${prefix}${details}`);
  }
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
  const r = await measureFirstView(base, pathname);
  console.log(
    pathname.slice(0, 40).padEnd(40),
    kb(r.byKind.document).padStart(7),
    kb(r.byKind.script).padStart(5),
    kb(r.byKind.stylesheet).padStart(6),
    kb(r.byKind.image).padStart(6),
    kb(r.total).padStart(8),
    String(r.requests).padStart(3),
    [...r.encodings].map(([e, n]) => `${e}×${n}`).join(' '),
    withinFirstViewBudget(r) ? 'PASS' : 'FAIL',
  );
}
console.log(
  `Budgets: JS ≤ ${BUDGET.jsKb} KB, first view ≤ ${BUDGET.totalKb} KB in ≤ ${BUDGET.requests} requests.`,
);
