import crypto from 'node:crypto';
import { getConfig, type Config } from '../config.server.ts';

// One way to sign a short text the server hands to a browser and takes back (a form's start
// time, the booking confirmation's cookie): HMAC-SHA256 with FORM_SECRET, or with a random key
// of this process when it is unset (set it when several processes serve the site). Each use
// names its purpose, so a signature made for one can never pass for another.

export type SigningConfig = Pick<Config, 'FORM_SECRET'>;

const processKey = crypto.randomBytes(32);

/** The signature of `text` for `purpose`: base64url, 43 characters. */
export function signText(
  purpose: string,
  text: string,
  config: SigningConfig = getConfig(),
): string {
  return crypto
    .createHmac('sha256', config.FORM_SECRET ?? processKey)
    .update(`${purpose}:${text}`)
    .digest('base64url');
}

/** True when `signature` is the signature of `text` for `purpose` (compared in constant time). */
export function hasValidSignature(
  purpose: string,
  text: string,
  signature: string,
  config: SigningConfig = getConfig(),
): boolean {
  return sameSecret(signText(purpose, text, config), signature);
}

/**
 * Whether a secret someone gave (a link's key, a token's hash) is the one kept, compared in
 * constant time so the answer's timing says nothing about how much of it was right.
 */
export function sameSecret(kept: string, given: string): boolean {
  const a = Buffer.from(kept);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
