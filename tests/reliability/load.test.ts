import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, test } from 'vitest';
import { generateListings } from '../../bench/lib/generate-listings.ts';
import { runLoad, type LoadResult } from '../../bench/lib/load.ts';
import { openDatabase } from '../../app/db/client.server.ts';
import { startChildServer, stopChildServer, type ChildServer } from '../support/child-server.ts';
import {
  createScratchDatabase,
  LOCAL_POSTGRES_URL,
  postgresAnswers,
} from '../support/scratch-database.ts';

// Issue 14, "Load on PostgreSQL with 1M listings": the production build on a scratch PostgreSQL
// database holding the demo data and 1,000,000 generated listings, then
//   - mixed traffic (home, results with filters, words, sorts and deep pages, listing details
//     across the million, the blog, other pages) at 100 requests a second for LOAD_SECONDS (120):
//     no error, every answer 2xx, RSS flat (the last quarter's peak within 10 % of the second
//     quarter's); the p95 is printed against its budget of 100 ms;
//   - a soak of the same mix at 50 a second for SOAK_SECONDS (600): the live JavaScript heap
//     (used heap right after a full collection) grows < 5 % from the soak's start to its end,
//     and the connections to PostgreSQL stay within the pool and do not creep up.
// Slow (about 15 minutes with the seeding) and a guard against slow drifts, so it runs in
// `npm run test:soak` only (SOAK=1; docs/decisions/016-ci-budget.md), and only where a
// PostgreSQL server answers (TEST_DATABASE_URL or the local service). LOAD_DATABASE_URL runs it
// on a database already loaded (kept afterwards). The heap is read with Node's own signals (a
// heap snapshot collects, a diagnostic report reads), so the app carries no metrics endpoint
// of its own.

const SOAK = process.env.SOAK === '1';
const ADMIN_URL = process.env.TEST_DATABASE_URL || LOCAL_POSTGRES_URL;
const LISTINGS = Number(process.env.LOAD_LISTINGS ?? 1_000_000);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 120);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const POOL_MAX = 10;

const run = promisify(execFile);
const CITIES = ['guntur', 'vijayawada', 'amaravati'];
const WORDS = ['flat', 'villa', 'rooftop garden', 'plot', 'east facing', 'parking', 'lift'];
const SORTS = ['default', 'new_arrivals', 'price_high_to_low', 'price_low_to_high'];
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

/** The kinds of request in the mix, with their share (per cent) and a path drawn afresh each time. */
function kindsOfRequest(ids: number[], posts: string[]) {
  return [
    { name: 'home', share: 10, path: () => '/' },
    {
      name: 'results by city',
      share: 15,
      path: () => `/shop?listing=${pick(['sell', 'rent'])}&city=${pick(CITIES)}`,
    },
    {
      name: 'results by words',
      share: 15,
      path: () => `/shop?q=${encodeURIComponent(pick(WORDS))}&sort=${pick(SORTS)}`,
    },
    {
      name: 'results by budget and BHK',
      share: 10,
      path: () =>
        `/shop?listing=sell&city=${pick(CITIES)}&min=20L&max=90L&bhk=${pick(['1bhk', '2bhk', '3bhk'])}&sort=${pick(SORTS)}`,
    },
    {
      name: 'results, deep pages',
      share: 5,
      path: () => `/shop?listing=sell&page=${1 + Math.floor(Math.random() * 40)}`,
    },
    { name: 'details', share: 30, path: () => `/product-details/${pick(ids)}` },
    { name: 'blog', share: 5, path: () => '/blog' },
    { name: 'blog post', share: 5, path: () => pick(posts) },
    { name: 'other pages', share: 5, path: () => pick(['/about', '/contact', '/service', '/faq']) },
  ];
}

type Kind = ReturnType<typeof kindsOfRequest>[number];

/** One request path of the mix, drawn afresh for every request. */
function mixedPath(kinds: Kind[]): string {
  let roll = Math.random() * 100;
  for (const kind of kinds) {
    if (roll < kind.share) return kind.path();
    roll -= kind.share;
  }
  return kinds[0]!.path();
}

