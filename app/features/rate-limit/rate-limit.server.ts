import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { logSecurityEvent, subjectForLog } from '../../lib/security-log.server.ts';

export type RateLimitRule = {
  /** What is limited, e.g. 'enquiry:ip'. */
  name: string;
  limit: number;
  windowSeconds: number;
};

export type RateLimitResult = {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
};

/** Subjects (IP addresses, phone numbers) are stored hashed, not in clear. */
function keyFor(rule: RateLimitRule, subject: string): string {
  const digest = crypto.createHash('sha256').update(subject).digest('base64url').slice(0, 32);
  return `${rule.name}:${digest}`;
}

/**
 * Counts one attempt (or `cost` of them, e.g. photos) against `rule` for `subject` and says
 * whether it is allowed. The count lives in PostgreSQL, so the limit holds across app
 * processes; one statement, so concurrent attempts cannot both slip through.
 */
export async function hitRateLimit(
  rule: RateLimitRule,
  subject: string,
  cost = 1,
): Promise<RateLimitResult> {
  const key = keyFor(rule, subject);
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
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
  const count = row?.count ?? cost;
  const allowed = count <= rule.limit;
  if (!allowed) {
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
    retryAfterSeconds: row?.retryAfter ?? rule.windowSeconds,
  };
}

/** Whole minutes to wait, at least one, for a refusal that lasts `waitSeconds`. */
export function retryMinutes(waitSeconds: number): number {
  return Math.max(1, Math.ceil(waitSeconds / 60));
}

/** Forgets the attempts for `subject` (e.g. after a successful sign-in). */
export async function resetRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  await getDb()
    .delete(rateLimits)
    .where(sql`${rateLimits.key} = ${keyFor(rule, subject)}`);
}

/** Removes windows that ended long ago; called now and then, not on the hot path. */
export async function pruneRateLimits(olderThanSeconds = 86_400): Promise<number> {
  const removed = await getDb()
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < now() - make_interval(secs => ${olderThanSeconds})`)
    .returning({ key: rateLimits.key });
  return removed.length;
}
