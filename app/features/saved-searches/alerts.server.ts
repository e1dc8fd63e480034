import { and, asc, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { getConfig } from '../../config.server.ts';
import { getDb } from '../../db/db.server.ts';
import type { AlertFrequency } from '../../db/schema/values.ts';
import {
  alertEmails,
  listingPriceEvents,
  savedSearchAlerts,
  savedSearches,
  type AlertItem,
} from '../../db/schema/index.ts';
import { matchingListings } from '../search/search.server.ts';
import { parseSearchParams } from '../search/search-params.ts';
import { nextAlertAt } from './alert-schedule.ts';

// The saved-search alerts' first half (decision 023, Alerts): for each search that is due, what
// happened in its window (the end of its last window to now) to the listings it matches, worded
// later by alert-delivery.server.ts. Every change is kept, never a capped or random selection.
//
// Nothing is sent twice across processes or after a crash: the work is done first, then one
// transaction moves each search's window on only if nobody else has (its `alerts_from` is still
// the one read) and writes the alert row, unique on (search, window start). A process that
// loses the race writes nothing; one that crashes before committing leaves the window where it
// was, and the next run does the work again.

/** Searches read per round: one round's events are read once for all of them. */
const BATCH = 500;
/** A run stops after this many rounds; the rest waits for the next run. */
const MAX_ROUNDS = 100;

type DueSearch = {
  id: number;
  userId: number;
  query: string;
  frequency: AlertFrequency;
  alertsFrom: Date;
};

type StatusEvent = {
  propertyId: number;
  toStatus: string;
  at: Date;
  /** Whether the listing had been public before this event (else it is new). */
  wasLive: boolean;
  /** Its status before this event, a review between them skipped (null: none recorded). */
  before: string | null;
};

type PriceEvent = { propertyId: number; fromPrice: number; toPrice: number; at: Date };

type Events = { status: StatusEvent[]; price: PriceEvent[] };

/** The status changes an alert tells of, and the price changes, in (from, to]. */
async function readEvents(from: Date, to: Date): Promise<Events> {
  const db = getDb();
  const [statusResult, price] = await Promise.all([
    db.execute(sql`
      SELECT e.property_id, e.to_status, e.created_at,
        (p.published_at < e.created_at OR EXISTS (
          SELECT 1 FROM listing_status_events b
          WHERE b.property_id = e.property_id AND b.to_status = 'active'
            AND (b.created_at, b.id) < (e.created_at, e.id))) AS was_live,
        (SELECT b.to_status FROM listing_status_events b
          WHERE b.property_id = e.property_id AND b.to_status <> 'pending'
            AND (b.created_at, b.id) < (e.created_at, e.id)
          ORDER BY b.created_at DESC, b.id DESC LIMIT 1) AS before_status
      FROM listing_status_events e
      JOIN properties p ON p.id = e.property_id
      WHERE e.created_at > ${from} AND e.created_at <= ${to}
        AND e.to_status IN ('active', 'sold', 'rented')
      ORDER BY e.created_at, e.id
    `),
    db
      .select({
        propertyId: listingPriceEvents.propertyId,
        fromPrice: listingPriceEvents.fromPrice,
        toPrice: listingPriceEvents.toPrice,
        at: listingPriceEvents.createdAt,
      })
      .from(listingPriceEvents)
      .where(and(gt(listingPriceEvents.createdAt, from), lte(listingPriceEvents.createdAt, to)))
      .orderBy(asc(listingPriceEvents.createdAt), asc(listingPriceEvents.id)),
  ]);
  const rows = (statusResult as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    status: rows.map((row): StatusEvent => ({
      propertyId: Number(row.property_id),
      toStatus: String(row.to_status),
      at: new Date(row.created_at as string | Date),
      wasLive: row.was_live === true || row.was_live === 't',
      before:
        row.before_status === null || row.before_status === undefined
          ? null
          : String(row.before_status),
    })),
    price,
  };
}

const inWindow = (at: Date, from: Date) => at.getTime() > from.getTime();

/**
 * What one search's alert says: for each listing it matches that changed after `from`, one
 * item. A listing that went public (or came back) in the window is told as such at its price
 * now; one still public whose price moved is a price change from the first price to the last;
 * one sold or rented in the window is told as closed, unless it was also new in it.
 */
function alertItems(events: Events, from: Date, matches: ReadonlyMap<number, string>): AlertItem[] {
  const items: AlertItem[] = [];
  const byListing = new Map<number, { status: StatusEvent[]; price: PriceEvent[] }>();
  const entry = (id: number) => {
    let found = byListing.get(id);
    if (!found) byListing.set(id, (found = { status: [], price: [] }));
    return found;
  };
  for (const event of events.status) {
    if (inWindow(event.at, from) && matches.has(event.propertyId))
      entry(event.propertyId).status.push(event);
  }
  for (const event of events.price) {
    if (inWindow(event.at, from) && matches.has(event.propertyId))
      entry(event.propertyId).price.push(event);
  }
  for (const [propertyId, changes] of byListing) {
    const now = matches.get(propertyId);
    // What each return to the public site was: a first publication, a return after a sale or
    // a rent, a return after it expired or was withdrawn, or only an edit approved again.
    const cameUp = changes.status
      .filter((event) => event.toStatus === 'active')
      .map((event) => comeback(event));
    const isNew = cameUp.includes('new');
    if (now === 'active') {
      const kind = isNew
        ? 'new'
        : cameUp.includes('reopened')
          ? 'reopened'
          : cameUp.includes('back')
            ? 'back'
            : null;
      if (kind) {
        items.push({ propertyId, kind });
        continue;
      }
      const first = changes.price[0];
      const last = changes.price.at(-1);
      if (first && last && first.fromPrice !== last.toPrice) {
        items.push({
          propertyId,
          kind: 'price',
          fromPrice: first.fromPrice,
          toPrice: last.toPrice,
        });
      }
      continue;
    }
    if ((now === 'sold' || now === 'rented') && !isNew) {
      if (changes.status.some((event) => event.toStatus === now))
        items.push({ propertyId, kind: now });
    }
  }
  // New first, then price changes, then the rest; in each, by listing.
  const order: AlertItem['kind'][] = ['new', 'price', 'reopened', 'back', 'sold', 'rented'];
  return items.sort(
    (a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.propertyId - b.propertyId,
  );
}

function comeback(event: StatusEvent): 'new' | 'reopened' | 'back' | 'edit' {
  if (event.before === null) return event.wasLive ? 'edit' : 'new';
  if (event.before === 'active') return 'edit';
  if (event.before === 'sold' || event.before === 'rented') return 'reopened';
  return 'back';
}

/** The ids of the listings with any change in the events. */
function changedIds(events: Events, from: Date): number[] {
  const ids = new Set<number>();
  for (const event of events.status) if (inWindow(event.at, from)) ids.add(event.propertyId);
  for (const event of events.price) if (inWindow(event.at, from)) ids.add(event.propertyId);
  return [...ids];
}

async function dueSearches(to: Date): Promise<DueSearch[]> {
  return getDb()
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      alertsFrom: savedSearches.alertsFrom,
    })
    .from(savedSearches)
    .where(and(isNull(savedSearches.pausedAt), lte(savedSearches.nextAlertAt, to)))
    .orderBy(asc(savedSearches.nextAlertAt), asc(savedSearches.id))
    .limit(BATCH);
}

