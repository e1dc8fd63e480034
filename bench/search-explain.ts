// The results pages' queries at scale: EXPLAIN (ANALYZE, BUFFERS) and timings.
//
//   npm run bench:search
//   BENCH_LISTINGS=1000000 BENCH_RUNS=20 BENCH_VERBOSE=0 npm run bench:search
//   BENCH_DATABASE_URL=postgres://user@host:5432/postgres BENCH_LISTINGS=250000 npm run bench:search
//   BENCH_PGLITE=1 npm run bench:search          (the embedded database, 10,000 listings)
//
// Creates a scratch database on the server (or an in-memory PGlite), migrates it with the
// app's migrations, fills it with generated listings (INSERT … SELECT generate_series),
// ANALYZEs, then plans and times the main search shapes through the app's own query builder
// (planSearch / searchListings in app/features/search/search.server.ts), so what is measured
// is exactly what the app runs. The scratch database is dropped at the end. Results are
// written up in bench/README.md.

import crypto from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type Db } from '../app/db/client.server.ts';
import { setDatabaseHandle } from '../app/db/db.server.ts';
import { runMigrations } from '../app/db/migrate.server.ts';
import { seedPlaces } from '../app/db/seed/seed.server.ts';
import { EMPTY_CRITERIA, type SearchCriteria } from '../app/features/search/search-params.ts';
import { planSearch, searchListings } from '../app/features/search/search.server.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
// BENCH_PGLITE=1: the embedded database (in memory) instead of the server, 10,000 listings.
const PGLITE = process.env.BENCH_PGLITE === '1';
const LISTINGS = Number(process.env.BENCH_LISTINGS || (PGLITE ? 10_000 : 100_000));
const RUNS = Number(process.env.BENCH_RUNS || 7);
const VERBOSE = process.env.BENCH_VERBOSE !== '0';
// For experiments: SQL run after the data is generated (e.g. a candidate index), and keeping
// the scratch database afterwards to look at it with psql.
const EXTRA_SQL = process.env.BENCH_EXTRA_SQL ?? '';
const KEEP = process.env.BENCH_KEEP === '1';
// A scratch database kept by an earlier run (BENCH_KEEP=1): migrated to the current schema and
// measured again without generating listings (a million take about two minutes). Kept too.
const REUSE = process.env.BENCH_REUSE ?? '';

/** A search to measure; pageSize is the home and grid page's 12 unless told. */
type Shape = { name: string; criteria: Partial<SearchCriteria>; pageSize?: number };

const SHAPES: Shape[] = [
  { name: 'no criteria, default (newest) sort, page 1', criteria: {} },
  { name: '/shop: no criteria, page 1 of 4', criteria: {}, pageSize: 4 },
  {
    name: 'listing + city + type, price low to high',
    criteria: { listing: 'sell', city: 'guntur', types: ['flat'], sort: 'price_low_to_high' },
  },
  {
    name: 'listing + city + area + type (home search), newest',
    criteria: {
      listing: 'rent',
      city: 'vijayawada',
      area: 'benz-circle',
      types: ['flat', 'apartment'],
    },
  },
  {
    name: 'budget range + BHK, price high to low',
    criteria: {
      listing: 'sell',
      minPrice: 4_000_000,
      maxPrice: 10_000_000,
      bhk: ['2bhk', '3bhk'],
      sort: 'price_high_to_low',
    },
  },
  {
    name: 'budget + BHK + furnishing + possession, newest',
    criteria: {
      listing: 'rent',
      maxPrice: 20_000,
      bhk: ['2bhk'],
      furnishing: ['furnished', 'semi-furnished'],
      possession: ['ready-to-move'],
    },
  },
  { name: 'page 200, newest', criteria: { page: 200 } },
  {
    name: 'page 200, price low to high',
    criteria: { page: 200, sort: 'price_low_to_high' },
  },
  {
    name: 'full-text q "rooftop garden", relevance',
    criteria: { q: 'rooftop garden' },
  },
  {
    name: 'full-text q "villa pool", newest',
    criteria: { q: 'villa pool', sort: 'new_arrivals' },
  },
  { name: 'typo place q "brodipeta", relevance', criteria: { q: 'brodipeta' } },
  {
    name: 'place + word q "flat brodipeta", relevance',
    criteria: { q: 'flat brodipeta' },
  },
  {
    name: 'typo city q "vijaywada" + price sort',
    criteria: { q: 'vijaywada', sort: 'price_low_to_high' },
  },
];

const log = (...args: unknown[]) => console.log(...args);

