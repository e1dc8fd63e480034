import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { DatabaseStartError, openDatabase } from '../../app/db/client.server.ts';
import { isDatabaseEmpty } from '../../app/db/db.server.ts';
import { runMigrations } from '../../app/db/migrate.server.ts';
import { cities } from '../../app/db/schema/index.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

test('the embedded database keeps its data across a restart', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-persist-'));
  dirs.push(dataDir);
  const first = await openDatabase({ dataDir });
  await runMigrations(first);
  expect(await isDatabaseEmpty(first.db)).toBe(true);
  await first.db.insert(cities).values({ name: 'Guntur', slug: 'guntur' });
  await first.close();

  const second = await openDatabase({ dataDir });
  await runMigrations(second);
  expect(await isDatabaseEmpty(second.db)).toBe(false);
  expect(await second.db.select({ name: cities.name }).from(cities)).toEqual([{ name: 'Guntur' }]);
  await second.close();
});

test('an unwritable data folder is refused with a clear reason', async () => {
  // A folder below a plain file can never be created, even by root.
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-file-'));
  dirs.push(dir);
  const file = path.join(dir, 'not-a-folder');
  await fs.writeFile(file, '');
  const dataDir = path.join(file, 'data');
  await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseStartError);
  await expect(openDatabase({ dataDir })).rejects.toThrow(
    /Data folder .* is not writable: ENOTDIR/,
  );
});

test('an unreachable PostgreSQL server is refused without showing the password', async () => {
  const attempt = openDatabase({ databaseUrl: 'postgres://u:hunter2@127.0.0.1:1/x' });
  await expect(attempt).rejects.toThrow(
    /Cannot connect to DATABASE_URL \(postgres:\/\/u:\*\*\*@127\.0\.0\.1:1\/x\)/,
  );
});

test('the embedded database keeps its buffers small, since its memory never shrinks', async () => {
  const handle = await openDatabase({ inMemory: true });
  const setting = async (name: string) =>
    ((await handle.db.execute(`SHOW ${name}`)) as unknown as { rows: Record<string, string>[] })
      .rows[0];
  expect(await setting('shared_buffers')).toEqual({ shared_buffers: '16MB' });
  expect(await setting('maintenance_work_mem')).toEqual({ maintenance_work_mem: '16MB' });
  await handle.close();
});
