import type { Logger } from 'pino';
import { startPeriodicTask } from '../../lib/periodic.server.ts';
import { pruneRateLimits } from '../rate-limit/rate-limit.server.ts';
import { pruneSessions } from './session.server.ts';

/** Removes ended sessions and old rate-limit windows, once now and then hourly (one process). */
export function startAccountHousekeeping(logger: Pick<Logger, 'info' | 'warn'>): () => void {
  return startPeriodicTask(
    logger,
    'pruned ended sessions and old rate-limit windows',
    async () => ({
      sessions: await pruneSessions(),
      rateLimits: await pruneRateLimits(),
    }),
    undefined,
    { shared: 'account-housekeeping' },
  );
}
