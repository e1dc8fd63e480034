import { inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { MiddlewareFunction } from 'react-router';
import { z } from 'zod';
import { getConfig, type Config } from '../../config.server.ts';
import type { DatabaseHandle, Db } from '../../db/client.server.ts';
import { getDatabaseHandle } from '../../db/db.server.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { localizedPath, type Locale } from '../../i18n/locales.ts';
import { getLogger } from '../../lib/logger.server.ts';
import { startPeriodicTask } from '../../lib/periodic.server.ts';
import type {
  CounterOverrides,
  EditableSettings,
  SettingKey,
  SiteSettings,
} from '../../lib/site-settings.ts';
import { BUYING_COST_DEFAULTS, SETTING_LIMITS } from './settings-limits.ts';

// Site settings: the configuration's values (app/config.server.ts) overlaid with what an admin
// saved in the back office (`site_settings`, one row per key; a key without a row takes the
// configuration's value).
//
// NOTE: getSiteSettings() and getListingRules() are synchronous and called from many places,
// so they read an in-memory snapshot of the table, never the database. The snapshot is loaded
// at start (server/app.ts, before the server takes requests) and reloaded by the process that
// saves. A save also sends a NOTIFY on SETTINGS_CHANNEL that every other process on the same
// PostgreSQL server LISTENs to, so they reload within a round trip of the save (the cluster
// test holds them to a second). As a fallback, for a NOTIFY lost while a process was
// reconnecting, a snapshot older than SNAPSHOT_TTL_MS is refreshed by the root middleware
// (before any loader reads it) and by a timer (for the background sweeps). A snapshot taken
// from another database (tests switch databases) is ignored until refreshed.

const SETTINGS_CHANNEL = 'nivasa_settings';
const SNAPSHOT_TTL_MS = 30_000;

// ---------------------------------------------------------------------------------------
// What a valid value of each setting is (the form and the stored rows are both checked)

/**
 * An Indian phone number as the agency writes it: a mobile ('+91 98480 12345', '9848012345')
 * or a landline with its STD code ('0863 223 4567', '+91 863 223 4567'): ten digits after an
 * optional +91, 91 or 0, the first not 0 or 1.
 */
export function isIndianPhone(value: string): boolean {
  const compact = value.replace(/[\s\-().]/g, '');
  const digits = compact.startsWith('+91')
    ? compact.slice(3)
    : compact.length === 12 && compact.startsWith('91')
      ? compact.slice(2)
      : compact.length === 11 && compact.startsWith('0')
        ? compact.slice(1)
        : compact;
  return /^[2-9]\d{9}$/.test(digits);
}

const httpsUrl = (site: string) =>
  z
    .string()
    .trim()
    .max(SETTING_LIMITS.link, `Keep the link under ${SETTING_LIMITS.link} characters.`)
    .pipe(z.url({ protocol: /^https$/, error: `Enter an https:// link to the ${site} page.` }));

const counter = z
  .number({ error: 'Enter a whole number, or leave it blank to count live.' })
  .int('Enter a whole number, or leave it blank to count live.')
  .min(0, 'Enter a number of 0 or more.')
  .max(SETTING_LIMITS.counter, 'Enter a smaller number.')
  .nullable();

/** A percentage within `range`, two decimals at most, with one message for every way to miss it. */
const percentIn = (range: { min: number; max: number }, message: string) =>
  z
    .number({ error: message })
    .min(range.min, message)
    .max(range.max, message)
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), message);

/** A whole number within `range`, with one message for every way to miss it. */
const wholeNumberIn = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);

const { heartbeatDays, dailyListingLimit, smsDailyBudget, chargePercent, loanRatePercent } =
  SETTING_LIMITS;
const chargeMessage = `Enter a percentage from ${chargePercent.min} to ${chargePercent.max}, e.g. 1.5.`;

