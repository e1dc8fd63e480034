import type { Locale } from '../../../i18n/locales.ts';

// How the back office writes dates, in Indian time wherever the server runs, in the page's
// language ('12 Aug 2026' in English; the month's name in Telugu or Hindi).

const TAGS: Record<Locale, string> = { en: 'en-IN', te: 'te-IN', hi: 'hi-IN' };

const formats = (options: Intl.DateTimeFormatOptions, native: Intl.DateTimeFormatOptions = {}) =>
  Object.fromEntries(
    (Object.keys(TAGS) as Locale[]).map((locale) => [
      locale,
      new Intl.DateTimeFormat(TAGS[locale], {
        ...options,
        ...(locale === 'en' ? {} : native),
        timeZone: 'Asia/Kolkata',
      }),
    ]),
  ) as Record<Locale, Intl.DateTimeFormat>;

const DATE = formats({ day: 'numeric', month: 'short', year: 'numeric' });
// Telugu and Hindi offices write the 24-hour clock (15:05), with no Latin 'pm' in the line.
const TIME = formats({ hour: 'numeric', minute: '2-digit' }, { hourCycle: 'h23' });

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // A calendar date ('2026-08-12') is that day in India, not midnight UTC.
  const date =
    typeof value === 'string'
      ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+05:30` : value)
      : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '12 Aug 2026, 3:05 pm'; '' when there is no date. */
export function formatAdminDateTime(
  value: Date | string | null | undefined,
  locale: Locale = 'en',
): string {
  const date = toDate(value);
  // The day, a comma, the time, in every language (a table splits them at the comma).
  return date ? `${DATE[locale].format(date)}, ${TIME[locale].format(date)}` : '';
}

/** '12 Aug 2026'; '' when there is no date. */
export function formatAdminDate(
  value: Date | string | null | undefined,
  locale: Locale = 'en',
): string {
  const date = toDate(value);
  return date ? DATE[locale].format(date) : '';
}

const SPREADSHEET_PARTS = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

/**
 * '2026-08-12 15:05:09' in Indian time: the form spreadsheets read as a date and time (the
 * column's header names the zone); '' when there is no date.
 */
export function formatSpreadsheetDateTime(value: Date | string | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const part = Object.fromEntries(
    SPREADSHEET_PARTS.formatToParts(date).map(({ type, value: text }) => [type, text]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