/** The users of `userIds` with a confirmed alert address: their alerts go by mail. */
async function mailedUsers(userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await getDb()
    .select({ userId: alertEmails.userId })
    .from(alertEmails)
    .where(and(inArray(alertEmails.userId, userIds), isNotNull(alertEmails.confirmedAt)));
  return new Set(rows.map((row) => row.userId));
}

type Outcome = { id: number; from: Date; next: Date; items: AlertItem[]; userId: number };

/**
 * Moves each search's window on to `to` if it is still where it was read, and writes the
 * alerts of those it moved, in one transaction. Returns how many alerts were written.
 */
async function commitRound(
  outcomes: Outcome[],
  to: Date,
): Promise<{ claimed: number; alerts: number }> {
  const mailed = await mailedUsers([...new Set(outcomes.map((o) => o.userId))]);
  return getDb().transaction(async (tx) => {
    const ids = outcomes.map((o) => o.id);
    const froms = outcomes.map((o) => o.from.toISOString());
    const nexts = outcomes.map((o) => o.next.toISOString());
    const moved = await tx.execute(sql`
      UPDATE saved_searches s
      SET alerts_from = ${to}, next_alert_at = v.next_at
      FROM unnest(${sql.param(ids)}::int[], ${sql.param(froms)}::timestamptz[], ${sql.param(nexts)}::timestamptz[])
        AS v(id, from_at, next_at)
      WHERE s.id = v.id AND s.alerts_from = v.from_at AND s.paused_at IS NULL
      RETURNING s.id
    `);
    const won = new Set(
      (moved as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id)),
    );
    const alerts = outcomes
      .filter((o) => won.has(o.id) && o.items.length > 0)
      .map((o) => ({
        savedSearchId: o.id,
        windowFrom: o.from,
        windowTo: to,
        channel: mailed.has(o.userId) ? ('email' as const) : ('sms' as const),
        items: o.items,
        itemCount: o.items.length,
      }));
    const written = alerts.length
      ? await tx
          .insert(savedSearchAlerts)
          .values(alerts)
          .onConflictDoNothing({
            target: [savedSearchAlerts.savedSearchId, savedSearchAlerts.windowFrom],
          })
          .returning({ id: savedSearchAlerts.id })
      : [];
    return { claimed: won.size, alerts: written.length };
  });
}

