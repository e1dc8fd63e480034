// `npm run bench`: issue 13's benchmark suite in one run. Each part prints its figures beside
// a reference measured in the same run, and the budget they are held to; the whole table goes
// to bench/results/<date>.json. bench/README.md explains every figure.
//
//   npm run bench                        # full run (1,000,000 listings on PostgreSQL)
//   npm run bench -- --quick             # under 3 minutes
//   npm run bench -- --only search,pages # some parts: search, pages, proxy, phone, cluster
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { markdownTable, writeResults, type Figure } from './lib/report.ts';
import { LOCAL_POSTGRES_URL } from '../tests/support/scratch-database.ts';
import { cleanUpAll } from './lib/scratch-db.ts';
import { REPO_ROOT } from './lib/app-server.ts';
import { runClusterBench } from './lib/cluster-bench.ts';
import { runServerParts } from './lib/pages-bench.ts';
import { runSearchBench } from './lib/search-bench.ts';
import { seconds } from './lib/stats.ts';

const PARTS = ['search', 'pages', 'proxy', 'phone', 'cluster'] as const;
type Part = (typeof PARTS)[number];

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`npm run bench -- [--quick] [--only ${PARTS.join(',')}] [--no-build]`);
  process.exit(0);
}

const parts: Part[] = values.only
  ? values.only.split(',').map((p) => {
      const part = p.trim() as Part;
      if (!PARTS.includes(part)) {
        console.error(`Unknown part "${p}": choose from ${PARTS.join(', ')}`);
        process.exit(2);
      }
      return part;
    })
  : [...PARTS];

const quick = values.quick;
const env = process.env;
const num = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const settings = {
  adminUrl: env.BENCH_DATABASE_URL || LOCAL_POSTGRES_URL,
  pgListings: num('BENCH_LISTINGS', quick ? 100_000 : 1_000_000),
  pgliteListings: num('BENCH_PGLITE_LISTINGS', 10_000),
  searchRuns: num('BENCH_RUNS', quick ? 10 : 40),
  loadSeconds: num('BENCH_LOAD_SECONDS', quick ? 3 : 8),
  fixedRateSeconds: num('BENCH_STEADY_SECONDS', quick ? 10 : 60),
  lighthouseRuns: num('BENCH_LIGHTHOUSE_RUNS', quick ? 1 : 3),
  portBase: num('BENCH_PORT_BASE', 3310),
  alertSearches: num('BENCH_ALERT_SEARCHES', quick ? 2_000 : 10_000),
  // The cluster part's listings, generated on its own primary (issue 29).
  clusterListings: num('BENCH_CLUSTER_LISTINGS', quick ? 20_000 : 100_000),
};

// Interrupted: drop the scratch databases and directories, stop the app and nginx, then exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up…`);
    void cleanUpAll().finally(() => process.exit(130));
  });
}

const figures: Figure[] = [];
const notes: string[] = [];
const log = (line: string) => console.log(line);
const startedAt = new Date();
const loadAtStart = os.loadavg().map((n) => Math.round(n * 100) / 100);
const started = performance.now();
let postgresVersion: string | undefined;

// Pages, proxy and phone share one running app (the production build on PGlite).
const serverParts = parts.filter((p) => p === 'pages' || p === 'proxy' || p === 'phone');

const steps: ('search' | 'server' | 'cluster')[] = [
  ...(parts.includes('search') ? (['search'] as const) : []),
  ...(serverParts.length ? (['server'] as const) : []),
  ...(parts.includes('cluster') ? (['cluster'] as const) : []),
];

// The production build: for the results pages on the million listings (search) and for the
// server parts. --no-build uses the build there is, if any.
let built = fs.existsSync(path.join(REPO_ROOT, 'build', 'server', 'index.js'));
if (!values['no-build'] && steps.length > 0) {
  log('Building the production app (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  built = result.status === 0;
  if (!built) notes.push('npm run build failed');
}

for (const part of steps) {
  const partStarted = performance.now();
  const title = part === 'server' ? serverParts.join(', ') : part;
  log(`\n## ${title}`);
  try {
    if (part === 'search') {
      postgresVersion = await runSearchBench(
        {
          adminUrl: settings.adminUrl,
          pgListings: settings.pgListings,
          pgliteListings: settings.pgliteListings,
          runs: settings.searchRuns,
          maxMsPerQuery: quick ? 800 : 3_000,
          referenceRuns: quick ? 1 : 3,
          limitMs: quick ? 30_000 : 300_000,
          databases: ['postgres', 'pglite'],
          // The results pages over HTTP need the production build (built once, below).
          pagesPort: built ? settings.portBase + 4 : undefined,
          alerts: {
            searches: settings.alertSearches,
            newPerDay: quick ? 200 : 1_000,
            pricePerDay: quick ? 100 : 500,
          },
        },
        figures,
        log,
      );
    } else if (part === 'cluster') {
      await runClusterBench(
        {
          listings: settings.clusterListings,
          loadSeconds: settings.loadSeconds,
          pacedSeconds: quick ? 5 : 20,
          rate: 20,
        },
        figures,
        log,
      );
    } else {
      const port = settings.portBase;
      await runServerParts(
        {
          adminUrl: settings.adminUrl,
          pages: serverParts.includes('pages'),
          proxy: serverParts.includes('proxy'),
          phone: serverParts.includes('phone'),
          // The PostgreSQL run seeds a second database (a minute or two here): full runs only.
          postgres: !quick,
          loadSeconds: settings.loadSeconds,
          fixedRateSeconds: settings.fixedRateSeconds,
          renderSeconds: quick ? 1 : 5,
          lighthouseRuns: settings.lighthouseRuns,
          reuseSeed: quick,
          ports: {
            app: port,
            nginxStatic: port + 1,
            nginxProxy: port + 2,
            appPostgres: port + 3,
            floor: port + 5,
          },
        },
        figures,
        log,
      );
    }
  } catch (error) {
    const message = `${title}: failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    console.error(message);
    notes.push(message);
  }
  log(`(${title} took ${seconds(performance.now() - partStarted)})`);
}

const durationSeconds = (performance.now() - started) / 1000;
const table = markdownTable(figures);
log(`\n## Results (${quick ? 'quick' : 'full'} run, ${seconds(durationSeconds * 1000)})\n`);
log(table);
const file = await writeResults(
  path.join(import.meta.dirname, 'results'),
  {
    date: startedAt.toISOString().slice(0, 10),
    startedAt: startedAt.toISOString(),
    durationSeconds: Math.round(durationSeconds),
    mode: quick ? 'quick' : 'full',
    parts,
    machine: {
      cpus: os.cpus().length,
      loadAverageAtStart: loadAtStart,
      loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
      node: process.version,
      ...(postgresVersion ? { postgres: postgresVersion } : {}),
    },
    settings: { ...settings, adminUrl: new URL(settings.adminUrl).host },
    figures,
    notes,
  },
  parts.length === PARTS.length,
);
log(`\nWritten to ${path.relative(process.cwd(), file)}`);
if (notes.length) process.exitCode = 1;
