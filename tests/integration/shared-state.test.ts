import net from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../app/db/client.server.ts';
import { createReadRouter, runWithReadRouting } from '../../app/db/read-routing.server.ts';
import { getDb } from '../../app/db/db.server.ts';
import { jobRuns } from '../../app/db/schema/index.ts';
import {
  hitRateLimit,
  peekRateLimit,
  resetRateLimit,
} from '../../app/features/rate-limit/rate-limit.server.ts';
import { connectRedis } from '../../app/features/rate-limit/redis-counters.server.ts';
import { claimJobRun } from '../../app/lib/periodic.server.ts';
import { hasValidSignature, loadSharedSigningKey, signText } from '../../app/lib/signing.server.ts';
import { countShared, limitListingPages } from '../../server/listing-rate-limit.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// What several app processes share instead of keeping in memory (issue 29, decision 025): the
// rate-limit counts (PostgreSQL, or Redis with REDIS_URL), the claim of a periodic job's run,
// the form-signing key, and the replicas' routing. The cluster test (tests/cluster/) proves the
// same across real processes; these pin each piece down on its own.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** An app with only the listing-page limit and a page, as one of several processes. */
async function listingApp(perMinute: number): Promise<{ base: string; server: Server }> {
  const app = express();
  app.use(limitListingPages({ perMinute, counter: countShared(perMinute) }));
  app.get('*path', (_req, res) => res.send('page'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { base: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`, server };
}

describeEachDatabase('shared state', ({ target }) => {
  afterEach(() => {
    connectRedis(undefined);
  });

  test('two processes count listing pages together: the limit holds across them', async () => {
    const apps = [await listingApp(10), await listingApp(10)];
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 14; n++) {
        const { base } = apps[n % 2]!;
        statuses.push((await fetch(`${base}/product-details/${n + 1}`)).status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    } finally {
      for (const { server } of apps) server.close();
    }
  });

  test('one run of a shared job per interval, whichever process claims it first', async () => {
    const name = `test-job-${target}`;
    const claims = await Promise.all([1, 2, 3].map(() => claimJobRun(name, 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobRun(name, 60_000)).toBe(false);
    // 90 % of the interval later, the next run is claimed once more.
    await getDb()
      .update(jobRuns)
      .set({ lastStartedAt: sql`now() - interval '55 seconds'` })
      .where(sql`${jobRuns.name} = ${name}`);
    expect(await claimJobRun(name, 60_000)).toBe(true);
    const [row] = await getDb()
      .select({ runs: jobRuns.runs })
      .from(jobRuns)
      .where(sql`${jobRuns.name} = ${name}`);
    expect(row?.runs).toBe(2);
  });

  test('every process signs with the key the first one kept in the database', async () => {
    const config = { FORM_SECRET: undefined };
    await loadSharedSigningKey(getDb());
    const signature = signText('test', 'hello', config);
    // Another process loads the same key (the insert changes nothing the second time).
    await loadSharedSigningKey(getDb());
    expect(hasValidSignature('test', 'hello', signature, config)).toBe(true);
    expect(signText('test', 'hello', config)).toBe(signature);
    // FORM_SECRET, when set, is used instead.
    expect(signText('test', 'hello', { FORM_SECRET: 'a-secret-of-sixteen+' })).not.toBe(signature);
  });

  describe('with REDIS_URL', () => {
    let redisUp = false;
    beforeAll(async () => {
      redisUp = await reachable(REDIS_URL);
    });

    test('rate limits are counted in Redis, one window for every process', async (context) => {
      if (!redisUp) context.skip();
      const redis = connectRedis(REDIS_URL)!;
      await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
      const rule = { name: `test:redis-${target}-${Date.now()}`, limit: 5, windowSeconds: 60 };
      const results = [];
      for (let n = 0; n < 6; n++) results.push(await hitRateLimit(rule, '203.0.113.9'));
      expect(results.map((result) => result.allowed)).toEqual([
        true,
        true,
        true,
        true,
        true,
        false,
      ]);
      expect(results[5]!.retryAfterSeconds).toBeGreaterThan(50);
      expect(await peekRateLimit(rule, '203.0.113.9')).toMatchObject({ count: 6 });
      // Nothing went to PostgreSQL.
      const rows = await getDb().execute(
        sql`SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE ${`${rule.name}:%`}`,
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
      await resetRateLimit(rule, '203.0.113.9');
      expect(await peekRateLimit(rule, '203.0.113.9')).toEqual({ count: 0, retryAfterSeconds: 0 });
    });

    test('while Redis does not answer, attempts are counted in PostgreSQL', async () => {
      // A port nothing listens on.
      const closed = net.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as net.AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      connectRedis(`redis://127.0.0.1:${port}`);
      const rule = { name: `test:fallback-${target}`, limit: 2, windowSeconds: 60 };
      const allowed = [];
      for (let n = 0; n < 3; n++) allowed.push((await hitRateLimit(rule, 'x')).allowed);
      expect(allowed).toEqual([true, true, false]);
    });
  });
});

describe('read routing', () => {
  let primary: Awaited<ReturnType<typeof openDatabase>> | undefined;
  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      primary = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, poolMax: 2 });
    }
  });
  afterAll(async () => {
    await primary?.close();
  });

  test('a server that is not a standby, or does not answer, is never read from', async (context) => {
    if (!primary?.pool) context.skip();
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const router = createReadRouter(primary!.pool!, {
      // The primary itself (in no recovery) and nothing at all.
      urls: [process.env.TEST_DATABASE_URL!, `postgresql://postgres@127.0.0.1:${port}/none`],
      maxLagSeconds: 5,
      poolMax: 1,
      connectTimeoutMs: 500,
      checkIntervalMs: 60_000,
    });
    try {
      await router.check();
      expect(router.status().map((replica) => replica.healthy)).toEqual([false, false]);
      const result = await runWithReadRouting(true, () =>
        router.client.query('SELECT pg_is_in_recovery() AS recovery'),
      );
      expect(result.rows).toEqual([{ recovery: false }]);
      expect(router.status().map((replica) => replica.reads)).toEqual([0, 0]);
    } finally {
      await router.close();
    }
  });
});

describe('announcements between processes', () => {
  test('a NOTIFY from one process reaches another’s LISTEN within a second', async (context) => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) context.skip();
    const listener = await openDatabase({ databaseUrl: url, poolMax: 1 });
    const sender = await openDatabase({ databaseUrl: url, poolMax: 1 });
    const received: number[] = [];
    let connected!: () => void;
    const ready = new Promise<void>((resolve) => (connected = resolve));
    const unlisten = listener.listen!('nivasa_test_channel', {
      onMessage: () => received.push(Date.now()),
      onConnect: () => connected(),
    });
    try {
      await ready;
      const sent = Date.now();
      await sender.db.execute(sql`SELECT pg_notify('nivasa_test_channel', '')`);
      await expect.poll(() => received.length, { timeout: 1000, interval: 10 }).toBe(1);
      expect(received[0]! - sent).toBeLessThan(1000);
    } finally {
      await unlisten();
      await listener.close();
      await sender.close();
    }
  });
});
