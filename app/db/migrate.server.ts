import fs from 'node:fs';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client.server.ts';

// Any fixed number works; it only has to be the same on every app node.
const MIGRATION_LOCK_KEY = 7_160_522;

/**
 * The committed `drizzle/` folder. This module runs from app/db (scripts, tests) and from a
 * chunk somewhere under build/server (the server build), so look upwards for it.
 */
function findMigrationsFolder(start: string = import.meta.dirname): string {
  let dir = start;
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve('drizzle');
    dir = parent;
  }
}

/**
 * Applies the committed migrations under an advisory lock, so that many app nodes starting at
 * once migrate one after another instead of racing.
 */
export async function runMigrations(
  handle: DatabaseHandle,
  migrationsFolder: string = findMigrationsFolder(),
): Promise<void> {
  await handle.withAdvisoryLock(MIGRATION_LOCK_KEY, async (db) => {
    if (handle.kind === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
    }
  });
}
