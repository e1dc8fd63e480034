import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '../../db/db.server.ts';
import { alertEmails } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { translate } from '../../i18n/translate.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { sameSecret } from '../../lib/signing.server.ts';
import { getMailSender } from '../mail/mail.server.ts';
import { hitRateLimit } from '../rate-limit/rate-limit.server.ts';
import { getSiteSettings, siteAddress } from '../settings/site-settings.server.ts';
import { ALERT_EMAIL_MAX_LENGTH } from './saved-search-fields.ts';

// Where a user's alerts go by mail. Accounts are made with a phone number, so an address is
// given for alerts on the saved-searches page and confirmed from a link mailed to it: alerts are
// never mailed to an address its owner did not confirm. Until then they go by SMS.

const TOKEN_HOURS = 24;
/** Confirmation mails one account may ask for in an hour. */
const REQUESTS_PER_HOUR = 5;

const CONFIRM_EMAIL_PATH = '/alerts/confirm-email';

export const AlertEmailSchema = z.object({
  email: z
    .string({ error: 'savedSearches.email.required' })
    .trim()
    .min(1, 'savedSearches.email.required')
    .max(ALERT_EMAIL_MAX_LENGTH, 'savedSearches.email.invalid')
    .pipe(z.email('savedSearches.email.invalid')),
});

export type AlertEmail = { email: string; confirmed: boolean };

export async function getAlertEmail(userId: number): Promise<AlertEmail | null> {
  const [row] = await getDb()
    .select({ email: alertEmails.email, confirmedAt: alertEmails.confirmedAt })
    .from(alertEmails)
    .where(eq(alertEmails.userId, userId));
  return row ? { email: row.email, confirmed: row.confirmedAt !== null } : null;
}

const hashOf = (secret: string) => crypto.createHash('sha256').update(secret).digest('base64url');

/**
 * Keeps `email` as the user's alert address, not yet confirmed, and mails it the link that
 * confirms it (in the user's language). At most REQUESTS_PER_HOUR an hour per account.
 */
export async function requestAlertEmail(
  userId: number,
  email: string,
  locale: Locale,
): Promise<Result<void, 'rate-limited', { retryAfter: number }>> {
  const limit = await hitRateLimit(
    { name: 'alert-email:user', limit: REQUESTS_PER_HOUR, windowSeconds: 3600 },
    String(userId),
  );
  if (!limit.allowed) return fail('rate-limited', { retryAfter: limit.retryAfterSeconds });
  const secret = crypto.randomBytes(24).toString('base64url');
  const values = {
    email,
    confirmedAt: null,
    tokenHash: hashOf(secret),
    tokenExpiresAt: new Date(Date.now() + TOKEN_HOURS * 3600 * 1000),
  };
  await getDb()
    .insert(alertEmails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: alertEmails.userId, set: values });
  const agency = getSiteSettings().agencyName;
  const url = siteAddress(
    locale,
    `${CONFIRM_EMAIL_PATH}?${new URLSearchParams({ token: `${userId}.${secret}` })}`,
  );
  await getMailSender().send({
    to: [email],
    subject: translate(locale, 'out.alertEmail.subject', { agency }),
    text: [
      translate(locale, 'out.alertEmail.body', { agency, url }),
      '',
      translate(locale, 'out.alertEmail.ignore'),
      '',
      agency,
    ].join('\n'),
  });
  return ok(undefined);
}

/** Confirms the address a link's token was mailed to; false for a wrong or expired token. */
export async function confirmAlertEmail(token: string, now: Date = new Date()): Promise<boolean> {
  const match = /^(\d{1,10})\.([\w-]{16,64})$/.exec(token);
  if (!match) return false;
  const userId = Number(match[1]);
  const [row] = await getDb().select().from(alertEmails).where(eq(alertEmails.userId, userId));
  if (!row?.tokenHash || !row.tokenExpiresAt || row.tokenExpiresAt < now) return false;
  if (!sameSecret(row.tokenHash, hashOf(match[2]!))) return false;
  await getDb()
    .update(alertEmails)
    .set({ confirmedAt: now, tokenHash: null, tokenExpiresAt: null })
    .where(eq(alertEmails.userId, userId));
  return true;
}

/** Forgets the user's alert address: alerts go by SMS again. */
export async function removeAlertEmail(userId: number): Promise<void> {
  await getDb().delete(alertEmails).where(eq(alertEmails.userId, userId));
}
