import path from 'node:path';
import { z } from 'zod';

// Every setting Nivasa reads from the environment, validated once at start. The README's
// configuration table documents each one; keep the two in step.
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  // Read replicas of DATABASE_URL (PostgreSQL streaming replicas), comma-separated: search,
  // listing pages and content read from them; writes, and a user's reads for
  // READ_YOUR_WRITES_SECONDS after a write, go to DATABASE_URL (docs/decisions/025-scale-out.md).
  DATABASE_READ_URL: optionalText.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be postgres:// or postgresql:// URLs'),
        ),
      )
      .optional(),
  ),
  // A replica further behind than this is skipped until it catches up.
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().min(0.1).max(3_600).default(5),
  // After a write (any request but GET and HEAD), the writer's reads go to the primary this
  // long: longer than DATABASE_READ_MAX_LAG_SECONDS (checked below).
  READ_YOUR_WRITES_SECONDS: z.coerce.number().int().min(1).max(3_600).default(10),
  // Rate limits and the listing-page counter in Redis instead of PostgreSQL (the embedded
  // database keeps the listing-page counter in the process's memory): redis://host:port/db.
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  // Unset: seed an empty embedded database on first start, never a PostgreSQL server.
  SEED_ON_EMPTY: booleanText.optional(),
  // Where the seed keeps the demo pictures it has drawn, to copy them on a later seed instead of
  // drawing them again (seed/picture-cache.ts); `off` draws them every time.
  SEED_PICTURE_CACHE: z.string().trim().min(1).default('node_modules/.cache/nivasa/seed-pictures'),
  // Which proxies' X-Forwarded-For to believe: never any client's. `false` (none), a hop count
  // (`1`: the one load balancer in front; `true` means 1), or the proxies' addresses or
  // subnets, comma-separated (`loopback`, `10.0.0.0/8`). Express's own `true`, which believes
  // every hop a client writes, is never used.
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx): false | number | string[] => {
      const lower = value.toLowerCase();
      if (['false', '0', 'no', ''].includes(lower)) return false;
      if (['true', 'yes'].includes(lower)) return 1;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      const address =
        /^(loopback|linklocal|uniquelocal|[\d.]+(\/\d{1,2})?|[\da-f:]+(\/\d{1,3})?)$/i;
      if (entries.every((entry) => address.test(entry))) return entries;
      ctx.addIssue({
        code: 'custom',
        message: 'false, a hop count, or proxy addresses (e.g. loopback,10.0.0.0/8)',
      });
      return z.NEVER;
    }),
  // Public pages for visitors without a session: how long a shared cache (a CDN, nginx) may
  // serve its copy, and how much longer it may serve it stale while it fetches a new one.
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),

  // Limits: settings with defaults (spec §9), so operators and test runs can change them.
  SEARCH_PAGE_SIZE: z.coerce.number().int().min(1).max(100).default(4),
  // Results are counted up to this many; beyond it the page says '1,000+ properties found'
  // and offers pages up to the cap (bench/README.md: an exact count of 850,000 active
  // listings takes 70–630 ms, a capped one under 1 ms along an index).
  SEARCH_COUNT_CAP: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  // A search with words and a sort takes the text index and sorts the matches when the
  // database's statistics expect at most this many; more, it walks the sort's index
  // (features/search/word-bits.server.ts). Each match read costs ~4 µs at a million listings.
  SEARCH_RARE_MATCHES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  // The results map shows at most this many listings, the first in the page's order; with
  // more, it says so and asks to zoom in or draw an area (docs/decisions/024-map-search.md).
  MAP_POINTS_LIMIT: z.coerce.number().int().min(1).max(10_000).default(1000),
  ENQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  ENQUIRY_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  LISTING_PAGES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
  // How many searches one account may save (My Account, Saved searches).
  SAVED_SEARCHES_MAX: z.coerce.number().int().min(1).max(1_000).default(20),
  // How often the saved-search alert job runs: an instant alert goes out within this and
  // ALERT_SETTLE_SECONDS of a listing going public or changing.
  ALERT_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  // The job looks at what happened up to this long ago, so a change still being saved when it
  // runs is in the next alert rather than lost.
  ALERT_SETTLE_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  // The hour (India time) daily alerts go out, and weekly ones on Mondays.
  ALERT_SEND_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  // A blog post's view counts once per client address in this window (a day). At most a day:
  // housekeeping deletes attempt counts a day old (pruneRateLimits).
  BLOG_VIEW_WINDOW_SECONDS: z.coerce.number().int().min(60).max(86_400).default(86_400),
  // Public forms (contact, quote, blog, agent, newsletter, site visits): spam defence.
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  FORM_MAX_KB: z.coerce.number().int().min(16).max(100_000).default(1024),
  // A form's start time is good for this long: longer than a shared cache may serve a page
  // (PAGE_CACHE_SECONDS + PAGE_CACHE_STALE_SECONDS, checked below); an older one is asked to
  // send again, its values kept.
  FORM_TOKEN_MAX_AGE_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  // The booking confirmation (/checkout?done=…): views per client address in
  // ENQUIRY_RATE_WINDOW_SECONDS, so references cannot be tried one after another.
  CONFIRMATION_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(20),
  // Slow or stalled clients: the request line and headers must arrive within the first, the
  // whole request (a phone's photo upload included) within the second.
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  // On SIGTERM: /readyz fails and connections are still taken this long, then the server closes.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /**
   * Signs the forms' start time and the booking cookie. Unset: a random key made once and kept
   * in the database, which every process sharing the database reads (lib/signing.server.ts).
   */
  FORM_SECRET: optionalText.pipe(z.string().min(16).optional()),

  // Mail: SMTP when SMTP_URL is set, else the outbox (stored, listed for admins).
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().min(3).default('Nivasa <no-reply@nivasa.example>'),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),

  HERO_VIDEO_URL: optionalText.pipe(
    z
      .string()
      .regex(/^(https:\/\/|\/)\S+$/, 'must be an https:// URL or a /path')
      .optional(),
  ),

  // Accounts
  SESSION_IDLE_DAYS: z.coerce.number().min(0.01).max(365).default(7),
  SESSION_MAX_DAYS: z.coerce.number().min(0.01).max(365).default(30),
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(10_000).default(20),
  LOGIN_RATE_LIMIT_PER_PHONE: z.coerce.number().int().min(1).max(10_000).default(5),
  LOGIN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  REGISTER_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(10_000).default(10),
  REGISTER_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  OTP_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  OTP_RATE_LIMIT_PER_PHONE: z.coerce.number().int().min(1).max(1000).default(3),
  OTP_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(10_000).default(10),
  OTP_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  OTP_RATE_LIMIT_GLOBAL: z.coerce.number().int().min(1).max(1_000_000).default(200),
  RESET_ANSWER_MIN_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMS_HTTP_TOKEN: optionalText,
  SMS_HTTP_SENDER: z.string().min(1).max(11).default('NIVASA'),
  SMS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3500),
  // SMS a visitor makes the site send: notices to one lister an hour (the rest wait for one
  // digest at the end of the hour), and every SMS of the site in 24 hours (the default of a
  // setting an admin changes in the back office; reset codes count but are never held).
  LISTER_SMS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(3),
  // Booking confirmations a phone number gets by SMS a day: the number is typed by the booker,
  // never verified, so bookings cannot make the site text a stranger over and over.
  BOOKER_SMS_PER_DAY: z.coerce.number().int().min(0).max(1_000).default(3),
  SMS_DAILY_BUDGET: z.coerce.number().int().min(1).max(1_000_000).default(500),

  // Media: S3-compatible object storage instead of DATA_DIR/media when S3_BUCKET is set.
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanText.default(true),
  S3_PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  UPLOAD_MAX_FILE_MB: z.coerce.number().min(1).max(100).default(10),
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).max(100).default(20),
  UPLOAD_PHOTOS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(100),
  UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),

  // Listings: review of new and edited listings, the availability heartbeat, spam limits.
  LISTING_MODERATION: booleanText.default(true),
  LISTING_CONFIRM_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  NEW_ACCOUNT_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  NEW_ACCOUNT_LISTINGS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(3),

  AGENCY_NAME: z.string().min(1).default('Nivasa Realty'),
  AGENCY_EMAIL: z.email().default('hello@nivasa.example'),
  AGENCY_PHONES: z
    .string()
    .default('+91 863 223 4567,+91 98480 12345')
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  // The agency's WhatsApp number: "Chat with the agency" on every listing (issue 25 #7); empty
  // hides it. A mobile number: a landline has no WhatsApp.
  AGENCY_WHATSAPP: z.string().trim().default('+91 98480 12345'),
  AGENCY_ADDRESS: z
    .string()
    .min(1)
    .default('2nd Floor, Lakshmipuram Main Road, Guntur, Andhra Pradesh 522007'),
  SOCIAL_FACEBOOK_URL: z.url().default('https://www.facebook.com/'),
  SOCIAL_YOUTUBE_URL: z.url().default('https://www.youtube.com/'),
  SOCIAL_INSTAGRAM_URL: z.url().default('https://www.instagram.com/'),
});

