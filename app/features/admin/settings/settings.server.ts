import crypto from 'node:crypto';
import { z } from 'zod';
import { getConfig } from '../../../config.server.ts';
import { getDb } from '../../../db/db.server.ts';
import '../../../i18n/catalogues.server.ts';
import type { AdminMessageKey } from '../../../i18n/admin/admin-en.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { translate, type MessageParams } from '../../../i18n/translate.ts';
import { formText, parseForm, type FieldErrors } from '../../../lib/forms.ts';
import { fail, ok, type Result } from '../../../lib/result.ts';
import type { EditableSettings, SettingKey } from '../../../lib/site-settings.ts';
import { getMailSender } from '../../mail/mail.server.ts';
import { getSmsSender } from '../../sms/sms.server.ts';
import {
  EditableSettingsSchema,
  getSiteSettings,
  readSettings,
  reloadSiteSettings,
  SETTING_KEYS,
  SETTING_VALUE_SCHEMAS,
  writeSettings,
} from '../../settings/site-settings.server.ts';
import { SETTING_LIMITS } from '../../settings/settings-limits.ts';
import { normalisePhone } from '../../accounts/account-rules.ts';
import { hitRateLimit, type RateLimitRule } from '../../rate-limit/rate-limit.server.ts';
import { assertAdmin, type StaffUser } from '../access.server.ts';
import { recordAudit } from '../../audit/record-audit.server.ts';
import {
  PHONE_FIELDS,
  SETTINGS_TEXT_FIELDS,
  type DeliveryStatus,
  type SettingsFormValues,
  type SettingsTextField,
} from './settings-fields.ts';

// The back office's Settings: the agency's details, the FAQ counters and the listing rules
// (stored in `site_settings` over the configuration, features/settings/site-settings.server.ts),
// and which mail and SMS adapters are active, with a test send through each.

function formValuesOf(
  text: (name: SettingsTextField) => string,
  moderation: boolean,
): SettingsFormValues {
  const values = Object.fromEntries(SETTINGS_TEXT_FIELDS.map((name) => [name, text(name)]));
  return { ...(values as Record<SettingsTextField, string>), moderation };
}

/** The form's fields as the page shows them, from the settings in force. */
export function settingsFormValues(settings: EditableSettings): SettingsFormValues {
  return formValuesOf((name) => {
    const phone = PHONE_FIELDS.findIndex((field) => field === name);
    const value = phone >= 0 ? settings.phones[phone] : settings[name as SettingKey];
    return value === null || value === undefined ? '' : String(value);
  }, settings.moderation);
}