/** Each setting's value, as stored (JSON) and as a save hands it over. */
export const SETTING_VALUE_SCHEMAS = {
  agencyName: z
    .string()
    .trim()
    .min(1, 'Enter the agency name.')
    .max(SETTING_LIMITS.agencyName, `Keep the name under ${SETTING_LIMITS.agencyName} characters.`),
  email: z
    .string()
    .trim()
    .max(SETTING_LIMITS.email, 'Enter a shorter address.')
    .pipe(z.email('Enter an email address like hello@agency.in.')),
  phones: z
    .array(
      z
        .string()
        .trim()
        .max(SETTING_LIMITS.phone, 'Enter an Indian phone number.')
        .refine(isIndianPhone, 'Enter an Indian phone number, e.g. +91 98480 12345.'),
    )
    .min(1, 'Enter at least one phone number.')
    .max(3, 'Enter at most three phone numbers.'),
  address: z
    .string()
    .trim()
    .min(1, 'Enter the office address.')
    .max(SETTING_LIMITS.address, `Keep the address under ${SETTING_LIMITS.address} characters.`),
  socialFacebook: httpsUrl('Facebook'),
  socialYoutube: httpsUrl('YouTube'),
  socialInstagram: httpsUrl('Instagram'),
  counterListings: counter,
  counterCities: counter,
  counterAgents: counter,
  counterYears: counter,
  moderation: z.boolean(),
  heartbeatDays: wholeNumberIn(
    heartbeatDays,
    `Enter a whole number of days from ${heartbeatDays.min} to ${heartbeatDays.max}.`,
  ),
  dailyListingLimit: wholeNumberIn(
    dailyListingLimit,
    `Enter a whole number from ${dailyListingLimit.min} to ${dailyListingLimit.max}.`,
  ),
  smsDailyBudget: wholeNumberIn(
    smsDailyBudget,
    `Enter a whole number from ${smsDailyBudget.min} to ${smsDailyBudget.max.toLocaleString('en-IN')}.`,
  ),
  stampDutyPercent: percentIn(chargePercent, chargeMessage),
  transferDutyPercent: percentIn(chargePercent, chargeMessage),
  registrationFeePercent: percentIn(chargePercent, chargeMessage),
  buyingCostsSource: z
    .string()
    .trim()
    .min(1, 'Enter where the rates come from.')
    .max(SETTING_LIMITS.source, `Keep the source under ${SETTING_LIMITS.source} characters.`),
  buyingCostsSourceUrl: z
    .string()
    .trim()
    .max(SETTING_LIMITS.link, `Keep the link under ${SETTING_LIMITS.link} characters.`)
    .pipe(
      z.url({
        protocol: /^https$/,
        error: 'Enter an https:// link to the page the rates come from.',
      }),
    ),
  homeLoanRatePercent: percentIn(
    loanRatePercent,
    `Enter a rate from ${loanRatePercent.min} to ${loanRatePercent.max} %, e.g. 8.5.`,
  ),
} satisfies { [K in SettingKey]: z.ZodType<EditableSettings[K], unknown> };

export const SETTING_KEYS = Object.keys(SETTING_VALUE_SCHEMAS) as SettingKey[];

export const EditableSettingsSchema = z.object(SETTING_VALUE_SCHEMAS);

/** The settings as the configuration gives them, before any admin change. */
export function configuredSettings(config: Config = getConfig()): EditableSettings {
  return {
    agencyName: config.AGENCY_NAME,
    email: config.AGENCY_EMAIL,
    phones: config.AGENCY_PHONES,
    address: config.AGENCY_ADDRESS,
    socialFacebook: config.SOCIAL_FACEBOOK_URL,
    socialYoutube: config.SOCIAL_YOUTUBE_URL,
    socialInstagram: config.SOCIAL_INSTAGRAM_URL,
    counterListings: null,
    counterCities: null,
    counterAgents: null,
    counterYears: null,
    moderation: config.LISTING_MODERATION,
    heartbeatDays: config.LISTING_CONFIRM_DAYS,
    dailyListingLimit: config.NEW_ACCOUNT_LISTINGS_PER_DAY,
    smsDailyBudget: config.SMS_DAILY_BUDGET,
    ...BUYING_COST_DEFAULTS,
  };
}

