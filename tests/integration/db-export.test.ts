import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseConfig } from '../../app/config.server.ts';
import { openDatabase, type DatabaseHandle } from '../../app/db/client.server.ts';
import { openMigratedDatabase, setDatabaseHandle } from '../../app/db/db.server.ts';
import {
  DatabaseExportError,
  exportPgliteDatabase,
  restoreCommand,
  type ExportResult,
} from '../../app/db/export.server.ts';
import { runMigrations } from '../../app/db/migrate.server.ts';
import { cities } from '../../app/db/schema/index.ts';
import { IMAGE_WIDTHS } from '../../app/features/media/images.ts';
import { createLocalStorage } from '../../app/features/media/storage.server.ts';
import { EMPTY_CRITERIA } from '../../app/features/search/search-params.ts';
import { searchListings } from '../../app/features/search/search.server.ts';
import { seedDatabase } from '../../seed/seed.ts';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.ts';

// `npm run db:export` (app/db/export.server.ts): the embedded database, seeded with the demo
// region, written as SQL and restored with psql into a scratch database on the local
// PostgreSQL server (15 on these machines). The restored database holds the same rows, schema
// and sequences, and the app opens it as its DATABASE_URL without migrating anything.

const hasServer = Boolean(process.env.TEST_DATABASE_URL);
// The program of the command the export prints (psql), when this machine has it.
const hasPsql = spawnSync(restoreCommand('-').split(' ')[0]!, ['--version']).status === 0;

type Rows = Record<string, unknown>[];
type Run = (query: string) => Promise<Rows>;

let workDir: string;
let dataDir: string;
let exported: ExportResult;
let dump: string;
/** The exported PGlite, open again to compare against (which also keeps it open: see below). */
let source: DatabaseHandle;
const onSource: Run = async (query) =>
  ((await source.db.execute(sql.raw(query))) as unknown as { rows: Rows }).rows;

// The seed draws its 295 listing pictures (most of a minute); the rows are what is exported,
// so each listing picture is only a row here, with no files behind it.
let pictures = 0;
const pictureRowOnly = async () => ({
  storageKey: `listings/ex/export${++pictures}`,
  widths: [...IMAGE_WIDTHS],
  width: 1280,
  height: 960,
});

beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-export-'));
  dataDir = path.join(workDir, 'data');
  const handle = await openDatabase({ dataDir });
  try {
    await runMigrations(handle);
    await seedDatabase(handle.db, createLocalStorage(path.join(dataDir, 'media')), () => {}, {
      storePicture: pictureRowOnly,
    });
  } finally {
    await handle.close();
  }
  exported = await exportPgliteDatabase(
    { DATABASE_URL: undefined, dataDir },
    path.join(workDir, 'export.sql'),
  );
  dump = await fs.readFile(exported.file, 'utf8');
  source = await openDatabase({ dataDir });
  await onSource(`SET TimeZone = 'UTC'`);
});

