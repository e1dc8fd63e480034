// Booking site visits (/checkout) and tracking them (/order-tracking): the fields, time slots
// and date rules that the browser needs too. The schemas, one per form, are server-only
// (visit-schema.server.ts).

/** The agency works in India: "today" is today in Asia/Kolkata, wherever the server runs. */
const VISIT_TIME_ZONE = 'Asia/Kolkata';
/** How far ahead a visit can be booked. */
const VISIT_MAX_DAYS_AHEAD = 90;

export const TIME_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** A signed-in buyer's site visits in My Account. */
export const MY_VISITS_PATH = '/my-account/visits';

/** The tracking page with the booking reference already filled in. */
export function trackingPath(reference: string): string {
  return `/order-tracking?reference=${encodeURIComponent(reference)}`;
}

/** The fields of the booking form, in order. */
export const BOOKING_FIELDS = [
  'name',
  'phone',
  'email',
  'preferredDate',
  'timeSlot',
  'notes',
] as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in India as 'YYYY-MM-DD' (the date input's format). */
export function todayInKolkata(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: VISIT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A 'YYYY-MM-DD' string that names a real calendar day (not 2025-02-30). */
function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The last day that can be booked, VISIT_MAX_DAYS_AHEAD after today in India. */
export function latestVisitDate(now: Date = new Date()): string {
  const today = new Date(`${todayInKolkata(now)}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + VISIT_MAX_DAYS_AHEAD);
  return today.toISOString().slice(0, 10);
}

export type VisitDateCheck = 'ok' | 'invalid' | 'past' | 'too-far';

/** Whether `value` can be a visit's date: today in India or later, within the booking window. */
export function checkVisitDate(value: string, now: Date = new Date()): VisitDateCheck {
  if (!isCalendarDate(value)) return 'invalid';
  // Same-format ISO dates compare as strings.
  if (value < todayInKolkata(now)) return 'past';
  if (value > latestVisitDate(now)) return 'too-far';
  return 'ok';
}
