import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

// Reads from PostgreSQL replicas (DATABASE_READ_URL): docs/decisions/025-scale-out.md.
//
// Only the reads that ask for it (getReadDb(): search, listing pages, content) go to a replica,
// and only inside a GET or HEAD request from someone who has not just written: a request that
// posts, and every request for READ_YOUR_WRITES_SECONDS after one (a short-lived cookie,
// server/read-your-writes.ts), reads from the primary, as does all work outside requests (the
// periodic jobs). A replica that lags by more than DATABASE_READ_MAX_LAG_SECONDS, or that does
// not answer, is skipped until its next check says it is well; a read that fails on a replica
// because the connection did is run again on the primary, so a stopped replica costs a retry,
// never an error page.

type RequestReads = { replicaAllowed: boolean };

const requestReads = new AsyncLocalStorage<RequestReads>();

/** Runs `fn` (the rest of a request) with reads allowed on a replica or not. */
export function runWithReadRouting<T>(replicaAllowed: boolean, fn: () => T): T {
  return requestReads.run({ replicaAllowed }, fn);
}

/** Whether a read made now may go to a replica (inside a request that allows it). */
function replicaAllowedNow(): boolean {
  return requestReads.getStore()?.replicaAllowed === true;
}

type QueryClient = Pick<pg.Pool, 'query'>;

type Replica = {
  pool: pg.Pool;
  /** For logs: the host and port, never the password. */
  label: string;
  healthy: boolean;
  /** Seconds behind the primary at the last check (0 when caught up), or null when down. */
  lagSeconds: number | null;
  /** Reads this replica answered (for the cluster test and /readyz). */
  reads: number;
};

export type ReplicaStatus = Pick<Replica, 'label' | 'healthy' | 'lagSeconds' | 'reads'>;

export type ReadRouterOptions = {
  urls: string[];
  maxLagSeconds: number;
  poolMax: number;
  connectTimeoutMs: number;
  statementTimeoutMs?: number | undefined;
  /** How often each replica's health and lag are checked. */
  checkIntervalMs?: number;
  onChange?: (replica: ReplicaStatus) => void;
};

/**
 * A connection failed or the server is going away (SQLSTATE classes 08 and 57P, the
 * recovery conflict 40001 a standby raises when replay removes rows a read needs), or the
 * socket itself failed: the same read is worth trying on the primary.
 */
function isReplicaFailure(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return true;
  return (
    code.startsWith('08') || code.startsWith('57P') || code === '40001' || /^E[A-Z]+$/.test(code)
  );
}

function labelOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return '(unparseable URL)';
  }
}

// Caught up when everything received has been replayed; otherwise how old the last replayed
// transaction is. A standby that has never received anything reads as lagging.
const LAG_QUERY = `SELECT pg_is_in_recovery() AS recovery,
  CASE WHEN pg_last_wal_receive_lsn() IS NOT NULL
        AND pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
       ELSE COALESCE(EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp()), 1e9)
  END::float8 AS lag`;

export type ReadRouter = {
  /**
   * What a Drizzle client over getReadDb() calls: a replica when allowed and well, else the
   * primary. Typed as a pool for Drizzle; only query() is there (no transactions on reads).
   */
  client: pg.Pool;
  status(): ReplicaStatus[];
  /** Checks every replica now (the timer does it every checkIntervalMs). */
  check(): Promise<void>;
  close(): Promise<void>;
};

export function createReadRouter(primary: QueryClient, options: ReadRouterOptions): ReadRouter {
  const replicas: Replica[] = options.urls.map((url) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolMax,
      connectionTimeoutMillis: options.connectTimeoutMs,
      idleTimeoutMillis: 30_000,
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
      ...(options.statementTimeoutMs
        ? {
            statement_timeout: options.statementTimeoutMs,
            query_timeout: options.statementTimeoutMs + 2_000,
          }
        : {}),
    });
    pool.on('error', () => {});
    return { pool, label: labelOf(url), healthy: false, lagSeconds: null, reads: 0 };
  });
  let next = 0;

  const setHealth = (replica: Replica, healthy: boolean, lagSeconds: number | null) => {
    const changed = replica.healthy !== healthy;
    replica.healthy = healthy;
    replica.lagSeconds = lagSeconds;
    if (changed) options.onChange?.(statusOf(replica));
  };

  const checkOne = async (replica: Replica) => {
    try {
      const result = await replica.pool.query<{ recovery: boolean; lag: number }>({
        text: LAG_QUERY,
        query_timeout: Math.max(500, options.connectTimeoutMs),
      } as pg.QueryConfig);
      const row = result.rows[0];
      const lag = Number(row?.lag ?? Infinity);
      setHealth(replica, row?.recovery === true && lag <= options.maxLagSeconds, lag);
    } catch {
      setHealth(replica, false, null);
    }
  };

  const check = async () => {
    await Promise.all(replicas.map(checkOne));
  };
  const timer = setInterval(() => void check(), options.checkIntervalMs ?? 1000);
  timer.unref();

  const pick = (): Replica | undefined => {
    for (let i = 0; i < replicas.length; i += 1) {
      const replica = replicas[(next + i) % replicas.length]!;
      if (replica.healthy) {
        next = (next + i + 1) % replicas.length;
        return replica;
      }
    }
    return undefined;
  };

  const client = {
    async query(...args: unknown[]) {
      const replica = replicaAllowedNow() ? pick() : undefined;
      if (replica) {
        try {
          const result = await (replica.pool.query as (...a: unknown[]) => Promise<unknown>)(
            ...args,
          );
          replica.reads += 1;
          return result;
        } catch (error) {
          if (!isReplicaFailure(error)) throw error;
          setHealth(replica, false, null);
        }
      }
      return (primary.query as (...a: unknown[]) => Promise<unknown>)(...args);
    },
  } as unknown as pg.Pool;

  return {
    client,
    status: () => replicas.map(statusOf),
    check,
    async close() {
      clearInterval(timer);
      await Promise.all(replicas.map((replica) => replica.pool.end().catch(() => {})));
    },
  };
}

function statusOf(replica: Replica): ReplicaStatus {
  return {
    label: replica.label,
    healthy: replica.healthy,
    lagSeconds: replica.lagSeconds,
    reads: replica.reads,
  };
}
