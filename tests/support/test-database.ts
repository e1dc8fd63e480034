import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../app/db/client.server.ts';
import { setDatabaseHandle } from '../../app/db/db.server.ts';
import { runMigrations } from '../../app/db/migrate.server.ts';
import { pgliteSnapshot } from './pglite-snapshot.ts';
import { createScratchDatabase } from './scratch-database.ts';

export type DatabaseTarget = 'pglite' | 'postgres';

/**
 * The databases the integration tests run on: the embedded PGlite always, and the PostgreSQL
 * server named by TEST_DATABASE_URL when it is set (CI sets it to the local service).
 */
export function databaseTargets(): DatabaseTarget[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated database: in-memory PGlite, or a scratch database on the server. */
export async function createTestDatabase(target: DatabaseTarget): Promise<{
  handle: DatabaseHandle;
  url?: string;
  dispose(): Promise<void>;
}> {
  if (target === 'pglite') {
    const handle = await openDatabase({ inMemory: true, loadDataDir: await pgliteSnapshot() });
    // Already migrated when started from the snapshot: then this only checks that it is.
    await runMigrations(handle);
    return { handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  // A copy of the global setup's migrated database when there is one (global-setup.ts).
  const scratch = await createScratchDatabase(
    adminUrl,
    'nivasa_test',
    process.env.TEST_POSTGRES_TEMPLATE,
  );
  const handle = await openDatabase({ databaseUrl: scratch.url, poolMax: 4 });
  // Already migrated when copied from the template: then this only checks that it is.
  await runMigrations(handle);
  return {
    handle,
    url: scratch.url,
    async dispose() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * Runs a block of tests once per database target, with a fresh migrated database installed
 * as the process database (`getDb()`) for that block.
 */
export function describeEachDatabase(
  title: string,
  body: (ctx: { target: DatabaseTarget; handle: () => DatabaseHandle }) => void,
): void {
  for (const target of databaseTargets()) {
    describe(`${title} [${target}]`, () => {
      let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
      beforeAll(async () => {
        db = await createTestDatabase(target);
        setDatabaseHandle(db.handle);
      });
      afterAll(async () => {
        setDatabaseHandle(undefined);
        await db?.dispose();
      });
      body({
        target,
        handle: () => {
          if (!db) throw new Error('database not ready');
          return db.handle;
        },
      });
    });
  }
}
