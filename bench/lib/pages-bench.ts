import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startAppServer, type AppServer } from './app-server.ts';
import { realPaths } from './first-view.ts';
import { runLoad, runPaced, type LoadResult } from './load.ts';
import { startDeployNginx, startStaticNginx } from './nginx.ts';
import { runPhoneBench } from './phone-bench.ts';
import { localizedPath } from '../../app/i18n/locales.ts';
import { measureRenderReference } from './render-reference.ts';
import { figure, formatNumber, type Figure } from './report.ts';
import { createScratchDatabase, createScratchDir } from './scratch-db.ts';

// Parts 3 to 5 against the production build: pages under load (autocannon on loopback, with
// nginx serving the same HTML as static files and React's renderToString of the same route
// tree as references), the shipped deploy/nginx.conf in front of the app, and what a phone
// gets (Lighthouse). One app on PGlite with the demo data serves all three; a second run of
// the pages on a PostgreSQL scratch database gives the memory figure there.

export type ServerPartsOptions = {
  adminUrl: string;
  pages: boolean;
  proxy: boolean;
  phone: boolean;
  postgres: boolean;
  /** Seconds of autocannon per page (as fast as it goes, 10 connections). */
  loadSeconds: number;
  /** Seconds of the fixed-rate (100 req/s) run on the results page. */
  fixedRateSeconds: number;
  /** Seconds of each renderToString loop. */
  renderSeconds: number;
  lighthouseRuns: number;
  /**
   * Start from a copy of the demo data seeded by an earlier run (kept in the temporary
   * directory, keyed by the migrations and seed files) instead of seeding: --quick does, as the
   * seed takes a minute or more here. The RSS-after-seed figure is then RSS after start.
   */
  reuseSeed: boolean;
  /** Loopback ports: the app, nginx static, nginx proxy, the app on PostgreSQL, the floor. */
  ports: {
    app: number;
    nginxStatic: number;
    nginxProxy: number;
    appPostgres: number;
    floor: number;
  };
};

type Page = { label: string; path: string };

const RESULTS_PAGE = '/shop?listing=sell&city=guntur';
const FIXED_RATE = 100;

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${stderr}`)),
    );
  });
}

const latency = (r: LoadResult) => {
  const statuses = Object.entries(r.otherStatuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  return `p50 ${formatNumber(r.p50, '')} / p95 ${formatNumber(r.p95, '')} / p99 ${formatNumber(r.p99, '')} ms, ${r.errors} errors, ${r.non2xx} non-2xx${statuses ? ` (${statuses})` : ''}`;
};

/** Where a seeded PGlite data directory is kept for reuse, named by what the seed depends on. */
async function seedTemplateDir(): Promise<string> {
  const hash = crypto.createHash('sha256');
  for (const dir of ['drizzle', 'seed']) {
    const files = (await fs.readdir(path.join(REPO_ROOT, dir), { recursive: true })).sort();
    for (const file of files) {
      const full = path.join(REPO_ROOT, dir, file);
      if ((await fs.stat(full)).isFile()) hash.update(file).update(await fs.readFile(full));
    }
  }
  return path.join(os.tmpdir(), `nivasa-bench-seeded-${hash.digest('hex').slice(0, 12)}`);
}

async function exists(file: string) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function pagesOf(base: string): Promise<Page[]> {
  const { details, post } = await realPaths(base);
  if (!details || !post) throw new Error('no listing or blog post linked from / and /blog');
  return [
    { label: 'home', path: '/' },
    { label: 'results', path: RESULTS_PAGE },
    { label: 'details', path: details },
    { label: 'blog post', path: post },
  ];
}

/**
 * The fixed-rate run: p95 at 100 req/s evenly paced (runPaced), with RSS sampled each second;
 * then the same rate as autocannon's per-second bursts, for comparison with earlier runs.
 */
async function fixedRate(app: AppServer, seconds: number) {
  const samples: number[] = [app.memory().rssMb];
  const timer = setInterval(() => samples.push(app.memory().rssMb), 1000);
  try {
    const url = `${app.base}${RESULTS_PAGE}`;
    const result = await runPaced({ url, seconds, rate: FIXED_RATE, connections: 10 });
    samples.push(app.memory().rssMb);
    const bursts = await runLoad({
      url,
      seconds: burstSeconds(seconds),
      connections: 10,
      overallRate: FIXED_RATE,
    });
    return { result, bursts, samples };
  } finally {
    clearInterval(timer);
  }
}

const burstSeconds = (seconds: number) => Math.max(5, Math.round(seconds / 3));

/** The burst run's figure: no budget (the budget is the paced run's). */
function burstFigure(figures: Figure[], part: string, bursts: LoadResult, seconds: number) {
  figure(figures, {
    part,
    name: `results page at ${FIXED_RATE} req/s in autocannon's per-second bursts (10 connections) for ${burstSeconds(seconds)} s: p95`,
    value: bursts.p95,
    unit: 'ms',
    detail: latency(bursts),
    note: 'how runs before 2026-11-28 measured "a fixed 100 req/s": each second, 100 requests ten at a time, then a pause (load.ts)',
  });
}