// ---------------------------------------------------------------------------------------
// The snapshot

type Snapshot = {
  overrides: Partial<EditableSettings>;
  loadedAt: number;
  handle: DatabaseHandle;
};

let snapshot: Snapshot | undefined;
let loading: Promise<void> | undefined;

function currentHandle(): DatabaseHandle | undefined {
  try {
    return getDatabaseHandle();
  } catch {
    return undefined;
  }
}

/** The admin's saved values that are valid today; a bad stored value is skipped (and logged). */
function parseRows(rows: { key: string; value: unknown }[]): Partial<EditableSettings> {
  const overrides: Record<string, unknown> = {};
  for (const row of rows) {
    const schema = (SETTING_VALUE_SCHEMAS as Record<string, z.ZodType | undefined>)[row.key];
    if (!schema) continue;
    const parsed = schema.safeParse(row.value);
    if (parsed.success) overrides[row.key] = parsed.data;
    else getLogger().warn({ key: row.key }, 'ignored an invalid site setting');
  }
  return overrides as Partial<EditableSettings>;
}

async function readOverrides(db: Db): Promise<Partial<EditableSettings>> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings);
  return parseRows(rows);
}

/** The settings as the database holds them now (a save compares against these, not the snapshot). */
export async function readSettings(
  db: Db,
  config: Config = getConfig(),
): Promise<EditableSettings> {
  return { ...configuredSettings(config), ...(await readOverrides(db)) };
}

/** Reads the saved settings into the snapshot now (at start, and after a save). */
export async function reloadSiteSettings(): Promise<void> {
  const handle = getDatabaseHandle();
  snapshot = { overrides: await readOverrides(handle.db), loadedAt: Date.now(), handle };
}

/** Reloads the snapshot when it is missing or older than the TTL; never throws (logs). */
export async function refreshSiteSettings(): Promise<void> {
  const handle = currentHandle();
  if (!handle) return;
  if (snapshot && snapshot.handle === handle && Date.now() - snapshot.loadedAt < SNAPSHOT_TTL_MS)
    return;
  loading ??= reloadSiteSettings()
    .catch((error: unknown) => {
      getLogger().warn({ err: error }, 'site settings refresh failed; keeping the last ones');
    })
    .finally(() => {
      loading = undefined;
    });
  await loading;
}

/**
 * Reloads the snapshot whenever another process saves (LISTEN, PostgreSQL server only) and
 * refreshes it every TTL too, for work done outside requests (the expiry sweep).
 */
export function startSiteSettingsRefresh(logger: Pick<Logger, 'info' | 'warn'>): () => void {
  const reload = () => {
    reloadSiteSettings().catch((error: unknown) => {
      logger.warn({ err: error }, 'site settings reload failed; keeping the last ones');
    });
  };
  const unlisten = getDatabaseHandle().listen?.(SETTINGS_CHANNEL, {
    onMessage: reload,
    // Saves made while the connection was down sent their NOTIFY to nobody.
    onConnect: reload,
  });
  const stopTimer = startPeriodicTask(
    logger,
    'refreshed site settings',
    async () => {
      await refreshSiteSettings();
      return {};
    },
    SNAPSHOT_TTL_MS,
  );
  return () => {
    stopTimer();
    void unlisten?.();
  };
}

/** The root middleware's step: settings no older than the TTL before any loader reads them. */
export const siteSettingsMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  await refreshSiteSettings();
  return next();
};

function savedOverrides(): Partial<EditableSettings> {
  if (!snapshot || snapshot.handle !== currentHandle()) return {};
  return snapshot.overrides;
}

