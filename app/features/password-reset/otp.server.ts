import crypto from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { getConfig } from '../../config.server.ts';
import { getDb } from '../../db/db.server.ts';
import { passwordResetCodes } from '../../db/schema/index.ts';
import { hashPassword } from '../accounts/password.server.ts';
import { destroyUserSessions } from '../accounts/session.server.ts';
import { storePasswordHash } from '../accounts/users.server.ts';
import type { Db } from '../../db/client.server.ts';
import { fail, ok, type Failure, type Ok } from '../../lib/result.ts';
import { CODE_LENGTH } from './reset-fields.ts';

// One-time codes for resetting a password. A code is 6 random digits; only a salted
// HMAC-SHA256 of it (bound to the user) is stored. A user has one live code at a time: a new
// one retires the earlier ones. A code works once, for OTP_TTL_MINUTES, and allows
// OTP_MAX_ATTEMPTS tries in all; the tries are counted in the database, atomically, before
// the code is compared, so parallel guesses cannot exceed the limit.

/** Why a code does not work: none asked for, used, expired, too many tries, or wrong. */
export type CodeRefusal =
  Failure<'no-code' | 'used' | 'expired' | 'too-many'> | Failure<'wrong', { triesLeft: number }>;

type CodeCheck = Ok<{ codeId: number }> | CodeRefusal;

const HASH_VERSION = 'v1';
// Keeps the counter inside smallint whatever a client sends.
const ATTEMPTS_CEILING = 1000;

function digest(salt: Buffer, userId: number, code: string): Buffer {
  return crypto.createHmac('sha256', salt).update(`${userId}:${code}`).digest();
}

export function hashCode(userId: number, code: string): string {
  const salt = crypto.randomBytes(16);
  return `${HASH_VERSION}$${salt.toString('base64url')}$${digest(salt, userId, code).toString('base64url')}`;
}

/** Compares in constant time; false for anything malformed. */
export function codeMatches(stored: string, userId: number, code: string): boolean {
  const [version, salt, hash] = stored.split('$');
  if (version !== HASH_VERSION || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = digest(Buffer.from(salt, 'base64url'), userId, code);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

export function generateCode(): string {
  return String(crypto.randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/**
 * Creates a fresh code for the user and retires their earlier unused ones. Returns the code
 * itself only so it can be sent by SMS: it is never stored, logged or shown.
 */
export async function createResetCode(
  userId: number,
): Promise<{ codeId: number; code: string; expiresAt: Date }> {
  const code = generateCode();
  const expiresAt = new Date(Date.now() + getConfig().OTP_TTL_MINUTES * 60_000);
  const codeId = await getDb().transaction(async (tx) => {
    await tx
      .update(passwordResetCodes)
      .set({ expiresAt: sql`now()` })
      .where(
        and(
          eq(passwordResetCodes.userId, userId),
          isNull(passwordResetCodes.usedAt),
          gt(passwordResetCodes.expiresAt, sql`now()`),
        ),
      );
    const [row] = await tx
      .insert(passwordResetCodes)
      .values({ userId, codeHash: hashCode(userId, code), expiresAt })
      .returning({ id: passwordResetCodes.id });
    return row!.id;
  });
  return { codeId, code, expiresAt };
}

/**
 * Checks `code` against the user's newest code and counts the try. Does not use the code up:
 * `resetPasswordWithCode` does, together with the new password.
 */
export async function checkResetCode(userId: number, code: string): Promise<CodeCheck> {
  const newest = getDb()
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.userId, userId))
    .orderBy(desc(passwordResetCodes.id))
    .limit(1);
  // One statement: the try is counted before the comparison, and two parallel tries both count.
  const [row] = await getDb()
    .update(passwordResetCodes)
    .set({ attempts: sql`least(${passwordResetCodes.attempts} + 1, ${ATTEMPTS_CEILING})` })
    .where(inArray(passwordResetCodes.id, newest))
    .returning({
      id: passwordResetCodes.id,
      codeHash: passwordResetCodes.codeHash,
      attempts: passwordResetCodes.attempts,
      usedAt: passwordResetCodes.usedAt,
      expired: sql<boolean>`${passwordResetCodes.expiresAt} <= now()`,
    });
  if (!row) return fail('no-code');
  if (row.usedAt) return fail('used');
  if (row.expired) return fail('expired');
  const max = getConfig().OTP_MAX_ATTEMPTS;
  if (row.attempts > max) return fail('too-many');
  if (!codeMatches(row.codeHash, userId, code)) {
    const triesLeft = max - row.attempts;
    return triesLeft > 0 ? fail('wrong', { triesLeft }) : fail('too-many');
  }
  return ok({ codeId: row.id });
}

/**
 * Proves the code and sets the new password. In one transaction: the code is used up (once,
 * even against a parallel request), the password hash replaced and every session of the user
 * ended, so a thief signed in elsewhere is signed out. The password is hashed (argon2id)
 * before the transaction and only after the code checked out, so wrong codes cost no hashing.
 */
export async function resetPasswordWithCode(
  userId: number,
  code: string,
  password: string,
): Promise<Ok | CodeRefusal> {
  const check = await checkResetCode(userId, code);
  if (!check.ok) return check;
  const passwordHash = await hashPassword(password);
  return getDb().transaction(async (tx): Promise<Ok | CodeRefusal> => {
    const used = await tx
      .update(passwordResetCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetCodes.id, check.value.codeId),
          isNull(passwordResetCodes.usedAt),
          gt(passwordResetCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: passwordResetCodes.id });
    if (used.length === 0) return fail('used');
    await storePasswordHash(userId, passwordHash, tx as unknown as Db);
    await destroyUserSessions(userId, tx as unknown as Db);
    return ok();
  });
}