export async function runServerParts(
  options: ServerPartsOptions,
  figures: Figure[],
  log: (line: string) => void,
): Promise<void> {
  const data = await createScratchDir('app');
  const template = await seedTemplateDir();
  const reused = options.reuseSeed && (await exists(template));
  if (reused) {
    await fs.cp(template, data.dir, { recursive: true });
    log(`Reusing the demo data seeded by an earlier run (${template})`);
  }
  let app: AppServer | undefined;
  let pages: Page[] = [];
  const loadResults = new Map<string, LoadResult>();
  try {
    const t = performance.now();
    app = await startAppServer({ port: options.ports.app, dataDir: data.dir, timeoutMs: 240_000 });
    const seeded = app.memory();
    log(
      `App on PGlite ${reused ? 'started' : 'seeded and listening'} in ${formatNumber((performance.now() - t) / 1000, 's')}; RSS ${formatNumber(seeded.rssMb, 'MB')} (peak ${formatNumber(seeded.peakMb, 'MB')})`,
    );
    pages = await pagesOf(app.base);
    const html = new Map<string, string>();
    for (const [i, page] of pages.entries()) {
      html.set(`${i}.html`, await (await fetch(`${app.base}${page.path}`)).text());
    }

    if (options.pages) {
      figure(figures, {
        part: 'pages · PGlite',
        name: reused
          ? 'server RSS after start (demo data reused)'
          : 'server RSS after the demo seed',
        value: seeded.rssMb,
        unit: 'MB',
        detail: `peak ${formatNumber(seeded.peakMb, 'MB')}${reused ? '' : ' while seeding'}`,
      });
      for (const page of pages) {
        const result = await runLoad({
          url: `${app.base}${page.path}`,
          seconds: options.loadSeconds,
        });
        loadResults.set(page.path, result);
        log(
          `  ${page.label} ${page.path}: ${formatNumber(result.requestsPerSecond, 'req/s')}, ${latency(result)}`,
        );
      }
      const { result: steady, bursts, samples } = await fixedRate(app, options.fixedRateSeconds);
      const start = samples[0] ?? NaN;
      const end = samples.at(-1) ?? NaN;
      log(
        `  results page at ${FIXED_RATE} req/s for ${options.fixedRateSeconds} s: ${latency(steady)}; RSS ${formatNumber(start, 'MB')} → ${formatNumber(end, 'MB')}; in bursts: ${latency(bursts)}`,
      );
      figure(figures, {
        part: 'pages · PGlite',
        name: `results page at a fixed ${FIXED_RATE} req/s (evenly paced) for ${options.fixedRateSeconds} s: p95`,
        value: steady.p95,
        unit: 'ms',
        detail: latency(steady),
        budget: { op: '<=', limit: 50, text: 'p95 ≤ 50 ms' },
      });
      burstFigure(figures, 'pages · PGlite', bursts, options.fixedRateSeconds);
      figure(figures, {
        part: 'pages · PGlite',
        name: `results page at a fixed ${FIXED_RATE} req/s: errors and non-2xx`,
        value: steady.errors + steady.non2xx + bursts.errors + bursts.non2xx,
        unit: '',
        detail: `${steady.responses + bursts.responses} responses`,
        budget: { op: '<=', limit: 0, text: 'none' },
      });
      figure(figures, {
        part: 'pages · PGlite',
        name: `RSS growth over the ${options.fixedRateSeconds} s fixed-rate run`,
        value: ((end - start) / start) * 100,
        unit: '%',
        detail: `${formatNumber(start, 'MB')} → ${formatNumber(end, 'MB')}, highest ${formatNumber(Math.max(...samples), 'MB')}`,
        budget: { op: '<=', limit: 10, text: 'flat: ≤ 10 % growth' },
      });
      const after = app.memory();
      figure(figures, {
        part: 'pages · PGlite',
        name: 'server RSS after the demo seed and the load runs',
        value: after.rssMb,
        unit: 'MB',
        detail: `peak ${formatNumber(after.peakMb, 'MB')} (VmHWM, includes the seed)`,
        budget: { op: '<=', limit: 500, text: '≤ 500 MB' },
      });
    }

    // nginx serving the same pages' HTML as static files: the ceiling for a page on this machine.
    const staticPrefix = await createScratchDir('nginx-static');
    const staticRates = new Map<string, LoadResult>();
    if (options.pages || options.proxy) {
      const nginx = await startStaticNginx(staticPrefix.dir, options.ports.nginxStatic, html);
      try {
        for (const [i, page] of pages.entries()) {
          await nginx.check(`/${i}.html`);
          const result = await runLoad({
            url: `${nginx.base}/${i}.html`,
            seconds: Math.max(2, Math.round(options.loadSeconds / 2)),
          });
          staticRates.set(page.path, result);
          log(`  nginx static ${page.label}: ${formatNumber(result.requestsPerSecond, 'req/s')}`);
        }
      } finally {
        await nginx.stop();
        await staticPrefix.drop();
      }
    }
    if (options.pages) {
      for (const page of pages) {
        const ours = loadResults.get(page.path)!;
        const ref = staticRates.get(page.path)!;
        figure(figures, {
          part: 'pages · PGlite',
          name: `${page.label} ${page.path}: req/s (10 connections)`,
          value: ours.requestsPerSecond,
          unit: 'req/s',
          detail: latency(ours),
          reference: { name: 'nginx static', value: ref.requestsPerSecond, unit: 'req/s' },
          ratio: ours.requestsPerSecond / ref.requestsPerSecond,
          ratioText: `${formatNumber((ours.requestsPerSecond / ref.requestsPerSecond) * 100, '%')} of nginx`,
        });
      }
    }

    if (options.proxy) {
      const proxyPrefix = await createScratchDir('nginx-proxy');
      const nginx = await startDeployNginx(
        proxyPrefix.dir,
        options.ports.nginxProxy,
        options.ports.app,
      );
      try {
        for (const page of pages) {
          const url = `${nginx.base}${page.path}`;
          await nginx.check(page.path);
          const first = (await fetch(url)).headers.get('x-cache-status') ?? 'none';
          const result = await runLoad({ url, seconds: options.loadSeconds });
          const last = (await fetch(url)).headers.get('x-cache-status') ?? 'none';
          const cacheControl = (await fetch(url)).headers.get('cache-control') ?? 'none';
          const ref = staticRates.get(page.path)!;
          const ratio = result.requestsPerSecond / ref.requestsPerSecond;
          log(
            `  through deploy/nginx.conf ${page.label}: ${formatNumber(result.requestsPerSecond, 'req/s')} (${formatNumber(ratio * 100, '%')} of static), cache ${first} → ${last}, Cache-Control: ${cacheControl}`,
          );
          figure(figures, {
            part: 'proxy · deploy/nginx.conf',
            name: `${page.label} ${page.path}: req/s through nginx`,
            value: result.requestsPerSecond,
            unit: 'req/s',
            detail: `${latency(result)}; X-Cache-Status ${first} then ${last}; app's Cache-Control: ${cacheControl}`,
            reference: { name: 'nginx static', value: ref.requestsPerSecond, unit: 'req/s' },
            ratio,
            ratioText: `${formatNumber(ratio * 100, '%')} of static`,
            budget: { op: '>=', limit: 0.3, text: '≥ 30 % of nginx static' },
            budgetOn: 'ratio',
          });
        }
        // A signed-in visitor (the session cookie, by its http and its https name) must never
        // get a cached page.
        const sessionCookies = ['nivasa_session', '__Host-nivasa_session'].map(
          (name) => `${name}=bench-not-a-session`,
        );
        let cached = 0;
        for (const page of pages) {
          for (const cookie of [...sessionCookies, ...sessionCookies]) {
            const status = (
              await fetch(`${nginx.base}${page.path}`, { headers: { cookie } })
            ).headers.get('x-cache-status');
            if (status === 'HIT' || status === 'STALE' || status === 'UPDATING') cached++;
          }
        }
        figure(figures, {
          part: 'proxy · deploy/nginx.conf',
          name: 'requests with the session cookie answered from the cache',
          value: cached,
          unit: '',
          detail: `${pages.length * 4} requests`,
          budget: { op: '<=', limit: 0, text: 'none' },
        });
      } finally {
        await nginx.stop();
        await proxyPrefix.drop();
      }
    }

    if (options.phone) {
      await runPhoneBench({
        base: app.base,
        // Each page, then the home, results and details pages in Telugu and Hindi beside them.
        paths: [
          ...pages,
          ...(['te', 'hi'] as const).flatMap((locale) =>
            pages
              .filter((page) => page.label !== 'blog post')
              .map((page) => ({
                label: `${page.label} (${locale})`,
                path: localizedPath(locale, page.path),
                sameAs: page.label,
              })),
          ),
        ],
        runs: options.lighthouseRuns,
        floorPort: options.ports.floor,
        figures,
        log,
      });
    }
  } catch (error) {
    // Stop the app before removing its data directory; stop() is safe to call twice.
    await app?.stop();
    await data.drop();
    throw error;
  } finally {
    await app?.stop();
  }

  try {
    if (options.pages) {
      // renderToString of the same route trees, in this process, with the app stopped (PGlite
      // opens its folder in one process only).
      const rates = await measureRenderReference({
        env: { DATA_DIR: data.dir },
        base: app!.base,
        paths: pages.map((p) => p.path),
        seconds: options.renderSeconds,
      });
      for (const [i, page] of pages.entries()) {
        const ours = loadResults.get(page.path)!;
        const rate = rates[i]!;
        const ratio = ours.requestsPerSecond / rate.rendersPerSecond;
        log(
          `  renderToString ${page.label}: ${formatNumber(rate.rendersPerSecond, '/s')} (${formatNumber(rate.htmlBytes / 1024, 'KB')} of HTML)`,
        );
        figure(figures, {
          part: 'pages · PGlite',
          name: `${page.label}: SSR req/s against renderToString of the same tree`,
          value: ours.requestsPerSecond,
          unit: 'req/s',
          reference: { name: 'renderToString', value: rate.rendersPerSecond, unit: '/s' },
          ratio,
          ratioText: `${formatNumber(ratio * 100, '%')}`,
          ...(page.path === RESULTS_PAGE
            ? {
                budget: { op: '>=' as const, limit: 0.25, text: '≥ 25 % of renderToString' },
                budgetOn: 'ratio' as const,
              }
            : {}),
        });
      }
    }
    if (!reused) {
      // Keep the seeded data for the next --quick run (the app's log left out).
      await fs.rm(template, { recursive: true, force: true });
      await fs.cp(data.dir, template, {
        recursive: true,
        filter: (source) => !source.endsWith('.log'),
      });
    }
  } finally {
    await data.drop();
  }

  if (options.pages && options.postgres) await postgresRun(options, figures, log);
}

