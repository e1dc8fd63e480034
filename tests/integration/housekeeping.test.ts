import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { rateLimits } from '../../app/db/schema/index.ts';
import { hitRateLimit, pruneRateLimits } from '../../app/features/rate-limit/rate-limit.server.ts';
import { describeEachDatabase } from '../support/test-database.ts';

describeEachDatabase('housekeeping', () => {
  test('old rate-limit windows are pruned and current ones kept', async () => {
    const rule = { name: 'test:prune', limit: 5, windowSeconds: 60 };
    await hitRateLimit(rule, 'old-subject');
    await hitRateLimit(rule, 'new-subject');
    await getDb()
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '2 days'` })
      .where(sql`${rateLimits.key} = (SELECT key FROM rate_limits ORDER BY window_start LIMIT 1)`);
    expect(await pruneRateLimits()).toBe(1);
    expect(await getDb().select().from(rateLimits)).toHaveLength(1);
  });
});
