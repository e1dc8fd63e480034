import { redirect } from 'react-router';
import { cleanText } from '../../../lib/forms.ts';
import { pageBounds } from '../../../lib/pagination.ts';
import { formatSpreadsheetDateTime } from './format.ts';

// The query string of a back-office list: ?q= search, ?page=, ?sort= and ?dir=, plus the
// page's own filters. Parsed leniently (a bad value falls back to the default, never a 500),
// so a shared or bookmarked link always opens.

export const ADMIN_PAGE_SIZE = 20;

export type SortDir = 'asc' | 'desc';

export type ListQuery<Sort extends string> = {
  q: string;
  page: number;
  sort: Sort;
  dir: SortDir;
};

export function parseListQuery<Sort extends string>(
  url: URL,
  sorts: readonly Sort[],
  defaults: { sort: Sort; dir: SortDir },
): ListQuery<Sort> {
  const params = url.searchParams;
  const q = cleanText(params.get('q') ?? '')
    .trim()
    .slice(0, 100);
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 10_000 ? rawPage : 1;
  const rawSort = params.get('sort');
  const sort = sorts.find((s) => s === rawSort) ?? defaults.sort;
  const rawDir = params.get('dir');
  const dir: SortDir = rawDir === 'asc' || rawDir === 'desc' ? rawDir : defaults.dir;
  return { q, page, sort, dir };
}

/** One of `values`, or undefined (an unknown filter value is ignored, never an error). */
export function pickParam<T extends string>(
  url: URL,
  name: string,
  values: readonly T[],
): T | undefined {
  const raw = url.searchParams.get(name);
  return values.find((v) => v === raw);
}

/** A positive integer id from the query string, or undefined. */
export function idParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

/** The same list with some parameters changed (null removes one); page resets unless given. */
export function listHref(
  pathname: string,
  search: string,
  changes: Record<string, string | number | null>,
): string {
  const params = new URLSearchParams(search);
  if (!('page' in changes)) params.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** Quotes a value for a CSV cell (RFC 4180), defusing spreadsheet formulas. */
export function csvCell(value: unknown): string {
  let text =
    value == null ? '' : value instanceof Date ? formatSpreadsheetDateTime(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A page number past the end (a bookmarked link after rows went away) is sent to the last
 * page, never an empty table under 'page 9 of 3'.
 */
export function redirectPastLastPage(url: URL, page: number, total: number): void {
  const last = pageBounds(total, page, ADMIN_PAGE_SIZE).pageCount;
  if (page > last) throw redirect(listHref(url.pathname, url.search, { page: last }));
}
