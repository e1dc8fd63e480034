// The visit list's rules, safe on client and server: which properties a visitor wants to see
// in person. Signed-out visitors keep it in cookies, one per listing;
// signed-in users in visit_list_items (see visit-list.server.ts). Its button sits with the
// listing cards that show it (ListButton, features/listings/list-button.tsx).

import { parseIdList } from '../listings/row-ids.ts';

/** A visitor's visit list: a cookie per listing, `visit-64`, its value when it was added. */
export const VISIT_COOKIE_PREFIX = 'visit-';
/** The list as it was kept before, one cookie of comma-separated ids: still read. */
export const VISIT_LIST_COOKIE = 'visit_list';
/** A visit list holds at most this many properties (cookie and table alike). */
export const VISIT_LIST_MAX = 20;
export const VISIT_LIST_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const VISIT_LIST_INTENTS = ['add', 'remove'] as const;
export type VisitListIntent = (typeof VISIT_LIST_INTENTS)[number];

/**
 * The property ids in a cookie value, each once, in the order they were added, at most
 * VISIT_LIST_MAX (`parseIdList`).
 */
export function parseVisitList(value: string | null | undefined): number[] {
  return parseIdList(value, VISIT_LIST_MAX);
}

/** The list with `id` added at the end; unchanged when already there; null when full. */
export function addToList(ids: readonly number[], id: number): number[] | null {
  if (ids.includes(id)) return [...ids];
  if (ids.length >= VISIT_LIST_MAX) return null;
  return [...ids, id];
}

export function removeFromList(ids: readonly number[], id: number): number[] {
  return ids.filter((existing) => existing !== id);
}

/** Ids from both lists, first list first, each once, at most VISIT_LIST_MAX. */
export function mergeLists(first: readonly number[], second: readonly number[]): number[] {
  return parseVisitList([...first, ...second].join(','));
}
