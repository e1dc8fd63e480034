// The results pages' queries on 100,000 listings: EXPLAIN (ANALYZE, BUFFERS) and timings.
//
//   npm run bench:search
//   BENCH_DATABASE_URL=postgres://user@host:5432/postgres BENCH_LISTINGS=250000 npm run bench:search
//
// Creates a scratch database on the server, migrates it with the app's migrations, fills it
// with generated listings (INSERT … SELECT generate_series), ANALYZEs, then plans and times the
// main search shapes through the app's own query builder (planSearch / searchListings in
// app/features/search/search.server.ts), so what is measured is exactly what the app runs.
// The scratch database is dropped at the end. Results are written up in bench/README.md.

import pg from 'pg';
import { openDatabase } from '../app/db/client.server.ts';
import { setDatabaseHandle } from '../app/db/db.server.ts';
import { runMigrations } from '../app/db/migrate.server.ts';
import { seedPlaces } from '../seed/seed.ts';
import { EMPTY_CRITERIA, type SearchCriteria } from '../app/features/search/search-params.ts';
import { planSearch, searchListings } from '../app/features/search/search.server.ts';
import { generateListings } from './lib/generate-listings.ts';
import { LOCAL_POSTGRES_URL } from '../tests/support/scratch-database.ts';
import { createScratchDatabase } from './lib/scratch-db.ts';
import { SHAPES } from './lib/search-shapes.ts';
import { percentile } from './lib/stats.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || LOCAL_POSTGRES_URL;
const LISTINGS = Number(process.env.BENCH_LISTINGS || 100_000);
const RUNS = Number(process.env.BENCH_RUNS || 7);
const VERBOSE = process.env.BENCH_VERBOSE !== '0';
// For experiments: SQL run after the data is generated (e.g. a candidate index), and keeping
// the scratch database afterwards to look at it with psql.
const EXTRA_SQL = process.env.BENCH_EXTRA_SQL ?? '';
const KEEP = process.env.BENCH_KEEP === '1';
/** Only the shapes whose name holds this text (all when unset). */
const ONLY = process.env.BENCH_ONLY ?? '';

const log = (...args: unknown[]) => console.log(...args);

const SCAN_NAMES: Record<string, string> = {
  'Index Only Scan': 'index only',
  'Index Scan': 'index',
  'Index Scan Backward': 'backward',
  'Bitmap Index Scan': 'bitmap',
};

/** EXPLAIN (ANALYZE, BUFFERS), run three times; the fastest run is kept (the machine is shared). */
async function explain(client: pg.Client, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  let best: string[] = [];
  let execution = Infinity;
  for (let i = 0; i < 3; i++) {
    const result = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
    const lines = result.rows.map((row: Record<string, string>) => row['QUERY PLAN'] ?? '');
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(lines.join('\n'))?.[1] ?? NaN);
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
  return { lines: best, execution, seqScan, access };
}

async function main() {
  const scratch = await createScratchDatabase(ADMIN_URL);
  log(`Scratch database ${new URL(scratch.url).pathname.slice(1)} on ${new URL(ADMIN_URL).host}`);
  const handle = await openDatabase({ databaseUrl: scratch.url, poolMax: 4 });
  const client = new pg.Client({ connectionString: scratch.url });
  try {
    await runMigrations(handle);
    setDatabaseHandle(handle);
    await client.connect();
    const server = (await client.query('SHOW server_version')).rows[0]?.server_version;
    log(`PostgreSQL ${server}`);

    let started = performance.now();
    await seedPlaces(handle.db);
    await generateListings(handle, LISTINGS);
    log(
      `Generated ${LISTINGS.toLocaleString('en-IN')} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    if (EXTRA_SQL) {
      log(`Extra SQL: ${EXTRA_SQL}`);
      await client.query(EXTRA_SQL);
    }
    started = performance.now();
    await client.query('VACUUM ANALYZE');
    log(`VACUUM ANALYZE in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const stats = await client.query(
      `SELECT status, count(*)::int AS n FROM properties GROUP BY status ORDER BY n DESC`,
    );
    log(
      `Statuses: ${stats.rows.map((r: { status: string; n: number }) => `${r.status} ${r.n}`).join(', ')}`,
    );

    const summary: string[][] = [];
    for (const shape of SHAPES.filter((each) => each.name.includes(ONLY))) {
      const criteria: SearchCriteria = { ...EMPTY_CRITERIA, ...shape.criteria };
      const pageSize = shape.pageSize ?? 12;
      // Warm up, then time the whole search as the page does (places, count, page, covers).
      await searchListings(criteria, { pageSize });
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const result = await searchListings(criteria, { pageSize });
        times.push(result.tookMs);
        total = result.total;
      }
      const planStarted = performance.now();
      const plan = await planSearch(criteria, { pageSize });
      const resolveMs = performance.now() - planStarted;
      const page = await explain(client, plan.pageQuery(criteria.page));
      const count = await explain(client, plan.countQuery());
      log(`\n=== ${shape.name} (page size ${pageSize}) ===`);
      log(
        `matches ${total.toLocaleString('en-IN')} (${plan.strategy}); searchListings median ${percentile(times, 50).toFixed(1)} ms over ${RUNS} runs; place/text lookups ${resolveMs.toFixed(1)} ms`,
      );
      if (VERBOSE) {
        log('--- page query ---');
        log(plan.pageQuery(criteria.page).toSQL().sql);
        log(page.lines.join('\n'));
        log('--- count query ---');
        log(count.lines.join('\n'));
      }
      summary.push([
        shape.name,
        total.toLocaleString('en-IN'),
        `${page.execution.toFixed(2)}`,
        `${count.execution.toFixed(2)}`,
        `${percentile(times, 50).toFixed(1)}`,
        page.access,
        count.access,
      ]);
    }

    log(`\n## Summary: ${LISTINGS.toLocaleString('en-IN')} listings, PostgreSQL ${server}\n`);
    log(
      '| Shape | Matches | Page query (ms) | Count query (ms) | searchListings median (ms) | Page query reads properties by | Count reads properties by |',
    );
    log('|---|---:|---:|---:|---:|---|---|');
    for (const row of summary) log(`| ${row.join(' | ')} |`);
  } finally {
    setDatabaseHandle(undefined);
    await client.end().catch(() => {});
    await handle.close().catch(() => {});
    if (KEEP) {
      log(`\nScratch database kept: ${scratch.url}`);
    } else {
      await scratch.drop();
      log('\nScratch database dropped.');
    }
  }
}

await main();
