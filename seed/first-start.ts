import type { Logger } from 'pino';
import type { Config } from '../app/config.server.ts';
import { createMediaStorage } from '../app/features/media/media-storage.server.ts';
import { getDatabaseHandle, isDatabaseEmpty } from '../app/db/db.server.ts';
import { seedDatabase, seedOptions } from './seed.ts';

// Seeding takes this advisory lock, so app nodes and `npm run db:seed` never seed twice at once.
export const SEED_LOCK_KEY = 7_160_523;

/**
 * Seeds the demo region on the first start of an empty database, so a fresh clone shows a
 * living site. By default only the embedded database is seeded; a PostgreSQL server is seeded
 * with `npm run db:seed` or SEED_ON_EMPTY=true.
 */
function seedingWanted(config: Config): boolean {
  return config.SEED_ON_EMPTY ?? config.databaseKind === 'pglite';
}

/** True when this start would seed: seeding is wanted and the database is empty. */
export async function demoDataWanted(config: Config): Promise<boolean> {
  return seedingWanted(config) && (await isDatabaseEmpty(getDatabaseHandle().db));
}

export async function prepareDemoData(config: Config, logger: Logger): Promise<void> {
  if (!seedingWanted(config)) return;
  const handle = getDatabaseHandle();
  await handle.withAdvisoryLock(SEED_LOCK_KEY, async (db) => {
    if (!(await isDatabaseEmpty(db))) return;
    const started = Date.now();
    logger.info('empty database: seeding the demo region (first start only)');
    const result = await seedDatabase(
      db,
      createMediaStorage(config),
      (msg) => logger.info(msg),
      seedOptions(config),
    );
    logger.info({ ms: Date.now() - started }, 'demo data seeded');
    if (result.admin) printAdminCredentials(result.admin);
  });
}

/** Shown once, on the terminal, when the demo admin is created; never written to the logs. */
export function printAdminCredentials(admin: { phone: string; password: string }): void {
  process.stdout.write(
    [
      '',
      '  Demo admin account created (shown only now):',
      `    phone:    ${admin.phone}`,
      `    password: ${admin.password}`,
      '  Sign in at /login. Set SEED_ADMIN_PASSWORD to choose it yourself.',
      '',
      '',
    ].join('\n'),
  );
}
