// Ids from forms and URLs, checked before any lookup.

const MAX_ROW_ID = 2_147_483_647;

/** A positive int4, the only thing worth looking up (NaN or 1e12 from a URL is not). */
export const isRowId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID;

/** The ids worth looking up, each once, in their order. */
export function rowIds(ids: readonly number[]): number[] {
  return [...new Set(ids.filter(isRowId))];
}
