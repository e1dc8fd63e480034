import type { MessageKey } from '../i18n/translate.ts';

type Tone = 'success' | 'error';

/**
 * One message carried across a redirect. With a `title`, a public page's dialog whose texts are
 * catalogue keys ("Signed in" / "Welcome back"); without, a back-office notice line whose text
 * the server wrote ("Listing approved."; the back office is English only, decision 011).
 */
export type Flash =
  | { tone: Tone; title: MessageKey; text: MessageKey }
  | { tone: Tone; title?: undefined; text: string };

/** The back-office notice a flash carries, if it is one. */
export function noticeOf(flash: Flash | null | undefined): Flash | null {
  return flash && flash.title === undefined ? flash : null;
}
