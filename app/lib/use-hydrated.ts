import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while rendering on the server and hydrating, true once the browser runs the page:
 * for what only works with JavaScript (instant filters, previews), never for what a visitor
 * without it needs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
