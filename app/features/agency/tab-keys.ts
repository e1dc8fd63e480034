/**
 * The tab a key moves to in a tab list of `count` tabs (WAI-ARIA tabs pattern: the arrows
 * move and wrap around, Home and End jump to the ends), or null for any other key.
 */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