/** The same pages with the app on a PostgreSQL scratch database seeded with the demo data. */
async function postgresRun(
  options: ServerPartsOptions,
  figures: Figure[],
  log: (line: string) => void,
) {
  const part = 'pages · PostgreSQL';
  const database = await createScratchDatabase(options.adminUrl);
  const data = await createScratchDir('app-pg');
  const env = { DATA_DIR: data.dir, DATABASE_URL: database.url };
  let app: AppServer | undefined;
  try {
    const t = performance.now();
    await run(process.execPath, ['scripts/db-seed.ts'], env);
    log(`Seeded ${database.name} in ${formatNumber((performance.now() - t) / 1000, 's')}`);
    app = await startAppServer({
      port: options.ports.appPostgres,
      dataDir: data.dir,
      env: { DATABASE_URL: database.url },
      timeoutMs: 60_000,
    });
    const started = app.memory();
    figure(figures, {
      part,
      name: 'server RSS after start (seeded by npm run db:seed)',
      value: started.rssMb,
      unit: 'MB',
    });
    const pages = await pagesOf(app.base);
    const seconds = Math.max(2, Math.round(options.loadSeconds * 0.8));
    for (const page of pages) {
      const result = await runLoad({ url: `${app.base}${page.path}`, seconds });
      log(
        `  ${page.label}: ${formatNumber(result.requestsPerSecond, 'req/s')}, ${latency(result)}`,
      );
      figure(figures, {
        part,
        name: `${page.label} ${page.path}: req/s (10 connections)`,
        value: result.requestsPerSecond,
        unit: 'req/s',
        detail: latency(result),
      });
    }
    const steadySeconds = Math.round(options.fixedRateSeconds / 2);
    const { result: steady, bursts, samples } = await fixedRate(app, steadySeconds);
    figure(figures, {
      part,
      name: `results page at a fixed ${FIXED_RATE} req/s (evenly paced) for ${steadySeconds} s: p95`,
      value: steady.p95,
      unit: 'ms',
      detail: `${latency(steady)}; RSS ${formatNumber(samples[0] ?? NaN, 'MB')} → ${formatNumber(samples.at(-1) ?? NaN, 'MB')}`,
      budget: { op: '<=', limit: 50, text: 'p95 ≤ 50 ms' },
    });
    burstFigure(figures, part, bursts, steadySeconds);
    const after = app.memory();
    figure(figures, {
      part,
      name: 'server RSS after the load runs',
      value: after.rssMb,
      unit: 'MB',
      detail: `peak ${formatNumber(after.peakMb, 'MB')}`,
      budget: { op: '<=', limit: 300, text: '≤ 300 MB' },
    });
  } finally {
    await app?.stop();
    await database.drop();
    await data.drop();
  }
}
