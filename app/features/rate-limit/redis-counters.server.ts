import { Redis } from 'ioredis';
import { getConfig } from '../../config.server.ts';
import { getLogger } from '../../lib/logger.server.ts';

// Rate-limit counters in Redis (REDIS_URL): one round trip per attempt, nothing written to
// PostgreSQL or its replicas. The same fixed windows as the PostgreSQL table
// (rate-limit.server.ts): a key's first attempt starts its window, which Redis expires.

/** The Redis client, made on first use; null without REDIS_URL. */
let client: Redis | null | undefined;

export function getRedis(): Redis | null {
  if (client !== undefined) return client;
  return connectRedis(getConfig().REDIS_URL);
}

/** Connects to `url` (none: counters in PostgreSQL) in place of REDIS_URL; for tests too. */
export function connectRedis(url: string | undefined): Redis | null {
  client?.disconnect();
  if (!url) return (client = null);
  client = new Redis(url, {
    // A command waits at most this long, then the caller falls back to PostgreSQL.
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  let warned = false;
  client.on('error', (error: Error) => {
    // Once per outage: ioredis reconnects by itself and says 'ready' when it has.
    if (warned) return;
    warned = true;
    getLogger().warn({ err: error }, 'Redis unreachable: rate limits counted in PostgreSQL');
  });
  client.on('ready', () => {
    warned = false;
  });
  return client;
}

export async function closeRedis(): Promise<void> {
  const current = client;
  client = undefined;
  if (current) await current.quit().catch(() => current.disconnect());
}

const HIT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}`;

const PREFIX = 'nivasa:rate:';

/** Counts `cost` attempts on `key` in a window of `windowSeconds`: the count and the wait left. */
export async function hitRedisCounter(
  redis: Redis,
  key: string,
  cost: number,
  windowSeconds: number,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const [count, ttl] = (await redis.eval(
    HIT,
    1,
    PREFIX + key,
    String(cost),
    String(windowSeconds * 1000),
  )) as [number, number];
  return { count, retryAfterSeconds: Math.max(0, Math.ceil(ttl / 1000)) };
}

export async function peekRedisCounter(
  redis: Redis,
  key: string,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const [[, value], [, ttl]] = (await redis
    .multi()
    .get(PREFIX + key)
    .pttl(PREFIX + key)
    .exec()) as [[unknown, string | null], [unknown, number]];
  if (value === null || ttl < 0) return { count: 0, retryAfterSeconds: 0 };
  return { count: Number(value), retryAfterSeconds: Math.max(0, Math.ceil(ttl / 1000)) };
}

export async function resetRedisCounter(redis: Redis, key: string): Promise<void> {
  await redis.del(PREFIX + key);
}
