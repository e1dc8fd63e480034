import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { logSecurityEvent, subjectForLog } from '../../lib/security-log.server.ts';
import { clientAddressSubject } from './client-address.server.ts';
import {
  getRedis,
  hitRedisCounter,
  peekRedisCounter,
  resetRedisCounter,
} from './redis-counters.server.ts';

export type RateLimitRule = {
  /**
   * What is limited, e.g. 'enquiry:ip'. A name ending in ':ip' makes a per-IP rule: its
   * subject is the client's address, and every address of one IPv6 /64 counts as one client.
   */
  name: string;
  limit: number;
  windowSeconds: number;
  /** No `rate_limited` security-log line per refusal (a cap people reach in normal use). */
  quiet?: boolean;
};

export type RateLimitResult = {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
  /** Attempts counted in the window, this one included. */
  count: number;
};

/** Whether `rule` counts clients by address (its name ends in ':ip'). */
function isPerIpRule(rule: Pick<RateLimitRule, 'name'>): boolean {
  return rule.name.endsWith(':ip');
}

/**
 * Subjects (IP addresses, phone numbers) are stored hashed, not in clear. A per-IP rule's
 * subject is the client as `clientAddressSubject` counts it: the one place every per-IP
 * limit (these rules, and the listing-page limit) takes it from.
 */
function keyFor(rule: RateLimitRule, subject: string): string {
  const counted = isPerIpRule(rule) ? clientAddressSubject(subject) : subject;
  const digest = crypto.createHash('sha256').update(counted).digest('base64url').slice(0, 32);
  return `${rule.name}:${digest}`;
}

/**
 * Counts one attempt (or `cost` of them, e.g. photos) against `rule` for `subject` and says
 * whether it is allowed. The count lives in Redis when REDIS_URL is set (PostgreSQL while Redis
 * does not answer) or in PostgreSQL's unlogged `rate_limits` table, so the limit holds across
 * app processes; one statement, so concurrent attempts cannot both slip through.
 */
export async function hitRateLimit(
  rule: RateLimitRule,
  subject: string,
  cost = 1,
): Promise<RateLimitResult> {
  const key = keyFor(rule, subject);
  const { count, retryAfterSeconds } = await countAttempts(key, cost, rule.windowSeconds);
  const allowed = count <= rule.limit;
  if (!allowed && !rule.quiet) {
    logSecurityEvent('rate_limited', {
      outcome: 'refused',
      rule: rule.name,
      subject: subjectForLog(subject),
      count,
      limit: rule.limit,
    });
  }
  return {
    allowed,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds,
    count,
  };
}

/** Runs `inRedis` when REDIS_URL is set and Redis answers, else `inPostgres`. */
async function inStore<T>(
  inRedis: (redis: NonNullable<ReturnType<typeof getRedis>>) => Promise<T>,
  inPostgres: () => Promise<T>,
): Promise<T> {
  const redis = getRedis();
  if (redis?.status === 'ready') {
    try {
      return await inRedis(redis);
    } catch {
      // Unreachable or too slow: counted in PostgreSQL meanwhile (redis-counters.server.ts warns).
    }
  }
  return inPostgres();
}

async function countAttempts(
  key: string,
  cost: number,
  windowSeconds: number,
): Promise<{ count: number; retryAfterSeconds: number }> {
  return inStore(
    (redis) => hitRedisCounter(redis, key, cost, windowSeconds),
    async () => {
      const window = sql`make_interval(secs => ${windowSeconds})`;
      const [row] = await getDb()
        .insert(rateLimits)
        .values({ key, count: cost })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${rateLimits.windowStart} <= now() - ${window} THEN ${cost}::int ELSE ${rateLimits.count} + ${cost}::int END`,
            windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= now() - ${window} THEN now() ELSE ${rateLimits.windowStart} END`,
          },
        })
        .returning({
          count: rateLimits.count,
          retryAfter: sql<number>`greatest(0, ceil(extract(epoch FROM (${rateLimits.windowStart} + ${window} - now()))))::int`,
        });
      return { count: row?.count ?? cost, retryAfterSeconds: row?.retryAfter ?? windowSeconds };
    },
  );
}

/**
 * The attempts counted against `rule` for `subject` in the current window, without counting
 * one: 0 and no wait when the window is over or nothing was counted.
 */
export async function peekRateLimit(
  rule: RateLimitRule,
  subject: string,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const key = keyFor(rule, subject);
  return inStore(
    (redis) => peekRedisCounter(redis, key),
    async () => {
      const window = sql`make_interval(secs => ${rule.windowSeconds})`;
      const [row] = await getDb()
        .select({
          count: rateLimits.count,
          retryAfter: sql<number>`greatest(0, ceil(extract(epoch FROM (${rateLimits.windowStart} + ${window} - now()))))::int`,
        })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key} AND ${rateLimits.windowStart} > now() - ${window}`);
      return row
        ? { count: row.count, retryAfterSeconds: row.retryAfter }
        : { count: 0, retryAfterSeconds: 0 };
    },
  );
}

/** Whole minutes to wait, at least one, for a refusal that lasts `waitSeconds`. */
export function retryMinutes(waitSeconds: number): number {
  return Math.max(1, Math.ceil(waitSeconds / 60));
}

/** Forgets the attempts for `subject` (e.g. after a successful sign-in). */
export async function resetRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  const key = keyFor(rule, subject);
  // Both stores: an attempt counted in PostgreSQL during a Redis outage is forgotten too.
  const redis = getRedis();
  if (redis?.status === 'ready') await resetRedisCounter(redis, key).catch(() => {});
  await getDb()
    .delete(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`);
}

/** Removes windows that ended long ago; called now and then, not on the hot path. */
export async function pruneRateLimits(olderThanSeconds = 86_400): Promise<number> {
  const removed = await getDb()
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < now() - make_interval(secs => ${olderThanSeconds})`)
    .returning({ key: rateLimits.key });
  return removed.length;
}