/**
 * Writes the alerts that are due at `now`: each due search's window runs from where its last
 * one ended to `now` less ALERT_SETTLE_SECONDS. Returns how many searches were looked at, and
 * how many alerts were written (those with something to say).
 */
export async function composeAlerts(
  now: Date = new Date(),
): Promise<{ searches: number; alerts: number }> {
  const config = getConfig();
  const to = new Date(now.getTime() - config.ALERT_SETTLE_SECONDS * 1000);
  let searches = 0;
  let alerts = 0;
  // What each saved query matches among the changes after a given start, kept for the run:
  // searches saved the same way and due together (every daily one at the hour) are matched
  // once, not once per round.
  const matched = new Map<string, Map<number, string>>();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const due = await dueSearches(to);
    if (due.length === 0) break;
    const earliest = new Date(Math.min(...due.map((s) => s.alertsFrom.getTime())));
    const events = earliest < to ? await readEvents(earliest, to) : { status: [], price: [] };
    // Searches saved the same way are matched once, against the changes of their widest window.
    const byQuery = new Map<string, DueSearch[]>();
    for (const search of due)
      byQuery.set(search.query, [...(byQuery.get(search.query) ?? []), search]);
    const outcomes: Outcome[] = [];
    for (const [query, group] of byQuery) {
      const from = new Date(Math.min(...group.map((s) => s.alertsFrom.getTime())));
      const key = `${from.getTime()} ${query}`;
      let matches = matched.get(key);
      if (!matches) {
        const ids = changedIds(events, from);
        matches = ids.length
          ? await matchingListings(parseSearchParams(new URLSearchParams(query)).criteria, ids)
          : new Map<number, string>();
        matched.set(key, matches);
      }
      for (const search of group) {
        outcomes.push({
          id: search.id,
          userId: search.userId,
          from: search.alertsFrom,
          next: nextAlertAt(search.frequency, to, config.ALERT_SEND_HOUR),
          items: matches.size ? alertItems(events, search.alertsFrom, matches) : [],
        });
      }
    }
    const committed = await commitRound(outcomes, to);
    searches += committed.claimed;
    alerts += committed.alerts;
    if (due.length < BATCH) break;
  }
  return { searches, alerts };
}