afterAll(async () => {
  await source?.close();
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

test('an export is refused without an embedded database to read, or while it is open', async () => {
  const out = path.join(workDir, 'refused.sql');
  await expect(
    exportPgliteDatabase({ DATABASE_URL: 'postgres://nivasa@db/nivasa', dataDir }, out),
  ).rejects.toThrow(DatabaseExportError);
  await expect(
    exportPgliteDatabase({ DATABASE_URL: 'postgres://nivasa@db/nivasa', dataDir }, out),
  ).rejects.toThrow(/^DATABASE_URL is set: .*pg_dump/);

  // A folder without a database is not given a new, empty one.
  const empty = path.join(workDir, 'empty');
  await expect(
    exportPgliteDatabase({ DATABASE_URL: undefined, dataDir: empty }, out),
  ).rejects.toThrow(`No embedded database in ${path.join(empty, 'pglite')}`);
  await expect(fs.access(empty)).rejects.toThrow(/ENOENT/);

  // `source` has the folder open, as a running site would.
  await expect(exportPgliteDatabase({ DATABASE_URL: undefined, dataDir }, out)).rejects.toThrow(
    /is open in another process \(postmaster\.pid\): stop the site first/,
  );

  // An earlier export is never written over.
  const closed = path.join(workDir, 'closed');
  await fs.mkdir(path.join(closed, 'pglite'), { recursive: true });
  await fs.writeFile(path.join(closed, 'pglite', 'PG_VERSION'), '18\n');
  await expect(
    exportPgliteDatabase({ DATABASE_URL: undefined, dataDir: closed }, exported.file),
  ).rejects.toThrow(`${exported.file} already exists: remove it, or name another file with --out`);
  await expect(fs.readdir(workDir)).resolves.not.toContain('refused.sql');
});

test('the export is plain SQL without what a PostgreSQL server before 17 refuses', () => {
  expect(exported.bytes).toBe(Buffer.byteLength(dump));
  expect(dump).toMatch(/^-- Dumped by pg_dump version \d+/m);
  // pg_dump 17+ sets transaction_timeout, which PostgreSQL 15 and 16 do not know.
  expect(dump).not.toMatch(/^SET transaction_timeout/m);
  expect(dump).toContain("WHERE name = 'transaction_timeout';");
  // psql before 15.14 and 17.6 knows no \restrict; pglite-tools drops those lines.
  expect(dump).not.toMatch(/^\\(un)?restrict\b/m);
  expect(dump).toContain('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;');
  expect(dump).not.toContain('COMMENT ON EXTENSION');
  // Owned by whoever restores it: PGlite's role `postgres` need not exist on the server.
  expect(dump).not.toMatch(/OWNER TO|^GRANT /m);
  expect(dump).toContain('CREATE TABLE drizzle.__drizzle_migrations');
  expect(restoreCommand(exported.file)).toBe(
    `psql -v ON_ERROR_STOP=1 -d <url> -f ${exported.file}`,
  );
});

/** What must survive the move: every table's rows, the schema, the sequences and the listings. */
async function contentsOf(run: Run) {
  const tables = await run(`
    SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name
    FROM pg_tables WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`);
  const rowCounts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await run(`SELECT count(*)::int AS n FROM ${String(name)}`);
    rowCounts[String(name)] = Number(row?.n);
  }
  return {
    rowCounts,
    indexes: await run(`
      SELECT schemaname, tablename, indexname, indexdef FROM pg_indexes
      WHERE schemaname IN ('public', 'drizzle') ORDER BY 1, 2, 3`),
    constraints: await run(`
      SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS def
      FROM pg_constraint
      WHERE connamespace IN ('public'::regnamespace, 'drizzle'::regnamespace)
        -- PostgreSQL 18 (PGlite) also lists NOT NULL as constraints; 15 keeps them on columns.
        AND contype <> 'n'
      ORDER BY 1, 2`),
    sequences: await run(`
      SELECT schemaname, sequencename, last_value::text AS last_value FROM pg_sequences
      WHERE schemaname IN ('public', 'drizzle') ORDER BY 1, 2`),
    extensions: await run(`SELECT extname FROM pg_extension WHERE extname <> 'plpgsql'`),
    migrations: await run(
      `SELECT id, hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY id`,
    ),
    listings: (
      await run(`SELECT to_jsonb(p)::text AS row FROM public.properties p ORDER BY id`)
    ).map(({ row }) => JSON.parse(String(row)) as unknown),
  };
}

describe.skipIf(!hasServer || !hasPsql)('restored on the PostgreSQL server with psql', () => {
  let scratch: ScratchDatabase;
  let client: pg.Client;
  const onServer: Run = async (query) => (await client.query(query)).rows;
  let psqlOutput: { stdout: string; stderr: string };

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'nivasa_export');
    // The command the export prints, with the scratch database as its <url>.
    const [command, ...args] = restoreCommand(exported.file, scratch.url).split(' ');
    expect(command).toBe('psql');
    psqlOutput = await promisify(execFile)(command!, ['--quiet', ...args], {
      maxBuffer: 16 * 1024 * 1024,
    });
    client = new pg.Client({ connectionString: scratch.url, options: '-c TimeZone=UTC' });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await scratch?.drop();
  });

  test('psql restores the whole file without an error or a warning', () => {
    expect(psqlOutput.stderr).toBe('');
  });

  test('every table has the same rows, and the schema, sequences and listings are the same', async () => {
    const before = await contentsOf(onSource);
    const after = await contentsOf(onServer);
    expect(Object.keys(after.rowCounts)).toEqual(Object.keys(before.rowCounts));
    expect(Object.keys(before.rowCounts)).toContain('drizzle.__drizzle_migrations');
    expect(after.rowCounts).toEqual(before.rowCounts);
    expect(before.rowCounts['public.properties']).toBe(80);
    expect(after.indexes).toEqual(before.indexes);
    expect(after.indexes.map((index) => index.indexname)).toEqual(
      expect.arrayContaining(['areas_name_trgm_idx', 'cities_name_trgm_idx']),
    );
    expect(after.constraints).toEqual(before.constraints);
    expect(after.sequences).toEqual(before.sequences);
    expect(after.extensions).toEqual([{ extname: 'pg_trgm' }]);
    expect(after.migrations).toEqual(before.migrations);
    // Row for row, generated columns (the search vector) included.
    expect(after.listings).toEqual(before.listings);
  });

  test('the app opens the restored database as DATABASE_URL without migrating, and works on it', async () => {
    const journal = JSON.parse(await fs.readFile('drizzle/meta/_journal.json', 'utf8')) as {
      entries: unknown[];
    };
    const migrationCount = async () =>
      Number((await onServer('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'))[0]?.n);
    expect(await migrationCount()).toBe(journal.entries.length);

    const config = parseConfig({ DATABASE_URL: scratch.url, DATA_DIR: workDir });
    const app = await openMigratedDatabase(config);
    try {
      expect(await migrationCount()).toBe(journal.entries.length);

      // A new row takes the next id: the sequences went across with their values.
      const [lastCity] = await onSource('SELECT max(id)::int AS id FROM cities');
      const [tenali] = await app.db
        .insert(cities)
        .values({ name: 'Tenali', slug: 'tenali' })
        .returning({ id: cities.id });
      expect(tenali?.id).toBe(Number(lastCity?.id) + 1);

      // The search box: 'Gunturr' finds Guntur by trigram similarity (pg_trgm), then the
      // listings by the text index; the same page as on the embedded database.
      const criteria = { ...EMPTY_CRITERIA, q: '3 bhk flat Gunturr' };
      const search = async (handle: DatabaseHandle) => {
        setDatabaseHandle(handle);
        try {
          const { items, total, mentioned } = await searchListings(criteria, { pageSize: 12 });
          return { ids: items.map((item) => item.id), total, mentioned };
        } finally {
          setDatabaseHandle(undefined);
        }
      };
      const onPglite = await search(source);
      const onPostgres = await search(app);
      expect(onPostgres.mentioned.map((place) => place.name)).toEqual(['Guntur']);
      expect(onPostgres.total).toBeGreaterThan(0);
      expect(onPostgres).toEqual(onPglite);
    } finally {
      await app.close();
    }
  });
});

test('PGlite (PostgreSQL 18) loads the export too, and still sets transaction_timeout', async () => {
  const fresh = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await fresh.exec(`SET transaction_timeout = '1h'`);
    await fresh.exec(dump);
    const setting = await fresh.query<{ transaction_timeout: string }>('SHOW transaction_timeout');
    expect(setting.rows).toEqual([{ transaction_timeout: '0' }]);
    const count = await fresh.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM public.properties',
    );
    expect(count.rows).toEqual([{ n: 80 }]);
  } finally {
    await fresh.close();
  }
});
