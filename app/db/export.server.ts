import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import type { Config } from '../config.server.ts';

// `npm run db:export` (scripts/db-export.ts): the embedded database (PGlite in DATA_DIR/pglite)
// as a plain SQL file that psql restores into an empty database on a PostgreSQL server, the way
// a site moves from PGlite to DATABASE_URL. The dump is pglite-tools' pg_dump, compiled to
// WebAssembly and run against the open PGlite: PGlite 0.5 is PostgreSQL 18 and its pg_dump is
// 18, so the file is written for a server of 18, with the few changes below so that a server of
// 15 to 18 takes it. pglite-tools hands the whole dump back at once (a string in memory),
// which suits the sizes an embedded database holds (the demo region: under 1 MB).

/** Why an export cannot be made: one line for the terminal. */
export class DatabaseExportError extends Error {
  override name = 'DatabaseExportError';
}

export type ExportResult = {
  /** The file written, as given (relative to the current folder, or absolute). */
  file: string;
  bytes: number;
};

// pg_dump's own choices, passed on: objects are owned by whoever restores the file and carry no
// grants (PGlite's only role is `postgres`, which the server's database may not have: an
// `ALTER … OWNER TO postgres` would stop the restore). pglite-tools always adds --inserts (its
// dump is meant for PGlite's exec(), which has no COPY … FROM stdin); a hundred rows to an
// INSERT keeps a restore of a large database from committing one row at a time.
const PG_DUMP_ARGS = ['--no-owner', '--no-acl', '--rows-per-insert=100'];

/** `nivasa-export-YYYY-MM-DD.sql`, with today's date on this machine. */
export function defaultExportFile(now: Date = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `nivasa-export-${day}.sql`;
}

/** The psql command that restores `file`, to print after an export. */
export function restoreCommand(file: string, url = '<url>'): string {
  return `psql -v ON_ERROR_STOP=1 -d ${url} -f ${shellWord(file)}`;
}

function shellWord(word: string): string {
  return /^[\w./:@%+=,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * The dump as a PostgreSQL server older than the dumping pg_dump restores it. Only the schema
 * part before the first table's data is edited: the data are INSERTs whose strings may hold any
 * text, even a line that reads like the statements below.
 *
 * - `SET transaction_timeout = 0;` (pg_dump 17 and later, in the preamble): the setting exists
 *   from PostgreSQL 17, and a server of 15 or 16 stops the restore at it ('unrecognized
 *   configuration parameter'). It guards a restore against a transaction_timeout set on the
 *   restoring role or database, so it is kept where the server knows it: set through
 *   set_config() for each row of pg_settings that names it, which is one row on 17 and later,
 *   none before.
 * - `COMMENT ON EXTENSION pg_trgm IS '…'`: only the extension's owner may comment on it. The
 *   restore creates the extension (its comment then comes from the extension itself, the same
 *   words), unless it is there already, as when a server's administrator enables extensions
 *   for the application's role: then the comment stops the restore ('must be owner of
 *   extension pg_trgm'). Dropped; nothing reads it.
 *
 * Also checked, nothing to change: pglite-tools already removes pg_dump's `\restrict` and
 * `\unrestrict` lines (psql before 15.14 and 17.6 knows neither); `SET
 * default_table_access_method = heap` is known from PostgreSQL 12; and `CREATE EXTENSION`
 * names no version, so the server installs its own pg_trgm (1.6 on 15 to 18, as in PGlite).
 */
function adaptDumpForOlderServers(dump: string): string {
  const dataStart = dump.indexOf('\n-- Data for Name: ');
  const cut = dataStart === -1 ? dump.length : dataStart;
  const schema = dump
    .slice(0, cut)
    .replace(
      /^SET transaction_timeout = 0;$/m,
      "SELECT pg_catalog.set_config(name, '0', false) FROM pg_catalog.pg_settings WHERE name = 'transaction_timeout';",
    )
    .replace(
      /\n\n\n--\n-- Name: EXTENSION \w+; Type: COMMENT; Schema: -; Owner: -\n--\n\nCOMMENT ON EXTENSION \w+ IS '(?:[^']|'')*';(?=\n)/g,
      '',
    );
  return schema + dump.slice(cut);
}

/**
 * Writes the embedded database of `config.dataDir` to `out` as plain SQL. Refuses when the site
 * uses a PostgreSQL server (DATABASE_URL), when the folder holds no database, when the database
 * looks open in another process, and when `out` exists.
 */
export async function exportPgliteDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir'>,
  out: string,
): Promise<ExportResult> {
  if (config.DATABASE_URL) {
    throw new DatabaseExportError(
      'DATABASE_URL is set: this site keeps its data on that PostgreSQL server, not in the embedded database; dump it with pg_dump instead (or unset DATABASE_URL to export DATA_DIR/pglite)',
    );
  }
  const dataDir = path.join(config.dataDir, 'pglite');
  // PGlite would make a new, empty database in a folder without one: look before opening.
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new DatabaseExportError(
      `No embedded database in ${dataDir}: check DATA_DIR (the site makes the database at its first start)`,
    );
  }
  // PGlite writes postmaster.pid while it has the folder open and removes it on close, but takes
  // no lock: a second process would open the same files beside the first, and both would write.
  if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new DatabaseExportError(
      `The embedded database in ${dataDir} is open in another process (postmaster.pid): stop the site first. If it is stopped, it was not stopped cleanly: start and stop it once, then export`,
    );
  }
  if (fs.existsSync(out)) {
    throw new DatabaseExportError(
      `${out} already exists: remove it, or name another file with --out`,
    );
  }

  let pg: PGlite;
  try {
    pg = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  } catch (error) {
    throw new DatabaseExportError(
      `Cannot open the embedded database in ${dataDir} (stop the site first: PGlite opens its folder in one process only): ${(error as Error).message}`,
    );
  }
  let dump: string;
  try {
    dump = await (await pgDump({ pg, args: PG_DUMP_ARGS })).text();
  } catch (error) {
    throw new DatabaseExportError(`pg_dump failed: ${(error as Error).message.trim()}`);
  } finally {
    await pg.close();
  }

  const body = adaptDumpForOlderServers(dump);
  // Whole or not at all: a partial file must never look like an export.
  const partial = `${out}.partial-${process.pid}`;
  try {
    await fs.promises.writeFile(partial, body);
    await fs.promises.rename(partial, out);
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw new DatabaseExportError(`Cannot write ${out}: ${(error as Error).message}`);
  }
  return { file: out, bytes: Buffer.byteLength(body) };
}
