import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../app/db/client.server.ts';
import { setDatabaseHandle } from '../../app/db/db.server.ts';
import { runMigrations } from '../../app/db/migrate.server.ts';
import { seedPlaces } from '../../seed/seed.ts';
import {
  EMPTY_CRITERIA,
  searchHref,
  type SearchCriteria,
} from '../../app/features/search/search-params.ts';
import { planSearch, searchListings } from '../../app/features/search/search.server.ts';
import { forgetWordStatistics } from '../../app/features/search/word-bits.server.ts';
import { measureAlerts, type AlertsBenchOptions } from './alerts-bench.ts';
import { startAppServer } from './app-server.ts';
import { generateListings } from './generate-listings.ts';
import { referenceSearch } from './reference-search.ts';
import { figure, formatNumber, type Budget, type Figure } from './report.ts';
import { createScratchDatabase, createScratchDir } from './scratch-db.ts';
import { REGION_BOUNDS, SHAPES } from './search-shapes.ts';
import Supercluster from 'supercluster';
import { percentiles, seconds, timeRuns, type Percentiles } from './stats.ts';

// Part 2 of `npm run bench` (with part 1, the data): the results pages' searches on N
// generated listings, on a scratch PostgreSQL database and a scratch PGlite directory. For each
// shape: searchListings() as the page calls it, and its page and count queries alone (from
// planSearch(), the function searchListings() itself uses), p50/p95/p99 after a warm-up; and
// for a few shapes the spec's original approach (everything into JavaScript) as the reference.

export type SearchOptions = {
  adminUrl: string;
  pgListings: number;
  pgliteListings: number;
  /** Timed runs per shape and query, and the wall-time cap per shape and query. */
  runs: number;
  maxMsPerQuery: number;
  referenceRuns: number;
  /** Wall time for the shapes on one database, after generating its listings. */
  limitMs: number;
  databases: ('postgres' | 'pglite')[];
  /**
   * Where the production build answers the results pages on the PostgreSQL scratch database
   * (the whole page over HTTP, issue 27); none to skip them (no build).
   */
  pagesPort?: number;
  /** The saved-search alert job on the same listings (none to skip it). */
  alerts?: AlertsBenchOptions;
};

// Shapes measured against the original approach too (each reference run loads every active
// listing, seconds at a million, so only a few).
const REFERENCE_SHAPES = new Set([
  'listing + city + type, price low to high',
  'budget range + BHK, price high to low',
  'full-text q "rooftop garden", relevance',
]);

/** The map's points, as MAP_POINTS_LIMIT's default. */
const MAP_POINTS = 1000;

const ms = (limit: number): Budget => ({ op: '<=', limit, text: `p95 ≤ ${limit} ms` });
const detail = (p: Percentiles) =>
  `p50 ${formatNumber(p.p50, '')} / p95 ${formatNumber(p.p95, '')} / p99 ${formatNumber(p.p99, '')} ms, ${p.runs} runs`;

/** The map's points for a map shape (MAP_POINTS_LIMIT's 1,000), and clustering them. */
async function measureMapPoints(
  criteria: SearchCriteria,
  plan: Awaited<ReturnType<typeof planSearch>>,
  where: {
    kind: 'postgres' | 'pglite';
    part: string;
    name: string;
    timing: { runs: number; maxMs: number; warmup: number };
  },
  figures: Figure[],
  log: (line: string) => void,
) {
  const { kind, part, name, timing } = where;
  let shown = 0;
  const points = percentiles(
    await timeRuns(async () => {
      shown = (await plan.pointsQuery(MAP_POINTS + 1)).length;
    }, timing),
  );
  const rows = await plan.pointsQuery(MAP_POINTS);
  // What the browser does with them (results-map.tsx): index them, then the clusters of the
  // region's view at zoom 10.
  const clustered = percentiles(
    await timeRuns(async () => {
      const index = new Supercluster({ radius: 56, maxZoom: 16 });
      index.load(
        rows.map((row) => ({
          type: 'Feature' as const,
          geometry: { type: 'Point' as const, coordinates: [row.longitude, row.latitude] },
          properties: { id: row.id },
        })),
      );
      const [south, west, north, east] = REGION_BOUNDS;
      index.getClusters([west, south, east, north], 10);
    }, timing),
  );
  log(
    `    map points: ${Math.min(shown, MAP_POINTS)}${shown > MAP_POINTS ? ' (capped)' : ''}, query ${formatNumber(points.p95, 'ms')} p95; clustering ${formatNumber(clustered.p95, 'ms')} p95`,
  );
  figure(figures, {
    part,
    name: `${name}: map points query p95`,
    value: points.p95,
    unit: 'ms',
    detail: `${detail(points)}; ${Math.min(shown, MAP_POINTS)} points${shown > MAP_POINTS ? ', capped' : ''}`,
    ...(kind === 'postgres' ? { budget: ms(60) } : {}),
  });
  figure(figures, {
    part,
    name: `${name}: clustering the points (supercluster, Node) p95`,
    value: clustered.p95,
    unit: 'ms',
    detail: detail(clustered),
  });
}

