import type { MessageKey, MessageParams } from '../../i18n/translate.ts';
import type { InquiryField } from './inquiry-fields.ts';

/**
 * What an inquiry form's action answers, for the fetcher and for the page re-rendered after a
 * form posted without JavaScript. On failure the typed values come back so nothing is lost.
 */
export type InquiryResult<Field extends string = string> =
  | { ok: true; message: MessageKey; reference?: string }
  | {
      ok: false;
      message: MessageKey;
      params?: MessageParams;
      fieldErrors?: Partial<Record<Field, MessageKey>>;
      values?: Partial<Record<Field, string>>;
    };

/** The property enquiry form's answer: its own four fields. */
export type PropertyInquiryResult = InquiryResult<InquiryField>;

/** The texts a form shows (spec §8): success, a refused send, an unexpected error. */
export type InquiryTexts = { success: MessageKey; failed: MessageKey; error: MessageKey };
