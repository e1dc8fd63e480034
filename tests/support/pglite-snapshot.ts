import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../app/db/client.server.ts';
import { runMigrations } from '../../app/db/migrate.server.ts';

// Creating an in-memory PGlite runs initdb inside WebAssembly: 3 to 5 seconds on these machines,
// and the integration tests make one per block (about fifty). So the global setup makes one
// migrated database, dumps its data folder to a file, and every test database starts from a
// copy of it (about a second). Each copy is still a database of its own, in its own memory.

const SNAPSHOT_ENV = 'TEST_PGLITE_SNAPSHOT';

/** Makes the snapshot for this run (global setup); returns the function that removes it. */
export async function makePgliteSnapshot(): Promise<() => Promise<void>> {
  const handle = await openDatabase({ inMemory: true });
  try {
    await runMigrations(handle);
    const blob = await handle.dumpDataDir!();
    const file = path.join(os.tmpdir(), `nivasa-pglite-snapshot-${process.pid}.tar`);
    await fs.writeFile(file, Buffer.from(await blob.arrayBuffer()));
    process.env[SNAPSHOT_ENV] = file;
    return () => fs.rm(file, { force: true });
  } finally {
    await handle.close();
  }
}

let snapshot: Promise<Blob | undefined> | undefined;

/** The migrated data folder to start a test PGlite from; undefined without a global setup. */
export function pgliteSnapshot(): Promise<Blob | undefined> {
  const file = process.env[SNAPSHOT_ENV];
  snapshot ??= file
    ? fs.readFile(file).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined);
  return snapshot;
}
