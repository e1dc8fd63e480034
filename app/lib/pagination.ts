// Pagination shows two pages either side of the current, with ellipses beyond (spec §9).
const PAGINATION_SIBLINGS = 2;

export type PageItem = number | 'gap-before' | 'gap-after';

/** The first and last pages, `siblings` pages either side of the current, ellipses between. */
export function pageItems(
  page: number,
  pageCount: number,
  siblings = PAGINATION_SIBLINGS,
): PageItem[] {
  if (pageCount <= 1) return [1];
  const from = Math.max(2, page - siblings);
  const to = Math.min(pageCount - 1, page + siblings);
  const items: PageItem[] = [1];
  // An ellipsis that would hide a single page shows that page instead.
  if (from === 3) items.push(2);
  else if (from > 3) items.push('gap-before');
  for (let n = from; n <= to; n++) items.push(n);
  if (to === pageCount - 2) items.push(pageCount - 1);
  else if (to < pageCount - 2) items.push('gap-after');
  items.push(pageCount);
  return items;
}

/**
 * The page to show and where its rows start: a page past the end (an old link, a hand-edited
 * URL) becomes the last page, anything below 1 the first; an empty list still has page 1.
 */
export function pageBounds(total: number, page: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { pageCount, page: current, offset: (current - 1) * pageSize };
}