/** Every editable setting as it applies now (configuration overlaid with the admin's). */
export function getEditableSettings(config: Config = getConfig()): EditableSettings {
  return { ...configuredSettings(config), ...savedOverrides() };
}

/** Writes the changed settings (a null counter removes its row: counted live again). */
export async function writeSettings(
  db: Db,
  changes: Partial<EditableSettings>,
  updatedBy: number,
): Promise<void> {
  const now = new Date();
  const removed: string[] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) {
      removed.push(key);
      continue;
    }
    await db
      .insert(siteSettings)
      .values({ key, value, updatedBy, updatedAt: now })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedBy, updatedAt: now } });
  }
  if (removed.length > 0) await db.delete(siteSettings).where(inArray(siteSettings.key, removed));
  // Delivered when the write commits (at once, outside a transaction): every process reloads.
  await db.execute(sql`SELECT pg_notify(${SETTINGS_CHANNEL}, '')`);
}

// ---------------------------------------------------------------------------------------
// What the rest of the app reads

/** The agency's public details (every page's header and footer, mails, sitemaps). */
export function getSiteSettings(config: Config = getConfig()): SiteSettings {
  const settings = getEditableSettings(config);
  return {
    agencyName: settings.agencyName,
    email: settings.email,
    phones: settings.phones,
    address: settings.address,
    social: {
      facebook: settings.socialFacebook,
      youtube: settings.socialYoutube,
      instagram: settings.socialInstagram,
    },
    siteUrl: config.SITE_URL.replace(/\/$/, ''),
  };
}

/**
 * A whole address on the site in `locale`, for mail and SMS: ('te', '/my-account/messages') →
 * 'https://…/te/my-account/messages'; English addresses have no prefix, the English home page
 * is the site's address itself.
 */
export function siteAddress(locale: Locale, path: string): string {
  const localized = localizedPath(locale, path);
  return `${getSiteSettings().siteUrl}${localized === '/' ? '' : localized}`;
}

/** The FAQ counters an admin fixed (null: counted live). */
export function getCounterOverrides(config: Config = getConfig()): CounterOverrides {
  const settings = getEditableSettings(config);
  return {
    listings: settings.counterListings,
    cities: settings.counterCities,
    agents: settings.counterAgents,
    years: settings.counterYears,
  };
}

/** The rules listings follow; an admin changes them in the back office's Settings. */
export type ListingRules = {
  /** New, edited and relisted listings wait for review. */
  moderation: boolean;
  /** Active listings not confirmed for this many days expire (the heartbeat). */
  heartbeatDays: number;
  /** Listings a new account may create in any 24 hours. */
  dailyListingLimit: number;
};

export function getListingRules(config: Config = getConfig()): ListingRules {
  const settings = getEditableSettings(config);
  return {
    moderation: settings.moderation,
    heartbeatDays: settings.heartbeatDays,
    dailyListingLimit: settings.dailyListingLimit,
  };
}

/** SMS the whole site may send in 24 hours; an admin changes it in the back office's Settings. */
export function getSmsDailyBudget(config: Config = getConfig()): number {
  return getEditableSettings(config).smsDailyBudget;
}

/** What buying costs in Andhra Pradesh and where that is said, as an admin set it (issue 28). */
export type BuyingCostSettings = {
  stampDutyPercent: number;
  transferDutyPercent: number;
  registrationFeePercent: number;
  source: string;
  sourceUrl: string;
  homeLoanRatePercent: number;
};

export function getBuyingCostSettings(config: Config = getConfig()): BuyingCostSettings {
  const settings = getEditableSettings(config);
  return {
    stampDutyPercent: settings.stampDutyPercent,
    transferDutyPercent: settings.transferDutyPercent,
    registrationFeePercent: settings.registrationFeePercent,
    source: settings.buyingCostsSource,
    sourceUrl: settings.buyingCostsSourceUrl,
    homeLoanRatePercent: settings.homeLoanRatePercent,
  };
}
