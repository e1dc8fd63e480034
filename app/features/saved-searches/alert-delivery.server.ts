import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import {
  alertEmails,
  properties,
  savedSearchAlerts,
  savedSearches,
  users,
  type AlertItem,
} from '../../db/schema/index.ts';
import '../../i18n/catalogues.server.ts';
import { formatDate, formatTime } from '../../i18n/format.ts';
import { storedLocale, type Locale } from '../../i18n/locales.ts';
import { translate, translator } from '../../i18n/translate.ts';
import { getLogger } from '../../lib/logger.server.ts';
import { formatPrice } from '../listings/format.ts';
import { joinPlaces, listingTextColumn, placeColumns } from '../listings/listings.server.ts';
import { getMailSender } from '../mail/mail.server.ts';
import { getCitiesWithAreas } from '../places/places.server.ts';
import { savedSearchInWords } from '../search/describe-search.ts';
import { parseSearchParams } from '../search/search-params.ts';
import { getSiteSettings, siteAddress } from '../settings/site-settings.server.ts';
import { getSmsSender } from '../sms/sms.server.ts';
import { SAVED_SEARCHES_PATH, savedSearchAlertHref } from './saved-search-fields.ts';

// The saved-search alerts' second half: sending the alerts the job wrote (alerts.server.ts).
// Each is claimed before it is sent (status 'sending', a row lock skipped by other processes),
// and marked sent after; one whose process died while sending is claimed again after
// CLAIM_TIMEOUT. So an alert is sent at least once, and twice only if a process dies between
// the SMTP server taking the mail and the row being marked (an SMS carries the alert's id as
// its idempotency key, so a second try of an SMS sends nothing).

const CLAIM_TIMEOUT_MINUTES = 10;
const MAX_ATTEMPTS = 5;
const BATCH = 100;

/** The unsubscribe page for a saved search: the link works without signing in. */
const UNSUBSCRIBE_PATH = '/alerts/unsubscribe';

function unsubscribeHref(searchId: number, key: string): string {
  return `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ search: String(searchId), key })}`;
}

type ClaimedAlert = {
  id: number;
  savedSearchId: number;
  channel: 'email' | 'sms';
  items: AlertItem[];
  windowFrom: Date;
  attempts: number;
};

async function claimAlerts(): Promise<ClaimedAlert[]> {
  const result = await getDb().execute(sql`
    UPDATE saved_search_alerts
    SET status = 'sending', attempts = attempts + 1, attempted_at = now()
    WHERE id IN (
      SELECT id FROM saved_search_alerts
      WHERE (status = 'pending'
          OR (status = 'sending' AND attempted_at < now() - make_interval(mins => ${CLAIM_TIMEOUT_MINUTES})))
        AND attempts < ${MAX_ATTEMPTS}
      ORDER BY id
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, saved_search_id, channel, items, window_from, attempts
  `);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    id: Number(row.id),
    savedSearchId: Number(row.saved_search_id),
    channel: row.channel === 'email' ? 'email' : 'sms',
    items: (typeof row.items === 'string' ? JSON.parse(row.items) : row.items) as AlertItem[],
    windowFrom: new Date(row.window_from as string | Date),
    attempts: Number(row.attempts),
  }));
}

type Recipient = {
  searchId: number;
  query: string;
  unsubscribeKey: string;
  pausedAt: Date | null;
  firstName: string;
  phone: string;
  locale: Locale;
  email: string | null;
};

