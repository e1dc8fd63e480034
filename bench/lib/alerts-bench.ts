import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../app/db/client.server.ts';
import { createMailSender, setMailSender } from '../../app/features/mail/mail.server.ts';
import { deliverAlerts } from '../../app/features/saved-searches/alert-delivery.server.ts';
import { composeAlerts } from '../../app/features/saved-searches/alerts.server.ts';
import { savedSearchQuery } from '../../app/features/saved-searches/saved-search-query.ts';
import { EMPTY_CRITERIA, type SearchCriteria } from '../../app/features/search/search-params.ts';
import { figure, formatNumber, type Figure } from './report.ts';
import { seconds } from './stats.ts';

// The saved-search alert job at scale (issue 28), on the search part's generated listings:
// `searches` users each with one saved search of the kinds people save (a city and sale or
// rent, a type, a budget, BHK, an area, now and then a word), all daily and due; a day of
// changes (listings going public, price cuts, sales). Measured: writing the day's alerts
// (composeAlerts: the searches, their windows, every match and change) and sending them to
// the outbox (each mail worded and stored), then one run of the job with every search
// instant and nothing new (what the job costs every ALERT_INTERVAL_SECONDS).

export type AlertsBenchOptions = { searches: number; newPerDay: number; pricePerDay: number };

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** A seeded pseudo-random sequence (mulberry32), so every run saves the same searches. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function searchesLikePeopleSave(
  count: number,
  places: { city: string; areas: string[] }[],
): string[] {
  const next = sequence(28);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const queries: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const place = pick(places);
    const listing = next() < 0.7 ? 'sell' : 'rent';
    const criteria: SearchCriteria = { ...EMPTY_CRITERIA, listing, city: place.city };
    if (next() < 0.3) criteria.area = pick(place.areas);
    if (next() < 0.5) {
      criteria.types = [
        pick(
          listing === 'sell'
            ? (['flat', 'apartment', 'independent-house', 'villa', 'plot'] as const)
            : (['flat', 'apartment', 'independent-house'] as const),
        ),
      ];
    }
    if (next() < 0.5) criteria.bhk = [pick(['1bhk', '2bhk', '3bhk', '3plus-bhk'] as const)];
    if (next() < 0.4) {
      const low = listing === 'sell' ? pick([20, 30, 40, 60]) * 100_000 : pick([5, 10, 15]) * 1_000;
      criteria.minPrice = low;
      criteria.maxPrice = low * 2;
    }
    if (next() < 0.1) criteria.q = pick(['garden', 'east facing', 'lift', 'corner', 'park']);
    queries.push(savedSearchQuery(criteria));
  }
  return queries;
}

