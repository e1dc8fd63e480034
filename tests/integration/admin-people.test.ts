import { eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { sessions, users, type User } from '../../app/db/schema/index.ts';
import { hashPassword } from '../../app/features/accounts/password.server.ts';
import {
  createSession,
  getSessionUser,
  SESSION_COOKIE,
} from '../../app/features/accounts/session.server.ts';
import { authenticate } from '../../app/features/accounts/users.server.ts';
import type { StaffUser } from '../../app/features/admin/access.server.ts';
import {
  changeRole,
  disableUser,
  enableUser,
} from '../../app/features/admin/people/people.server.ts';
import { loader as peopleLoader } from '../../app/routes/admin/people.tsx';
import { action as personAction, loader as personLoader } from '../../app/routes/admin/person.tsx';
import { translate } from '../../app/i18n/translate.ts';
import { createCity, createProperty, createUser } from '../factories/index.ts';
import { auditEntries, outsiders } from '../support/back-office.ts';
import { callRoute, flashOf, form, thrownStatus } from '../support/call-route.ts';
import { sessionUserOf } from '../support/route-context.ts';
import { describeEachDatabase } from '../support/test-database.ts';

/** Posts `fields` to a person's page as `user`. */
const post = (id: number, user: User | null, fields: Record<string, string>): Promise<unknown> =>
  callRoute(personAction, `/admin/people/${id}`, {
    user,
    params: { id: String(id) },
    body: form(fields),
  });

/** A person's page as `user`. */
const personPage = (id: number | string, user: User | null) =>
  callRoute(personLoader, `/admin/people/${id}`, { user, params: { id: String(id) } });

async function rowOf(id: number) {
  const [row] = await getDb().select().from(users).where(eq(users.id, id));
  return row!;
}

const staff = (user: User): StaffUser => ({ ...sessionUserOf(user), role: 'admin' });

describeEachDatabase('back office: people', () => {
  let admin: User;
  const people = (query: string) =>
    callRoute(peopleLoader, `/admin/people${query}`, { user: admin });

  beforeAll(async () => {
    admin = await createUser({ role: 'admin', firstName: 'Anita', lastName: 'Rao' });
  });

  test('the list finds people by name or phone, filters by role and status, newest first', async () => {
    const sita = await createUser({
      firstName: 'Sitaramaiah',
      lastName: 'Pothineni',
      phone: '9876501234',
    });
    const agent = await createUser({ firstName: 'Madhavi', lastName: 'Pothineni', role: 'agent' });
    const { city, areas } = await createCity();
    await createProperty({ ownerId: sita.id, cityId: city.id, areaId: areas[0]!.id });

    const byName = await people('?q=pothineni');
    expect(byName.rows.map((r) => r.id)).toEqual([agent.id, sita.id]);
    expect(byName.rows[1]).toMatchObject({ phone: '9876501234', listingCount: 1, role: 'user' });
    expect(byName.rows[1]).not.toHaveProperty('passwordHash');

    const fullName = await people('?q=Madhavi+Poth');
    expect(fullName.rows.map((r) => r.id)).toEqual([agent.id]);

    const byPhone = await people('?q=%2B91+98765+01234');
    expect(byPhone.rows.map((r) => r.id)).toEqual([sita.id]);

    const agents = await people('?q=pothineni&role=agent');
    expect(agents.rows.map((r) => r.id)).toEqual([agent.id]);

    const byNameAsc = await people('?q=pothineni&sort=name&dir=asc');
    expect(byNameAsc.rows.map((r) => r.id)).toEqual([agent.id, sita.id]);

    const suspended = await people('?status=suspended');
    expect(suspended.rows).toEqual([]);

    // Wildcards typed in the search are taken literally.
    const literal = await people('?q=%25');
    expect(literal.rows).toEqual([]);
  });

  test('‘joined this week’ lists only new accounts, and a page past the end goes to the last', async () => {
    const fresh = await createUser({ firstName: 'Navya', lastName: 'Joinedweek' });
    const old = await createUser({
      firstName: 'Navya',
      lastName: 'Joinedlongago',
      createdAt: new Date(Date.now() - 30 * 86_400_000),
    });
    const week = await people('?q=navya&joined=week');
    const ids = week.rows.map((row: { id: number }) => row.id);
    expect(ids).toContain(fresh.id);
    expect(ids).not.toContain(old.id);
    const pastTheEnd = await people('?q=navya&page=9').catch((error: unknown) => error);
    expect(pastTheEnd).toBeInstanceOf(Response);
    expect((pastTheEnd as Response).headers.get('Location')).toBe('/admin/people?q=navya&page=1');
  });

  test('a person’s page shows their details and counts, never the password hash', async () => {
    const person = await createUser({ firstName: 'Lakshmi', lastName: 'Devi' });
    const request = new Request('http://localhost/login', { headers: { 'user-agent': 'test' } });
    await createSession(request, person.id);
    const { person: shown } = await personPage(person.id, admin);
    expect(shown).toMatchObject({
      id: person.id,
      firstName: 'Lakshmi',
      listingCount: 0,
      activeSessions: 1,
      isSelf: false,
    });
    expect(JSON.stringify(shown)).not.toContain('not-a-hash');
    expect(await thrownStatus(personPage(999999, admin))).toBe(404);
  });

  test('an admin changes a person’s role; the audit log records before and after', async () => {
    const person = await createUser();
    const response = await post(person.id, admin, { intent: 'role', role: 'agent' });
    expect(flashOf(response)).toEqual({ tone: 'success', text: 'Role saved.' });
    expect((await rowOf(person.id)).role).toBe('agent');
    const [entry] = await auditEntries('user.role', person.id);
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      entityType: 'user',
      before: { role: 'user' },
      after: { role: 'agent' },
    });

    const bad = await post(person.id, admin, { intent: 'role', role: 'owner' });
    expect(bad).toMatchObject({ data: { roleError: 'Choose a role.' }, init: { status: 400 } });
  });

  test('disabling an account ends its sessions at once and sign-in is refused; enabling lets it back', async () => {
    const passwordHash = await hashPassword('Neem-Leaf-88');
    const person = await createUser({ passwordHash, firstName: 'Ravi' });
    const setCookie = await createSession(new Request('http://localhost/login'), person.id);
    const token = setCookie.split(';')[0]!.split('=')[1]!;
    const theirRequest = () =>
      new Request('http://localhost/my-account', {
        headers: { cookie: `${SESSION_COOKIE}=${token}` },
      });
    expect(await getSessionUser(theirRequest())).toMatchObject({ id: person.id });
    expect(await authenticate(person.phone, 'Neem-Leaf-88')).toEqual({
      id: person.id,
      mustChangePassword: false,
    });

    const response = await post(person.id, admin, { intent: 'disable' });
    expect(flashOf(response)?.text).toBe('Account disabled; they are signed out everywhere.');
    expect((await rowOf(person.id)).status).toBe('suspended');
    expect(await getSessionUser(theirRequest())).toBeNull();
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([]);
    expect(await authenticate(person.phone, 'Neem-Leaf-88')).toBeNull();
    const [disabled] = await auditEntries('user.disable', person.id);
    expect(disabled).toMatchObject({
      actorUserId: admin.id,
      before: { status: 'active' },
      after: { status: 'suspended' },
    });

    const listed = await people('?status=suspended');
    expect(listed.rows.map((r) => r.id)).toContain(person.id);

    await post(person.id, admin, { intent: 'enable' });
    expect((await rowOf(person.id)).status).toBe('active');
    expect(await authenticate(person.phone, 'Neem-Leaf-88')).toEqual({
      id: person.id,
      mustChangePassword: false,
    });
    // The old session stays ended: they sign in again.
    expect(await getSessionUser(theirRequest())).toBeNull();
    const [enabled] = await auditEntries('user.enable', person.id);
    expect(enabled).toMatchObject({ before: { status: 'suspended' }, after: { status: 'active' } });
  });

  test('under /te and /hi, a person’s page answers in its language', async () => {
    const person = await createUser();
    const postIn = (lang: 'te' | 'hi', id: number, fields: Record<string, string>) =>
      callRoute(personAction, `/${lang}/admin/people/${id}`, {
        user: admin,
        params: { id: String(id) },
        body: form(fields),
      });
    for (const lang of ['te', 'hi'] as const) {
      const bad = await postIn(lang, person.id, { intent: 'role', role: 'owner' });
      expect(bad).toMatchObject({
        data: { roleError: translate(lang, 'admin.people.person.chooseRole') },
        init: { status: 400 },
      });
    }
    const saved = await postIn('te', person.id, { intent: 'role', role: 'agent' });
    expect(flashOf(saved)).toEqual({
      tone: 'success',
      text: translate('te', 'admin.people.person.done.role'),
    });
    const same = await postIn('hi', person.id, { intent: 'role', role: 'agent' });
    expect(flashOf(same)?.text).toBe(translate('hi', 'admin.people.person.unchanged'));
    const self = await postIn('hi', admin.id, { intent: 'disable' });
    expect(flashOf(self)).toEqual({
      tone: 'error',
      text: translate('hi', 'admin.people.person.refused.self'),
    });
    expect(translate('hi', 'admin.people.person.refused.self')).not.toBe(
      translate('en', 'admin.people.person.refused.self'),
    );
  });

  test('an admin cannot demote or disable themselves', async () => {
    for (const form of [{ intent: 'role', role: 'user' }, { intent: 'disable' }] as Record<
      string,
      string
    >[]) {
      const response = await post(admin.id, admin, form);
      expect(flashOf(response)).toEqual({
        tone: 'error',
        text: 'You cannot change your own role or disable your own account.',
      });
    }
    expect(await rowOf(admin.id)).toMatchObject({ role: 'admin', status: 'active' });
    expect(await auditEntries('user.role', admin.id)).toEqual([]);
    const { person } = await personPage(admin.id, admin);
    expect(person.isSelf).toBe(true);
  });

  test('the last active admin can be neither demoted nor disabled', async () => {
    // Two admins demote each other at the same moment: the second, whose request began while
    // they were still an admin, is no longer one once the first has committed, and is refused
    // (403) instead of demoting or disabling the only active admin left.
    await getDb().update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const first = await createUser({ role: 'admin', firstName: 'First' });
    const second = await createUser({ role: 'admin', firstName: 'Second' });
    expect(await changeRole(staff(first), second.id, 'user')).toMatchObject({ ok: true });
    expect(await thrownStatus(changeRole(staff(second), first.id, 'agent'))).toBe(403);
    expect(await thrownStatus(disableUser(staff(second), first.id))).toBe(403);
    expect(await thrownStatus(enableUser(staff(second), second.id + 1))).toBe(403);
    expect(await rowOf(first.id)).toMatchObject({ role: 'admin', status: 'active' });
    // The last active admin, still in a session, cannot be demoted or disabled by anyone else
    // either: a second admin disabled meanwhile finds the same refusal.
    const third = await createUser({ role: 'admin', firstName: 'Third' });
    expect(await disableUser(staff(first), third.id)).toMatchObject({ ok: true });
    expect(await thrownStatus(disableUser(staff(third), first.id))).toBe(403);
    expect(await changeRole(staff(first), first.id, 'agent')).toEqual({
      ok: false,
      reason: 'self',
    });
    await getDb().update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  });

  test('a user, an agent and a visitor are refused on every People request', async () => {
    const target = await createUser({ firstName: 'Target' });
    for (const [who, expected] of await outsiders()) {
      for (const run of [
        () => callRoute(peopleLoader, '/admin/people', { user: who }),
        () => personPage(target.id, who),
        () => post(target.id, who, { intent: 'role', role: 'admin' }),
        () => post(target.id, who, { intent: 'disable' }),
        () => post(target.id, who, { intent: 'enable' }),
      ]) {
        expect(await thrownStatus(run)).toBe(expected);
      }
    }
    expect(await rowOf(target.id)).toMatchObject({ role: 'user', status: 'active' });
    expect(await auditEntries('user.role', target.id)).toEqual([]);
  });
});

// Review (R1) regressions.
describeEachDatabase('back office: people, bad input', () => {
  test('a NUL byte in the search, a post that is not a form, or an id past int4 is never a 500', async () => {
    const admin = await createUser({ role: 'admin' });
    await createUser({ firstName: 'Lakshmi' });
    const found = await callRoute(peopleLoader, '/admin/people?q=Laks%00hmi', { user: admin });
    expect(found.rows.map((row) => row.firstName)).toEqual(['Lakshmi']);

    const target = await createUser();
    const jsonPost = callRoute(personAction, `/admin/people/${target.id}`, {
      user: admin,
      params: { id: String(target.id) },
      json: '{"intent":"disable"}',
    });
    expect(await thrownStatus(jsonPost)).toBe(400);
    expect(await rowOf(target.id)).toMatchObject({ status: 'active' });
    expect(await thrownStatus(personPage('4294967296', admin))).toBe(404);
  });
});
