import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { getDb } from '../db/db.server.ts';
import { jobRuns } from '../db/schema/index.ts';

export const HOURLY = 60 * 60 * 1000;

const PROCESS_NAME = `${os.hostname()}:${process.pid}`;

/**
 * Claims this interval's run of the job `name` for this process: true for the one process
 * whose claim moves the job's row, false for every other process sharing the database until
 * 90 % of the interval has passed (timers drift; a run a little early is still this interval's).
 */
export async function claimJobRun(name: string, intervalMs: number): Promise<boolean> {
  const rows = await getDb()
    .insert(jobRuns)
    .values({ name, lastStartedAt: sql`now()`, runs: 1, lastProcess: PROCESS_NAME })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: {
        lastStartedAt: sql`now()`,
        runs: sql`${jobRuns.runs} + 1`,
        lastProcess: PROCESS_NAME,
      },
      setWhere: sql`${jobRuns.lastStartedAt} <= now() - make_interval(secs => ${(intervalMs * 0.9) / 1000})`,
    })
    .returning({ runs: jobRuns.runs });
  return rows.length > 0;
}

/**
 * Runs `task` now and then every `intervalMs`, never twice at once; logs what it did when it
 * did something, warns when it failed. With `shared`, the task is the database's, not the
 * process's: every process tries, one runs it per interval (claimJobRun). The timer does not
 * keep the process alive; the returned function stops it.
 */
export function startPeriodicTask(
  logger: Pick<Logger, 'info' | 'warn'>,
  name: string,
  task: () => Promise<Record<string, number>>,
  intervalMs: number = HOURLY,
  options: { shared?: string } = {},
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      if (options.shared && !(await claimJobRun(options.shared, intervalMs))) return;
      const counts = await task();
      if (Object.values(counts).some((n) => n > 0)) logger.info(counts, name);
    } catch (error) {
      logger.warn({ err: error }, `${name} failed`);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs).unref();
  return () => clearInterval(timer);
}
