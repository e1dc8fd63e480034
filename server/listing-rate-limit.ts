import type { NextFunction, Request, Response } from 'express';
import { clientAddressSubject } from '../app/features/rate-limit/client-address.server.ts';
import { logSecurityEvent } from '../app/lib/security-log.server.ts';

// Scraping: one client reading listing pages (details and results, and their data requests)
// faster than LISTING_PAGES_PER_MINUTE gets 429 with Retry-After until the minute is over. A
// person reads a few pages a minute; a scraper reads thousands. Counted in this process's
// memory (a page view must not cost a database write): with several processes behind a proxy
// each counts its own share, and nginx's cache answers repeat views without reaching us.

// In any language: /shop, /te/shop, /hi/product-details/7, and the results map's points.
const LISTING_PAGE =
  /^(\/(te|hi))?\/(product-details\/[^/]+|shop(-grid|-left-sidebar|-right-sidebar|\/map-points)?)(\.data)?$/;
const WINDOW_MS = 60_000;
/** A bound on the addresses kept: past it the window starts again early (a flood of addresses). */
const MAX_CLIENTS = 100_000;

export function limitListingPages({
  perMinute,
  now = Date.now,
}: {
  perMinute: number;
  now?: () => number;
}) {
  let windowStart = now();
  let counts = new Map<string, number>();
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !LISTING_PAGE.test(req.path)) {
      return next();
    }
    const at = now();
    if (at - windowStart >= WINDOW_MS || counts.size >= MAX_CLIENTS) {
      windowStart = at;
      counts = new Map();
    }
    // One IPv6 /64 is one client, as for every per-IP limit (rate-limit/client-address.server.ts).
    const client = clientAddressSubject(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    const count = (counts.get(client) ?? 0) + 1;
    counts.set(client, count);
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
    const wait = Math.max(1, Math.ceil((windowStart + WINDOW_MS - at) / 1000));
    res.setHeader('Retry-After', String(wait));
    res.setHeader('Cache-Control', 'no-store');
    res
      .status(429)
      .type('text/plain')
      .send(`Too many pages in a minute. Please wait ${wait} seconds.`);
  };
}
