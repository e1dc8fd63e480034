import type { Logger } from 'pino';
import { getLogger } from './logger.server.ts';
import { maskPhone } from './mask.ts';

// One structured line for each security event (issue 14, "Logs"): what happened, to whom or
// from where, and the outcome. Never a password, a code, a session id or a whole phone number:
// phones are cut to their last two digits here, and callers pass ids, not secrets. pino writes
// each line as JSON, so a newline or control character in a value is escaped, never a new line.

export type SecurityEventName =
  | 'sign_in_succeeded'
  | 'sign_in_failed'
  | 'otp_sent'
  | 'otp_failed'
  | 'authz_denied'
  | 'rate_limited'
  | 'honeypot_hit'
  | 'upload_refused'
  | 'sms_budget_reached';

export type SecurityEventDetails = {
  outcome: 'success' | 'failure' | 'refused';
  userId?: number | null;
  ip?: string;
  /** Logged as its last two digits only. */
  phone?: string;
  reason?: string;
  [detail: string]: string | number | boolean | null | undefined;
};

/** A phone number as the logs may show it: `********45`. */
const phoneForLog = (phone: string) => maskPhone(phone, 0, 2);

/** A rate limit's subject as the logs may show it: an IP or an id as it is, a phone cut. */
export function subjectForLog(subject: string): string {
  return /^\+?\d{10,13}$/.test(subject) ? phoneForLog(subject) : subject.slice(0, 64);
}

/** Writes the event's line: info for a success, warn for a failure or a refusal. */
export function logSecurityEvent(
  event: SecurityEventName,
  { phone, ...details }: SecurityEventDetails,
  logger: Logger = getLogger(),
): void {
  const line = {
    event,
    ...details,
    ...(phone === undefined ? {} : { phone: phoneForLog(phone) }),
  };
  if (details.outcome === 'success') logger.info(line, `security: ${event}`);
  else logger.warn(line, `security: ${event}`);
}
