import type { MessageKey, MessageParams } from '../../i18n/translate.ts';

/**
 * What a public form's action answers, for the fetcher and for the page re-rendered after a
 * form posted without JavaScript. On failure the typed values come back so nothing is lost.
 */
export type LeadResult =
  | { ok: true; message: MessageKey; reference?: string }
  | {
      ok: false;
      message: MessageKey;
      params?: MessageParams;
      fieldErrors?: Partial<Record<string, MessageKey>>;
      values?: Partial<Record<string, string>>;
    };

/** The texts a form shows (spec §8): success, a refused send, an unexpected error. */
export type LeadTexts = { success: MessageKey; failed: MessageKey; error: MessageKey };
