import { getConfig } from '../../config.server.ts';
import { hitRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.server.ts';

// The account endpoints' limits (settings with defaults: see the README).
export function loginRules(): { ip: RateLimitRule; phone: RateLimitRule } {
  const c = getConfig();
  return {
    ip: {
      name: 'login:ip',
      limit: c.LOGIN_RATE_LIMIT_PER_IP,
      windowSeconds: c.LOGIN_RATE_WINDOW_SECONDS,
    },
    phone: {
      name: 'login:phone',
      limit: c.LOGIN_RATE_LIMIT_PER_PHONE,
      windowSeconds: c.LOGIN_RATE_WINDOW_SECONDS,
    },
  };
}

/**
 * Wrong current passwords on Edit User Details, per account: the sign-in limit per phone, so a
 * borrowed session cannot guess the password faster than a sign-in form could.
 */
export function profilePasswordRule(): RateLimitRule {
  const c = getConfig();
  return {
    name: 'profile:password',
    limit: c.LOGIN_RATE_LIMIT_PER_PHONE,
    windowSeconds: c.LOGIN_RATE_WINDOW_SECONDS,
  };
}

export function registerRule(): RateLimitRule {
  const c = getConfig();
  return {
    name: 'register:ip',
    limit: c.REGISTER_RATE_LIMIT_PER_IP,
    windowSeconds: c.REGISTER_RATE_WINDOW_SECONDS,
  };
}

export function otpRules(): { ip: RateLimitRule; phone: RateLimitRule; global: RateLimitRule } {
  const c = getConfig();
  return {
    // Every request counts, whether the phone has an account or not, so the answer at the cap
    // is the same for both (SMS pumping over many numbers stops here).
    global: {
      name: 'otp:global',
      limit: c.OTP_RATE_LIMIT_GLOBAL,
      windowSeconds: c.OTP_RATE_WINDOW_SECONDS,
    },
    ip: {
      name: 'otp:ip',
      limit: c.OTP_RATE_LIMIT_PER_IP,
      windowSeconds: c.OTP_RATE_WINDOW_SECONDS,
    },
    phone: {
      name: 'otp:phone',
      limit: c.OTP_RATE_LIMIT_PER_PHONE,
      windowSeconds: c.OTP_RATE_WINDOW_SECONDS,
    },
  };
}

/** Counts one attempt against every rule; the longest wait among refusals, or null if allowed. */
export async function checkLimits(checks: [RateLimitRule, string][]): Promise<number | null> {
  let wait: number | null = null;
  for (const [rule, subject] of checks) {
    const result = await hitRateLimit(rule, subject);
    if (!result.allowed) wait = Math.max(wait ?? 0, result.retryAfterSeconds);
  }
  return wait;
}
