// Ids from forms and URLs, checked before any lookup.

const MAX_ROW_ID = 2_147_483_647;

/** A positive int4, the only thing worth looking up (NaN or 1e12 from a URL is not). */
export const isRowId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID;

/** The ids worth looking up, each once, in their order. */
export function rowIds(ids: readonly number[]): number[] {
  return [...new Set(ids.filter(isRowId))];
}

/**
 * Property ids written as text ('12,45,78', a cookie or a URL's query), each once, in their
 * order, at most `max`. Anything that is not a plain positive id (a hand-edited value) is
 * dropped.
 */
export function parseIdList(value: string | null | undefined, max: number): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const text = part.trim();
    if (!/^[1-9]\d{0,9}$/.test(text)) continue;
    const id = Number(text);
    if (isRowId(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === max) break;
  }
  return ids;
}
