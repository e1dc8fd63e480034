import type { Logger } from 'pino';
import type { Config } from '../app/config.server.ts';
import { createMediaStorage } from '../app/features/media/media-storage.server.ts';
import { getDatabaseHandle, isDatabaseEmpty } from '../app/db/db.server.ts';
import { seedDatabase, seedOptions, type SeededAdmin } from './seed.ts';

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

/**
 * Shown once, on the terminal, when the demo admin is created; never through the logger. A
 * generated password is printed (and must be changed at the first sign-in); one given in
 * SEED_ADMIN_PASSWORD never is.
 */
export function printAdminCredentials(admin: SeededAdmin): void {
  const lines = admin.password
    ? [
        '  Demo admin account created (shown only now):',
        `    phone:    ${admin.phone}`,
        `    password: ${admin.password}`,
        '  Sign in at /login and choose your own password: the back office opens after that.',
        '  Set SEED_ADMIN_PASSWORD to choose it yourself instead.',
      ]
    : [
        '  Demo admin account created:',
        `    phone:    ${admin.phone}`,
        '    password: as set in SEED_ADMIN_PASSWORD',
      ];
  process.stdout.write(
    [
      '',
      ...lines,
      '  The phone receives password reset codes: change it in My Account › Profile.',
      '',
      '',
    ].join('\n'),
  );
}