async function measureDatabase(
  kind: 'postgres' | 'pglite',
  options: SearchOptions,
  figures: Figure[],
  log: (line: string) => void,
) {
  let started = performance.now();
  const overTime = () => performance.now() - started > options.limitMs;
  const count = kind === 'postgres' ? options.pgListings : options.pgliteListings;
  const label = `${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${count.toLocaleString('en-US')}`;
  const part = `search · ${label}`;
  const scratch =
    kind === 'postgres'
      ? await createScratchDatabase(options.adminUrl)
      : await createScratchDir('pglite');
  let handle: DatabaseHandle | undefined;
  try {
    handle =
      kind === 'postgres'
        ? await openDatabase({ databaseUrl: (scratch as { url: string }).url, poolMax: 4 })
        : await openDatabase({ dataDir: (scratch as { dir: string }).dir });
    await runMigrations(handle);
    setDatabaseHandle(handle);
    await seedPlaces(handle.db);
    let t = performance.now();
    await generateListings(handle, count);
    const generatedMs = performance.now() - t;
    t = performance.now();
    await handle.db.execute(sql`VACUUM ANALYZE`);
    const analyzedMs = performance.now() - t;
    forgetWordStatistics();
    const active = await handle.db.execute(
      sql`SELECT count(*)::int AS n FROM properties WHERE status = 'active'`,
    );
    const activeCount = Number((active as unknown as { rows: { n: number }[] }).rows[0]?.n);
    log(
      `${label}: generated in ${seconds(generatedMs)}, VACUUM ANALYZE ${seconds(analyzedMs)}, ${activeCount.toLocaleString('en-US')} active`,
    );
    started = performance.now();
    figure(figures, {
      part,
      name: 'generate listings (INSERT … SELECT generate_series)',
      value: generatedMs / 1000,
      unit: 's',
      detail: `${activeCount.toLocaleString('en-US')} active; VACUUM ANALYZE ${seconds(analyzedMs)}`,
    });

    for (const shape of SHAPES) {
      if (overTime()) {
        figure(figures, {
          part,
          name: shape.name,
          value: NaN,
          unit: 'ms',
          note: 'not measured: time limit',
        });
        continue;
      }
      const criteria: SearchCriteria = { ...EMPTY_CRITERIA, ...shape.criteria };
      const pageSize = shape.pageSize ?? 12;
      const timing = { runs: options.runs, maxMs: options.maxMsPerQuery, warmup: 2 };
      let total = 0;
      const whole = percentiles(
        await timeRuns(async () => {
          total = (await searchListings(criteria, { pageSize })).total;
        }, timing),
      );
      const plan = await planSearch(criteria, { pageSize });
      const page = percentiles(await timeRuns(() => plan.pageQuery(criteria.page), timing));
      const counted = percentiles(await timeRuns(() => plan.countQuery(), timing));

      let reference: Percentiles | null = null;
      if (REFERENCE_SHAPES.has(shape.name) && options.referenceRuns > 0) {
        reference = percentiles(
          await timeRuns(() => referenceSearch(handle!, criteria, pageSize), {
            runs: options.referenceRuns,
            warmup: 0,
            minRuns: 1,
            maxMs: options.maxMsPerQuery * 2,
          }),
        );
      }
      log(
        `  ${shape.name}: ${total.toLocaleString('en-US')} matches (${plan.strategy}); searchListings ${detail(whole)}; page ${formatNumber(page.p95, 'ms')} p95; count ${formatNumber(counted.p95, 'ms')} p95${reference ? `; original approach p50 ${formatNumber(reference.p50, 'ms')}` : ''}`,
      );
      const name = `${shape.name} (${total.toLocaleString('en-US')} matches)`;
      figure(figures, {
        part,
        name: `${name}: searchListings p95`,
        value: whole.p95,
        unit: 'ms',
        detail: detail(whole),
        ...(reference
          ? {
              reference: { name: 'original approach p50', value: reference.p50, unit: 'ms' },
              ratio: reference.p50 / whole.p50,
              ratioText: `${formatNumber(reference.p50 / whole.p50, '×')} faster (p50)`,
            }
          : {}),
        ...(kind === 'pglite' ? { budget: ms(50) } : {}),
      });
      // The query budgets are set at a million listings, on PostgreSQL.
      const onServer = kind === 'postgres';
      figure(figures, {
        part,
        name: `${name}: page query p95`,
        value: page.p95,
        unit: 'ms',
        detail: `${detail(page)}${plan.strategy === 'planner' ? '' : `; ${plan.strategy}`}`,
        ...(onServer ? { budget: ms(shape.fullText ? 50 : 5) } : {}),
      });
      figure(figures, {
        part,
        name: `${name}: count query p95`,
        value: counted.p95,
        unit: 'ms',
        detail: detail(counted),
        ...(onServer ? { budget: ms(20) } : {}),
      });
      if (shape.name.startsWith('map:')) {
        await measureMapPoints(criteria, plan, { kind, part, name, timing }, figures, log);
      }
    }
    if (kind === 'postgres' && options.pagesPort && !overTime()) {
      await measureResultsPages((scratch as { url: string }).url, options, figures, part, log);
    }
    // Last: it adds accounts, searches and a day of changes to the listings.
    if (options.alerts) await measureAlerts(handle, options.alerts, figures, part, log);
    return kind === 'postgres'
      ? String(
          (
            (await handle.db.execute(sql`SHOW server_version`)) as unknown as {
              rows: { server_version: string }[];
            }
          ).rows[0]?.server_version,
        )
      : undefined;
  } finally {
    setDatabaseHandle(undefined);
    await handle?.close().catch(() => {});
    await scratch.drop();
  }
}

