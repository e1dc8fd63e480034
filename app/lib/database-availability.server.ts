import { getLogger } from './logger.server.ts';

// Whether the database answers (issue 14, "Faults"). A query that fails because PostgreSQL is
// gone (refused, reset, terminated, shutting down, a connect timeout) marks it down: pages then
// get a friendly 503 at once (server/app.ts) instead of each waiting for its own failure, and a
// probe pings every DATABASE_PROBE_MS until it answers, when everything serves again without a
// restart. A statement that runs past the statement timeout is a 503 for that request only.

/** Node's socket errors and PostgreSQL's connection-class and shutdown SQLSTATEs. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|connect ECONNREFUSED/i;
/** query_canceled: the statement timeout (or a cancel) ended it. */
const STATEMENT_TIMEOUT = '57014';

export type DatabaseFailure = 'unavailable' | 'timeout' | null;

/** What kind of database failure `error` (or anything in its `cause` chain) is, if any. */
export function databaseFailureOf(error: unknown): DatabaseFailure {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (code === STATEMENT_TIMEOUT) return 'timeout';
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return 'unavailable';
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return 'unavailable';
    if (current instanceof AggregateError && current.errors.some((e) => databaseFailureOf(e))) {
      return 'unavailable';
    }
    current = cause;
  }
  return null;
}

type Probe = () => Promise<void>;

let downSince: number | null = null;
let probe: Probe | null = null;
let probeEveryMs = 500;
let timer: ReturnType<typeof setTimeout> | null = null;

/** Sets how the database is probed while it is down (server start; tests). */
export function watchDatabase(ping: Probe, everyMs = 500): void {
  probe = ping;
  probeEveryMs = everyMs;
}

/** True while the database is known to be unreachable. */
export function isDatabaseDown(): boolean {
  return downSince !== null;
}

/**
 * A query failed as if the database were gone: asks the database itself (the same error code
 * can come from a mail or storage server) and marks it down only if the ping fails too.
 */
export async function confirmDatabaseDown(error: unknown): Promise<void> {
  if (downSince !== null || !probe) return;
  try {
    await probe();
  } catch {
    markDatabaseDown(error);
  }
}

/** Records that the database did not answer, and starts probing for its return. */
export function markDatabaseDown(error: unknown): void {
  if (downSince !== null) return;
  downSince = Date.now();
  getLogger().error(
    { err: error, event: 'database_unavailable' },
    'the database is unreachable: pages answer 503 until it returns',
  );
  scheduleProbe();
}

function scheduleProbe() {
  if (timer || !probe) return;
  timer = setTimeout(async () => {
    timer = null;
    try {
      await probe!();
      const downMs = Date.now() - (downSince ?? Date.now());
      downSince = null;
      getLogger().warn({ event: 'database_available', downMs }, 'the database answers again');
    } catch {
      scheduleProbe();
    }
  }, probeEveryMs);
  timer.unref?.();
}

/** Stops probing (shutdown). */
export function stopWatchingDatabase(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  downSince = null;
}
