import type { MessageKey, MessageParams } from '../../i18n/translate.ts';
import type { InquiryField } from './inquiry-fields.ts';

/**
 * What the enquiry action answers, for the fetcher and for the page re-rendered after a
 * form posted without JavaScript. On failure the typed values come back so nothing is lost.
 */
export type InquiryResult =
  | { ok: true; message: MessageKey }
  | {
      ok: false;
      message: MessageKey;
      params?: MessageParams;
      fieldErrors?: Partial<Record<InquiryField, MessageKey>>;
      values?: Partial<Record<InquiryField, string>>;
    };