async function recipientOf(searchId: number): Promise<Recipient | null> {
  const [row] = await getDb()
    .select({
      searchId: savedSearches.id,
      query: savedSearches.query,
      unsubscribeKey: savedSearches.unsubscribeKey,
      pausedAt: savedSearches.pausedAt,
      firstName: users.firstName,
      phone: users.phone,
      locale: users.locale,
      email: alertEmails.email,
      confirmedAt: alertEmails.confirmedAt,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .leftJoin(alertEmails, eq(alertEmails.userId, users.id))
    .where(and(eq(savedSearches.id, searchId), eq(users.status, 'active')));
  if (!row) return null;
  return {
    ...row,
    locale: storedLocale(row.locale),
    email: row.confirmedAt ? row.email : null,
  };
}

type AlertListing = {
  id: number;
  title: string;
  listingType: string;
  price: number;
  place: string;
};

async function listingsOf(ids: number[], locale: Locale): Promise<Map<number, AlertListing>> {
  if (ids.length === 0) return new Map();
  const places = placeColumns(locale);
  const rows = await joinPlaces(
    getDb()
      .select({
        id: properties.id,
        title: listingTextColumn(locale, 'title'),
        listingType: properties.listingType,
        price: properties.price,
        cityName: places.cityName,
        areaName: places.areaName,
      })
      .from(properties)
      .$dynamic(),
  ).where(inArray(properties.id, ids));
  return new Map(
    rows.map((row) => [row.id, { ...row, place: `${row.areaName}, ${row.cityName}` }]),
  );
}

const GROUPS: AlertItem['kind'][] = ['new', 'price', 'reopened', 'back', 'sold', 'rented'];

/** A price as the alert says it: '₹ 62 L', a rent with '/month'. */
function priceWords(rupees: number, listingType: string, locale: Locale): string {
  return `${formatPrice(rupees, locale)}${listingType === 'rent' ? translate(locale, 'listing.perMonth') : ''}`;
}

export type AlertGroup = {
  kind: AlertItem['kind'];
  heading: string;
  rows: { id: number; title: string; place: string; price: string; path: string }[];
};

/** An alert's items grouped by what changed (new first), each worded in `locale`. */
export async function alertGroups(items: AlertItem[], locale: Locale): Promise<AlertGroup[]> {
  const t = translator(locale);
  const listings = await listingsOf(
    items.map((item) => item.propertyId),
    locale,
  );
  const groups: AlertGroup[] = [];
  for (const kind of GROUPS) {
    const rows = items.flatMap((item) => {
      const listing = item.kind === kind ? listings.get(item.propertyId) : undefined;
      if (!listing) return [];
      const price =
        item.kind === 'price' && item.fromPrice !== undefined && item.toPrice !== undefined
          ? t(item.toPrice < item.fromPrice ? 'out.alert.priceDown' : 'out.alert.priceUp', {
              from: priceWords(item.fromPrice, listing.listingType, locale),
              to: priceWords(item.toPrice, listing.listingType, locale),
              change: priceWords(
                Math.abs(item.fromPrice - item.toPrice),
                listing.listingType,
                locale,
              ),
            })
          : priceWords(listing.price, listing.listingType, locale);
      return [
        {
          id: listing.id,
          title: listing.title,
          place: listing.place,
          price,
          path: `/product-details/${listing.id}`,
        },
      ];
    });
    if (rows.length)
      groups.push({ kind, heading: t(`out.alert.group.${kind}`, { count: rows.length }), rows });
  }
  return groups;
}

/** A saved search in words, as the results page's heading says it. */
export async function searchSummary(query: string, locale: Locale): Promise<string> {
  const { criteria } = parseSearchParams(new URLSearchParams(query));
  return savedSearchInWords(translator(locale), criteria, await getCitiesWithAreas(locale));
}

type AlertText = {
  subject: string;
  text: string;
  sms: string;
  unsubscribeUrl: string;
  /** How many listings it names (those deleted since are left out). */
  count: number;
};

/** The alert's mail (every item, grouped by what changed) and its SMS, in the user's language. */
async function alertText(
  recipient: Recipient,
  alert: Pick<ClaimedAlert, 'id' | 'items' | 'windowFrom'>,
): Promise<AlertText> {
  const { locale } = recipient;
  const t = translator(locale);
  const summary = await searchSummary(recipient.query, locale);
  const groups = await alertGroups(alert.items, locale);
  const count = groups.reduce((n, group) => n + group.rows.length, 0);
  const agency = getSiteSettings().agencyName;
  const unsubscribeUrl = siteAddress(
    locale,
    unsubscribeHref(recipient.searchId, recipient.unsubscribeKey),
  );
  const lines = [
    t('out.alert.hello', { name: recipient.firstName }),
    '',
    t(count === 1 ? 'out.alert.intro.one' : 'out.alert.intro', {
      summary,
      count,
      since: `${formatDate(alert.windowFrom, locale, 'long')}, ${formatTime(alert.windowFrom, locale)}`,
    }),
  ];
  for (const group of groups) {
    lines.push('', group.heading);
    for (const row of group.rows) {
      lines.push(
        `- ${row.title}, ${row.place}: ${row.price}`,
        `  ${siteAddress(locale, row.path)}`,
      );
    }
  }
  lines.push(
    '',
    t('out.alert.results', {
      url: siteAddress(locale, recipient.query ? `/shop?${recipient.query}` : '/shop'),
    }),
    t('out.alert.settings', { url: siteAddress(locale, SAVED_SEARCHES_PATH) }),
    t('out.alert.unsubscribe', { url: unsubscribeUrl }),
    '',
    agency,
  );
  const sms = [
    t(count === 1 ? 'out.alert.sms.one' : 'out.alert.sms', {
      agency,
      count,
      summary,
      url: siteAddress(locale, savedSearchAlertHref(alert.id)),
    }),
    t('out.alert.sms.stop', { url: unsubscribeUrl }),
  ].join(' ');
  return {
    subject: t(count === 1 ? 'out.alert.subject.one' : 'out.alert.subject', { summary, count }),
    text: lines.join('\n'),
    sms,
    unsubscribeUrl,
    count,
  };
}

async function mark(id: number, status: 'sent' | 'pending' | 'failed'): Promise<void> {
  await getDb()
    .update(savedSearchAlerts)
    .set({ status, ...(status === 'sent' ? { sentAt: new Date() } : {}) })
    .where(eq(savedSearchAlerts.id, id));
}

/** Sends one claimed alert; true when it went (or no longer needs to). */
async function deliver(alert: ClaimedAlert): Promise<boolean> {
  const attemptsLeft = alert.attempts < MAX_ATTEMPTS;
  const recipient = await recipientOf(alert.savedSearchId);
  // The account was closed or disabled, or the alerts stopped since: nothing to send.
  if (!recipient || recipient.pausedAt) {
    await mark(alert.id, 'failed');
    return false;
  }
  const words = await alertText(recipient, alert);
  // Every listing it named was deleted since it was written: there is nothing left to tell.
  if (words.count === 0) {
    await mark(alert.id, 'sent');
    return false;
  }
  if (alert.channel === 'email' && recipient.email) {
    const sent = await getMailSender().send({
      to: [recipient.email],
      subject: words.subject,
      text: words.text,
      headers: {
        'List-Unsubscribe': `<${words.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    if (sent.status === 'failed') {
      await mark(alert.id, attemptsLeft ? 'pending' : 'failed');
      return false;
    }
  } else {
    await getSmsSender().send({
      to: recipient.phone,
      text: words.sms,
      maskedText: words.sms,
      idempotencyKey: `saved-search-alert:${alert.id}`,
    });
  }
  await mark(alert.id, 'sent');
  return true;
}

/** Alerts sent side by side: each waits on its SMTP server or SMS provider, not on the CPU. */
const PARALLEL = 8;

/** Sends the alerts that are waiting; returns how many went. */
export async function deliverAlerts(): Promise<{ delivered: number }> {
  let delivered = 0;
  const one = async (alert: ClaimedAlert) => {
    try {
      if (await deliver(alert)) delivered += 1;
    } catch (error) {
      getLogger().error({ err: error, alertId: alert.id }, 'saved-search alert failed');
      await mark(alert.id, alert.attempts < MAX_ATTEMPTS ? 'pending' : 'failed');
    }
  };
  for (;;) {
    const claimed = await claimAlerts();
    for (let i = 0; i < claimed.length; i += PARALLEL) {
      await Promise.all(claimed.slice(i, i + PARALLEL).map(one));
    }
    if (claimed.length < BATCH) break;
  }
  return { delivered };
}
