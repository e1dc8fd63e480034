import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.server.ts';
import { getDb } from '../../db/db.server.ts';
import { users } from '../../db/schema/index.ts';
import { DEFAULT_LOCALE, storedLocale, type Locale } from '../../i18n/locales.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { hashPassword, verifyPassword } from './password.server.ts';

/**
 * Creates a `user`-role account (role and status are never taken from the form), or fails
 * with 'phone-taken' when the phone already has one. Registration requires agreeing to the
 * Terms, stored with its time; marketing consent is stored with its time when given.
 */
export async function registerUser(input: {
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
  marketingConsent?: boolean;
  /** The language of the page registered on: the account's SMS and mail are written in it. */
  locale?: Locale;
  now?: Date;
}): Promise<Result<{ id: number }, 'phone-taken'>> {
  const passwordHash = await hashPassword(input.password);
  const now = input.now ?? new Date();
  const [created] = await getDb()
    .insert(users)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      passwordHash,
      role: 'user',
      status: 'active',
      termsAcceptedAt: now,
      marketingConsentAt: input.marketingConsent ? now : null,
      locale: input.locale ?? DEFAULT_LOCALE,
    })
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id });
  return created ? ok(created) : fail('phone-taken');
}

// Verified against when the phone is unknown, so a wrong phone costs the same time as a
// wrong password and timing does not reveal which phones have accounts.
let dummyHash: Promise<string> | undefined;

/**
 * The user id for a phone and password (and whether that password must be replaced), or null;
 * never says which of the two was wrong.
 */
export async function authenticate(
  phone: string,
  password: string,
): Promise<{ id: number; mustChangePassword: boolean } | null> {
  const [user] = await getDb()
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      mustChangePassword: users.mustChangePassword,
    })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  if (!user) {
    dummyHash ??= hashPassword('not-a-real-password-for-timing');
    await verifyPassword(await dummyHash, password);
    return null;
  }
  const ok = await verifyPassword(user.passwordHash, password);
  return ok && user.status === 'active'
    ? { id: user.id, mustChangePassword: user.mustChangePassword }
    : null;
}

/** The account of a phone, with the language its SMS are written in; null when none. */
export async function findAccountByPhone(
  phone: string,
): Promise<{ id: number; locale: Locale } | null> {
  const [user] = await getDb()
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return user ? { id: user.id, locale: storedLocale(user.locale) } : null;
}

/** The language of the account's SMS and mail: the one its holder chose last. */
export async function setAccountLocale(userId: number, locale: Locale): Promise<void> {
  await getDb().update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Replaces a user's password hash (a printed password is then replaced); `db` may be a transaction. */
export async function storePasswordHash(
  userId: number,
  passwordHash: string,
  db: Db = getDb(),
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
