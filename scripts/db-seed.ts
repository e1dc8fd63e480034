// Seeds the configured database (PGlite in DATA_DIR, or DATABASE_URL) with the region's places,
// an admin and the demo listings. Safe to run again: a second run adds nothing.
import { parseConfig } from '../app/config.server.ts';
import { openMigratedDatabase } from '../app/db/db.server.ts';
import { printAdminCredentials, SEED_LOCK_KEY } from '../seed/first-start.ts';
import { seedDatabase, seedOptions } from '../seed/seed.ts';
import { createMediaStorage } from '../app/features/media/media-storage.server.ts';

const config = parseConfig();
const handle = await openMigratedDatabase(config);
try {
  const result = await handle.withAdvisoryLock(SEED_LOCK_KEY, (db) =>
    seedDatabase(db, createMediaStorage(config), (msg) => console.log(msg), seedOptions(config)),
  );
  if (result.admin) printAdminCredentials(result.admin);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
