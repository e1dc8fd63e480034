import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getConfig, type Config } from '../config.server.ts';
import type { Db } from '../db/client.server.ts';
import { appSecrets } from '../db/schema/index.ts';

// One way to sign a short text the server hands to a browser and takes back (a form's start
// time, the booking confirmation's cookie): HMAC-SHA256 with FORM_SECRET or, when it is unset,
// with a random key made once and kept in the database (app_secrets), which every process
// sharing the database loads at start: a form shown by one process posts to any other, and
// survives a restart. Each use names its purpose, so a signature made for one can never pass
// for another.

export type SigningConfig = Pick<Config, 'FORM_SECRET'>;

/** Until loadSharedSigningKey has run (unit tests, scripts): a key of this process alone. */
let sharedKey: Buffer = crypto.randomBytes(32);

const SIGNING_KEY_NAME = 'form-signing-key';

/**
 * Loads the database's signing key, making it first if no process has: the insert that loses
 * a race to another process's changes nothing, and both then read the winner's key.
 */
export async function loadSharedSigningKey(db: Db): Promise<void> {
  await db
    .insert(appSecrets)
    .values({ name: SIGNING_KEY_NAME, value: crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, SIGNING_KEY_NAME));
  if (!row) throw new Error('The form-signing key could not be read from the database');
  sharedKey = Buffer.from(row.value, 'base64url');
}

/** The signature of `text` for `purpose`: base64url, 43 characters. */
export function signText(
  purpose: string,
  text: string,
  config: SigningConfig = getConfig(),
): string {
  return crypto
    .createHmac('sha256', config.FORM_SECRET ?? sharedKey)
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