async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = REUSE || `nivasa_bench_${crypto.randomBytes(5).toString('hex')}`;
  if (!REUSE) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * 1,000 owners and LISTINGS listings in one statement each. The spread follows the demo
 * catalogue: flats and apartments most common, rent only for built types, prices by kind
 * (rent per month), about 85 % active and the rest pending, closed, withdrawn or rejected.
 */
async function generateListings(handle: DatabaseHandle, count: number) {
  await handle.db.execute(sql`
    INSERT INTO users (phone, first_name, last_name, password_hash)
    SELECT '8' || lpad(g::text, 9, '0'), 'Owner', 'No. ' || g, 'not-a-hash'
    FROM generate_series(1, 1000) AS g
  `);
  await handle.db.execute(sql`
    WITH place AS (
      SELECT array_agg(a.id ORDER BY a.id) AS area_ids,
             array_agg(a.city_id ORDER BY a.id) AS city_ids,
             array_agg(a.name ORDER BY a.id) AS area_names,
             array_agg(a.pincode ORDER BY a.id) AS pincodes,
             count(*)::int AS n
      FROM areas a
    ),
    owner AS (SELECT min(id) AS first, count(*)::int AS n FROM users),
    raw AS (
      SELECT g, random() AS r_type, random() AS r_listing, random() AS r_status, random() AS r_price,
             random() AS r_bhk, random() AS r_furnish, random() AS r_possession, random() AS r_word,
             random() AS r_extra, 1 + floor(random() * (SELECT n FROM place))::int AS k,
             now() - random() * interval '365 days' AS created
      FROM generate_series(1, ${count}) AS g
    ),
    shaped AS (
      SELECT raw.*,
        CASE WHEN r_type < 0.30 THEN 'flat' WHEN r_type < 0.55 THEN 'apartment'
             WHEN r_type < 0.70 THEN 'independent-house' WHEN r_type < 0.78 THEN 'villa'
             WHEN r_type < 0.93 THEN 'plot' ELSE 'agricultural-land' END AS ptype
      FROM raw
    ),
    kinded AS (
      SELECT shaped.*,
        CASE WHEN ptype IN ('plot', 'agricultural-land') OR r_listing < 0.65 THEN 'sell' ELSE 'rent' END AS ltype
      FROM shaped
    )
    INSERT INTO properties (
      owner_id, title, description, property_type, listing_type, status, price, bhk, bathrooms,
      furnishing, possession_status, built_up_area, built_up_area_unit, area_sqft, facing,
      city_id, area_id, address, landmark, pincode, created_at, updated_at, confirmed_at
    )
    SELECT
      (SELECT first FROM owner) + (g % (SELECT n FROM owner)),
      CASE WHEN ptype IN ('plot', 'agricultural-land')
           THEN initcap(replace(ptype, '-', ' ')) || ' for sale in ' || place.area_names[k]
           ELSE (1 + floor(r_bhk * 4))::int || ' BHK ' || replace(ptype, '-', ' ')
                || CASE WHEN ltype = 'rent' THEN ' for rent in ' ELSE ' for sale in ' END || place.area_names[k]
      END,
      'A ' || (ARRAY['bright', 'spacious', 'quiet', 'well-kept', 'new', 'corner', 'east-facing', 'airy'])[1 + floor(r_word * 8)::int]
        || ' ' || replace(ptype, '-', ' ') || ' in ' || place.area_names[k] || ' with '
        || (ARRAY['covered parking', 'a lift and power backup', 'a borewell', 'a rooftop garden', 'a swimming pool',
                  'a children''s park', 'vaastu-compliant rooms', 'gated security', 'a modular kitchen', 'wide roads'])[1 + floor(r_extra * 10)::int]
        || ', close to schools, hospitals and the bus stand. Clear title and ready documents.',
      ptype::property_type,
      ltype::listing_type,
      (CASE WHEN r_status < 0.85 THEN 'active' WHEN r_status < 0.90 THEN 'pending'
            WHEN r_status < 0.94 THEN 'sold' WHEN r_status < 0.96 THEN 'rented'
            WHEN r_status < 0.98 THEN 'withdrawn' WHEN r_status < 0.99 THEN 'rejected' ELSE 'expired' END)::listing_status,
      CASE
        WHEN ltype = 'rent' THEN round((5000 + r_price * r_price * 75000) / 500) * 500
        WHEN ptype = 'agricultural-land' THEN round((3000000 + r_price * r_price * 97000000) / 100000) * 100000
        WHEN ptype = 'plot' THEN round((1000000 + r_price * r_price * 19000000) / 50000) * 50000
        WHEN ptype = 'villa' THEN round((10000000 + r_price * 20000000) / 100000) * 100000
        ELSE round((2000000 + r_price * r_price * 18000000) / 50000) * 50000
      END,
      CASE WHEN ptype IN ('plot', 'agricultural-land') THEN NULL
           ELSE (ARRAY['1rk', '1bhk', '2bhk', '3bhk', '3plus-bhk'])[1 + floor(r_bhk * 5)::int]::bhk END,
      CASE WHEN ptype IN ('plot', 'agricultural-land') THEN NULL
           ELSE (ARRAY['1', '2', '3', '3plus'])[1 + floor(r_bhk * 4)::int]::bathrooms END,
      CASE WHEN ptype IN ('plot', 'agricultural-land') THEN NULL
           ELSE (ARRAY['furnished', 'semi-furnished', 'unfurnished'])[1 + floor(r_furnish * 3)::int]::furnishing END,
      CASE WHEN ptype IN ('plot', 'agricultural-land')
           THEN (ARRAY['immediate', 'in-future'])[1 + floor(r_possession * 2)::int]::possession_status
           ELSE (ARRAY['ready-to-move', 'ready-to-move', 'ready-to-move', 'under-construction'])[1 + floor(r_possession * 4)::int]::possession_status END,
      CASE WHEN ptype IN ('plot', 'agricultural-land') THEN NULL ELSE 450 + round(r_bhk * 2500) END,
      CASE WHEN ptype IN ('plot', 'agricultural-land') THEN NULL ELSE 'sqft'::area_unit END,
      450 + round(r_bhk * 2500),
      (ARRAY['east', 'west', 'north', 'south', 'north-east', 'south-east'])[1 + floor(r_furnish * 6)::int]::facing,
      place.city_ids[k],
      place.area_ids[k],
      (1 + g % 40) || '-' || (1 + g % 17) || ', ' || place.area_names[k] || ' Main Road',
      place.area_names[k] || ' Centre',
      coalesce(place.pincodes[k], '522001'),
      created, created, created
    FROM kinded, place
  `);
}

