// Percentiles and time-bounded repetition for the benches.

/** The nearest-rank percentile `p` (0–100) of `values`; NaN for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? NaN;
}

export type Percentiles = { p50: number; p95: number; p99: number; runs: number };

export function percentiles(values: number[]): Percentiles {
  return {
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    runs: values.length,
  };
}

/**
 * Runs `fn` `warmup` times untimed, then up to `runs` times timed (milliseconds of wall time
 * each), stopping early once `maxMs` have passed but never before `minRuns`.
 */
export async function timeRuns(
  fn: () => Promise<unknown>,
  options: { runs: number; warmup?: number; maxMs: number; minRuns?: number },
): Promise<number[]> {
  for (let i = 0; i < (options.warmup ?? 1); i++) await fn();
  const times: number[] = [];
  const started = performance.now();
  const minRuns = Math.min(options.minRuns ?? 5, options.runs);
  while (times.length < options.runs) {
    if (times.length >= minRuns && performance.now() - started > options.maxMs) break;
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
