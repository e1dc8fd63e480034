import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { redirect } from 'react-router';
import { getConfig } from '../../config.server.ts';
import { getDb } from '../../db/db.server.ts';
import {
  properties,
  users,
  visitRequestItems,
  visitRequests,
  type VisitRequest,
} from '../../db/schema/index.ts';
import { DEFAULT_LOCALE, storedLocale, type Locale } from '../../i18n/locales.ts';
import { translate } from '../../i18n/translate.ts';
import { readCookie, serializeCookie } from '../../lib/cookies.server.ts';
import { parseForm } from '../../lib/forms.ts';
import { getLocale } from '../../lib/locale.server.ts';
import { getLogger } from '../../lib/logger.server.ts';
import { hasValidSignature, signText } from '../../lib/signing.server.ts';
import type { RequestInfo } from '../../lib/request-context.ts';
import { normalisePhone } from '../accounts/account-rules.ts';
import {
  FORM_SEND_KEY_NAME,
  FORM_SEND_KEY_PATTERN,
  FORM_TOKEN_NAME,
} from '../inquiries/inquiry-fields.ts';
import { handleInquiryForm } from '../inquiries/inquiry-action.server.ts';
import { recordInquiry } from '../inquiries/record-inquiry.server.ts';
import { listingPath } from '../listing-details/listing-id.ts';
import { notifyLister } from '../sms/lister-notices.server.ts';
import { hitRateLimit, retryMinutes } from '../rate-limit/rate-limit.server.ts';
import { getSiteSettings } from '../settings/site-settings.server.ts';
import { generateReference, normaliseReference } from './reference.ts';
import { clearVisitList, getVisitListIds } from './visit-list.server.ts';
import type { TrackingResult, VisitSummary } from './visit-result.ts';
import type { FormOutcome } from '../../lib/result.ts';
import { formatDate } from '../../i18n/format.ts';
import { BOOKING_FIELDS } from './visit-fields.ts';
import { slotText } from './slot-text.ts';
import { tellVisitor, visitWhen } from './visit-notices.server.ts';
import { summariseVisits } from './visit-status.server.ts';
import {
  TrackingSchema,
  VisitBookingSchema,
  type VisitBookingInput,
} from './visit-schema.server.ts';

// Site visits: booking the visit list (/checkout), the confirmation, tracking by reference.

const REFERENCE_ATTEMPTS = 8;
/**
 * The confirmation page shows a booking only to the browser that made it, for this long: the
 * cookie holds the reference and its expiry, signed (issue 24, finding 1).
 */
const BOOKED_COOKIE = 'visit_booked';
const BOOKED_COOKIE_SECONDS = 60 * 60;
const BOOKED_PURPOSE = 'visit-booked';
const SMS_TITLE_MAX = 60;

type Booker = { id: number } | null;

type BookedProperty = {
  id: number;
  title: string;
  ownerId: number;
  ownerPhone: string;
  ownerLocale: string;
};

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Books site visits to the active properties among `propertyIds`: the request and its items
 * in one transaction (with a fresh reference, drawn again on the rare clash), then the inquiry
 * for the agency's inbox and mail, an SMS to each lister and the visitor's confirmation. Mail and SMS failures are logged,
 * never undo the booking. Null when none of the properties can be visited.
 */
