import { inArray, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { getConfig } from '../../config.server.ts';
import { getDb } from '../../db/db.server.ts';
import { smsDigests, users } from '../../db/schema/index.ts';
import '../../i18n/catalogues.server.ts';
import { storedLocale, type Locale } from '../../i18n/locales.ts';
import { translate } from '../../i18n/translate.ts';
import { getLogger } from '../../lib/logger.server.ts';
import { startPeriodicTask } from '../../lib/periodic.server.ts';
import { hitRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.server.ts';
import { getSiteSettings, siteAddress } from '../settings/site-settings.server.ts';
import { getSmsSender } from './sms.server.ts';

// The SMS a visitor makes the site send to a lister (a site-visit request, a message about a
// listing), in the lister's account language (the caller writes the text; the digest here). A visitor can send many, so one lister gets at most LISTER_SMS_PER_HOUR of them an
// hour; later ones in that hour are counted in `sms_digests`, and when the hour is over one
// digest SMS says how many more came (issue 24). The messages themselves wait in the inbox.

const HOUR_SECONDS = 60 * 60;
/** How often the digests that are due are sent. */
const DIGEST_SWEEP_MS = 60_000;

type ListerNotice = {
  userId: number;
  phone: string;
  text: string;
  /** One per notice, as for every SMS (sms.server.ts). */
  idempotencyKey: string;
};

function listerRule(): RateLimitRule {
  return {
    name: 'lister-sms:user',
    limit: getConfig().LISTER_SMS_PER_HOUR,
    windowSeconds: HOUR_SECONDS,
    // A busy lister reaching it is no attack to log.
    quiet: true,
  };
}

/** Texts a lister, or, past their hour's notices, holds the notice for the hour's digest. */
export async function notifyLister(notice: ListerNotice): Promise<void> {
  const limit = await hitRateLimit(listerRule(), String(notice.userId));
  if (!limit.allowed) {
    await getDb()
      .insert(smsDigests)
      .values({
        userId: notice.userId,
        pending: 1,
        sendAfter: sql`now() + make_interval(secs => ${limit.retryAfterSeconds})`,
      })
      .onConflictDoUpdate({
        target: smsDigests.userId,
        set: { pending: sql`${smsDigests.pending} + 1` },
      });
    return;
  }
  await getSmsSender().send({
    to: notice.phone,
    text: notice.text,
    maskedText: notice.text,
    idempotencyKey: notice.idempotencyKey,
  });
}

/** The hour's digest, in the lister's language. */
function digestText(pending: number, locale: Locale): string {
  const agency = getSiteSettings().agencyName;
  const url = siteAddress(locale, '/my-account/messages');
  const what = translate(locale, 'out.lister.digest', { agency, count: pending });
  return `${what} ${translate(locale, 'out.lister.messages', { url })}`;
}

/**
 * Sends each digest whose hour is over at `now`, once: the rows are taken (deleted) before
 * the SMS goes, so two processes sweeping at once never both send one.
 */
export async function sendListerDigests(now: Date = new Date()): Promise<{ digests: number }> {
  const due = await getDb().delete(smsDigests).where(lte(smsDigests.sendAfter, now)).returning({
    userId: smsDigests.userId,
    pending: smsDigests.pending,
    sendAfter: smsDigests.sendAfter,
  });
  if (due.length === 0) return { digests: 0 };
  const listers = new Map(
    (
      await getDb()
        .select({ id: users.id, phone: users.phone, locale: users.locale })
        .from(users)
        .where(
          inArray(
            users.id,
            due.map((row) => row.userId),
          ),
        )
    ).map((user) => [user.id, user]),
  );
  let digests = 0;
  for (const row of due) {
    const lister = listers.get(row.userId);
    if (!lister) continue;
    const text = digestText(row.pending, storedLocale(lister.locale));
    try {
      await getSmsSender().send({
        to: lister.phone,
        text,
        maskedText: text,
        idempotencyKey: `lister-digest:${row.userId}:${row.sendAfter.getTime()}`,
      });
      digests += 1;
    } catch (error) {
      getLogger().error({ err: error, userId: row.userId }, 'lister SMS digest failed');
    }
  }
  return { digests };
}

/** Sends the digests that are due every minute (server/app.ts starts it). */
export function startListerDigests(logger: Pick<Logger, 'info' | 'warn'>): () => void {
  return startPeriodicTask(
    logger,
    'sent lister SMS digests',
    () => sendListerDigests(),
    DIGEST_SWEEP_MS,
    { shared: 'lister-digests' },
  );
}
