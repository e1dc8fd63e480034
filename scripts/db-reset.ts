// `npm run db:reset`: deletes every table and media file, then migrates and seeds again.
// Refuses to run with NODE_ENV=production.
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { parseConfig } from '../app/config.server.ts';
import { openDatabase } from '../app/db/client.server.ts';
import { runMigrations } from '../app/db/migrate.server.ts';
import { printAdminCredentials, SEED_LOCK_KEY } from '../seed/first-start.ts';
import { seedDatabase, seedOptions } from '../seed/seed.ts';
import { createMediaStorage } from '../app/features/media/media-storage.server.ts';

const config = parseConfig();
if (config.isProduction) {
  console.error('db:reset refuses to run with NODE_ENV=production.');
  process.exit(1);
}
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  // One statement at a time: PGlite prepares each query, and a prepared statement holds one.
  for (const statement of [
    'DROP SCHEMA IF EXISTS drizzle CASCADE',
    'DROP SCHEMA public CASCADE',
    'CREATE SCHEMA public',
  ]) {
    await handle.db.execute(sql.raw(statement));
  }
  await fs.rm(config.mediaDir, { recursive: true, force: true });
  await runMigrations(handle);
  const result = await handle.withAdvisoryLock(SEED_LOCK_KEY, (db) =>
    seedDatabase(db, createMediaStorage(config), (msg) => console.log(msg), seedOptions(config)),
  );
  if (result.admin) printAdminCredentials(result.admin);
  console.log(`Database reset and seeded (${config.databaseKind}).`);
} finally {
  await handle.close();
}
