import { expect, test } from '@playwright/test';
import { startChildServer, stopChildServer } from '../support/child-server.ts';
import { figure } from '../support/figure.ts';

// Issue 14, "Scraping": one client reading listing pages faster than LISTING_PAGES_PER_MINUTE
// (60 here, so the test stays short; 300 by default) gets 429 with Retry-After, one log line
// says so, and other pages and other clients are not held up.

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructured first argument
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'security', 'the security project only');
});

test('a client fetching listing pages past the configured rate gets 429, once logged', async () => {
  test.setTimeout(90_000);
  const server = await startChildServer({ LISTING_PAGES_PER_MINUTE: '60', LOG_LEVEL: 'warn' });
  const { base } = server;
  try {
    const statuses: number[] = [];
    for (let n = 0; n < 200; n++) {
      const path = n % 2 ? `/shop?page=${n}` : `/product-details/${n + 1}`;
      statuses.push((await fetch(`${base}${path}`)).status);
    }
    const served = statuses.filter((status) => status !== 429).length;
    figure('listing pages served of 200 in a burst', `${served} (limit 60 a minute)`);
    expect(served).toBe(60);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
    const refused = await fetch(`${base}/product-details/1`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other pages still answer.
    expect((await fetch(`${base}/about`)).status).toBeLessThan(500);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"rule":"listing-pages:ip"'));
    expect(lines).toHaveLength(1);
  } finally {
    await stopChildServer(server);
  }
});
