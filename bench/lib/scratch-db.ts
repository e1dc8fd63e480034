import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createScratchDatabase as createDatabase,
  type ScratchDatabase,
} from '../../tests/support/scratch-database.ts';

// Scratch databases for the benches: a uniquely named database on a PostgreSQL server (made by
// tests/support/scratch-database.ts, the one scratch-database helper), or a PGlite data
// directory under the system's temporary directory. Both are removed by drop(), and on Ctrl-C.

// What is still to be removed or stopped, so an interrupted run (Ctrl-C, kill) cleans up too.
const pending = new Set<() => Promise<void>>();

/** Registers `fn` to run if the bench is interrupted; returns a function that runs it now. */
export function onInterrupt(fn: () => Promise<void>): () => Promise<void> {
  pending.add(fn);
  return async () => {
    if (!pending.delete(fn)) return;
    await fn();
  };
}

/** Runs every registered clean-up (on SIGINT or SIGTERM). */
export async function cleanUpAll(): Promise<void> {
  const all = [...pending];
  pending.clear();
  await Promise.allSettled(all.map((fn) => fn()));
}

/** A new database on the server of `adminUrl`, dropped by drop() or when the bench is interrupted. */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const database = await createDatabase(adminUrl, 'nivasa_bench');
  return { ...database, drop: onInterrupt(database.drop) };
}

/** A new empty directory under the temporary directory (a PGlite data dir, an nginx prefix…). */
export async function createScratchDir(
  label: string,
): Promise<{ dir: string; drop(): Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `nivasa-bench-${label}-`));
  return { dir, drop: onInterrupt(() => fs.rm(dir, { recursive: true, force: true })) };
}
