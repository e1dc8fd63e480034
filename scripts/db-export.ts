// `npm run db:export [-- --out <file>]`: writes the embedded database (PGlite in DATA_DIR) as a
// plain SQL file that psql restores into an empty database on a PostgreSQL server (15 or later),
// to move a site from PGlite to DATABASE_URL. Stop the site first: PGlite opens its folder in
// one process only. The file defaults to nivasa-export-YYYY-MM-DD.sql in the current folder.
import { parseArgs } from 'node:util';
import { parseConfig } from '../app/config.server.ts';
import {
  defaultExportFile,
  exportPgliteDatabase,
  restoreCommand,
} from '../app/db/export.server.ts';

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

try {
  const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
  const config = parseConfig();
  const { file, bytes } = await exportPgliteDatabase(config, values.out || defaultExportFile());
  console.log(
    `Exported the embedded database to ${file} (${size(bytes)}); restore it into an empty PostgreSQL database with: ${restoreCommand(file)}`,
  );
} catch (error) {
  console.error(`Export failed: ${(error as Error).message}`);
  process.exit(1);
}
