import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Config } from '../config.server.ts';
import type { Logger } from 'pino';
import { openDatabase, type DatabaseHandle, type Db } from './client.server.ts';
import { runMigrations } from './migrate.server.ts';
import { createReadRouter, type ReadRouter, type ReplicaStatus } from './read-routing.server.ts';
import * as schema from './schema/index.ts';
import { cities } from './schema/index.ts';

// One database handle per process. It lives on globalThis because the dev server reloads
// modules, and PGlite can open its folder only once per process. With DATABASE_READ_URL, a
// second Drizzle client reads through the replicas (getReadDb, app/db/read-routing.server.ts).
const globalStore = globalThis as typeof globalThis & {
  __nivasaDatabase?: DatabaseHandle;
  __nivasaReads?: { router: ReadRouter; db: Db };
};

export async function startDatabase(
  config: Config,
  logger?: Pick<Logger, 'info' | 'warn'>,
): Promise<DatabaseHandle> {
  if (globalStore.__nivasaDatabase) return globalStore.__nivasaDatabase;
  const handle = await openMigratedDatabase(config);
  globalStore.__nivasaDatabase = handle;
  if (handle.pool && config.DATABASE_READ_URL?.length) {
    const router = createReadRouter(handle.pool, {
      urls: config.DATABASE_READ_URL,
      maxLagSeconds: config.DATABASE_READ_MAX_LAG_SECONDS,
      poolMax: config.DATABASE_POOL_MAX,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      onChange: (replica) => {
        if (replica.healthy) logger?.info({ replica: replica.label }, 'read replica in use');
        else
          logger?.warn(
            { replica: replica.label, lagSeconds: replica.lagSeconds },
            'read replica skipped: not answering or behind',
          );
      },
    });
    // A replica down at start is not fatal: reads go to the primary until it answers.
    await router.check();
    globalStore.__nivasaReads = {
      router,
      db: drizzlePg(router.client, { schema }) as unknown as Db,
    };
  }
  return handle;
}

/**
 * The Drizzle client for reads a replica may answer: search, listing pages, content. Inside a
 * GET request from someone who has not just written it reads from a well replica, otherwise
 * (and without replicas) from the primary. Never for a transaction or a write.
 */
export function getReadDb(): Db {
  return globalStore.__nivasaReads?.db ?? getDb();
}

/** Each replica's state, for /readyz and the cluster test; empty without replicas. */
export function replicaStatus(): ReplicaStatus[] {
  return globalStore.__nivasaReads?.router.status() ?? [];
}

/** Opens the configured database (PGlite in DATA_DIR, or DATABASE_URL) with every migration applied. */
export async function openMigratedDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolMax: config.DATABASE_POOL_MAX,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  });
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}

export function getDatabaseHandle(): DatabaseHandle {
  const handle = globalStore.__nivasaDatabase;
  if (!handle) throw new Error('The database has not been started (startDatabase)');
  return handle;
}

/** The Drizzle client for queries in feature `*.server.ts` modules. */
export function getDb(): Db {
  return getDatabaseHandle().db;
}

/** For tests: use this handle as the process database. */
export function setDatabaseHandle(handle: DatabaseHandle | undefined): void {
  globalStore.__nivasaDatabase = handle;
}

export async function stopDatabase(): Promise<void> {
  const handle = globalStore.__nivasaDatabase;
  const reads = globalStore.__nivasaReads;
  globalStore.__nivasaDatabase = undefined;
  globalStore.__nivasaReads = undefined;
  await reads?.router.close();
  await handle?.close();
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: cities.id }).from(cities).limit(1);
  return rows.length === 0;
}
