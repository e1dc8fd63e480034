import type { InquiryRefusal } from '../features/inquiries/inquiry-action.server.ts';

/**
 * The HTTP status of each refused inquiry form (the property enquiry, quote, agent, blog and
 * visit-booking forms): 'resend' is 200, not 4xx, so React Router reloads the page data and the
 * form gets a good token.
 */
export const INQUIRY_STATUS: Readonly<Record<InquiryRefusal, number>> = {
  invalid: 400,
  resend: 200,
  'rate-limited': 429,
  gone: 404,
  error: 500,
};