/**
 * The whole results page over HTTP, one client, for each shape (issue 27: ≤ 60 ms end to end
 * at a million listings): the production build on the same scratch database, so the figure
 * holds the places, the search, the page's other data, rendering and compression.
 */
async function measureResultsPages(
  databaseUrl: string,
  options: SearchOptions,
  figures: Figure[],
  part: string,
  log: (line: string) => void,
) {
  const data = await createScratchDir('search-app');
  const app = await startAppServer({
    port: options.pagesPort!,
    dataDir: data.dir,
    env: { DATABASE_URL: databaseUrl },
    timeoutMs: 60_000,
  });
  try {
    for (const shape of SHAPES) {
      const criteria: SearchCriteria = { ...EMPTY_CRITERIA, ...shape.criteria };
      const href = searchHref(shape.pageSize ? { ...criteria, perPage: null } : criteria);
      const url = `${app.base}${href}`;
      const times = await timeRuns(
        async () => {
          const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`${href} answered ${response.status}`);
        },
        { runs: options.runs, maxMs: options.maxMsPerQuery, warmup: 2 },
      );
      const whole = percentiles(times);
      log(`  page ${href}: ${detail(whole)}`);
      figure(figures, {
        part,
        name: `${shape.name}: whole results page over HTTP p95`,
        value: whole.p95,
        unit: 'ms',
        detail: `${detail(whole)}; ${href}`,
        budget: ms(60),
      });
    }
  } finally {
    await app.stop();
    await data.drop();
  }
}

/** Measures the search on each database in turn; returns the PostgreSQL server's version. */
export async function runSearchBench(
  options: SearchOptions,
  figures: Figure[],
  log: (line: string) => void,
): Promise<string | undefined> {
  let version: string | undefined;
  for (const kind of options.databases) {
    const v = await measureDatabase(kind, options, figures, log);
    version ??= v;
  }
  return version;
}