/** Each kind alone, 10 requests one after another on the idle app: median and slowest. */
async function timeEachKind(server: ChildServer, kinds: Kind[]): Promise<string> {
  const parts: string[] = [];
  for (const kind of kinds) {
    const times: number[] = [];
    for (let n = 0; n < 10; n++) {
      const started = performance.now();
      await (await fetch(`${server.base}${kind.path()}`)).arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    parts.push(`${kind.name} ${times[5]!.toFixed(0)}/${times[9]!.toFixed(0)}`);
  }
  return parts.join(', ');
}

async function mixedLoad(
  server: ChildServer,
  kinds: Kind[],
  seconds: number,
  rate: number,
): Promise<LoadResult> {
  return runLoad({
    url: server.base,
    seconds,
    connections: 10,
    overallRate: rate,
    requests: [{ setupRequest: (request) => ({ ...request, path: mixedPath(kinds) }) }],
  });
}

/** A new file in `dir` (not in `before`) once it is whole: its path. */
async function newFile(dir: string, before: Set<string>, suffix: string): Promise<string> {
  let lastSize = -1;
  for (let waited = 0; waited < 60_000; waited += 100) {
    const name = fs.readdirSync(dir).find((file) => !before.has(file) && file.endsWith(suffix));
    if (name) {
      const size = fs.statSync(path.join(dir, name)).size;
      if (size > 0 && size === lastSize) return path.join(dir, name);
      lastSize = size;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${suffix} file within 60 s`);
}

/**
 * The app's used JavaScript heap in MB right after a full collection: a heap snapshot
 * (SIGUSR2, `--heapsnapshot-signal`) collects first; the diagnostic report that follows
 * (SIGWINCH, `--report-signal`) reads the heap. Both files are deleted.
 */
async function liveHeapMb(server: ChildServer, dir: string): Promise<number> {
  let before = new Set(fs.readdirSync(dir));
  server.process.kill('SIGUSR2');
  fs.rmSync(await newFile(dir, before, '.heapsnapshot'));
  before = new Set(fs.readdirSync(dir));
  server.process.kill('SIGWINCH');
  const file = await newFile(dir, before, '.json');
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    javascriptHeap: { usedMemory: number };
  };
  fs.rmSync(file);
  return report.javascriptHeap.usedMemory / 1024 / 1024;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
}

async function connectionsTo(database: string): Promise<number> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'",
      [database],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

const loadTest = SOAK && (await postgresAnswers(ADMIN_URL)) ? test : test.skip;

loadTest(
  `${LISTINGS.toLocaleString('en-US')} listings on PostgreSQL: mixed traffic at 100/s for ${LOAD_SECONDS} s, then a ${SOAK_SECONDS} s soak at 50/s`,
  async () => {
    // LOAD_DATABASE_URL: a database already holding the demo data and the listings (kept).
    const given = process.env.LOAD_DATABASE_URL;
    const database = given
      ? { name: new URL(given).pathname.slice(1), url: given, drop: async () => {} }
      : await createScratchDatabase(ADMIN_URL, 'nivasa_load');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-load-'));
    const reportDir = path.join(dataDir, 'reports');
    fs.mkdirSync(reportDir);
    let server: ChildServer | undefined;
    try {
      // The demo data (places, the agency's pages, the blog, the admin), then the million.
      const env = { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir };
      if (!given)
        await run(process.execPath, ['scripts/db-seed.ts'], { env, maxBuffer: 16 * 1024 * 1024 });
      const handle = await openDatabase({ databaseUrl: database.url, poolMax: 2 });
      let ids: number[];
      try {
        if (!given) {
          const started = Date.now();
          await generateListings(handle, LISTINGS);
          await handle.db.execute(sql`VACUUM ANALYZE`);
          console.log(`load: ${LISTINGS} listings generated in ${(Date.now() - started) / 1000} s`);
        }
        // 5,000 live listings spread over the whole table, for the details pages.
        const step = Math.max(1, Math.floor(LISTINGS / 5000));
        const result = await handle.db.execute(
          sql`SELECT id FROM properties WHERE status = 'active' AND id % ${step} = 0 LIMIT 5000`,
        );
        ids = (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
      } finally {
        await handle.close();
      }

      server = await startChildServer(
        {
          DATABASE_URL: database.url,
          DATABASE_POOL_MAX: String(POOL_MAX),
          LISTING_PAGES_PER_MINUTE: '1000000',
          MALLOC_ARENA_MAX: '2',
          GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=65536',
          LOG_LEVEL: 'warn',
          NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --report-on-signal --report-signal=SIGWINCH --report-directory=${reportDir} --diagnostic-dir=${reportDir}`,
        },
        { dataDir, readyTimeoutMs: 120_000 },
      );
      const blog = await (await fetch(`${server.base}/blog`)).text();
      const posts = [...new Set(blog.match(/\/blog-details\/\d+/g) ?? [])];
      expect(posts.length).toBeGreaterThan(0);
      const kinds = kindsOfRequest(ids, posts);

      // Warm-up, then the mixed load.
      await mixedLoad(server, kinds, 10, 50);
      // Which kinds cost what, alone (median/slowest of 10, ms): where the p95 comes from.
      console.log(`figure: each kind alone: ${await timeEachKind(server, kinds)}`);
      // RSS every 5 s: flat means the last quarter's peak is within 10 % of the second
      // quarter's (the first is the heap growing to its working size).
      const pid = server.process.pid!;
      const rss: number[] = [rssMb(pid)];
      const sampler = setInterval(() => rss.push(rssMb(pid)), 5000);
      const load = await mixedLoad(server, kinds, LOAD_SECONDS, 100).finally(() =>
        clearInterval(sampler),
      );
      rss.push(rssMb(pid));
      const quarter = Math.max(1, Math.floor(rss.length / 4));
      const secondQuarterPeak = Math.max(...rss.slice(quarter, 2 * quarter));
      const lastQuarterPeak = Math.max(...rss.slice(-quarter));
      console.log(
        `figure: mixed load at 100/s for ${LOAD_SECONDS} s: ${load.responses} responses, ${load.requestsPerSecond.toFixed(1)}/s, p50 ${load.p50} ms, p95 ${load.p95} ms, p99 ${load.p99} ms, errors ${load.errors}, non-2xx ${JSON.stringify(load.otherStatuses)}; RSS ${rss.map((mb) => mb.toFixed(0)).join(' ')} MB`,
      );
      // The speed is a figure against its budget (as the benches print them: timed asserts
      // flake on a shared machine); errors, answers and memory are asserted.
      console.log(
        `figure: mixed load p95 ${load.p95.toFixed(0)} ms against a budget of 100 ms: ${load.p95 <= 100 ? 'pass' : 'FAIL'}`,
      );
      expect(load.errors).toBe(0);
      expect(load.non2xx).toBe(0);
      expect(lastQuarterPeak).toBeLessThan(secondQuarterPeak * 1.1);

      // The soak: the live heap after a full collection at its start, middle and end;
      // connections to PostgreSQL every 15 s.
      const heap: number[] = [await liveHeapMb(server, reportDir)];
      const connections: number[] = [];
      const soak = mixedLoad(server, kinds, SOAK_SECONDS, 50);
      const soakStarted = Date.now();
      let middleTaken = false;
      while (Date.now() - soakStarted < (SOAK_SECONDS - 20) * 1000) {
        await new Promise((resolve) => setTimeout(resolve, 15_000));
        connections.push(await connectionsTo(database.name));
        if (!middleTaken && Date.now() - soakStarted > (SOAK_SECONDS * 1000) / 2) {
          middleTaken = true;
          heap.push(await liveHeapMb(server, reportDir));
        }
      }
      const soaked = await soak;
      heap.push(await liveHeapMb(server, reportDir));
      const growth = (heap.at(-1)! - heap[0]!) / heap[0]!;
      console.log(
        `figure: soak at 50/s for ${SOAK_SECONDS} s: ${soaked.responses} responses, p95 ${soaked.p95} ms, errors ${soaked.errors}, non-2xx ${JSON.stringify(soaked.otherStatuses)}; live heap (after a full GC) ${heap.map((mb) => mb.toFixed(1)).join(' → ')} MB (${(growth * 100).toFixed(1)} %); RSS ${rssMb(server.process.pid!).toFixed(0)} MB; connections to PostgreSQL ${connections.join(' ')} (pool ${POOL_MAX})`,
      );
      expect(soaked.errors).toBe(0);
      expect(soaked.non2xx).toBe(0);
      expect(growth).toBeLessThan(0.05);
      expect(Math.max(...connections)).toBeLessThanOrEqual(POOL_MAX);
      // No leak: the last sample is no higher than the highest of the first half.
      expect(connections.at(-1)!).toBeLessThanOrEqual(
        Math.max(...connections.slice(0, Math.ceil(connections.length / 2))),
      );
    } finally {
      if (server) await stopChildServer(server, true);
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  },
  (LOAD_SECONDS + SOAK_SECONDS + 600) * 1000,
);
