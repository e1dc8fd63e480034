// How the back office writes dates, in Indian time wherever the server runs.

const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

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
export function formatAdminDateTime(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? DATE_TIME.format(date) : '';
}

/** '12 Aug 2026'; '' when there is no date. */
export function formatAdminDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? DATE.format(date) : '';
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
