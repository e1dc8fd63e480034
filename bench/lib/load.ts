import autocannon, { type RequestSpec } from 'autocannon';
import http from 'node:http';
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

/**
 * An even, open-loop load: one request every 1000 / `rate` ms for `seconds`, over at most
 * `connections` kept-alive connections (a request waits for a free one), whatever the answers'
 * pace. Each latency runs from the moment the request was due to its last byte, so a server
 * that falls behind is charged for the wait (no coordinated omission).
 *
 * autocannon's `overallRate` is not this: it gives each connection rate ÷ connections requests
 * a second and lets it send them back to back from the start of each second, so 100 req/s on
 * 10 connections is a burst of 100 requests ten at a time, then a pause: its latencies are
 * those of a saturated server at ten concurrent requests. Both are reported (pages-bench.ts).
 */
export async function runPaced(options: {
  url: string;
  seconds: number;
  rate: number;
  connections?: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections ?? 10 });
  const url = new URL(options.url);
  const interval = 1000 / options.rate;
  const total = Math.round(options.seconds * options.rate);
  const latencies: number[] = [];
  const otherStatuses: Record<number, number> = {};
  let non2xx = 0;
  let errors = 0;
  const one = (due: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(
        url,
        { agent, timeout: 10_000, ...(options.headers ? { headers: options.headers } : {}) },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - due);
            const status = response.statusCode ?? 0;
            if (status < 200 || status > 299) {
              non2xx++;
              otherStatuses[status] = (otherStatuses[status] ?? 0) + 1;
            }
            resolve();
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        errors++;
        resolve();
      });
    });
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let sent = 0; sent < total; sent++) {
    const due = started + sent * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(one(due));
  }
  await Promise.all(pending);
  const durationSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    url: options.url,
    requestsPerSecond: latencies.length / durationSeconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    responses: latencies.length,
    errors,
    non2xx,
    otherStatuses,
    durationSeconds,
  };
}
