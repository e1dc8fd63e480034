import type { Logger } from 'pino';

export const HOURLY = 60 * 60 * 1000;

/**
 * Runs `task` now and then every `intervalMs`, never twice at once; logs what it did when it
 * did something, warns when it failed. The timer does not keep the process alive; the
 * returned function stops it.
 */
export function startPeriodicTask(
  logger: Pick<Logger, 'info' | 'warn'>,
  name: string,
  task: () => Promise<Record<string, number>>,
  intervalMs: number = HOURLY,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
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