export type Config = z.infer<typeof ConfigSchema> & {
  dataDir: string;
  mediaDir: string;
  /** SEED_PICTURE_CACHE as an absolute path, undefined when `off`. */
  seedPictureCache: string | undefined;
  databaseKind: 'pglite' | 'postgres';
  isProduction: boolean;
  /** Whether SITE_URL was set: a production start needs it (requireSiteUrl). */
  siteUrlSet: boolean;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const reasons = result.error.issues
      .map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid configuration: ${reasons}`);
  }
  const values = result.data;
  if (
    values.FORM_TOKEN_MAX_AGE_HOURS * 3600 <=
    values.PAGE_CACHE_SECONDS + values.PAGE_CACHE_STALE_SECONDS
  ) {
    throw new ConfigError(
      'Invalid configuration: FORM_TOKEN_MAX_AGE_HOURS: must be longer than PAGE_CACHE_SECONDS + PAGE_CACHE_STALE_SECONDS (a cached page would carry an expired form)',
    );
  }
  if (values.DATABASE_READ_URL?.length && !values.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_READ_URL: replicas need DATABASE_URL, their primary',
    );
  }
  if (values.READ_YOUR_WRITES_SECONDS <= values.DATABASE_READ_MAX_LAG_SECONDS) {
    throw new ConfigError(
      'Invalid configuration: READ_YOUR_WRITES_SECONDS: must be longer than DATABASE_READ_MAX_LAG_SECONDS (a writer could read a replica that has not caught up)',
    );
  }
  if (values.SMS_PROVIDER === 'http' && !values.SMS_HTTP_URL) {
    throw new ConfigError('Invalid configuration: SMS_HTTP_URL: required when SMS_PROVIDER=http');
  }
  if (values.S3_BUCKET && (!values.S3_ACCESS_KEY_ID || !values.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    );
  }
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    ...values,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    seedPictureCache:
      values.SEED_PICTURE_CACHE === 'off' ? undefined : path.resolve(values.SEED_PICTURE_CACHE),
    databaseKind: values.DATABASE_URL ? 'postgres' : 'pglite',
    isProduction: values.NODE_ENV === 'production',
    siteUrlSet: Boolean(env.SITE_URL?.trim()),
  };
}

/**
 * A production start needs SITE_URL: without it cookies lose `Secure` and the `__Host-` prefix
 * and form posts are taken from whatever Host a client sends (failing open). Checked when the
 * server starts, not in parseConfig, so commands (db:migrate, db:seed) run without it.
 */
export function requireSiteUrl(config: Pick<Config, 'isProduction' | 'siteUrlSet'>): void {
  if (config.isProduction && !config.siteUrlSet) {
    throw new ConfigError(
      'SITE_URL: required in production (the public address, e.g. https://nivasa.example); to try the build on this machine: npm run quickstart, or SITE_URL=http://localhost:3000 npm start',
    );
  }
}

let current: Config | undefined;

/** The process's configuration, parsed on first use. */
export function getConfig(): Config {
  current ??= parseConfig();
  return current;
}
