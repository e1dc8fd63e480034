import type { Translate } from '../../i18n/translate.ts';
import type { FactValue } from './listing-display.ts';

// Kept apart from listing-display.ts: the facts grid's script needs only this, not the display
// rules (worked out by the loader), which would add their imports to the details page's chunk.

/** A fact's value in the page's language. */
export function factText(t: Translate, value: FactValue): string {
  if ('text' in value) return value.text;
  if ('keys' in value) return value.keys.map((key) => t(key)).join(', ');
  return t(value.key, value.params);
}
