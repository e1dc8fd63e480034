import crypto from 'node:crypto';
import { expect, test, vi } from 'vitest';
import { RegisterSchema } from '../../app/features/accounts/account-schema.server.ts';
import { hashPassword, verifyPassword } from '../../app/features/accounts/password.server.ts';
import { generateCode } from '../../app/features/password-reset/otp.server.ts';

// Issue 14, "Passwords", "OTP" and "Sessions" (ids): what the stored secrets are made of.

/** The parameters of a PHC argon2 string: $argon2id$v=19$m=19456,t=2,p=1$salt$hash */
function argon2Params(hash: string) {
  const match =
    /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(hash);
  expect(match, hash).not.toBeNull();
  const [, m, t, p, salt, digest] = match!;
  return {
    memoryKiB: Number(m),
    iterations: Number(t),
    lanes: Number(p),
    saltBytes: Buffer.from(salt!, 'base64').length,
    hashBytes: Buffer.from(digest!, 'base64').length,
  };
}

test('passwords are hashed with argon2id at or above OWASP’s minimum (19 MiB, 2 iterations, 1 lane)', async () => {
  const params = argon2Params(await hashPassword('Guntur@2026'));
  // OWASP Password Storage Cheat Sheet: m=19456 (19 MiB), t=2, p=1, or more of either.
  expect(params.memoryKiB).toBeGreaterThanOrEqual(19_456);
  expect(params.iterations).toBeGreaterThanOrEqual(2);
  expect(params.lanes).toBeGreaterThanOrEqual(1);
  expect(params.saltBytes).toBeGreaterThanOrEqual(16);
  expect(params.hashBytes).toBeGreaterThanOrEqual(32);
});

test('equal passwords give different hashes (a random salt each), and both verify', async () => {
  const [a, b] = await Promise.all([hashPassword('same-Passw0rd'), hashPassword('same-Passw0rd')]);
  expect(a).not.toBe(b);
  expect(await verifyPassword(a, 'same-Passw0rd')).toBe(true);
  expect(await verifyPassword(b, 'same-Passw0rd')).toBe(true);
});

test('64-character, Telugu and emoji passwords work whole: nothing is truncated or normalised away', async () => {
  const long = 'Amaravati-Capital-Region-2026-' + 'x'.repeat(33) + '!';
  expect(long).toHaveLength(64);
  const telugu = 'గుంటూరు ఇల్లు 2026';
  const emoji = '🏠🔑 Vijayawada 🌴';
  for (const password of [long, telugu, emoji]) {
    // The registration form takes it as it is.
    const parsed = RegisterSchema.safeParse({
      firstName: 'Ravi',
      lastName: 'Kumar',
      phone: '9848012345',
      password,
      confirmPassword: password,
      consentTerms: 'on',
    });
    expect(parsed.success, password).toBe(true);
    const hash = await hashPassword(password);
    expect(await verifyPassword(hash, password)).toBe(true);
    // One character less, or one more, is another password (bcrypt would cut at 72 bytes).
    expect(await verifyPassword(hash, password.slice(0, -1))).toBe(false);
    expect(await verifyPassword(hash, `${password}!`)).toBe(false);
  }
  // A 100-byte prefix shared by two passwords does not make them equal.
  const prefix = 'p'.repeat(100);
  expect(await verifyPassword(await hashPassword(`${prefix}A`), `${prefix}B`)).toBe(false);
});

test('a broken hash verifies nothing and throws nothing', async () => {
  for (const stored of ['', 'plain-text', '$argon2id$v=19$m=1,t=1,p=1$AAAA$AAAA']) {
    expect(await verifyPassword(stored, 'anything')).toBe(false);
  }
});

test('reset codes are 6 digits from the CSPRNG (crypto.randomInt), never Math.random', () => {
  const spy = vi.spyOn(crypto, 'randomInt');
  const mathRandom = vi.spyOn(Math, 'random');
  const code = generateCode();
  expect(code).toMatch(/^\d{6}$/);
  expect(spy).toHaveBeenCalled();
  expect(mathRandom).not.toHaveBeenCalled();
  spy.mockRestore();
  mathRandom.mockRestore();
});