export async function measureAlerts(
  handle: DatabaseHandle,
  options: AlertsBenchOptions,
  figures: Figure[],
  part: string,
  log: (line: string) => void,
): Promise<void> {
  const db = handle.db;
  const placeRows = rowsOf(
    await db.execute(sql`
      SELECT c.slug AS city, array_agg(a.slug ORDER BY a.id) AS areas
      FROM cities c JOIN areas a ON a.city_id = c.id GROUP BY c.slug
    `),
  ).map((row) => ({ city: String(row.city), areas: (row.areas as string[]).map(String) }));
  const queries = searchesLikePeopleSave(options.searches, placeRows);
  const distinct = new Set(queries).size;

  // The watchers: one account each, a confirmed address, a daily search due now.
  await db.execute(sql`
    INSERT INTO users (phone, first_name, last_name, password_hash)
    SELECT '7' || lpad(g::text, 9, '0'), 'Buyer', 'No. ' || g, 'not-a-hash'
    FROM generate_series(1, ${options.searches}) AS g
  `);
  await db.execute(sql`
    INSERT INTO alert_emails (user_id, email, confirmed_at)
    SELECT id, 'buyer' || id || '@example.com', now() FROM users WHERE phone LIKE '7%'
  `);
  await db.execute(sql`
    INSERT INTO saved_searches (user_id, query, frequency, alerts_from, next_alert_at)
    SELECT u.id, q.query, 'daily', now() - interval '1 day', now() - interval '1 minute'
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE phone LIKE '7%') u
    JOIN unnest(${sql.param(queries)}::text[]) WITH ORDINALITY AS q(query, n) ON q.n = u.n
  `);
  // A day of changes: listings going public (new), price cuts, sales, across the day.
  await db.execute(sql`
    WITH chosen AS (
      SELECT id FROM properties WHERE status = 'active'
      ORDER BY id DESC LIMIT ${options.newPerDay}
    )
    INSERT INTO listing_status_events (property_id, from_status, to_status, created_at)
    SELECT id, 'pending', 'active', now() - random() * interval '23 hours' FROM chosen
  `);
  await db.execute(sql`
    UPDATE properties SET published_at = e.created_at
    FROM listing_status_events e WHERE e.property_id = properties.id
  `);
  await db.execute(sql`
    WITH chosen AS (
      SELECT id, price FROM properties WHERE status = 'active'
      ORDER BY id LIMIT ${options.pricePerDay}
    )
    INSERT INTO listing_price_events (property_id, from_price, to_price, created_at)
    SELECT id, round(price * 1.08), price, now() - random() * interval '23 hours' FROM chosen
  `);
  await db.execute(sql`ANALYZE`);
  log(
    `  alerts: ${options.searches.toLocaleString('en-US')} daily searches (${distinct.toLocaleString('en-US')} different), ${options.newPerDay} listings new today, ${options.pricePerDay} price cuts`,
  );

  let started = performance.now();
  const composed = await composeAlerts();
  const composeMs = performance.now() - started;
  const items = Number(
    rowsOf(
      await db.execute(sql`SELECT coalesce(sum(item_count), 0)::int AS n FROM saved_search_alerts`),
    )[0]?.n,
  );
  log(
    `  alerts: composed ${composed.alerts.toLocaleString('en-US')} alerts (${items.toLocaleString('en-US')} items) for ${composed.searches.toLocaleString('en-US')} searches in ${seconds(composeMs)}`,
  );
  figure(figures, {
    part,
    name: `alert job: a day's alerts for ${options.searches.toLocaleString('en-US')} saved searches, written`,
    value: composeMs / 1000,
    unit: 's',
    detail: `${composed.alerts.toLocaleString('en-US')} alerts, ${items.toLocaleString('en-US')} items, ${distinct.toLocaleString('en-US')} different searches`,
    budget: { op: '<=', limit: 120, text: '≤ 120 s' },
  });

  setMailSender(
    createMailSender({
      SMTP_URL: undefined,
      MAIL_FROM: 'bench@example.com',
      SMTP_TIMEOUT_MS: 1000,
    }),
  );
  try {
    started = performance.now();
    const { delivered } = await deliverAlerts();
    const deliverMs = performance.now() - started;
    log(
      `  alerts: worded and stored ${delivered.toLocaleString('en-US')} mails in ${seconds(deliverMs)}`,
    );
    figure(figures, {
      part,
      name: 'alert job: those alerts worded and stored as mail (outbox)',
      value: deliverMs / 1000,
      unit: 's',
      detail: `${delivered.toLocaleString('en-US')} mails, ${formatNumber(deliverMs / Math.max(1, delivered), 'ms')} each`,
    });
  } finally {
    setMailSender(undefined);
  }

  // Every search instant, nothing new since: the job's cost at each run.
  await db.execute(sql`
    UPDATE saved_searches SET frequency = 'instant', alerts_from = now() - interval '30 seconds',
      next_alert_at = now() - interval '30 seconds'
  `);
  started = performance.now();
  const idle = await composeAlerts();
  const idleMs = performance.now() - started;
  log(
    `  alerts: an instant run over ${idle.searches.toLocaleString('en-US')} searches, nothing new: ${formatNumber(idleMs, 'ms')}`,
  );
  figure(figures, {
    part,
    name: `alert job: one run with ${options.searches.toLocaleString('en-US')} instant searches and nothing new`,
    value: idleMs,
    unit: 'ms',
    detail: `${idle.alerts} alerts`,
    budget: { op: '<=', limit: 10_000, text: '≤ 10,000 ms (a third of the 30 s interval)' },
  });
}
