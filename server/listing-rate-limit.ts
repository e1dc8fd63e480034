import type { NextFunction, Request, Response } from 'express';
import { clientAddressSubject } from '../app/features/rate-limit/client-address.server.ts';
import { hitRateLimit } from '../app/features/rate-limit/rate-limit.server.ts';
import { logSecurityEvent } from '../app/lib/security-log.server.ts';

// Scraping: one client reading listing pages (details and results, and their data requests)
// faster than LISTING_PAGES_PER_MINUTE gets 429 with Retry-After until the minute is over. A
// person reads a few pages a minute; a scraper reads thousands. With the embedded database
// (one process) counted in this process's memory; with a PostgreSQL server, where several
// processes may serve the site, counted where every process counts: Redis when REDIS_URL is
// set, else PostgreSQL's unlogged rate_limits table (rate-limit.server.ts). nginx's cache
// answers repeat views without reaching us.

// In any language: /shop, /te/shop, /hi/product-details/7, and the results map's points.
const LISTING_PAGE =
  /^(\/(te|hi))?\/(product-details\/[^/]+|shop(-grid|-left-sidebar|-right-sidebar|\/map-points)?)(\.data)?$/;
const WINDOW_MS = 60_000;
/** A bound on the addresses kept: past it the window starts again early (a flood of addresses). */
const MAX_CLIENTS = 100_000;

/** Counts one listing page for `client`: the count in its minute and the seconds left of it. */
export type PageCounter = (
  client: string,
) =>
  | { count: number; retryAfterSeconds: number }
  | Promise<{ count: number; retryAfterSeconds: number }>;

/** The count in this process's memory (one process: the embedded database). */
export function countInMemory(now: () => number = Date.now): PageCounter {
  let windowStart = now();
  let counts = new Map<string, number>();
  return (client) => {
    const at = now();
    if (at - windowStart >= WINDOW_MS || counts.size >= MAX_CLIENTS) {
      windowStart = at;
      counts = new Map();
    }
    const count = (counts.get(client) ?? 0) + 1;
    counts.set(client, count);
    return { count, retryAfterSeconds: Math.ceil((windowStart + WINDOW_MS - at) / 1000) };
  };
}

/** The count every process shares (Redis or PostgreSQL, as every rate limit). */
export function countShared(perMinute: number): PageCounter {
  const rule = {
    name: 'listing-pages:ip',
    limit: perMinute,
    windowSeconds: WINDOW_MS / 1000,
    quiet: true,
  };
  return (client) => hitRateLimit(rule, client);
}

export function limitListingPages({
  perMinute,
  counter = countInMemory(),
}: {
  perMinute: number;
  counter?: PageCounter;
}) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !LISTING_PAGE.test(req.path)) {
      return next();
    }
    // One IPv6 /64 is one client, as for every per-IP limit (rate-limit/client-address.server.ts).
    const client = clientAddressSubject(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    let counted: { count: number; retryAfterSeconds: number };
    try {
      counted = await counter(client);
    } catch {
      // The count's store failed: the page is the database's to answer or fail, not the limit's.
      return next();
    }
    const { count } = counted;
    if (count <= perMinute) return next();
    // Once a window per client: a scraper's thousands of refusals are one line.
    if (count === perMinute + 1) {
      logSecurityEvent('rate_limited', {
        outcome: 'refused',
        rule: 'listing-pages:ip',
        subject: client,
        limit: perMinute,
      });
    }
    const wait = Math.max(1, counted.retryAfterSeconds);
    res.setHeader('Retry-After', String(wait));
    res.setHeader('Cache-Control', 'no-store');
    res
      .status(429)
      .type('text/plain')
      .send(`Too many pages in a minute. Please wait ${wait} seconds.`);
  };
}
