import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { users, type User } from '../../app/db/schema/index.ts';
import { verifyPassword } from '../../app/features/accounts/password.server.ts';
import { signInWithPassword } from '../../app/features/accounts/sign-in.server.ts';
import { createLocalStorage, type MediaStorage } from '../../app/features/media/storage.server.ts';
import { ProfileSchema } from '../../app/features/my-account/my-account-schema.server.ts';
import { updateProfile } from '../../app/features/my-account/profile.server.ts';
import { loader as dashboardLoader } from '../../app/routes/admin/dashboard.tsx';
import { printAdminCredentials } from '../../seed/first-start.ts';
import { seedDatabase, type SeedResult } from '../../seed/seed.ts';
import { callRoute, form, statusOf } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Issue 24 #9: the seed printed the admin's password to standard output (where production
// logs go) even when SEED_ADMIN_PASSWORD was given, and a printed password stayed valid for
// ever. The attack reads what the seed prints, then uses the printed password in the back
// office.

const SUPPLIED = 'Supplied-Secret-2026';

let mediaDir: string;
let storage: MediaStorage;

beforeAll(async () => {
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-seed-password-'));
  storage = createLocalStorage(mediaDir);
});
afterEach(() => vi.unstubAllEnvs());
afterAll(async () => {
  await fs.rm(mediaDir, { recursive: true, force: true });
});

/** The listing pictures are not what this is about: every one is the same stored key. */
const noPicture = async () => ({ storageKey: 'seed-test', widths: [], width: 1280, height: 853 });

// NOTE: the demo owners have 9000000011-14 (seed/listings.ts): the admins here use others.

/** Seeds with the admin phone and password (empty: none given); what it returned and printed. */
async function seedWith(phone: string, password: string) {
  vi.stubEnv('SEED_ADMIN_PHONE', phone);
  vi.stubEnv('SEED_ADMIN_PASSWORD', password);
  const logged: string[] = [];
  const result: SeedResult = await seedDatabase(getDb(), storage, (msg) => logged.push(msg), {
    storePicture: noPicture,
  });
  let printed = '';
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(((
    chunk: string | Uint8Array,
  ) => {
    printed += String(chunk);
    return true;
  }) as typeof process.stdout.write);
  try {
    if (result.admin) printAdminCredentials(result.admin);
  } finally {
    write.mockRestore();
  }
  return { result, output: `${logged.join('\n')}\n${printed}` };
}

async function userOf(phone: string): Promise<User> {
  const [row] = await getDb().select().from(users).where(eq(users.phone, phone));
  return row!;
}

const signIn = (phone: string, password: string) =>
  signInWithPassword(form({ phone, password, redirectTo: '/admin' }), {
    request: new Request('http://localhost/login', { method: 'POST' }),
    clientIp: '127.0.0.1',
    logger: pino({ level: 'silent' }),
  });

describeEachDatabase('the seeded admin password', () => {
  test(
    'a password given in SEED_ADMIN_PASSWORD is never printed',
    { timeout: 120_000 },
    async () => {
      const { result, output } = await seedWith('9000000091', SUPPLIED);
      expect(result.admin?.phone).toBe('9000000091');
      expect(output).toContain('9000000091');
      expect(output).not.toContain(SUPPLIED);
      expect(output).toContain('SEED_ADMIN_PASSWORD');
      const admin = await userOf('9000000091');
      expect(await verifyPassword(admin.passwordHash, SUPPLIED)).toBe(true);
      // Chosen by whoever deployed: nothing to change at the first sign-in.
      expect(admin.mustChangePassword).toBe(false);
    },
  );

  test('a generated password is printed once and must be changed before the back office opens', async () => {
    const { result, output } = await seedWith('9000000092', '');
    const password = result.admin?.password ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(output.split(password)).toHaveLength(2);
    let admin = await userOf('9000000092');
    expect(admin.role).toBe('admin');
    expect(admin.mustChangePassword).toBe(true);

    // Signing in with it leads to the profile's password form, not where the form asked.
    const signedIn = await signIn('9000000092', password);
    expect(signedIn.ok).toBe(true);
    const entry = signedIn.ok ? signedIn.value : undefined;
    expect(statusOf(entry)).toBe(302);
    expect(entry?.headers.get('Location')).toBe('/my-account/profile?edit=1');

    // The back office refuses until the password is changed.
    const refused = await callRoute(dashboardLoader, '/admin', { user: admin }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get('Location')).toBe('/my-account/profile?edit=1');

    const update = (newPassword: string) =>
      updateProfile({
        userId: admin.id,
        input: ProfileSchema.parse({
          firstName: admin.firstName,
          lastName: admin.lastName,
          phone: admin.phone,
          currentPassword: password,
          newPassword,
          confirmNewPassword: newPassword,
        }),
        storage,
        keepSessionId: null,
      });
    // Saving the profile without a new password, or with the printed one again, is refused
    // next to the New Password field.
    expect(await update('')).toMatchObject({
      ok: false,
      errors: { newPassword: 'myAccount.profile.newPasswordRequired' },
    });
    expect(await update(password)).toMatchObject({
      ok: false,
      errors: { newPassword: 'myAccount.profile.newPasswordSame' },
    });
    expect((await userOf('9000000092')).mustChangePassword).toBe(true);

    const changed = await update('A-New-Admin-Passw0rd');
    expect(changed.ok).toBe(true);
    admin = await userOf('9000000092');
    expect(admin.mustChangePassword).toBe(false);
    const opened = await callRoute(dashboardLoader, '/admin', { user: admin });
    expect(opened.isAdmin).toBe(true);
  });
});
