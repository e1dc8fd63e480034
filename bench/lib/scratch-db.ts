import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// Scratch databases for the benches: a uniquely named database on a PostgreSQL server, or a
// PGlite data directory under the system's temporary directory. Both are removed by drop().

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type Scratch = { name: string; url: string; drop(): Promise<void> };

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

/** A new database on the server of `adminUrl` (a URL the bench may run CREATE DATABASE on). */
export async function createScratchDatabase(adminUrl: string): Promise<Scratch> {
  const name = `nivasa_bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = onInterrupt(async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await cleanup.end();
  });
  return { name, url: url.toString(), drop };
}

/** A new empty directory under the temporary directory (a PGlite data dir, an nginx prefix…). */
export async function createScratchDir(
  label: string,
): Promise<{ dir: string; drop(): Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `nivasa-bench-${label}-`));
  return { dir, drop: onInterrupt(() => fs.rm(dir, { recursive: true, force: true })) };
}
