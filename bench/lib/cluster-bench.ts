import pg from 'pg';
import { openDatabase } from '../../app/db/client.server.ts';
import { seedPlaces } from '../../seed/seed.ts';
import { startCluster } from '../../tests/cluster/cluster.ts';
import { freePort } from '../../tests/support/child-server.ts';
import { generateListings } from './generate-listings.ts';
import { runLoad, runPaced, type LoadResult } from './load.ts';
import { startDeployNginx } from './nginx.ts';
import { figure, formatNumber, type Figure } from './report.ts';
import { createScratchDir } from './scratch-db.ts';

// Part 6, `--only cluster` (issue 29): the cluster of `npm run test:cluster` (a PostgreSQL
// primary and streaming replica, three production app processes, nginx with deploy/nginx.conf)
// on this one machine, with generated listings. Pages per second through nginx in front of one
// process and in front of all three, past nginx's cache (a personal cookie, as a signed-in
// user's pages are): on one machine the ratio says what the processes cost each other, not
// what three machines would give. And a search's p95 read from the replica, beside the same
// load read from the primary (the read-your-writes cookie sends it there).

const RESULTS_PAGE = '/shop?listing=sell&city=guntur';
const SEARCH_PAGE = '/shop?listing=sell&type=flat&bhk=3&sort=price-asc';

export async function runClusterBench(
  options: { listings: number; loadSeconds: number; pacedSeconds: number; rate: number },
  figures: Figure[],
  log: (line: string) => void,
): Promise<void> {
  log(`Starting the cluster (primary, replica, S3 peer, 3 processes, nginx)…`);
  const cluster = await startCluster({
    processes: 3,
    env: { LISTING_PAGES_PER_MINUTE: '1000000', LOG_LEVEL: 'warn' },
    prepare: async (primaryUrl) => {
      const handle = await openDatabase({ databaseUrl: primaryUrl });
      try {
        await seedPlaces(handle.db);
        await generateListings(handle, options.listings);
        await handle.db.execute('ANALYZE');
      } finally {
        await handle.close();
      }
    },
  });
  const replica = new pg.Pool({ connectionString: cluster.replica!.url, max: 1 });
  const onePrefix = await createScratchDir('nginx-one-process');
  const one = await startDeployNginx(onePrefix.dir, await freePort(), [cluster.apps[0]!.port]);
  try {
    // The replica has replayed the listings before it is measured.
    for (const app of cluster.apps) {
      for (;;) {
        const ready = (await (await fetch(`${app.base}/readyz`)).json()) as {
          replicas?: { lagSeconds: number | null }[];
        };
        if (ready.replicas?.[0]?.lagSeconds === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const { rows } = await replica.query<{ id: number }>(
      "SELECT id FROM properties WHERE status = 'active' ORDER BY id LIMIT 1",
    );
    const pages = [
      { label: 'results page', path: RESULTS_PAGE },
      { label: 'details page', path: `/product-details/${rows[0]!.id}` },
    ];
    const latency = (result: LoadResult) =>
      `p50 ${formatNumber(result.p50, 'ms')} / p95 ${formatNumber(result.p95, 'ms')}; ${result.non2xx + result.errors} failed`;
    for (const page of pages) {
      const load = (base: string) =>
        runLoad({
          url: `${base}${page.path}`,
          seconds: options.loadSeconds,
          connections: 12,
          headers: { cookie: 'bench=personal' },
        });
      // Warm each process (its first render compiles the page's code paths).
      for (const app of cluster.apps) await load(app.base).catch(() => undefined);
      const single = await load(one.base);
      const three = await load(cluster.nginx.base);
      const ratio = three.requestsPerSecond / single.requestsPerSecond;
      log(
        `  ${page.label}: ${formatNumber(single.requestsPerSecond, 'req/s')} through nginx with 1 process, ${formatNumber(three.requestsPerSecond, 'req/s')} with 3 (×${formatNumber(ratio, '')})`,
      );
      figure(figures, {
        part: 'cluster · nginx, 3 processes, one machine',
        name: `${page.label}: req/s through nginx with 3 processes (12 connections, past the cache)`,
        value: three.requestsPerSecond,
        unit: 'req/s',
        detail: latency(three),
        reference: { name: '1 process', value: single.requestsPerSecond, unit: 'req/s' },
        ratio,
        ratioText: `×${formatNumber(ratio, '')} of 1 process (${latency(single)})`,
      });
    }

    // A search at a steady rate through one process: a visitor's reads go to the replica, the
    // same requests with the read-your-writes cookie to the primary.
    const replicaReads = async () => {
      const result = await replica.query<{ n: string }>(
        "SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = 'nivasa'",
      );
      return Number(result.rows[0]!.n);
    };
    const url = `${cluster.apps[0]!.base}${SEARCH_PAGE}`;
    await runPaced({ url, seconds: 2, rate: options.rate });
    const before = await replicaReads();
    const fromReplica = await runPaced({ url, seconds: options.pacedSeconds, rate: options.rate });
    const replicaTransactions = (await replicaReads()) - before;
    const fromPrimary = await runPaced({
      url,
      seconds: options.pacedSeconds,
      rate: options.rate,
      headers: { cookie: 'nivasa_fresh=1' },
    });
    log(
      `  search page at ${options.rate} req/s: p95 ${formatNumber(fromReplica.p95, 'ms')} from the replica (${replicaTransactions} replica transactions for ${fromReplica.responses} pages), ${formatNumber(fromPrimary.p95, 'ms')} from the primary`,
    );
    figure(figures, {
      part: 'cluster · replica',
      name: `search page ${SEARCH_PAGE} at ${options.rate} req/s, read from the replica: p95`,
      value: fromReplica.p95,
      unit: 'ms',
      detail: `p50 ${formatNumber(fromReplica.p50, 'ms')}; ${replicaTransactions} transactions on the replica for ${fromReplica.responses} pages; ${fromReplica.non2xx + fromReplica.errors} failed`,
      reference: { name: 'read from the primary', value: fromPrimary.p95, unit: 'ms' },
      ratio: fromReplica.p95 / fromPrimary.p95,
      ratioText: `×${formatNumber(fromReplica.p95 / fromPrimary.p95, '')} of the primary's`,
      budget: { op: '<=', limit: 200, text: '≤ 200 ms' },
    });
  } finally {
    await replica.end();
    await one.stop();
    await onePrefix.drop();
    await cluster.stop();
  }
}
