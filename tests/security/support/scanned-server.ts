import { startChildServer, type ChildServer } from '../../support/child-server.ts';

/**
 * The production build with the demo data for a scanner (sqlmap, wapiti): the listing-page
 * limit and the form limits raised, since they would answer most payloads 429 and hide what
 * the pages and forms do with them; the reset answer's time floor off.
 */
export function startScannedServer(): Promise<ChildServer> {
  return startChildServer(
    {
      SEED_ON_EMPTY: 'true',
      LISTING_PAGES_PER_MINUTE: '1000000',
      ENQUIRY_RATE_LIMIT: '10000',
      LOGIN_RATE_LIMIT_PER_IP: '10000',
      LOGIN_RATE_LIMIT_PER_PHONE: '10000',
      REGISTER_RATE_LIMIT_PER_IP: '10000',
      OTP_RATE_LIMIT_PER_IP: '10000',
      OTP_RATE_LIMIT_PER_PHONE: '1000',
      OTP_RATE_LIMIT_GLOBAL: '1000000',
      RESET_ANSWER_MIN_MS: '0',
      LOG_LEVEL: 'error',
    },
    // The demo data is made on this first start.
    { readyTimeoutMs: 240_000 },
  );
}
