import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { sessions, users } from '../../app/db/schema/index.ts';
import {
  createSession,
  destroySession,
  destroyUserSessions,
  getSessionUser,
  pruneSessions,
  SESSION_COOKIE,
} from '../../app/features/accounts/session.server.ts';
import { authenticate, registerUser } from '../../app/features/accounts/users.server.ts';
import { createUser } from '../factories/index.ts';
import { describeEachDatabase } from '../support/test-database.ts';

const tokenOf = (setCookie: string) => setCookie.split(';')[0]!.split('=')[1]!;
const requestWith = (token?: string) =>
  new Request('http://localhost/', {
    headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {},
  });

describeEachDatabase('sessions', () => {
  test('a session cookie is httpOnly, SameSite=Lax, and names the signed-in user', async () => {
    const user = await createUser({ firstName: 'Lakshmi' });
    const cookie = await createSession(requestWith(), user.id);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const token = tokenOf(cookie);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const signedIn = await getSessionUser(requestWith(token));
    expect(signedIn).toMatchObject({ id: user.id, firstName: 'Lakshmi', role: 'user' });
    expect(signedIn).not.toHaveProperty('passwordHash');
  });

  test('2,000 session ids are all different, each of 256 random bits', async () => {
    const user = await createUser();
    const tokens = new Set<string>();
    for (let batch = 0; batch < 40; batch++) {
      const cookies = await Promise.all(
        Array.from({ length: 50 }, () => createSession(requestWith(), user.id)),
      );
      for (const cookie of cookies) {
        const token = tokenOf(cookie);
        expect(Buffer.from(token, 'base64url')).toHaveLength(32);
        tokens.add(token);
      }
    }
    expect(tokens.size).toBe(2_000);
    await destroyUserSessions(user.id);
  });

  test('only a hash of the token is stored', async () => {
    const user = await createUser();
    const token = tokenOf(await createSession(requestWith(), user.id));
    const rows = await getDb()
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.id)).not.toContain(token);
  });

  test('signing in rotates the session: the old id stops working', async () => {
    const user = await createUser();
    const first = tokenOf(await createSession(requestWith(), user.id));
    const second = tokenOf(await createSession(requestWith(first), user.id));
    expect(second).not.toBe(first);
    expect(await getSessionUser(requestWith(first))).toBeNull();
    expect(await getSessionUser(requestWith(second))).not.toBeNull();
  });

  test('an expired or long-idle session is refused and pruned', async () => {
    const user = await createUser();
    const expired = tokenOf(await createSession(requestWith(), user.id));
    const idle = tokenOf(await createSession(requestWith(), user.id));
    const [a, b] = await getDb().select().from(sessions).where(eq(sessions.userId, user.id));
    await getDb()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, a!.id));
    await getDb()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(sessions.id, b!.id));
    expect(await getSessionUser(requestWith(expired))).toBeNull();
    expect(await getSessionUser(requestWith(idle))).toBeNull();
    expect(await pruneSessions()).toBeGreaterThanOrEqual(2);
  });

  test('logout and a password reset revoke sessions', async () => {
    const user = await createUser();
    const a = tokenOf(await createSession(requestWith(), user.id));
    const b = tokenOf(await createSession(requestWith(), user.id));
    await destroySession(requestWith(a));
    expect(await getSessionUser(requestWith(a))).toBeNull();
    expect(await getSessionUser(requestWith(b))).not.toBeNull();
    await destroyUserSessions(user.id);
    expect(await getSessionUser(requestWith(b))).toBeNull();
  });

  test('a suspended user’s session no longer signs them in', async () => {
    const user = await createUser({ status: 'suspended' });
    const token = tokenOf(await createSession(requestWith(), user.id));
    expect(await getSessionUser(requestWith(token))).toBeNull();
  });

  test('a garbage or oversized cookie is simply signed out', async () => {
    expect(await getSessionUser(requestWith('nonsense'))).toBeNull();
    expect(await getSessionUser(requestWith('x'.repeat(5000)))).toBeNull();
  });
});

describeEachDatabase('registration and sign-in', () => {
  test('a registered user signs in with the phone and password, and gets role user', async () => {
    const created = await registerUser({
      firstName: 'Ravi',
      lastName: 'Teja',
      phone: '9123456780',
      password: 'mango-tree-42',
    });
    if (!created.ok) throw new Error(created.reason);
    const { id } = created.value;
    expect(await authenticate('9123456780', 'mango-tree-42')).toEqual({
      id,
      mustChangePassword: false,
    });
    expect(await authenticate('9123456780', 'wrong-password')).toBeNull();
    expect(await authenticate('9000099999', 'mango-tree-42')).toBeNull();
  });

  test('registration stores when the Terms and, if given, marketing were agreed to', async () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const withUpdates = await registerUser({
      firstName: 'Sita',
      lastName: 'Devi',
      phone: '9123456782',
      password: 'mango-tree-42',
      marketingConsent: true,
      now,
    });
    const without = await registerUser({
      firstName: 'Rama',
      lastName: 'Rao',
      phone: '9123456783',
      password: 'mango-tree-42',
      now,
    });
    if (!withUpdates.ok || !without.ok) throw new Error('registration failed');
    const consent = async (id: number) =>
      (
        await getDb()
          .select({ terms: users.termsAcceptedAt, marketing: users.marketingConsentAt })
          .from(users)
          .where(eq(users.id, id))
      )[0];
    expect(await consent(withUpdates.value.id)).toEqual({ terms: now, marketing: now });
    expect(await consent(without.value.id)).toEqual({ terms: now, marketing: null });
  });

  test('a phone registers once', async () => {
    await registerUser({
      firstName: 'A',
      lastName: 'B',
      phone: '9123456781',
      password: 'mango-tree-42',
    });
    expect(
      await registerUser({
        firstName: 'C',
        lastName: 'D',
        phone: '9123456781',
        password: 'mango-tree-43',
      }),
    ).toEqual({ ok: false, reason: 'phone-taken' });
  });
});