export async function bookSiteVisits({
  user,
  propertyIds,
  input,
  locale = DEFAULT_LOCALE,
  formKey = null,
}: {
  user: Booker;
  propertyIds: readonly number[];
  input: VisitBookingInput;
  /** The language of the page the form was sent from: the visitor is told in it. */
  locale?: Locale;
  /** Identifies the form that was sent: a second send of it answers the first booking. */
  formKey?: string | null;
}): Promise<{ reference: string; id: number } | null> {
  // A double click, or a resend after a slow answer: the booking already made, told once.
  const earlier = await bookingOfForm(formKey);
  if (earlier) return earlier;
  if (propertyIds.length === 0) return null;
  const found: BookedProperty[] = await getDb()
    .select({
      id: properties.id,
      title: properties.title,
      ownerId: properties.ownerId,
      ownerPhone: users.phone,
      ownerLocale: users.locale,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(and(inArray(properties.id, [...propertyIds]), eq(properties.status, 'active')));
  // In the visitor's order.
  const booked = propertyIds.flatMap((id) => found.filter((p) => p.id === id));
  if (booked.length === 0) return null;

  const request = await getDb().transaction(async (tx) => {
    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
      const [row] = await tx
        .insert(visitRequests)
        .values({
          reference: generateReference(),
          userId: user?.id ?? null,
          name: input.name,
          phone: input.phone,
          email: input.email,
          preferredDate: input.preferredDate,
          timeSlot: input.timeSlot,
          notes: input.notes,
          locale,
          formKey,
        })
        .onConflictDoNothing()
        .returning({ id: visitRequests.id, reference: visitRequests.reference });
      if (!row) {
        // The same form, sent twice at once: the other request books it.
        if (formKey && (await bookingOfForm(formKey, tx))) return null;
        continue;
      }
      await tx
        .insert(visitRequestItems)
        .values(booked.map((property) => ({ visitRequestId: row.id, propertyId: property.id })));
      return row;
    }
    throw new Error('no free visit reference');
  });
  if (!request) return bookingOfForm(formKey);

  await tellAgency(request.reference, user, input, booked);
  await tellListers(request.reference, input, booked);
  await tellVisitor({ ...input, ...request, locale }, 'requested');
  return request;
}

async function bookingOfForm(
  formKey: string | null,
  db: Pick<ReturnType<typeof getDb>, 'select'> = getDb(),
): Promise<{ reference: string; id: number } | null> {
  if (!formKey) return null;
  const [row] = await db
    .select({ id: visitRequests.id, reference: visitRequests.reference })
    .from(visitRequests)
    .where(eq(visitRequests.formKey, formKey))
    .limit(1);
  return row ?? null;
}

async function tellAgency(
  reference: string,
  user: Booker,
  input: VisitBookingInput,
  booked: readonly BookedProperty[],
) {
  const { siteUrl } = getSiteSettings();
  try {
    await recordInquiry(
      {
        kind: 'visit',
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.notes,
        propertyId: booked.length === 1 ? booked[0]!.id : null,
        senderUserId: user?.id ?? null,
      },
      {
        subject: `Site visit request ${reference}`,
        about: [
          `Reference: ${reference}`,
          `Preferred date: ${formatDate(input.preferredDate, 'en', 'dayFirst')}`,
          `Time slot: ${slotText(input.timeSlot)}`,
          ...booked.map((p) => `Property: ${p.title} (${siteUrl}${listingPath(p.id)})`),
        ],
      },
    );
  } catch (error) {
    getLogger().error({ err: error, reference }, 'visit request inquiry failed');
  }
}

/**
 * One short SMS per lister in their account's language, whatever number of their properties
 * the visitor chose (within the lister's hourly cap: sms/lister-notices.server.ts).
 */
async function tellListers(
  reference: string,
  input: VisitBookingInput,
  booked: readonly BookedProperty[],
) {
  const { agencyName } = getSiteSettings();
  const byOwner = new Map<number, BookedProperty[]>();
  for (const property of booked) {
    byOwner.set(property.ownerId, [...(byOwner.get(property.ownerId) ?? []), property]);
  }
  for (const [ownerId, owned] of byOwner) {
    const locale = storedLocale(owned[0]!.ownerLocale);
    const params = {
      agency: agencyName,
      reference,
      when: visitWhen(locale, input.preferredDate, input.timeSlot),
    };
    const text =
      owned.length === 1
        ? translate(locale, 'out.lister.visitOne', {
            ...params,
            title: shorten(owned[0]!.title, SMS_TITLE_MAX),
          })
        : translate(locale, 'out.lister.visitMany', { ...params, count: owned.length });
    try {
      await notifyLister({
        userId: ownerId,
        phone: owned[0]!.ownerPhone,
        text,
        idempotencyKey: `visit:${reference}:${ownerId}`,
      });
    } catch (error) {
      getLogger().error({ err: error, reference, ownerId }, 'visit request sms failed');
    }
  }
}

async function summarise(
  request: Pick<VisitRequest, 'id' | 'reference' | 'status' | 'preferredDate' | 'timeSlot'>,
): Promise<VisitSummary> {
  const [summary] = await summariseVisits([request]);
  return summary!;
}

const summaryColumns = {
  id: visitRequests.id,
  reference: visitRequests.reference,
  status: visitRequests.status,
  preferredDate: visitRequests.preferredDate,
  timeSlot: visitRequests.timeSlot,
};

/**
 * The visit request with this reference booked with this email (any case) or phone (as
 * typed: '+91 98480 23456' works), or null: a wrong pair and an unknown reference look alike.
 */
export async function findVisitRequest(
  referenceText: string,
  contact: string,
): Promise<VisitSummary | null> {
  const reference = normaliseReference(referenceText);
  if (!reference) return null;
  const phone = contact.includes('@') ? null : normalisePhone(contact);
  if (!contact.includes('@') && !phone) return null;
  const [row] = await getDb()
    .select(summaryColumns)
    .from(visitRequests)
    .where(
      and(
        eq(visitRequests.reference, reference),
        phone
          ? eq(visitRequests.phone, phone)
          : sql`lower(${visitRequests.email}) = lower(${contact.trim()})`,
      ),
    )
    .limit(1);
  return row ? summarise(row) : null;
}

/** A visit request by reference alone: only for the browser that booked it (see bookedReference). */
async function getBookedVisit(reference: string): Promise<VisitSummary | null> {
  const [row] = await getDb()
    .select(summaryColumns)
    .from(visitRequests)
    .where(eq(visitRequests.reference, reference))
    .limit(1);
  return row ? summarise(row) : null;
}

/** The booked cookie's value: the reference, its expiry (Unix seconds) and their signature. */
function bookedCookieValue(reference: string, now = Date.now()): string {
  const body = `${reference}.${Math.floor(now / 1000) + BOOKED_COOKIE_SECONDS}`;
  return `${body}.${signText(BOOKED_PURPOSE, body)}`;
}

function bookedCookie(reference: string): string {
  return serializeCookie(BOOKED_COOKIE, bookedCookieValue(reference), {
    maxAgeSeconds: BOOKED_COOKIE_SECONDS,
  });
}

/**
 * The reference of ?done= when this browser booked it within the hour (the signed cookie set
 * with the booking), so a shared, guessed or forged confirmation link shows nothing.
 */
export function bookedReference(request: Request, now = Date.now()): string | null {
  const asked = new URL(request.url).searchParams.get('done');
  const value = readCookie(request, BOOKED_COOKIE);
  if (!asked || !value) return null;
  const parts = value.split('.');
  if (parts.length !== 3) return null;
  const [reference, expires, signature] = parts as [string, string, string];
  if (!hasValidSignature(BOOKED_PURPOSE, `${reference}.${expires}`, signature)) return null;
  if (!(Number(expires) * 1000 > now)) return null;
  return reference === asked ? reference : null;
}

export type ConfirmationLookup =
  | { kind: 'none' }
  | { kind: 'done'; visit: VisitSummary }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

/**
 * GET /checkout?done=…: the booking, for the browser that made it. Every look counts against
 * CONFIRMATION_RATE_LIMIT per client address, so references cannot be tried in bulk even with
 * the cookie forged; 'none' when there is nothing to show (the booking form appears instead).
 */
export async function lookUpConfirmation(
  request: Request,
  clientIp: string,
): Promise<ConfirmationLookup> {
  if (!new URL(request.url).searchParams.has('done')) return { kind: 'none' };
  const config = getConfig();
  const limit = await hitRateLimit(
    {
      name: 'confirmation:ip',
      limit: config.CONFIRMATION_RATE_LIMIT,
      windowSeconds: config.ENQUIRY_RATE_WINDOW_SECONDS,
    },
    clientIp,
  );
  if (!limit.allowed) return { kind: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
  const reference = bookedReference(request);
  const visit = reference ? await getBookedVisit(reference) : null;
  return visit ? { kind: 'done', visit } : { kind: 'none' };
}

/**
 * What tells one sent form from another: the page's start time (with its random part) and the
 * key this browser drew for its copy of the form. A double click or a resend sends both again,
 * and gets the first booking; two visitors of one cached page differ by their keys.
 */
function formKeyOf(form: FormData): string | null {
  const token = form.get(FORM_TOKEN_NAME);
  if (typeof token !== 'string' || !token) return null;
  const sendKey = form.get(FORM_SEND_KEY_NAME);
  const key = typeof sendKey === 'string' && FORM_SEND_KEY_PATTERN.test(sendKey) ? sendKey : '';
  return crypto.createHash('sha256').update(`${token}|${key}`).digest('base64url');
}

/**
 * POST /checkout: the inquiry form's checks (schema, honeypot, fill time, per-IP limit), then the
 * booking of the visit list's active properties. Success empties the list and goes to the
 * confirmation (303); anything else answers the form (errors next to fields).
 */
export async function handleCheckout(request: Request, user: Booker, info: RequestInfo) {
  const form = await request.formData();
  const outcome: { reference?: string } = {};
  const reply = await handleInquiryForm({
    form,
    formName: 'checkout',
    schema: VisitBookingSchema,
    fields: BOOKING_FIELDS,
    texts: {
      success: 'checkout.success',
      failed: 'checkout.nothingToBook',
      error: 'checkout.error',
    },
    request: info,
    handle: async (input) => {
      const propertyIds = await getVisitListIds(request, user);
      const booked = await bookSiteVisits({
        user,
        propertyIds,
        input,
        locale: getLocale(request),
        formKey: formKeyOf(form),
      });
      if (!booked) return false;
      outcome.reference = booked.reference;
      return { reference: booked.reference };
    },
  });
  if (!outcome.reference) return reply;
  const headers = new Headers();
  for (const cookie of await clearVisitList(request, user)) headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', bookedCookie(outcome.reference));
  return redirect(`/checkout?done=${encodeURIComponent(outcome.reference)}`, {
    status: 303,
    headers,
  });
}

/** Why a tracking lookup was refused; the route answers each with its status. */
export type TrackingRefusal = 'invalid' | 'rate-limited' | 'no-match';

/**
 * POST /order-tracking: both fields, a per-IP limit (lookups are guesses otherwise), then one
 * neutral answer for every miss.
 */
export async function handleTracking(
  request: Request,
  clientIp: string,
): Promise<FormOutcome<TrackingResult, TrackingRefusal>> {
  const form = await request.formData();
  const values = {
    reference: String(form.get('reference') ?? '').slice(0, 100),
    contact: String(form.get('contact') ?? '').slice(0, 300),
  };
  const parsed = parseForm(TrackingSchema, values);
  if (parsed.fieldErrors) {
    const { fieldErrors } = parsed;
    const answer: TrackingResult = {
      ok: false,
      message: 'tracking.checkFields',
      fieldErrors,
      values,
    };
    return { ok: false, reason: 'invalid', answer };
  }
  const config = getConfig();
  const limit = await hitRateLimit(
    {
      name: 'tracking:ip',
      limit: config.ENQUIRY_RATE_LIMIT * 4,
      windowSeconds: config.ENQUIRY_RATE_WINDOW_SECONDS,
    },
    clientIp,
  );
  if (!limit.allowed) {
    const minutes = retryMinutes(limit.retryAfterSeconds);
    return {
      ok: false,
      reason: 'rate-limited',
      answer: { ok: false, message: 'tracking.rateLimited', params: { minutes }, values },
      retryAfter: limit.retryAfterSeconds,
    };
  }
  const visit = await findVisitRequest(parsed.value.reference, parsed.value.contact);
  if (!visit)
    return {
      ok: false,
      reason: 'no-match',
      answer: { ok: false, message: 'tracking.noMatch', values },
    };
  return { ok: true, answer: { ok: true, visit } };
}
