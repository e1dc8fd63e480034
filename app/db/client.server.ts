import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs `fn` with a database session that holds a PostgreSQL advisory lock. */
  withAdvisoryLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL server: the pool itself (read routing sends a failed replica read here). */
  pool?: pg.Pool;
  /**
   * Calls `onMessage` for every NOTIFY on `channel` (from any process) and `onConnect` each time
   * the listening connection is made (again), when messages may have been missed. PostgreSQL
   * server only: PGlite is one process, which needs no message from itself.
   */
  listen?(channel: string, handlers: ListenHandlers): () => Promise<void>;
  /** PGlite only, for tests: the whole data folder as a tarball (`loadDataDir` takes it back). */
  dumpDataDir?(): Promise<Blob>;
};

type ListenHandlers = { onMessage(payload: string): void; onConnect?(): void };

export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolMax?: number | undefined;
  /** PostgreSQL server: a statement running longer is cancelled (none when unset). */
  statementTimeoutMs?: number | undefined;
  /** PostgreSQL server: how long a new connection may take (default 5 s). */
  connectTimeoutMs?: number | undefined;
  /** For tests: an in-memory PGlite. */
  inMemory?: boolean;
  /**
   * For tests: the in-memory PGlite starts from this dumped data folder (a migrated database,
   * tests/support/pglite-snapshot.ts) instead of creating one, which takes seconds.
   */
  loadDataDir?: Blob | undefined;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options);
}

async function openPostgres(
  databaseUrl: string,
  { poolMax = 10, statementTimeoutMs, connectTimeoutMs = 5_000 }: DatabaseOptions,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolMax,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    // Pages read a few rows along an index, so the planner's large-scan tools only cost time:
    // when it misjudges a filter it cannot estimate (a search's word signature reads as
    // matching nothing, so the walk looks like a whole-index scan), it compiled the query
    // (JIT, ~45 ms) and started parallel workers for a walk that stops after a page.
    // docs/decisions/006-search-in-postgresql.md.
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
    // The server cancels a statement past the limit; the client gives up a little later (a
    // server that stopped answering at all).
    ...(statementTimeoutMs
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 2_000 }
      : {}),
  });
  // A pool error on an idle client must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseStartError(
      `Cannot connect to DATABASE_URL (${redactUrl(databaseUrl)}): ${(error as Error).message}`,
    );
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async withAdvisoryLock(key, fn) {
      // Session-level advisory locks belong to one connection, so lock and work on the same one.
      const client = await pool.connect();
      try {
        // Migrations and the seed (the lock's users) may build indexes for longer than a page's
        // statement timeout allows.
        if (statementTimeoutMs) await client.query('SET statement_timeout = 0');
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn(drizzlePg(client, { schema }) as unknown as Db);
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]);
          if (statementTimeoutMs) await client.query('RESET statement_timeout');
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await pool.end();
    },
    pool,
    listen: (channel, handlers) => listenOn(databaseUrl, connectTimeoutMs, channel, handlers),
  };
}

/**
 * A connection of its own that LISTENs on `channel`, made again a second after it breaks (a
 * restarted server, a network cut) until the returned function stops it.
 */
function listenOn(
  databaseUrl: string,
  connectTimeoutMs: number,
  channel: string,
  handlers: ListenHandlers,
): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    client = next;
    const again = () => {
      if (stopped || client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      retry = setTimeout(() => void connect(), 1000);
      retry.unref();
    };
    next.on('error', again);
    next.on('end', again);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      handlers.onConnect?.();
    } catch {
      again();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

// PGlite's PostgreSQL lives in WebAssembly memory, which grows and never shrinks: PostgreSQL's
// defaults (128 MB of shared buffers, 64 MB per index build) would stay resident for the life of
// the process. The files are read through the operating system's cache anyway, so small buffers
// cost little (bench/README.md, Memory).
const PGLITE_MEMORY_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  let dataDir: string | undefined;
  if (!options.inMemory) {
    if (!options.dataDir) throw new DatabaseStartError('DATA_DIR is required for PGlite');
    dataDir = path.join(options.dataDir, 'pglite');
    try {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.accessSync(dataDir, fs.constants.W_OK);
    } catch (error) {
      throw new DatabaseStartError(
        `Data folder ${dataDir} is not writable: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      );
    }
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS],
    });
  } catch (error) {
    throw new DatabaseStartError(
      `Cannot open the embedded database in ${dataDir ?? 'memory'}: ${(error as Error).message}`,
    );
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async withAdvisoryLock(key, fn) {
      // PGlite is one connection inside this process; the lock keeps the code path identical.
      await client.query('SELECT pg_advisory_lock($1)', [key]);
      try {
        return await fn(db);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]);
      }
    },
    async ping() {
      await client.query('SELECT 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
    async dumpDataDir() {
      return client.dumpDataDir('none');
    },
  };
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
