import type { Locale } from './locales.ts';

// Dates and numbers in the page's language, and digits typed in any of the three: the one home
// for each (issue 26). Safe on client and server. English keeps the spec's exact forms; Telugu
// and Hindi write the month in their script ('5 నవంబర్, 2026', '5 नवंबर 2026') and Indian
// grouping with the Latin digits their readers use on the web (12,34,567).

/** The Intl language tags: Indian English, Telugu and Hindi as written in India. */
const INTL_TAG: Record<Locale, string> = { en: 'en-IN', te: 'te-IN', hi: 'hi-IN' };

/** The agency works in India: a moment is shown as the day it was in India. */
const INDIA_TIME_ZONE = 'Asia/Kolkata';

/**
 * How a date reads, named by its English form (the spec's):
 * - `short`: 'Nov 05, 2026' (the details page's "Posted on")
 * - `long`: 'November 5, 2026' (My Account's tables and messages)
 * - `dayFirst`: '12 August 2026' (site visits: the booked day, "Requested on")
 * - `numeric`: '14-08-2026' (blog posts), the same in every language
 * In Telugu and Hindi the first three are the language's own long date, with the month's name.
 */
export type DateStyle = 'short' | 'long' | 'dayFirst' | 'numeric';

const ENGLISH: Record<Exclude<DateStyle, 'numeric'>, [string, Intl.DateTimeFormatOptions]> = {
  short: ['en-US', { month: 'short', day: '2-digit', year: 'numeric' }],
  long: ['en-US', { month: 'long', day: 'numeric', year: 'numeric' }],
  dayFirst: ['en-IN', { day: 'numeric', month: 'long', year: 'numeric' }],
};
const NATIVE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const NUMERIC: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const id = `${locale}:${style}:${timeZone}`;
  let format = dateFormats.get(id);
  if (!format) {
    const [tag, options] =
      style === 'numeric'
        ? ['en-IN', NUMERIC]
        : locale === 'en'
          ? ENGLISH[style]
          : [INTL_TAG[locale], NATIVE];
    format = new Intl.DateTimeFormat(tag, { ...options, timeZone });
    dateFormats.set(id, format);
  }
  return format;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date in the page's language. A 'YYYY-MM-DD' text is a calendar day (a visit's date, a
 * blog's publication date) and is never moved by a time zone; any other value is a moment,
 * shown as the day it was in India. A text that is no date shows as it came; an invalid Date
 * as nothing.
 */
export function formatDate(value: Date | string, locale: Locale, style: DateStyle): string {
  const calendarDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date =
    typeof value === 'string' ? new Date(calendarDay ? `${value}T00:00:00Z` : value) : value;
  // NOTE: Date rolls '2026-02-30' over to March; a day that does not exist is no date.
  const exists = calendarDay ? date.toISOString().slice(0, 10) === value : true;
  if (Number.isNaN(date.getTime()) || !exists) return typeof value === 'string' ? value : '';
  const format = dateFormat(locale, style, calendarDay ? 'UTC' : INDIA_TIME_ZONE);
  if (style !== 'numeric') return format.format(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/** A moment's time of day in India, 24-hour: '07:05'. */
export function formatTime(value: Date, locale: Locale): string {
  const id = `${locale}:time`;
  let format = dateFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAG[locale], {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: INDIA_TIME_ZONE,
    });
    dateFormats.set(id, format);
  }
  return format.format(value);
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** A count or amount with Indian grouping in the page's language: 12,34,567. */
export function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAG[locale], { maximumFractionDigits: 2 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** Devanagari (०-९, U+0966) and Telugu (౦-౯, U+0C66) digits. */
const NATIVE_DIGITS = /[\u0966-\u096f\u0c66-\u0c6f]/g;

/**
 * Digits typed in Telugu or Devanagari script as the Latin digits the rest of the app reads:
 * '౪౫ లక్షలు' → '45 లక్షలు', '१.२५' → '1.25'. Everything else is left as it is.
 */
export function asciiDigits(text: string): string {
  return text.replace(NATIVE_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x0c66 ? 0x0c66 : 0x0966));
  });
}

/** The languages an agent may list, by the English name the back office stores. */
const LANGUAGE_CODES: Readonly<Record<string, string>> = {
  telugu: 'te',
  english: 'en',
  hindi: 'hi',
  tamil: 'ta',
  kannada: 'kn',
  urdu: 'ur',
  odia: 'or',
  marathi: 'mr',
  bengali: 'bn',
  malayalam: 'ml',
  gujarati: 'gu',
};

/**
 * A language's name (stored in English, 'Telugu') as `locale` writes it ('తెలుగు' on a Telugu
 * page, 'तेलुगू' on a Hindi one); a name we do not know stays as it was typed.
 */
export function languageName(stored: string, locale: Locale): string {
  const code = LANGUAGE_CODES[stored.trim().toLowerCase()];
  if (!code || locale === 'en') return stored;
  return new Intl.DisplayNames([INTL_TAG[locale]], { type: 'language' }).of(code) ?? stored;
}