const SCAN_NAMES: Record<string, string> = {
  'Index Only Scan': 'index only',
  'Index Scan': 'index',
  'Index Scan Backward': 'backward',
  'Bitmap Index Scan': 'bitmap',
};

/**
 * EXPLAIN (ANALYZE, BUFFERS), run `runs` times: the plan of the fastest run (the machine is
 * shared) and the execution times of all, for the median and p95.
 */
async function explain(db: Db, query: SQLWrapper, runs = 3) {
  let best: string[] = [];
  let execution = Infinity;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const rows = await rowsOf(db, sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
    const lines = rows.map((row) => String(row['QUERY PLAN'] ?? ''));
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(lines.join('\n'))?.[1] ?? NaN);
    times.push(ms);
    if (ms < execution) [best, execution] = [lines, ms];
  }
  const seqScan = best.some((line) => /Seq Scan on properties\b/.test(line));
  // How the plan reaches properties: the indexes it scans, for the summary table.
  const access = [
    ...new Set(
      best.flatMap((line) => {
        const index =
          /(Index Only Scan|Index Scan Backward|Index Scan|Bitmap Index Scan) (?:using |on )(properties_\w+)/.exec(
            line,
          );
        if (index) return [`${index[2]} (${SCAN_NAMES[index[1] ?? ''] ?? index[1]})`];
        return seqScan && /Seq Scan on properties\b/.test(line) ? ['Seq Scan'] : [];
      }),
    ),
  ].join(' + ');
  return { lines: best, execution, median: median(times), p95: p95(times), seqScan, access };
}

/** The rows of a statement, on PostgreSQL or PGlite (both drivers answer `{ rows }`). */
async function rowsOf(db: Db, query: SQLWrapper): Promise<Record<string, unknown>[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** The 95th percentile by nearest rank: the slowest of up to 20 runs. */
function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.95) - 1] ?? NaN;
}

