import crypto from 'node:crypto';
import pg from 'pg';

// Scratch databases on a PostgreSQL server: the one helper for the integration tests
// (test-database.ts), the reliability suite and the benches (bench/lib/scratch-db.ts).

/** The local PostgreSQL service of these machines, as an admin URL (trust auth). */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type ScratchDatabase = {
  name: string;
  /** The admin URL with the scratch database's name as its path. */
  url: string;
  /** Drops the database, ending any connection still open to it. */
  drop(): Promise<void>;
};

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether a PostgreSQL server answers at `adminUrl` within two seconds. */
export async function postgresAnswers(adminUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * A new database named `<prefix>_<12 hex digits>` on the server of `adminUrl` (a URL that may
 * run CREATE DATABASE): empty, or a copy of the database `template` (which nothing may be
 * connected to).
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(
    adminUrl,
    `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template.replace(/"/g, '')}"` : ''}`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
