import { and, desc, eq, type SQL } from 'drizzle-orm';
import { getConfig, type Config } from '../../config.server.ts';
import { getDb } from '../../db/db.server.ts';
import { inquiries, properties, users, type Inquiry } from '../../db/schema/index.ts';
import { getLogger } from '../../lib/logger.server.ts';
import { HONEYPOT_NAME, INQUIRY_FIELDS, type InquiryField } from './inquiry-fields.ts';
import {
  echoValues,
  rateLimitedResult,
  refusedInquiry,
  type InquiryOutcome,
} from './inquiry-action.server.ts';
import { holdUntilFilled } from './form-token.server.ts';
import type { RequestInfo } from '../../lib/request-context.ts';
import { recordInquiry } from './record-inquiry.server.ts';
import { formText, parseForm } from '../../lib/forms.ts';
import { notifyLister } from '../sms/lister-notices.server.ts';
import { getSiteSettings, siteAddress } from '../settings/site-settings.server.ts';
import '../../i18n/catalogues.server.ts';
import { storedLocale } from '../../i18n/locales.ts';
import { translate, type MessageKey } from '../../i18n/translate.ts';
import { isAgencyStaff, type Viewer } from '../listings/permissions.ts';
import { hitRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.server.ts';
import type { PropertyInquiryResult } from './inquiry-result.ts';
import { PropertyInquirySchema, type PropertyInquiryInput } from './inquiry-schema.server.ts';

/** Reads the posted form with the shared schema; on failure, the answer for the page. */
export function parseInquiryForm(
  form: FormData,
): { ok: true; input: PropertyInquiryInput } | { ok: false; result: PropertyInquiryResult } {
  const fields = [...INQUIRY_FIELDS, HONEYPOT_NAME].map((field) => [field, formText(form, field)]);
  const parsed = parseForm(PropertyInquirySchema, Object.fromEntries(fields));
  if (!parsed.fieldErrors) return { ok: true, input: parsed.value };
  const fieldErrors: Partial<Record<InquiryField, MessageKey>> = {};
  for (const field of INQUIRY_FIELDS) {
    const error = parsed.fieldErrors[field];
    if (error) fieldErrors[field] = error;
  }
  return {
    ok: false,
    // The field errors say what is wrong; 'Failed to send message' is for real failures.
    result: {
      ok: false,
      message: 'inquiry.checkFields',
      fieldErrors,
      values: echoValues(parsed.values, INQUIRY_FIELDS),
    },
  };
}

/** The form's fields from a parsed enquiry (phone as typed or normalised), to show again. */
function echo(input: Partial<Record<string, string | null>>): Record<InquiryField, string> {
  return echoValues(
    Object.fromEntries(INQUIRY_FIELDS.map((field) => [field, input[field] ?? ''])),
    INQUIRY_FIELDS,
  );
}

/** Enquiries per client address and window (settings ENQUIRY_RATE_LIMIT, ENQUIRY_RATE_WINDOW_SECONDS). */
function enquiryRateLimitRule(config: Config = getConfig()): RateLimitRule {
  return {
    name: 'enquiry:ip',
    limit: config.ENQUIRY_RATE_LIMIT,
    windowSeconds: config.ENQUIRY_RATE_WINDOW_SECONDS,
  };
}

/**
 * Stores a message about an active listing for its lister (recipientUserId = the owner) and
 * the agency, whose inbox holds every enquiry. Null when the listing is not active.
 */
export async function createPropertyInquiry(input: {
  propertyId: number;
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  senderUserId?: number | null;
}): Promise<Inquiry | null> {
  const db = getDb();
  const [property] = await db
    .select({
      ownerId: properties.ownerId,
      title: properties.title,
      ownerPhone: users.phone,
      ownerLocale: users.locale,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(and(eq(properties.id, input.propertyId), eq(properties.status, 'active')))
    .limit(1);
  if (!property) return null;
  const { siteUrl } = getSiteSettings();
  const link = `${siteUrl}/product-details/${input.propertyId}`;
  // Stored first (the agency's and the lister's inbox), then mailed to the agency with the
  // spec's subject; the lister has a phone, not an address, so they are told by SMS.
  const inquiry = await recordInquiry(
    {
      kind: 'property',
      propertyId: input.propertyId,
      recipientUserId: property.ownerId,
      senderUserId: input.senderUserId ?? null,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      message: input.message,
    },
    { subject: 'Message from user', about: [`Property: ${property.title} (${link})`] },
  );
  if (property.ownerId !== input.senderUserId) {
    // No sender details in the SMS: it is stored and logged; the inbox shows who wrote. In the
    // lister's language.
    const locale = storedLocale(property.ownerLocale);
    const url = siteAddress(locale, '/my-account/messages');
    const text = [
      translate(locale, 'out.lister.message', { title: property.title.slice(0, 60) }),
      translate(locale, 'out.lister.readIt', { url }),
    ].join(' ');
    try {
      await notifyLister({
        userId: property.ownerId,
        phone: property.ownerPhone,
        text,
        idempotencyKey: `inquiry:${inquiry.id}`,
      });
    } catch (error) {
      getLogger().error({ err: error, inquiryId: inquiry.id }, 'lister SMS failed');
    }
  }
  return inquiry;
}

export type PropertyInquirySend =
  | { kind: 'sent' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'listing-unavailable' };

/**
 * A visitor's message about a listing: counted against the per-address limit, then stored.
 * A filled-in honeypot is answered like a success and stored nowhere.
 */
export async function sendPropertyInquiry({
  propertyId,
  input,
  clientIp,
  senderUserId = null,
}: {
  propertyId: number;
  input: PropertyInquiryInput;
  clientIp: string;
  senderUserId?: number | null;
}): Promise<PropertyInquirySend> {
  const limit = await hitRateLimit(enquiryRateLimitRule(), clientIp);
  if (!limit.allowed) return { kind: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
  if (input[HONEYPOT_NAME]) return { kind: 'sent' };
  const inquiry = await createPropertyInquiry({
    propertyId,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    senderUserId,
  });
  return inquiry ? { kind: 'sent' } : { kind: 'listing-unavailable' };
}

/** What the form shows for a send's outcome; the route picks the status (INQUIRY_STATUS). */
export function propertyInquiryOutcome(
  outcome: PropertyInquirySend,
  input: PropertyInquiryInput,
): InquiryOutcome<InquiryField> {
  switch (outcome.kind) {
    case 'sent':
      return { ok: true, answer: { ok: true, message: 'inquiry.success' } };
    case 'rate-limited':
      return {
        ok: false,
        reason: 'rate-limited',
        answer: rateLimitedResult(outcome.retryAfterSeconds, echo(input)),
        retryAfter: outcome.retryAfterSeconds,
      };
    case 'listing-unavailable':
      return refusedInquiry('gone', 'inquiry.failed', echo(input));
  }
}

/**
 * The property enquiry form's action ('Ask about this property'): the fields, the start time
 * (none or a foreign one asks for the form again, values kept; a form sent faster than a
 * person fills it is held until the minimum fill time has passed), then the send.
 */
export async function answerPropertyInquiry({
  form,
  propertyId,
  request,
}: {
  form: FormData;
  propertyId: number;
  request: Pick<RequestInfo, 'clientIp' | 'logger'>;
}): Promise<InquiryOutcome<InquiryField>> {
  const parsed = parseInquiryForm(form);
  if (!parsed.ok) return { ok: false, reason: 'invalid', answer: parsed.result };
  if ((await holdUntilFilled(form)) === 'invalid')
    return refusedInquiry('resend', 'inquiry.resend', echo(parsed.input));
  try {
    const { clientIp } = request;
    const outcome = await sendPropertyInquiry({ propertyId, input: parsed.input, clientIp });
    return propertyInquiryOutcome(outcome, parsed.input);
  } catch (error) {
    (request.logger ?? getLogger()).error({ err: error, propertyId }, 'property enquiry failed');
    return refusedInquiry('error', 'inquiry.error', echo(parsed.input));
  }
}

/**
 * The enquiries a person may read, newest first: the agency (agents and admins) sees all of
 * them, a lister those about their own listings.
 */
export async function listInquiriesFor(
  viewer: NonNullable<Viewer>,
  limit = 50,
): Promise<Inquiry[]> {
  const agency = isAgencyStaff(viewer);
  const where: SQL | undefined = agency ? undefined : eq(inquiries.recipientUserId, viewer.id);
  return getDb()
    .select()
    .from(inquiries)
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(limit);
}
