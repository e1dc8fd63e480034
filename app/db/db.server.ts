import type { Config } from '../config.server.ts';
import { openDatabase, type DatabaseHandle, type Db } from './client.server.ts';
import { runMigrations } from './migrate.server.ts';
import { cities } from './schema/index.ts';

// One database handle per process. It lives on globalThis because the dev server reloads
// modules, and PGlite can open its folder only once per process.
const globalStore = globalThis as typeof globalThis & { __nivasaDatabase?: DatabaseHandle };

export async function startDatabase(config: Config): Promise<DatabaseHandle> {
  if (globalStore.__nivasaDatabase) return globalStore.__nivasaDatabase;
  const handle = await openMigratedDatabase(config);
  globalStore.__nivasaDatabase = handle;
  return handle;
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
  globalStore.__nivasaDatabase = undefined;
  await handle?.close();
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: cities.id }).from(cities).limit(1);
  return rows.length === 0;
}
