import crypto from 'node:crypto';
import { getConfig, type Config } from '../../config.server.ts';
import { hasValidSignature, signText } from '../../lib/signing.server.ts';
import { FORM_TOKEN_NAME } from './inquiry-fields.ts';

// When a public form was rendered, with a random part of its own, signed so a bot cannot claim
// it took its time. The token goes in a hidden field; a submission sooner than FORM_MIN_FILL_MS
// after it is held until that time has passed, one older than FORM_TOKEN_MAX_AGE_HOURS is asked
// to send again (a tab left open overnight still sends, after one more press), and one with a
// forged token (or none) likewise; floods meet the per-IP limits. The random part makes every
// rendered form different, so two pages made in the same millisecond never share a token
// (issue 24, finding 10; the browser adds a key of its own, FORM_SEND_KEY_NAME).

type TokenConfig = Pick<Config, 'FORM_SECRET' | 'FORM_MIN_FILL_MS' | 'FORM_TOKEN_MAX_AGE_HOURS'>;

const PURPOSE = 'form';

/**
 * What a token looks like inside a page (start time in ms, 13 digits until the year 2286, a dot,
 * 16 random bytes in base64url, a dot, an HMAC-SHA256 in base64url):
 * server/page-caching.ts leaves tokens out of a page's ETag, since a copy of the page with an
 * older token is the same page.
 */
export const FORM_TOKEN_PATTERN = /\d{13}\.[\w-]{22}\.[\w-]{43}/g;

export function issueFormToken(now = Date.now(), config: TokenConfig = getConfig()): string {
  const body = `${now}.${crypto.randomBytes(16).toString('base64url')}`;
  return `${body}.${signText(PURPOSE, body, config)}`;
}

export type TokenCheck = 'ok' | 'too-fast' | 'expired' | 'invalid';

export function checkFormToken(
  token: unknown,
  now = Date.now(),
  config: TokenConfig = getConfig(),
): TokenCheck {
  if (typeof token !== 'string') return 'invalid';
  const parts = token.split('.');
  if (parts.length !== 3) return 'invalid';
  const [atText, nonce, signature] = parts as [string, string, string];
  const at = Number(atText);
  if (!Number.isSafeInteger(at) || !nonce) return 'invalid';
  if (!hasValidSignature(PURPOSE, `${atText}.${nonce}`, signature, config)) return 'invalid';
  const age = now - at;
  if (age < 0) return 'invalid';
  if (age > config.FORM_TOKEN_MAX_AGE_HOURS * 3_600_000) return 'expired';
  return age < config.FORM_MIN_FILL_MS ? 'too-fast' : 'ok';
}

/**
 * Checks a posted form's start time and, when it was sent sooner than FORM_MIN_FILL_MS after
 * the page was made, holds the answer until that time has passed: a person (or a browser test)
 * loses nothing, while a script that posts at once is slowed to one form per wait per
 * connection (and counted by the per-IP limit). 'invalid' is a forged, missing or expired token.
 */
export async function holdUntilFilled(
  form: FormData,
  config: TokenConfig = getConfig(),
): Promise<'ok' | 'invalid'> {
  const token = form.get(FORM_TOKEN_NAME);
  const now = Date.now();
  const check = checkFormToken(token, now, config);
  if (check === 'invalid' || check === 'expired') return 'invalid';
  if (check === 'too-fast') {
    const started = Number(String(token).split('.')[0]);
    const wait = Math.min(
      config.FORM_MIN_FILL_MS,
      Math.max(0, started + config.FORM_MIN_FILL_MS - now),
    );
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return 'ok';
}