async function main() {
  const scratch = PGLITE ? null : await createScratchDatabase();
  if (scratch) {
    log(`Scratch database ${new URL(scratch.url).pathname.slice(1)} on ${new URL(ADMIN_URL).host}`);
  }
  const handle = scratch
    ? await openDatabase({ databaseUrl: scratch.url, poolMax: 4 })
    : await openDatabase({ inMemory: true });
  const db = handle.db;
  try {
    await runMigrations(handle);
    setDatabaseHandle(handle);
    const [version] = await rowsOf(db, sql`SHOW server_version`);
    const server = `${PGLITE ? 'PGlite, ' : ''}PostgreSQL ${String(version?.server_version)}`;
    log(server);

    let started = performance.now();
    if (!REUSE) {
      await seedPlaces(handle.db);
      await generateListings(handle, LISTINGS);
      log(
        `Generated ${LISTINGS.toLocaleString('en-IN')} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    if (EXTRA_SQL) {
      log(`Extra SQL: ${EXTRA_SQL}`);
      await db.execute(sql.raw(EXTRA_SQL));
    }
    started = performance.now();
    await db.execute(sql`VACUUM ANALYZE`);
    log(`VACUUM ANALYZE in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const stats = await rowsOf(
      db,
      sql`SELECT status, count(*)::int AS n FROM properties GROUP BY status ORDER BY n DESC`,
    );
    log(`Statuses: ${stats.map((r) => `${String(r.status)} ${String(r.n)}`).join(', ')}`);

    const summary: string[][] = [];
    for (const shape of SHAPES) {
      const criteria: SearchCriteria = { ...EMPTY_CRITERIA, ...shape.criteria };
      const pageSize = shape.pageSize ?? 12;
      // Warm up, then time the whole search as the page does (places, count, page, covers).
      await searchListings(criteria, { pageSize });
      const times: number[] = [];
      let shown = '';
      let pageShown = criteria.page;
      for (let i = 0; i < RUNS; i++) {
        const result = await searchListings(criteria, { pageSize });
        times.push(result.tookMs);
        shown = `${result.total.toLocaleString('en-IN')}${result.capped ? '+' : ''}`;
        pageShown = result.page;
      }
      const planStarted = performance.now();
      const plan = await planSearch(criteria, { pageSize });
      const resolveMs = performance.now() - planStarted;
      // The page the app shows: a page beyond the count cap becomes the last page.
      const page = await explain(db, plan.pageQuery(pageShown), RUNS);
      const count = await explain(db, plan.countQuery(), RUNS);
      // The exact count, as the app counted before SEARCH_COUNT_CAP: for the matches column
      // and as the reference the capped count is compared with.
      const exactPlan = await planSearch(criteria, { pageSize, countCap: 2 ** 31 - 2 });
      const exactQuery = exactPlan.countQuery();
      const exact = await explain(db, exactQuery);
      const [exactRow] = await rowsOf(db, exactQuery);
      const matches = Number(Object.values(exactRow ?? {})[0]);
      log(`\n=== ${shape.name} (page size ${pageSize}) ===`);
      log(
        `matches ${matches.toLocaleString('en-IN')}, shown as ${shown}, page ${pageShown}; searchListings median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms over ${RUNS} runs; place/text lookups ${resolveMs.toFixed(1)} ms`,
      );
      if (VERBOSE) {
        log('--- page query ---');
        log(plan.pageQuery(pageShown).toSQL().sql);
        log(page.lines.join('\n'));
        log('--- count query ---');
        log(count.lines.join('\n'));
      }
      summary.push([
        shape.name,
        matches.toLocaleString('en-IN'),
        pageShown === criteria.page ? shown : `${shown}, page ${pageShown}`,
        `${page.median.toFixed(2)} / ${page.p95.toFixed(2)}`,
        `${count.median.toFixed(2)} / ${count.p95.toFixed(2)}`,
        `${exact.execution.toFixed(2)}`,
        `${median(times).toFixed(1)} / ${p95(times).toFixed(1)}`,
        page.access,
        count.access,
      ]);
    }

    log(`\n## Summary: ${LISTINGS.toLocaleString('en-IN')} listings, ${server}\n`);
    log(
      `Query times are EXPLAIN ANALYZE execution times, median / p95 of ${RUNS} runs; the exact count is the fastest of 3.\n`,
    );
    log(
      '| Shape | Matches | Shown as | Page query (ms) | Count query (ms) | Exact count (ms) | searchListings median / p95 (ms) | Page query reads properties by | Count reads properties by |',
    );
    log('|---|---:|---:|---:|---:|---:|---:|---|---|');
    for (const row of summary) log(`| ${row.join(' | ')} |`);
  } finally {
    setDatabaseHandle(undefined);
    await handle.close().catch(() => {});
    if (!scratch) {
      // PGlite lived in memory only.
    } else if (KEEP || REUSE) {
      log(`\nScratch database kept: ${scratch.url}`);
    } else {
      await scratch.drop();
      log('\nScratch database dropped.');
    }
  }
}

await main();
