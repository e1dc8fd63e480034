import { expect, test } from '@playwright/test';
import pg from 'pg';
import { startChildServer, stopChildServer, type ChildServer } from '../support/child-server.ts';
import { figure } from '../support/figure.ts';
import {
  createScratchDatabase,
  LOCAL_POSTGRES_URL,
  postgresAnswers,
} from '../support/scratch-database.ts';
import { createSmtpServer } from '../support/smtp-server.ts';

// Issue 28, "sent once even with two app processes running the job": two production processes
// on one PostgreSQL database, each running the saved-search alert job every second, and a
// real SMTP server catching what they send. Forty users watch one city; a listing goes public
// (as houses for sale: the processes keep the places in memory, and this town is added behind
// their backs), then another's price comes down: each user gets one mail per change, never two, and
// the sent-log holds one row per search and window. Skipped where no PostgreSQL server answers.

const ADMIN_URL = process.env.TEST_DATABASE_URL || LOCAL_POSTGRES_URL;
const WATCHERS = 40;

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructured first argument
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'reliability', 'the reliability project only');
});

test('two app processes running the alert job send each alert once', async () => {
  test.setTimeout(180_000);
  test.skip(!(await postgresAnswers(ADMIN_URL)), `no PostgreSQL server at ${ADMIN_URL}`);
  const database = await createScratchDatabase(ADMIN_URL, 'nivasa_alerts');
  const { server: smtp, received } = createSmtpServer();
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;
  const env = {
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ALERT_INTERVAL_SECONDS: '1',
    ALERT_SETTLE_SECONDS: '0',
    FORM_SECRET: 'alerts-two-processes-secret',
    LOG_LEVEL: 'info',
  };
  const servers: ChildServer[] = [];
  const db = new pg.Client({ connectionString: database.url });
  try {
    // Both start at once: the migrations' advisory lock lets one migrate.
    servers.push(...(await Promise.all([startChildServer(env), startChildServer(env)])));
    await db.connect();
    const one = async (text: string, values: unknown[] = []) =>
      (await db.query(text, values)).rows[0] as Record<string, number | string>;
    const city = await one(
      `INSERT INTO cities (name, slug) VALUES ('Alert Town', 'alert-town') RETURNING id`,
    );
    const area = await one(
      `INSERT INTO areas (city_id, name, slug) VALUES ($1, 'Market Road', 'market-road') RETURNING id`,
      [city.id],
    );
    const owner = await one(
      `INSERT INTO users (phone, first_name, last_name, password_hash)
       VALUES ('9111100000', 'Owner', 'One', 'x') RETURNING id`,
    );
    const listing = (title: string, status: string, price: number) =>
      one(
        `INSERT INTO properties (title, description, property_type, listing_type, status, price,
           address, pincode, owner_id, city_id, area_id, published_at)
         VALUES ($1, 'A house on the market road.', 'independent-house', 'sell', $2::listing_status, $3,
           '1-2-3, Market Road', '522002', $4, $5, $6,
           CASE WHEN $2::text = 'active' THEN now() - interval '30 days' END)
         RETURNING id`,
        [title, status, price, owner.id, city.id, area.id],
      );
    const older = await listing('Older house', 'active', 8_000_000);
    // Forty buyers watch houses for sale, instantly, by confirmed email.
    for (let i = 0; i < WATCHERS; i += 1) {
      const user = await one(
        `INSERT INTO users (phone, first_name, last_name, password_hash)
         VALUES ($1, 'Buyer', $2, 'x') RETURNING id`,
        [`92222${String(i).padStart(5, '0')}`, String(i)],
      );
      await db.query(
        `INSERT INTO alert_emails (user_id, email, confirmed_at) VALUES ($1, $2, now())`,
        [user.id, `buyer${i}@example.com`],
      );
      await db.query(
        `INSERT INTO saved_searches (user_id, query, frequency, alerts_from, next_alert_at)
         VALUES ($1, 'listing=sell&type=independent-house', 'instant', now(), now())`,
        [user.id],
      );
    }

    // A new listing goes public, as the back office's approval records it: the status, the
    // publication and the status history in one transaction (one moment).
    const fresh = await listing('Fresh house', 'pending', 9_000_000);
    await db.query('BEGIN');
    await db.query(`UPDATE properties SET status = 'active', published_at = now() WHERE id = $1`, [
      fresh.id,
    ]);
    await db.query(
      `INSERT INTO listing_status_events (property_id, from_status, to_status) VALUES ($1, 'pending', 'active')`,
      [fresh.id],
    );
    await db.query('COMMIT');
    const started = Date.now();
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(WATCHERS);
    figure('first alerts', `${WATCHERS} mails in ${Date.now() - started} ms`);

    // Then the older house's price comes down, as an edit records it.
    await db.query(`UPDATE properties SET price = 7200000 WHERE id = $1`, [older.id]);
    await db.query(
      `INSERT INTO listing_price_events (property_id, from_price, to_price) VALUES ($1, 8000000, 7200000)`,
      [older.id],
    );
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2 * WATCHERS);
    // Several more runs of both jobs: nothing more is sent.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(received.length).toBe(2 * WATCHERS);

    const perAddress = new Map<string, string[]>();
    for (const mail of received) {
      for (const to of mail.to) perAddress.set(to, [...(perAddress.get(to) ?? []), mail.raw]);
    }
    expect(perAddress.size).toBe(WATCHERS);
    for (const [address, mails] of perAddress) {
      expect(mails, address).toHaveLength(2);
      expect(
        mails.filter((raw) => raw.includes('Fresh house')),
        address,
      ).toHaveLength(1);
      expect(
        mails.filter((raw) => raw.includes('Older house')),
        address,
      ).toHaveLength(1);
    }
    const log = await db.query(
      `SELECT saved_search_id, count(*)::int AS n, bool_and(status = 'sent') AS sent
       FROM saved_search_alerts GROUP BY saved_search_id`,
    );
    expect(log.rows).toHaveLength(WATCHERS);
    for (const row of log.rows) expect(row).toMatchObject({ n: 2, sent: true });

    // Between them the two processes delivered each alert once (whichever claimed it first).
    const delivered = servers.map((server) =>
      [...server.output().matchAll(/"delivered":(\d+)[^\n]*saved-search alerts/g)].reduce(
        (sum, match) => sum + Number(match[1]),
        0,
      ),
    );
    figure('delivered by each process', delivered.join(' and '));
    expect(delivered.reduce((a, b) => a + b, 0)).toBe(2 * WATCHERS);
  } finally {
    await db.end().catch(() => {});
    await Promise.all(servers.map((server) => stopChildServer(server)));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.drop();
  }
});
