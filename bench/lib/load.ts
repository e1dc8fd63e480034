import autocannon, { type RequestSpec } from 'autocannon';
import { percentile } from './stats.ts';

// Load on loopback with autocannon (in this process; the server under test is another one).
// Latency percentiles are computed from every response's time, not autocannon's histogram
// summary, which has no p95.

export type LoadResult = {
  url: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  responses: number;
  errors: number;
  non2xx: number;
  /** How many responses had each status that is not 2xx. */
  otherStatuses: Record<number, number>;
  durationSeconds: number;
};

export async function runLoad(options: {
  url: string;
  seconds: number;
  connections?: number;
  /** Requests per second over all connections (a fixed rate instead of as fast as possible). */
  overallRate?: number;
  headers?: Record<string, string>;
  /** A sequence each connection sends in turn (paths drawn per request by setupRequest). */
  requests?: RequestSpec[];
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  const otherStatuses: Record<number, number> = {};
  const instance = autocannon({
    url: options.url,
    connections: options.connections ?? 10,
    duration: options.seconds,
    timeout: 10,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.requests ? { requests: options.requests } : {}),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode > 299) {
      non2xx++;
      otherStatuses[statusCode] = (otherStatuses[statusCode] ?? 0) + 1;
    }
  });
  const result = await instance;
  return {
    url: options.url,
    requestsPerSecond: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    responses: latencies.length,
    errors: result.errors + result.timeouts,
    non2xx,
    otherStatuses,
    durationSeconds: result.duration,
  };
}
