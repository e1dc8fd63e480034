// `npm run media:migrate`: copies the photos of the local media folder (DATA_DIR/media) into
// the configured S3 bucket (S3_BUCKET and the other S3_* settings), under the keys the app
// reads them by. Safe to run again: objects already in the bucket with the same size are left
// alone, so a second run copies nothing and an interrupted one resumes. One line per file that
// failed, then one summary line; the exit code is 1 when any file failed.
import { ConfigError, parseConfig } from '../app/config.server.ts';
import {
  MediaMigrationRefused,
  configuredBucketStorage,
  migrateLocalMedia,
  migrationSummary,
} from '../app/features/media/migrate-media.server.ts';

try {
  const config = parseConfig();
  const storage = configuredBucketStorage(config);
  const result = await migrateLocalMedia({
    mediaDir: config.mediaDir,
    storage,
    warn: (line) => console.error(line),
  });
  console.log(migrationSummary(result, config.S3_BUCKET!));
  if (result.failed > 0) process.exitCode = 1;
} catch (error) {
  const refused = error instanceof MediaMigrationRefused || error instanceof ConfigError;
  console.error(`Media migration ${refused ? 'refused' : 'failed'}: ${(error as Error).message}`);
  process.exitCode = 1;
}
