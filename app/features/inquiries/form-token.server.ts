import crypto from 'node:crypto';
import { getConfig, type Config } from '../../config.server.ts';
import { FORM_TOKEN_NAME } from './inquiry-fields.ts';

// When a public form was rendered, signed so a bot cannot claim it took its time. The token
// goes in a hidden field; a submission sooner than FORM_MIN_FILL_MS after it is held until that
// time has passed, and one with a forged token (or none) is spam. An old token is fine: a tab
// left open overnight must still send its message; floods meet the per-IP limits.

type TokenConfig = Pick<Config, 'FORM_SECRET' | 'FORM_MIN_FILL_MS'>;

const processKey = crypto.randomBytes(32);

function keyOf(config: TokenConfig): Buffer | string {
  return config.FORM_SECRET ?? processKey;
}

function sign(at: number, config: TokenConfig): string {
  return crypto.createHmac('sha256', keyOf(config)).update(`form:${at}`).digest('base64url');
}

/**
 * What a token looks like inside a page (start time in ms, 13 digits until the year 2286, a dot,
 * an HMAC-SHA256 in base64url):
 * server/page-caching.ts leaves tokens out of a page's ETag, since a copy of the page with an
 * older token is the same page.
 */
export const FORM_TOKEN_PATTERN = /\d{13}\.[\w-]{43}/g;

export function issueFormToken(now = Date.now(), config: TokenConfig = getConfig()): string {
  return `${now}.${sign(now, config)}`;
}

export type TokenCheck = 'ok' | 'too-fast' | 'invalid';

export function checkFormToken(
  token: unknown,
  now = Date.now(),
  config: TokenConfig = getConfig(),
): TokenCheck {
  if (typeof token !== 'string') return 'invalid';
  const [atText, signature] = token.split('.');
  const at = Number(atText);
  if (!Number.isSafeInteger(at) || !signature) return 'invalid';
  const expected = Buffer.from(sign(at, config));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    return 'invalid';
  const age = now - at;
  if (age < 0) return 'invalid';
  return age < config.FORM_MIN_FILL_MS ? 'too-fast' : 'ok';
}

/**
 * Checks a posted form's start time and, when it was sent sooner than FORM_MIN_FILL_MS after
 * the page was made, holds the answer until that time has passed: a person (or a browser test)
 * loses nothing, while a script that posts at once is slowed to one form per wait per
 * connection (and counted by the per-IP limit). 'invalid' is a forged, missing or stale token.
 */
export async function holdUntilFilled(
  form: FormData,
  config: TokenConfig = getConfig(),
): Promise<'ok' | 'invalid'> {
  const token = form.get(FORM_TOKEN_NAME);
  const now = Date.now();
  const check = checkFormToken(token, now, config);
  if (check === 'invalid') return 'invalid';
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