/** A whole number typed in a field; blank is null; anything else stays text (and is refused). */
function wholeNumber(value: string): number | string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** A number typed with decimals ('1.5', '8,5'); blank or anything else stays text (refused). */
function decimalNumber(value: string): number | string {
  const trimmed = value.trim().replace(',', '.');
  return /^\d{1,3}(\.\d{1,6})?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

const setting = SETTING_VALUE_SCHEMAS;
const percentNumber = z.string().transform(decimalNumber);
const optionalNumber = z.string().transform(wholeNumber);
const requiredNumber = z.string().transform((value) => wholeNumber(value) ?? '');
/** A phone field: blank is no number; the numbers are checked as the list they make. */
const phoneField = z.string().transform((value) => value.trim() || undefined);

/** The Settings form, field by field, checked by the settings' own schemas. */
const SettingsFormSchema = z
  .object({
    agencyName: setting.agencyName,
    email: setting.email,
    phone1: phoneField,
    phone2: phoneField,
    phone3: phoneField,
    address: setting.address,
    socialFacebook: setting.socialFacebook,
    socialYoutube: setting.socialYoutube,
    socialInstagram: setting.socialInstagram,
    counterListings: optionalNumber.pipe(setting.counterListings),
    counterCities: optionalNumber.pipe(setting.counterCities),
    counterAgents: optionalNumber.pipe(setting.counterAgents),
    counterYears: optionalNumber.pipe(setting.counterYears),
    moderation: setting.moderation,
    heartbeatDays: requiredNumber.pipe(setting.heartbeatDays),
    dailyListingLimit: requiredNumber.pipe(setting.dailyListingLimit),
    smsDailyBudget: requiredNumber.pipe(setting.smsDailyBudget),
    stampDutyPercent: percentNumber.pipe(setting.stampDutyPercent),
    transferDutyPercent: percentNumber.pipe(setting.transferDutyPercent),
    registrationFeePercent: percentNumber.pipe(setting.registrationFeePercent),
    homeLoanRatePercent: percentNumber.pipe(setting.homeLoanRatePercent),
    buyingCostsSource: setting.buyingCostsSource,
    buyingCostsSourceUrl: setting.buyingCostsSourceUrl,
  } satisfies Record<keyof SettingsFormValues, z.ZodType>)
  .superRefine(
    (form, ctx) => {
      // The numbers typed make one list; each of its messages goes beside the field it came
      // from (one about the list as a whole, beside the first).
      const filled = PHONE_FIELDS.filter((name) => form[name] !== undefined);
      const phones = setting.phones.safeParse(filled.map((name) => form[name]));
      for (const issue of phones.error?.issues ?? []) {
        const index = issue.path[0];
        const field = typeof index === 'number' ? (filled[index] ?? 'phone1') : 'phone1';
        ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
      }
    },
    // Every field's message at once, even when others are wrong too.
    { when: () => true },
  )
  .transform(({ phone1, phone2, phone3, ...settings }): EditableSettings => ({
    ...settings,
    phones: [phone1, phone2, phone3].filter((phone) => phone !== undefined),
  }));

const {
  agencyName,
  address,
  link,
  heartbeatDays,
  dailyListingLimit,
  smsDailyBudget,
  chargePercent,
  loanRatePercent,
  source,
} = SETTING_LIMITS;

/**
 * Every message the settings' own schemas (features/settings/site-settings.server.ts) write,
 * in English, as a key of the back office's catalogue and its parameters: a message is found
 * by its English text and worded in the page's language.
 */
const SETTING_MESSAGES: readonly (readonly [AdminMessageKey, MessageParams?])[] = [
  ['admin.places.settings.error.agencyName'],
  ['admin.places.settings.error.agencyNameTooLong', { max: agencyName }],
  ['admin.places.settings.error.emailTooLong'],
  ['admin.places.settings.error.email'],
  ['admin.places.settings.error.phoneTooLong'],
  ['admin.places.settings.error.phone'],
  ['admin.places.settings.error.phonesNone'],
  ['admin.places.settings.error.phonesTooMany'],
  ['admin.places.settings.error.address'],
  ['admin.places.settings.error.addressTooLong', { max: address }],
  ['admin.places.settings.error.linkTooLong', { max: link }],
  ['admin.places.settings.error.link', { site: 'Facebook' }],
  ['admin.places.settings.error.link', { site: 'YouTube' }],
  ['admin.places.settings.error.link', { site: 'Instagram' }],
  ['admin.places.settings.error.counter'],
  ['admin.places.settings.error.counterNegative'],
  ['admin.places.settings.error.counterTooBig'],
  ['admin.places.settings.error.heartbeatDays', heartbeatDays],
  ['admin.places.settings.error.wholeNumber', dailyListingLimit],
  [
    'admin.places.settings.error.wholeNumber',
    { min: smsDailyBudget.min, max: smsDailyBudget.max.toLocaleString('en-IN') },
  ],
  ['admin.places.settings.error.percent', chargePercent],
  ['admin.places.settings.error.loanRate', loanRatePercent],
  ['admin.places.settings.error.source'],
  ['admin.places.settings.error.sourceTooLong', { max: source }],
  ['admin.places.settings.error.sourceUrl'],
];

let settingMessages: Map<string, readonly [AdminMessageKey, MessageParams?]> | undefined;

/** A message of the settings' schemas in `locale` (as it is, if it is not one of ours). */
function settingMessage(locale: Locale, english: string): string {
  settingMessages ??= new Map(
    SETTING_MESSAGES.map((message) => [translate('en', ...message), message]),
  );
  const found = settingMessages.get(english);
  return found ? translate(locale, ...found) : english;
}

/**
 * Reads the Settings form: the typed values (kept on a refusal) and the settings, or the
 * message beside each field in `locale`.
 */
export function parseSettingsForm(form: FormData, locale: Locale) {
  const values = formValuesOf(
    (name) => formText(form, name).slice(0, 1000),
    form.get('moderation') === 'on',
  );
  const parsed = parseForm<typeof SettingsFormSchema, string>(SettingsFormSchema, values);
  if (!parsed.fieldErrors) return { ...parsed, values };
  const fieldErrors: FieldErrors<string> = {};
  for (const [field, message] of Object.entries(parsed.fieldErrors)) {
    if (message) fieldErrors[field] = settingMessage(locale, message);
  }
  return { ...parsed, fieldErrors, values };
}

/** Only the settings that differ, before and after. */
function diff(before: EditableSettings, after: EditableSettings) {
  const changed: SettingKey[] = SETTING_KEYS.filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (settings: EditableSettings) =>
    Object.fromEntries(changed.map((key) => [key, settings[key]])) as Partial<EditableSettings>;
  return { changed, before: pick(before), after: pick(after) };
}

/**
 * Saves the settings that changed, with their audit entry, in one transaction, then reloads
 * this process's snapshot so every page shows them at once. Returns the changed keys.
 */
export async function saveSettings(
  actor: StaffUser,
  settings: EditableSettings,
): Promise<SettingKey[]> {
  assertAdmin(actor);
  const checked = EditableSettingsSchema.parse(settings);
  const changed = await getDb().transaction(async (tx) => {
    const current = await readSettings(tx);
    const changes = diff(current, checked);
    if (changes.changed.length === 0) return changes.changed;
    await writeSettings(tx, changes.after, actor.id);
    await recordAudit(tx, actor, {
      action: 'settings.update',
      entityType: 'settings',
      entityId: null,
      before: changes.before,
      after: changes.after,
    });
    return changes.changed;
  });
  await reloadSiteSettings();
  return changed;
}

/** Which adapters send mail and SMS: the provider's host only, never a password or token. */
export function deliveryStatus(): DeliveryStatus {
  const config = getConfig();
  const host = (url: string | undefined) => {
    if (!url) return null;
    try {
      return new URL(url).host;
    } catch {
      return null;
    }
  };
  const mail = getMailSender().adapter;
  const sms = getSmsSender().adapter;
  return {
    mail: { adapter: mail, host: mail === 'smtp' ? host(config.SMTP_URL) : null },
    sms: { adapter: sms, host: sms === 'http' ? host(config.SMS_HTTP_URL) : null },
    agencyEmail: getSiteSettings().email,
  };
}

const TestEmailSchema = z
  .string()
  .trim()
  .max(SETTING_LIMITS.email, 'admin.places.settings.error.emailTooLong' satisfies AdminMessageKey)
  .pipe(z.email('admin.places.settings.error.testEmail' satisfies AdminMessageKey));

/** A test send refused: the recipient typed is not one, or too many were sent. */
type TestSendRefusal = 'invalid' | 'too-many';

export type TestSendResult = Result<
  {
    adapter: 'outbox' | 'smtp' | 'http';
    status: 'stored' | 'sent' | 'queued' | 'failed';
    to: string;
    id: number;
  },
  TestSendRefusal,
  /** Why, as a key of the back office's catalogue and its parameters: the page words it. */
  { message: AdminMessageKey; params?: MessageParams }
>;

/**
 * Test sends are limited, per admin and for the whole site, so a stolen admin session or a
 * script cannot use them to send mail or SMS to any number of strangers (the text is fixed,
 * but each one still costs and reaches someone).
 */
const TEST_SEND_RULES: readonly RateLimitRule[] = [
  { name: 'admin-test-send:actor', limit: 5, windowSeconds: 10 * 60 },
  { name: 'admin-test-send:site', limit: 20, windowSeconds: 60 * 60 },
];

/** Counts one test send; the refusal, or null when it may go. */
async function testSendRefusal(actor: StaffUser) {
  let wait = 0;
  for (const rule of TEST_SEND_RULES) {
    const subject = rule.name.endsWith(':site') ? 'site' : String(actor.id);
    const result = await hitRateLimit(rule, subject);
    if (!result.allowed) wait = Math.max(wait, result.retryAfterSeconds);
  }
  if (wait === 0) return null;
  const minutes = Math.max(1, Math.ceil(wait / 60));
  return fail('too-many', {
    message: 'admin.places.settings.error.tooManyTests' as const,
    params: { count: minutes },
  });
}

/** Sends a test email (to the agency's address when `to` is blank) and records it. */
export async function sendTestMail(actor: StaffUser, to: string): Promise<TestSendResult> {
  assertAdmin(actor);
  const settings = getSiteSettings();
  const address = to.trim() === '' ? settings.email : TestEmailSchema.safeParse(to);
  if (typeof address !== 'string' && !address.success) {
    const message = address.error.issues[0]?.message as AdminMessageKey | undefined;
    return fail('invalid', { message: message ?? 'admin.places.settings.error.testEmail' });
  }
  const recipient = typeof address === 'string' ? address : address.data;
  const refused = await testSendRefusal(actor);
  if (refused) return refused;
  const sender = getMailSender();
  const result = await sender.send({
    to: [recipient],
    subject: `Test email from ${settings.agencyName}`,
    text: [
      `This is a test email from the ${settings.agencyName} back office.`,
      `It was sent by ${actor.firstName} ${actor.lastName} through the ${sender.adapter} adapter.`,
      '',
      'If you can read this, the site can send mail.',
    ].join('\n'),
  });
  await recordAudit(getDb(), actor, {
    action: 'settings.test-mail',
    entityType: 'settings',
    after: { adapter: sender.adapter, status: result.status, mailId: result.id },
  });
  return ok({ adapter: sender.adapter, status: result.status, to: recipient, id: result.id });
}

/** Sends a test SMS to a typed Indian mobile number and records it. */
export async function sendTestSms(actor: StaffUser, phoneInput: string): Promise<TestSendResult> {
  assertAdmin(actor);
  const phone = normalisePhone(phoneInput.slice(0, 40));
  if (!phone || !/^[6-9]/.test(phone)) {
    return fail('invalid', { message: 'admin.places.settings.error.testPhone' });
  }
  const refused = await testSendRefusal(actor);
  if (refused) return refused;
  const { agencyName } = getSiteSettings();
  const sender = getSmsSender();
  const text = `${agencyName}: this is a test SMS from the back office. No action needed.`;
  const result = await sender.send({
    to: phone,
    text,
    maskedText: text,
    idempotencyKey: `test-sms:${crypto.randomUUID()}`,
  });
  await recordAudit(getDb(), actor, {
    action: 'settings.test-sms',
    entityType: 'settings',
    after: { adapter: sender.adapter, status: result.status, smsId: result.id },
  });
  return ok({ adapter: sender.adapter, status: result.status, to: phone, id: result.id });
}
