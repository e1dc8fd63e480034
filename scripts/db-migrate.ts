// `npm run db:migrate`: applies the committed migrations to the configured database
// (the embedded one in DATA_DIR, or DATABASE_URL), under the same advisory lock as a start.
import { parseConfig } from '../app/config.server.ts';
import { openDatabase } from '../app/db/client.server.ts';
import { runMigrations } from '../app/db/migrate.server.ts';

try {
  const config = parseConfig();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await runMigrations(handle);
    console.log(`Migrations applied (${config.databaseKind}).`);
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(`Migration failed: ${(error as Error).message}`);
  process.exit(1);
}
